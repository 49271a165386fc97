"""MkDocs hook: each page's examples as a script, and the page as a notebook, next to the page.

For a page with python examples, `on_page_markdown` records the two file names in
`page.meta.downloads`, which overrides/partials/downloads.html turns into relative links;
`on_post_page` builds both from the site model (`docsite.downloads`, in the page's language) and
writes them into the page's folder of the site
(`saved-reference/saved-reference.py`, `zh/saved-reference/saved-reference.ipynb`).
mkdocs-static-i18n runs a full build per language, so the hook sees each language's pages in its
own build. Pages without examples (the glossary) get neither files nor links. The hook keeps no
state of its own: the model is the build's (`docsite.build.site_cache`), so `mkdocs serve` writes
an edited snippet into the next build's downloads.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from mkdocs.exceptions import PluginError

from docsite import downloads
from docsite.build.site_cache import site_for
from docsite.model import SiteError


def on_page_markdown(markdown, page, config, files):
    try:
        model = site_for(config).page(page.file.abs_src_path)
    except SiteError as err:
        raise PluginError(str(err)) from None
    if model.examples:
        script_name, notebook_name = downloads.download_names(page.file.src_uri)
        page.meta["downloads"] = {"script": script_name, "notebook": notebook_name}
    else:
        page.meta.pop("downloads", None)
    return markdown


def on_post_page(output, page, config):
    names = page.meta.get("downloads")
    if not names:
        return output
    site_url = config.site_url or "/"
    try:
        model = site_for(config).page(page.file.abs_src_path)
        contents = {
            names["script"]: downloads.python_script(
                model, downloads.page_url(model, site_url), names["script"]
            ),
            names["notebook"]: downloads.notebook_json(model, site_url),
        }
    except SiteError as err:
        raise PluginError(str(err)) from None
    folder = Path(config.site_dir) / PurePosixPath(page.file.dest_uri).parent
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in contents.items():
        (folder / name).write_text(content, encoding="utf-8", newline="\n")
    return output
