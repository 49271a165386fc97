"""MkDocs hook: each page links to its Markdown source and to the snippet files it includes.

`on_page_markdown` reads the page from the site model (`docsite.model`: its examples and their
snippets) and sets `page.meta.source_links`: the page's file and each snippet, as repository paths
and as URLs on `repo_url` (blob/<branch>/...). overrides/partials/source-links.html renders them
after the content, in the page's language. (What verified the examples is
scripts/docsite/build/provenance_hook.py's.)
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.exceptions import PluginError

from docsite.build.site_cache import site_for
from docsite.model import SiteError

BRANCH = "main"


def _blob(config, path: str) -> str:
    return f"{config.repo_url.rstrip('/')}/blob/{BRANCH}/{path}"


def on_page_markdown(markdown, page, config, files):
    site = site_for(config)
    source_path = Path(page.file.abs_src_path or "").resolve()
    if not config.repo_url or not source_path.is_relative_to(site.root):
        page.meta.pop("source_links", None)
        return markdown
    try:
        model = site.page(source_path)
        snippets = list(dict.fromkeys(example.snippet for example in model.examples))
    except SiteError as err:
        raise PluginError(str(err)) from None
    page.meta["source_links"] = {
        "page": {"path": model.rel, "url": _blob(config, model.rel)},
        "snippets": [{"path": path, "url": _blob(config, path)} for path in snippets],
    }
    return markdown
