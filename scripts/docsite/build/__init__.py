"""MkDocs hooks (`<what_it_does>_hook.py`, listed under `hooks:` in mkdocs.yml) and what they share.

MkDocs loads each hook by its path and keeps it for the whole process (`mkdocs serve` rebuilds with
the same modules), so a hook keeps no state between builds and imports no other hook: the build's
site model is `site_cache.site_for(config)`, and mkdocs-static-i18n's plugin object is read only
through `i18n_adapter`.
"""
