"""The site's build steps, one MkDocs plugin (`docsite` under `plugins:` in mkdocs.yml).

MkDocs makes a new plugin object for every build (`mkdocs serve` too: the plugin has no
`on_startup`), so what it keeps lives one build: the site model, read once and shared by the
nested language builds of mkdocs-static-i18n, which run the same events on the same object.

- Each example shows its code in the page's language (`Example.code`, the site model's) in place
  of its include line, before pymdownx.snippets reads the page: the English page, the Chinese
  page and their copy buttons each show one language (the `rendering` check renders every page
  the same way).
- A page with examples gets its script and notebook (`docsite.downloads`, in the page's
  language) next to it, and `page.meta.downloads` names them for overrides/partials/downloads.html.
- Under `mkdocs serve`, a build that fails is one line and the last good site stays served
  (`serve.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path, PurePosixPath

from mkdocs.config import base
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.livereload import LiveReloadServer
from mkdocs.plugins import BasePlugin
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from docsite import downloads
from docsite.model import Page as ModelPage
from docsite.model import Site, SiteError

from .serve import guarded


class DocsiteConfig(base.Config):
    """The plugin's options in mkdocs.yml (none yet)."""


class DocsitePlugin(BasePlugin[DocsiteConfig]):
    def __init__(self) -> None:
        self.site: Site | None = None

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        if self.site is None:  # the nested language builds share it
            try:
                self.site = Site(Path(config.config_file_path).resolve().parent)
            except SiteError as err:
                raise PluginError(str(err)) from None
        return config

    def model(self, page: Page) -> ModelPage:
        assert self.site is not None  # on_config made it
        try:
            return self.site.page(page.file.abs_src_path or "")
        except SiteError as err:
            raise PluginError(str(err)) from None

    def on_page_markdown(
        self, markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files
    ) -> str:
        model = self.model(page)
        try:
            shown = model.markdown_with_code()
        except SiteError as err:
            raise PluginError(str(err)) from None
        if model.examples:
            script, notebook = downloads.download_names(page.file.src_uri)
            page.meta["downloads"] = {"script": script, "notebook": notebook}
        # MkDocs hands over the page without its front matter, the blank lines after it and its
        # last line break: the same lines, fewer of them at both ends.
        body, lines = markdown.split("\n"), model.lines
        front = next(
            (i for i in range(len(lines) - len(body) + 1) if lines[i : i + len(body)] == body),
            None,
        )
        if front is None:
            raise PluginError(
                f"{model.rel}: another plugin changed the page before docsite's on_page_markdown"
            )
        return "\n".join(shown[front : front + len(body) + len(shown) - len(lines)])

    def on_post_page(self, output: str, /, *, page: Page, config: MkDocsConfig) -> str:
        names = page.meta.get("downloads")
        if not names:
            return output
        model = self.model(page)
        site_url = config.site_url or "/"
        try:
            url = downloads.page_url(model, site_url)
            contents = {
                names["script"]: downloads.python_script(model, url, names["script"]),
                names["notebook"]: downloads.notebook_json(model, site_url),
            }
        except SiteError as err:
            raise PluginError(str(err)) from None
        folder = Path(config.site_dir) / PurePosixPath(page.file.dest_uri).parent
        folder.mkdir(parents=True, exist_ok=True)
        for name, content in contents.items():
            (folder / name).write_text(content, encoding="utf-8", newline="\n")
        return output

    def on_serve(
        self, server: LiveReloadServer, /, *, config: MkDocsConfig, builder: Callable[[], None]
    ) -> LiveReloadServer:
        server.builder = guarded(builder, server)
        return server
