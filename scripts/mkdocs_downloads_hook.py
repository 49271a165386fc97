"""MkDocs hook: each page's examples as a script and a notebook, written next to the built page.

For a page with python examples, `on_page_markdown` builds both downloads with scripts/downloads.py
(headings in the page's language) and records their file names in `page.meta.downloads`, which
overrides/partials/downloads.html turns into relative links; `on_post_page` writes the files into
the page's folder of the site (`saved-reference/saved-reference.py`,
`zh/saved-reference/saved-reference.ipynb`). mkdocs-static-i18n runs a full build per language, so
the hook sees each language's pages in its own build, with `config.theme.language` set to it.
Pages without examples (the glossary) get neither files nor links.
"""

from __future__ import annotations

import sys
from pathlib import Path, PurePosixPath
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # mkdocs loads hooks by path; make `scripts` importable
    sys.path.insert(0, str(ROOT))

from scripts import downloads  # noqa: E402

# dest_uri of a page -> {file name: content}, filled per page and written after it is rendered
_PENDING: dict[str, dict[str, str]] = {}


def on_page_markdown(markdown, page, config, files):
    source_path = Path(page.file.abs_src_path)
    source = source_path.relative_to(ROOT).as_posix() if source_path.is_relative_to(ROOT) else ""
    lang = config.theme.get("language") or "en"
    examples = downloads.read_page(
        page.file.content_string, ROOT, lang=lang, source=source or page.file.src_uri
    )
    if not examples.examples:
        page.meta.pop("downloads", None)
        return markdown
    script_name, notebook_name = downloads.download_names(page.file.src_uri)
    url = urlsplit(config.site_url or "/").path.rstrip("/") + "/" + page.url
    _PENDING[page.file.dest_uri] = {
        script_name: downloads.python_script(examples, url, script_name),
        notebook_name: downloads.notebook_json(examples, url),
    }
    page.meta["downloads"] = {"script": script_name, "notebook": notebook_name}
    return markdown


def on_post_page(output, page, config):
    pending = _PENDING.pop(page.file.dest_uri, None)
    if pending:
        folder = Path(config.site_dir) / PurePosixPath(page.file.dest_uri).parent
        folder.mkdir(parents=True, exist_ok=True)
        for name, content in pending.items():
            (folder / name).write_text(content, encoding="utf-8", newline="\n")
    return output
