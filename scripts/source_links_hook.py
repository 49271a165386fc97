"""MkDocs hook: each page links to its Markdown source and to the snippet files it includes.

`on_page_markdown` reads the page's own Markdown (its `--8<--` example includes, found with
scripts/pages.py's EXAMPLE_INCLUDE) and sets `page.meta.source_links`: the page's file and each
snippet, as repository paths and as URLs on `repo_url` (blob/<branch>/...).
overrides/partials/source-links.html renders them after the content, in the page's language.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # mkdocs loads hooks by path; make `scripts` importable
    sys.path.insert(0, str(ROOT))

from scripts.pages import EXAMPLE_INCLUDE, page_from_text  # noqa: E402

BRANCH = "main"


def _blob(config, path: str) -> str:
    return f"{config.repo_url.rstrip('/')}/blob/{BRANCH}/{path}"


def on_page_markdown(markdown, page, config, files):
    source_path = Path(page.file.abs_src_path or "")
    if not config.repo_url or not source_path.is_relative_to(ROOT):
        page.meta.pop("source_links", None)
        return markdown
    source = source_path.relative_to(ROOT).as_posix()
    parsed = page_from_text(page.file.content_string)
    snippets = []
    for line in parsed.lines:
        match = EXAMPLE_INCLUDE.match(line.text) if line.code else None
        if match and match["path"] not in snippets:
            snippets.append(match["path"])
    page.meta["source_links"] = {
        "page": {"path": source, "url": _blob(config, source)},
        "snippets": [{"path": path, "url": _blob(config, path)} for path in snippets],
    }
    return markdown
