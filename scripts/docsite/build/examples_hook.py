"""MkDocs hook: each example shows its code in the page's language, as the tests judged it.

A python fence includes its snippet (`--8<-- "snippets/<page>/<name>.py"`), whose comments are
written in both languages (`# zh: ...` under each English comment). Before pymdownx.snippets
reads the page, `on_page_markdown` puts each example's code in the page's language
(`Example.code`, the site model's) in place of its include line, so the English page, the Chinese
page and their copy buttons each show one language; the `rendering` check renders every page the
same way and compares each block with `Example.code`.
"""

from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from docsite.build.site_cache import site_for
from docsite.model import SiteError


def on_page_markdown(markdown: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
    try:
        model = site_for(config).page(page.file.abs_src_path or "")
        shown = model.markdown_with_code()
    except SiteError as err:
        raise PluginError(str(err)) from None
    # MkDocs hands over the page without its front matter, the blank lines after it and its
    # last line break: the same lines, fewer of them at both ends.
    body, lines = markdown.split("\n"), model.lines
    front = next(
        (i for i in range(len(lines) - len(body) + 1) if lines[i : i + len(body)] == body), None
    )
    if front is None:
        raise PluginError(
            f"{model.rel}: another hook changed the page before examples_hook; list "
            "scripts/docsite/build/examples_hook.py first under hooks: in mkdocs.yml"
        )
    return "\n".join(shown[front : front + len(body) + len(shown) - len(lines)])
