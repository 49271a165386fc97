"""Each page as Markdown, `<slug>.md` beside the built page, and an `llms.txt` per language
(https://llmstxt.org/) listing the nav's pages: CONTRIBUTING.md, "Where things live"."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urljoin

from docsite import downloads, errors_page
from docsite.model import Page, Site

ROW_ID = re.compile(r"[ \t]*\{:?[ \t]*#[\w-]+[ \t]*\}")  # a glossary row's `{ #storage }`


def markdown_name(page_file: str) -> str:
    """The name of a page's Markdown in its built folder, beside its script and notebook."""
    return Path(page_file).name


def page_markdown(page: Page, site_url: str) -> str:
    url = downloads.page_url(page, site_url)
    parts = [
        f"```python\n{block.code.rstrip()}\n```"
        if not isinstance(block, downloads.Block)
        else ROW_ID.sub("", downloads.notebook_markdown(page, block, url))
        for block in downloads.blocks(page)
    ]
    if errors_page.ERRORS_LIST in page.lines:  # the errors page ends with its list, as built
        items = errors_page.with_error_list(page.site, page, [errors_page.ERRORS_LIST])
        link = lambda m: f"]({downloads.absolute_link(m[1], url, index=False)})"  # noqa: E731
        parts.append(re.sub(r"\]\(([^)]+)\)", link, "\n".join(items)))
    return "\n\n".join(parts) + "\n"


def llms_txt(site: Site, lang: str, site_url: str) -> str:
    """The language's pages (of the nav), one line each: a link to its Markdown, its description."""
    i18n = next(p["i18n"] for p in site.config.raw["plugins"] if "i18n" in p)
    names = next(language for language in i18n["languages"] if language["locale"] == lang)
    head = [names.get(key, site.config.raw.get(key)) for key in ("site_name", "site_description")]
    lines = [f"# {head[0]}", "", f"> {head[1]}", ""]
    for page in (
        site.page(file) for md in site.config.nav if (file := site.docs_dir / lang / md).is_file()
    ):
        address = urljoin(downloads.page_url(page, site_url), markdown_name(page.slug))
        lines.append(f"- [{downloads.title(page)}]({address}): {page.meta.get('description')}")
    return "\n".join(lines) + "\n"
