"""Counterpart pages have the same skeleton: heading ids, fences and includes, admonition kinds;
each page's headings have ids of their own and skip no level, and each page shows a snippet once,
from its own folder (`snippets/<page_slug>/`, or the one its first include is in)."""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePosixPath

from docsite.model import Page, Site
from docsite.text import INCLUDE

from . import register


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    if INCLUDE.search(text):  # an include names its snippet: never cut the path
        return repr(text)
    return repr(text if len(text) <= limit else text[: limit - 3] + "...")


def section(page: Page, other: Page, line: int) -> tuple[int, str]:
    """Where in `page` the place at `line` of its counterpart `other` is: the heading of the
    section holding it, matched by id, as (line, "section #id"); else the page's top."""
    above = [h for h in other.headings if h.line <= line and h.id]
    ids = {h.id: h.line for h in page.headings if h.id}
    if found := next((h.id for h in reversed(above) if h.id in ids), None):
        return ids[found], f"section #{found}"
    return (page.headings[0].line if page.headings else 1), "the page"


def _opcodes(mine: list, theirs: list) -> list:
    return difflib.SequenceMatcher(None, mine, theirs, autojunk=False).get_opcodes()


def compare_in_order(
    here: Page, there: Page, what: str, mine: list[tuple[int, str]], theirs: list[tuple[int, str]]
) -> list[str]:
    """One message for the first place where two sequences of (line, value) differ, or none;
    it names the line on both pages: one missing on a side is said so, not as a mismatch of all
    that follow."""
    for tag, i1, _i2, j1, _j2 in _opcodes([v for _, v in mine], [v for _, v in theirs]):
        if tag == "replace":
            (line, a), (their_line, b) = mine[i1], theirs[j1]
            return [
                f"{here.rel}:{line}: {what} {i1 + 1} is {_short(a)} here but {_short(b)} in "
                f"{there.rel}:{their_line}"
            ]
        if tag == "insert":
            their_line, missing = theirs[j1]
            line, where = section(here, there, their_line)
            return [
                f"{here.rel}:{line}: {what} {j1 + 1} {_short(missing)} of "
                f"{there.rel}:{their_line} is missing in {where}"
            ]
        if tag == "delete":
            line, extra = mine[i1]
            return [
                f"{here.rel}:{line}: {what} {i1 + 1} {_short(extra)} is not in "
                f"{there.rel} (its section there: {there.rel}:{section(there, here, line)[0]})"
            ]
    return []


def heading_errors(page: Page) -> list[str]:
    """Each heading without its `{ #id }`, with the id of one above it, or a level below the
    heading above it plus one (`##` then `####`)."""
    errors: list[str] = []
    lines: dict[str | None, int] = {}
    for heading, above in zip(page.headings, [None, *page.headings], strict=False):
        where = f"{page.rel}:{heading.line}: heading"
        if heading.id is None:
            errors.append(
                f"{where} {_short(heading.text)} has no {{ #id }} (give it the same fixed English "
                "id in both languages)"
            )
        elif heading.id in lines:
            errors.append(
                f"{where} id '{heading.id}' is the id of the heading at line {lines[heading.id]} "
                "too: give this heading an id of its own"
            )
        if above and heading.level > above.level + 1:
            errors.append(
                f"{where} {_short(heading.text)} is level {heading.level} under a level "
                f"{above.level} (line {above.line}): make it {'#' * (above.level + 1)} (skip no "
                "level)"
            )
        lines.setdefault(heading.id, heading.line)
    return errors


def include_errors(page: Page) -> list[str]:
    """Each snippet included a second time, or from another page's folder."""
    errors, first = [], dict[str, int]()
    folders = [PurePosixPath(path).parent for _, path in page.includes]
    own = PurePosixPath("snippets", PurePosixPath(page.slug).stem.replace("-", "_"))
    own = own if own in folders or not folders else folders[0]
    for (line, path), folder in zip(page.includes, folders, strict=True):
        if path in first:
            errors.append(
                f"{page.rel}:{line}: {path} is shown at line {first[path]} already: show an "
                "example once on a page (link to its section instead)"
            )
        elif folder != own:
            errors.append(
                f"{page.rel}:{line}: {path} is in another page's folder: keep this page's "
                f"examples in {own}/ (copy it there, or link to the page that shows it)"
            )
        first.setdefault(path, line)
    return errors


