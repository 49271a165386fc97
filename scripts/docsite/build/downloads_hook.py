"""MkDocs hook: each page's examples as a script, and the page as a notebook, next to the page.

For a page with python examples, `on_page_markdown` builds both downloads from the site model
(`docsite.downloads`, in the page's language) and records their file names in
`page.meta.downloads`, which overrides/partials/downloads.html turns into relative links;
`on_post_page` writes the files into the page's folder of the site
(`saved-reference/saved-reference.py`, `zh/saved-reference/saved-reference.ipynb`).
mkdocs-static-i18n runs a full build per language, so the hook sees each language's pages in its
own build. Pages without examples (the glossary) get neither files nor links.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from mkdocs.exceptions import PluginError

from docsite import downloads
from docsite.model import Site, SiteError

# dest_uri of a page -> {file name: content}, filled per page and written after it is rendered
_PENDING: dict[str, dict[str, str]] = {}
_SITES: dict[str, Site] = {}


def site_for(config) -> Site:
    root = str(Path(config.config_file_path).resolve().parent)
    if root not in _SITES:
        _SITES[root] = Site(Path(root))
    return _SITES[root]


def on_page_markdown(markdown, page, config, files):
    try:
        model = site_for(config).page(page.file.abs_src_path)
        if not model.examples:
            page.meta.pop("downloads", None)
            return markdown
        script_name, notebook_name = downloads.download_names(page.file.src_uri)
        site_url = config.site_url or "/"
        _PENDING[page.file.dest_uri] = {
            script_name: downloads.python_script(
                model, downloads.page_url(model, site_url), script_name
            ),
            notebook_name: downloads.notebook_json(model, site_url),
        }
    except SiteError as err:
        raise PluginError(str(err)) from None
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
