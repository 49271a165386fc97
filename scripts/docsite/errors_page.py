"""Each error and warning the examples declare (`#> SomeError: ...`, `#> UserWarning: ...`) as
every release of `torch-releases` prints it (up to the shown `...`), and the section showing it:
listed on the errors page at its `ERRORS_LIST` line, held by that section's search entry
(`search.split_index`)."""

from collections import Counter
from typing import NamedTuple

from docsite.model import Heading, Page, Site
from docsite.model.shown import ELLIPSIS

ERRORS_LIST = (
    "<!-- errors: the list of the examples' declared errors and warnings, written at build time -->"
)


class Raised(NamedTuple):
    message: str  # "RuntimeError: one of the variables needed for gradient computation ..."
    page: Page
    section: Heading  # the last heading with an id above the example


def raised(site: Site, lang: str) -> list[Raised]:
    found = []
    for page in site.pages(lang):
        sections = [heading for heading in page.headings if heading.id and heading.level > 1]
        for example in page.examples:
            above = [heading for heading in sections if heading.line < example.line]
            for block in example.source.declared if above else []:
                message = block.text.removesuffix(ELLIPSIS).rstrip()
                found.append(Raised(message, page, above[-1]))
    return found


def with_error_list(site: Site, page: Page, lines: list[str]) -> list[str]:
    """The page's lines, its `ERRORS_LIST` line replaced by one item per message and its links."""
    if ERRORS_LIST not in lines:
        return lines
    links: dict[str, dict[str, str]] = {}  # message -> {its section's link: the page's slug}
    errors = raised(site, page.lang)
    for message, where, section in errors:  # a message shown shorter joins the longer one
        longest = max((e.message for e in errors if e.message.startswith(message)), key=len)
        # a heading read away from its page needs the page's title ("Leaf tensors › Two fixes")
        name = f"{where.meta['title']} › {section.text}"
        links.setdefault(longest, {})[f"[{name}]({where.slug}#{section.id})"] = where.slug
    fence = lambda text: "``" if "`" in text else "`"  # noqa: E731
    # The messages most sections show first (the in-place error, "backward through the graph a
    # second time"), as readers most often bring them; under each, the sections of the page that
    # shows it most first (sorted() is stable: otherwise in the order of the pages)
    items = []  # each section on its own line: a title holds commas and 、 of its own
    for message, sections in sorted(links.items(), key=lambda item: -len(item[1])):
        pages = Counter(sections.values())
        items.append(f"- {fence(message)}{message}{fence(message)}")
        items += (f"    - {s}" for s in sorted(sections, key=lambda s: -pages[sections[s]]))
    at = lines.index(ERRORS_LIST)
    return [*lines[:at], *items, *lines[at + 1 :]]
