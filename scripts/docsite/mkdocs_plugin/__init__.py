"""The site's MkDocs plugin, `docsite` in mkdocs.yml (registered in pyproject.toml)."""

from .plugin import DocsitePlugin

__all__ = ["DocsitePlugin"]
