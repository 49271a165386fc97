"""Errors by their message: every error the examples declare (the `#> SomeError: ...` line under
the statement that raises it, `Snippet.declared_error`), as torch prints it, with the sections
whose examples raise it.

The message is the shown line without its closing `...`: the part that every release of
`torch-releases` prints (the tests run each example on each of them and compare that line). The
errors page (docs/<lang>/errors.md) lists them where its `ERRORS_LIST` line is, written at build
time, and each section's search index entry holds the messages its examples raise
(`search.split_index`), so a pasted message finds the section that shows it.
"""

from __future__ import annotations

from dataclasses import dataclass

from docsite.model import Heading, Page, Site
from docsite.model.example import ELLIPSIS

ERRORS_LIST = "<!-- errors: the list of the examples' declared errors, written at build time -->"


@dataclass(frozen=True)
class Raised:
    message: str  # "RuntimeError: one of the variables needed for gradient computation ..."
    page: Page
    section: Heading  # the section whose example raises it

    @property
    def location(self) -> str:
        """The section on the site, under its root ("zh/in-place-errors/#version-counter")."""
        return f"{self.page.url_path}#{self.section.id}"


def raised(site: Site, lang: str) -> list[Raised]:
    """Each declared error of the pages of `lang`, in nav order, with the section (the last
    heading with an id above the example) that shows it."""
    found = []
    for page in site.pages(lang):
        sections = [heading for heading in page.headings if heading.id and heading.level > 1]
        for example in page.examples:
            shown = example.source.shown
            above = [heading for heading in sections if heading.line < example.line]
            if example.source.declared_error and above:
                message = shown[-1].text.removesuffix(ELLIPSIS).rstrip()
                found.append(Raised(message, page, above[-1]))
    return found


def error_list(site: Site, page: Page) -> list[str]:
    """The Markdown lines of the errors page's list: one item per message, linking to each
    section that raises it."""
    words = site.config.labels(page.lang)  # ", " or "、", ":" or "："
    colon, comma = words["provenance"]["colon"], words["source_links"]["and"]
    sections: dict[str, dict[str, None]] = {}
    for error in raised(site, page.lang):
        link = f"[{error.section.text}]({error.page.slug}#{error.section.id})"
        sections.setdefault(error.message, {})[link] = None
    fence = lambda text: "``" if "`" in text else "`"  # noqa: E731
    return [
        f"- {fence(message)}{message}{fence(message)}{colon}{' ' * colon.isascii()}"
        + comma.join(links)
        for message, links in sections.items()
    ]


def with_error_list(site: Site, page: Page, lines: list[str]) -> list[str]:
    """The page's lines, its `ERRORS_LIST` line (if any) replaced by the list."""
    if ERRORS_LIST not in lines:
        return lines
    at = lines.index(ERRORS_LIST)
    return [*lines[:at], *error_list(site, page), *lines[at + 1 :]]
