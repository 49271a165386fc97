"""The site model of the build in progress, shared by the hooks (this module is not a hook).

MkDocs loads each hook file once per process and keeps it across builds: `mkdocs serve` rebuilds
with the same hook modules but a fresh config object. So the model is cached for one config
object only: a later build (a new config) reads the pages and snippets again and never sees the
previous build's files, while the nested language builds of mkdocs-static-i18n (the same config)
share one model. Hooks import this module; no hook imports another.
"""

from __future__ import annotations

from pathlib import Path

from docsite.model import Site

# (the config of the build in progress, its site model); replaced when a new build starts
_current: tuple[object, Site] | None = None


def site_for(config) -> Site:
    """The site model for this build's config (read once per build, from mkdocs.yml's folder)."""
    global _current
    if _current is None or _current[0] is not config:
        _current = (config, Site(Path(config.config_file_path).resolve().parent))
    return _current[1]
