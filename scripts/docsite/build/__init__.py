"""MkDocs hooks, listed under `hooks:` in mkdocs.yml."""
