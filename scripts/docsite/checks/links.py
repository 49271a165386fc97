"""Every link and image of a page points at a file that exists, in the page's own language, every
`#anchor` at an id there (a heading id, a line's `{ #id }`, an HTML `id`), resolved as MkDocs does,
with the line and without a build; every image has alt text; links with a scheme are the browser
tests'."""

from __future__ import annotations

import difflib
import os
import re
from typing import TYPE_CHECKING
from urllib.parse import unquote

from docsite.model import Page, Site, shown_path
from docsite.model.languages import profile
from docsite.text import ATTR_LIST_ID

from . import register

if TYPE_CHECKING:
    from markdown_it.token import Token

SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:|^//")
HTML_ID = re.compile(r"""\bid=["'](?P<id>[^"']+)["']""")


def links(page: Page) -> list[tuple[int, str]]:
    """(line, target) of every link and image of the page's text, in order."""
    return [(line, target) for line, target, _ in _links(page)]


def _links(page: Page) -> list[tuple[int, str, Token]]:
    """(line, target, its token) of every link and image of the page's text, in order."""
    found = []
    for token in page.tokens:
        if token.type != "inline" or not token.map:
            continue
        first, last = token.map[0], max(token.map[1], token.map[0] + 1)
        for child in token.children or []:
            target = child.attrs.get("href" if child.type == "link_open" else "src")
            if child.type not in ("link_open", "image") or not isinstance(target, str):
                continue
            raw = unquote(target)
            line = next(
                (n for n in range(first + 1, last + 1) if f"]({raw}" in page.lines[n - 1]),
                first + 1,
            )
            found.append((line, raw, child))
    return found


def anchors(page: Page) -> set[str]:
    """The ids a page defines: headings, attribute lists outside code, HTML ids (found once)."""
    known = page.site.shared.setdefault("anchors", {})
    if page.path not in known:
        known[page.path] = _anchors(page)
    return known[page.path]


def _anchors(page: Page) -> set[str]:
    found = {heading.id for heading in page.headings if heading.id}
    for number, line in enumerate(page.lines, start=1):
        if number not in page.fence_line_numbers:
            found.update(m["id"] for m in ATTR_LIST_ID.finditer(line))
            found.update(m["id"] for m in HTML_ID.finditer(line))
    return found


def _hint(wanted: str, known: list[str]) -> str:
    close = difflib.get_close_matches(wanted, known, n=1)
    return f"; did you mean {close[0]}?" if close else ""


def link_problems(site: Site, page: Page) -> list[str]:
    problems = []
    for line, target, token in _links(page):
        if token.type == "image" and not token.content.strip():
            problems.append(
                f"{page.rel}:{line}: image '{target}' has no alt text: say what it shows between "
                f"the brackets, ![...]({target})"
            )
        if SCHEME.match(target) or target.startswith("/"):
            continue
        path, _, anchor = target.partition("#")
        file = (page.path.parent / path).resolve() if path else page.path
        where = f"{page.rel}:{line}: link to '{target}'"
        lang, slug = site.locate(file)
        if lang != page.lang and file.is_relative_to((site.docs_dir / lang).resolve()):
            docs, name = shown_path(site.docs_dir, site.root), profile(lang).name
            mine = os.path.relpath(site.docs_dir / page.lang / slug, page.path.parent)
            problems.append(
                f"{where} leads into {docs}/{lang}/, the {name} pages: write "
                f"'{mine}{target[len(path) :]}' (the language switch leads to {name})"
            )
        elif not file.exists():
            siblings = [p.name for p in file.parent.glob("*")] if file.parent.is_dir() else []
            problems.append(
                f"{where}: {shown_path(file, site.root)} does not exist{_hint(file.name, siblings)}"
            )
        elif anchor and file.suffix == ".md":
            ids = anchors(site.page(file))
            if anchor not in ids:
                problems.append(
                    f"{where}: {shown_path(file, site.root)} has no anchor '#{anchor}'"
                    + _hint(anchor, sorted(ids))
                )
    return problems


@register("links")
def check_links(site: Site) -> list[str]:
    return [problem for page in site.all_pages() for problem in link_problems(site, page)]