@register("structure")
def check_structure(site: Site) -> list[str]:
    """Same heading ids, fences (info and code), includes and admonition kinds, in order."""
    errors = []
    for first, *others in site.pairs():
        errors += heading_errors(first) + include_errors(first)
        for second in others:
            errors += heading_errors(second) + include_errors(second)
            errors += compare_pages(second, first)
    return errors


# What counterpart pages have in the same order, as a message names it: (line, value) of each.
IN_ORDER: dict[str, Callable[[Page], list[tuple[int, str]]]] = {
    "heading id": lambda page: [(h.line, h.id) for h in page.headings if h.id],
    "include outside code blocks": lambda page: [
        (line, path) for line, path in page.includes if line not in page.fence_line_numbers
    ],
    "admonition": lambda page: [(c.line, c.label) for c in page.containers],
}


def compare_pages(here: Page, there: Page) -> list[str]:
    errors = compare_fences(here, there)
    for what, found in IN_ORDER.items():
        errors += compare_in_order(here, there, what, found(here), found(there))
    return errors


@dataclass(frozen=True)
class Fence:
    line: int
    info: str
    code: str  # the lines between the fence lines as written on the page, each stripped


def fences(page: Page) -> list[Fence]:
    inside = [page.lines[f.map[0] + 1 : f.map[1] - 1] for f in page.fences]
    return [
        Fence(f.map[0] + 1, f.info.strip(), "\n".join(line.strip() for line in lines))
        for f, lines in zip(page.fences, inside, strict=True)
    ]


def _fence_text(fence: Fence) -> str:
    return f"{fence.info} {fence.code}".strip()


def compare_fences(here: Page, there: Page) -> list[str]:
    """The first code block that differs, is missing or is extra, with its line on both pages."""
    mine, theirs = fences(here), fences(there)
    texts = [_fence_text(f) for f in mine], [_fence_text(f) for f in theirs]
    for tag, i1, _i2, j1, _j2 in _opcodes(*texts):
        if tag == "equal":
            continue
        if tag == "replace":
            return [_fence_difference(here, there, i1 + 1, mine[i1], theirs[j1])]
        if tag == "insert":  # blocks of the other page missing here
            b = theirs[j1]
            where, name = section(here, there, b.line)
            place = f"in {name}"
            if i1 < len(mine) and section(there, here, mine[i1].line)[1] == name:
                where, place = mine[i1].line, f"before this one (in {name})"
            return [
                f"{here.rel}:{where}: code block {j1 + 1} of {there.rel}:{b.line}, "
                f"{_short(_fence_text(b))}, is missing {place}"
            ]
        a = mine[i1]  # delete: a block here that the other page lacks
        return [
            f"{here.rel}:{a.line}: code block {i1 + 1}, {_short(_fence_text(a))}, is not in "
            f"{there.rel} (its section there: {there.rel}:{section(there, here, a.line)[0]})"
        ]
    return []


def _fence_difference(here: Page, there: Page, index: int, a: Fence, b: Fence) -> str:
    where, other = f"{here.rel}:{a.line}: code block {index}", f"{there.rel}:{b.line}"
    if a.info != b.info:
        return f"{where} opens with {_short(a.info)} here but {_short(b.info)} in {other}"
    lines_a, lines_b = a.code.split("\n"), b.code.split("\n")
    for number, (la, lb) in enumerate(zip(lines_a, lines_b, strict=False), start=1):
        if la != lb:
            return f"{where}, line {number}, is {_short(la)} here but {_short(lb)} in {other}"
    return f"{where} has {len(lines_a)} line(s) here but {len(lines_b)} in {other}"
