"""The site's build steps, one MkDocs plugin (`docsite` under `plugins:` in mkdocs.yml): plain
functions of the model called at MkDocs' events (CONTRIBUTING.md, "Where things live", "The
engine"). Its object lives one build (the site model and the records), shared by the nested
language builds of mkdocs-static-i18n, whose object is read only through `i18n_adapter.py`."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable
from html import unescape
from pathlib import Path, PurePosixPath

from jinja2 import Template
from mkdocs.config import base
from mkdocs.config import config_options as c
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.livereload import LiveReloadServer
from mkdocs.plugins import BasePlugin, event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from docsite import downloads, errors_page, llms, verification
from docsite.model import Page as ModelPage
from docsite.model import Site, SiteError
from docsite.text import display_width

from . import i18n_adapter, search
from .cjk_soft_breaks import CjkSoftBreaksExtension
from .serve import guarded

NARROW_MEDIA = "(max-width: 44.9375em)"  # below Material's tablet breakpoint (45em)
SVG_IMAGE = re.compile(r'<img\b[^>]*\bsrc="(?P<src>[^"]+?)\.svg"[^>]*>')
# Code marked for reader.css: Pygments' spans that draw nothing (names, operators, punctuation
# in the code's colour; whitespace) dropped, shown output marked; a line that may wrap on a phone
# keeps its span, with its indentation
PLAIN_TOKEN = re.compile(r'<span class="[nwop]">([^<]*)</span>')
OUTPUT_COMMENT = re.compile(r'(?<=<span class="c)(1?)(?=">#&gt;)')  # a `#>` line: printed
CODE_LINE = re.compile(r'<span id="__span-\d+-(?P<n>\d+)">(?P<line>[^\n]*)\n</span>')
WRAPS_AT = 32  # columns (a wide character two) that never wrap: a 320 px phone holds some 35
INLINE_CODE = re.compile(r"<code>([^<]+)</code>")  # in the text: no element inside
NAME_BREAK = re.compile(r"(?<=[._])(?=[A-Za-z_])(?!\w{1,5}$)")  # not before an extension


def code_lines(html: str) -> str:
    """Code lines as reader.css draws them: a line keeps its own span where it may wrap, and the
    first line for the copy button; its newline follows the span (inside it, the newline ended the
    span's row and the blank line after it was not drawn); any other line is its text."""

    def line(match: re.Match) -> str:
        text = unescape(re.sub(r"<[^>]+>", "", match["line"]))
        if match["n"] != "1" and display_width(text) <= WRAPS_AT:
            return match["line"] + "\n"
        indent = len(text) - len(text.lstrip(" "))
        style = f' style="--indent: {indent}"' if indent else ""
        return f'<span class="reader-line"{style}>{match["line"]}</span>\n'

    return CODE_LINE.sub(line, html)


def breakable(code: re.Match) -> str:  # of 16 characters or more; a short call (40) not at all
    text = re.sub(r"&#?\w+;", "&", code[1])
    if "(" in text and len(text) <= 40:
        return f'<code style="white-space: nowrap">{code[1]}</code>'
    return f"<code>{NAME_BREAK.sub('<wbr>', code[1])}</code>" if len(text) >= 16 else code[0]


class DocsiteConfig(base.Config):
    branch = c.Type(str, default="main")  # the source links: <repo_url>/blob/<branch>/<path>
    # mkdocs.yml: !ENV [REQUIRE_VERIFICATION, false] (the variable's 1 reads as a number)
    require_verification = c.Optional(c.Type((bool, int)))


class DocsitePlugin(BasePlugin[DocsiteConfig]):
    def __init__(self) -> None:
        self.site: Site | None = None
        self.records: list[verification.Record] = []

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        if self.site is not None:  # a nested language build: all is read
            return config
        try:
            self.site = Site(Path(config.config_file_path).resolve().parent)
            self.records = verification.load_records(self.site.root)
            if self.config.require_verification:
                commit = verification.current_commit(self.site.root)
                if problems := verification.require(self.records, self.site, commit):
                    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
                    raise PluginError(
                        f"REQUIRE_VERIFICATION=1: {problems[0]}{more}; run the tests and "
                        "`nox -s versions` on this commit before the build"
                    )
            search.add_glossary_words(self.site)
        except (SiteError, verification.RecordError) as err:
            raise PluginError(str(err)) from None
        config.markdown_extensions.append(CjkSoftBreaksExtension())  # type: ignore[arg-type]
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
            shown = errors_page.with_error_list(model.site, model, model.markdown_with_code())
            verified = verification.verify_page(self.records, model)
        except SiteError as err:
            raise PluginError(str(err)) from None
        if verified is not None:
            page.meta["verification"] = verified
        page.meta["markdown"] = llms.markdown_name(page.file.src_uri)
        if model.examples:
            script, notebook = downloads.download_names(page.file.src_uri)
            page.meta["downloads"] = {"script": script, "notebook": notebook}
        if config.repo_url:
            blob = f"{config.repo_url.rstrip('/')}/blob/{self.config.branch}/"
            snippets = dict.fromkeys(example.snippet_path for example in model.examples)
            page.meta["source_links"] = {
                "page": {"path": model.rel, "url": blob + model.rel},
                "snippets": [{"path": path, "url": blob + path} for path in snippets],
            }
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

    def on_page_content(
        self, html: str, /, *, page: Page, config: MkDocsConfig, files: Files
    ) -> str:
        """An `<img>` of `<name>.svg` with a `<name>-narrow.svg` among the site's files becomes a
        `<picture>` whose `<source>` is the narrow drawing on a phone (text of 11 px or more).
        A table's empty corner is a cell, not a header without a name (axe: empty-table-header)."""
        urls = {file.url for file in files}

        def picture(match: re.Match) -> str:
            src = match["src"]
            narrow = posixpath.normpath(posixpath.join(page.url, f"{src}-narrow.svg"))
            if "://" in src or narrow not in urls:
                return match[0]
            source = f'<source media="{NARROW_MEDIA}" srcset="{src}-narrow.svg">'
            return f"<picture>{source}{match[0]}</picture>"

        html = code_lines(OUTPUT_COMMENT.sub(r"\1 reader-output", PLAIN_TOKEN.sub(r"\1", html)))
        return SVG_IMAGE.sub(picture, html).replace("<th></th>", "<td></td>")

    def on_post_page(self, output: str, /, *, page: Page, config: MkDocsConfig) -> str:
        names, model = page.meta.get("downloads"), self.model(page)
        site_url = config.site_url or "/"
        try:
            contents = {page.meta["markdown"]: llms.page_markdown(model, site_url)}
            if names:
                url = downloads.page_url(model, site_url)
                contents[names["script"]] = downloads.python_script(model, url, names["script"])
                contents[names["notebook"]] = downloads.notebook_json(model, site_url)
        except SiteError as err:
            raise PluginError(str(err)) from None
        folder = Path(config.site_dir) / PurePosixPath(page.file.dest_uri).parent
        folder.mkdir(parents=True, exist_ok=True)
        for name, content in contents.items():
            (folder / name).write_text(content, encoding="utf-8", newline="\n")
        return INLINE_CODE.sub(breakable, output)

    def on_pre_template(
        self, template: Template, /, *, template_name: str, config: MkDocsConfig
    ) -> Template:
        """A 404 page's language links lead to each language's home, not to the other languages'
        versions of the last page this build wrote (mkdocs-static-i18n retargets them per page)."""
        if template_name == "404.html":  # an attribute, as i18n sets it (templates read it first)
            config.extra.alternate = i18n_adapter.language_homes(config)  # type: ignore[attr-defined]
        return template

    def on_post_template(
        self, output_content: str, /, *, template_name: str, config: MkDocsConfig
    ) -> str | None:
        """Every language's build writes the root 404.html (the last would win): the default
        build keeps it; another language's goes to <locale>/404.html, where the root page sends
        a reader on a path of that language (overrides/404.html)."""
        if template_name != "404.html" or i18n_adapter.is_default_build(config):
            return output_content
        path = Path(config.site_dir) / i18n_adapter.current_language(config) / "404.html"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(output_content, encoding="utf-8")
        return ""  # MkDocs skips writing a template whose output is empty

    # after mkdocs-static-i18n's on_post_build, which builds the other languages and then writes
    # the stacked search index
    @event_priority(i18n_adapter.I18N_POST_BUILD_PRIORITY - 100)
    def on_post_build(self, *, config: MkDocsConfig) -> None:
        if self.site and not i18n_adapter.is_nested_build(config):
            prefixes = i18n_adapter.language_prefixes(config)
            search.split_index(Path(config.site_dir), prefixes, self.site)
            for lang in self.site.languages:
                path = Path(config.site_dir) / self.site.language_prefix(lang) / "llms.txt"
                path.write_text(llms.llms_txt(self.site, lang, config.site_url or "/"), "utf-8")

    def on_serve(
        self, server: LiveReloadServer, /, *, config: MkDocsConfig, builder: Callable[[], None]
    ) -> LiveReloadServer:
        server.builder = guarded(builder, server)
        return server
