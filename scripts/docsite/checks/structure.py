"""Counterpart pages have the same skeleton: heading ids, fences and includes, admonition kinds."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from docsite.model import Page, Site

from . import register


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= limit else text[: limit - 3] + "...")


def compare_in_order(here: Page, there: Page, what: str, mine: list, theirs: list) -> list[str]:
    """One message for the first place where two sequences differ, or none."""
    for index, (a, b) in enumerate(zip(mine, theirs, strict=False), start=1):
        if a != b:
            return [
                f"{here.rel}: {what} {index} is {_short(a)} here but {_short(b)} in {there.rel}"
            ]
    if len(mine) < len(theirs):
        missing = theirs[len(mine)]
        return [
            f"{here.rel}: {what} {len(mine) + 1} {_short(missing)} of {there.rel} is missing here"
        ]
    if len(mine) > len(theirs):
        extra = mine[len(theirs)]
        return [f"{here.rel}: {what} {len(theirs) + 1} {_short(extra)} is not in {there.rel}"]
    return []


def heading_id_errors(page: Page) -> list[str]:
    errors = []
    for heading in page.headings:
        if heading.id is None:
            errors.append(
                f"{page.rel}:{heading.line}: heading {_short(heading.text)} has no "
                "{ #id } (give it the same fixed English id in both languages)"
            )
    ids = Counter(heading.id for heading in page.headings if heading.id)
    for heading_id, count in ids.items():
        if count > 1:
            errors.append(f"{page.rel}: heading id '{heading_id}' is used {count} times")
    return errors


@register("structure")
def check_structure(site: Site) -> list[str]:
    """Same heading ids, fences (info and code), includes and admonition kinds, in order."""
    errors = []
    for first, *others in site.pairs():
        errors += heading_id_errors(first)
        for second in others:
            errors += heading_id_errors(second)
            errors += compare_pages(second, first)
    return errors


def compare_pages(here: Page, there: Page) -> list[str]:
    errors = []
    errors += compare_in_order(
        here,
        there,
        "heading id",
        [h.id for h in here.headings if h.id],
        [h.id for h in there.headings if h.id],
    )
    errors += compare_fences(here, there)
    errors += compare_in_order(
        here,
        there,
        "include outside code blocks",
        includes_outside_code(here),
        includes_outside_code(there),
    )
    errors += compare_in_order(
        here,
        there,
        "admonition",
        [container.label for container in here.containers],
        [container.label for container in there.containers],
    )
    return errors


def includes_outside_code(page: Page) -> list[str]:
    inside = {n for f in page.fences for n in range(f.map[0] + 1, f.map[1] + 1)}
    return [path for line, path in page.includes if line not in inside]


@dataclass(frozen=True)
class Fence:
    line: int
    info: str
    code: str  # the lines between the fence lines as written on the page, each stripped


def fences(page: Page) -> list[Fence]:
    return [
        Fence(
            f.map[0] + 1,
            f.info.strip(),
            "\n".join(line.strip() for line in page.lines[f.map[0] + 1 : f.map[1] - 1]),
        )
        for f in page.fences
    ]


def compare_fences(here: Page, there: Page) -> list[str]:
    mine, theirs = fences(here), fences(there)
    for index, (a, b) in enumerate(zip(mine, theirs, strict=False), start=1):
        where = f"{here.rel}:{a.line}: code block {index}"
        if a.info != b.info:
            return [f"{where} opens with {_short(a.info)} here but {_short(b.info)} in {there.rel}"]
        if a.code != b.code:
            lines_a, lines_b = a.code.split("\n"), b.code.split("\n")
            for number, (la, lb) in enumerate(zip(lines_a, lines_b, strict=False), start=1):
                if la != lb:
                    return [
                        f"{where}, line {number}, is {_short(la)} here "
                        f"but {_short(lb)} in {there.rel}"
                    ]
            return [f"{where} has {len(lines_a)} line(s) here but {len(lines_b)} in {there.rel}"]
    # Every block both pages have is the same: what is left is a missing or an extra block.
    return compare_in_order(
        here,
        there,
        "code block",
        [f"{f.info} {f.code}".strip() for f in mine],
        [f"{f.info} {f.code}".strip() for f in theirs],
    )
