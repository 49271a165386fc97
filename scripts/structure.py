"""Counterpart pages have the same skeleton: heading ids, fences and includes, admonition kinds."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from scripts.pages import LANGUAGES, Page, admonitions, fences, headings, includes, page_pairs


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
    for heading in headings(page):
        if heading.id is None:
            errors.append(
                f"{page.rel}:{heading.line}: heading {_short(heading.text)} has no "
                "{ #id } (give it the same fixed English id in both languages)"
            )
    ids = Counter(heading.id for heading in headings(page) if heading.id)
    for heading_id, count in ids.items():
        if count > 1:
            errors.append(f"{page.rel}: heading id '{heading_id}' is used {count} times")
    return errors


def check_structure(docs_dir: Path, languages: tuple[str, str] = LANGUAGES) -> list[str]:
    """Same heading ids, fences (info and code), includes and admonition kinds, in order."""
    errors = []
    for first, second in page_pairs(docs_dir, languages):
        for page in (first, second):
            errors += heading_id_errors(page)
        here, there = second, first
        errors += compare_in_order(
            here,
            there,
            "heading id",
            [h.id for h in headings(here) if h.id],
            [h.id for h in headings(there) if h.id],
        )
        errors += compare_fences(here, there)
        errors += compare_in_order(
            here,
            there,
            "include outside code blocks",
            [path for _line, path in includes(here, in_code=False)],
            [path for _line, path in includes(there, in_code=False)],
        )
        errors += compare_in_order(
            here,
            there,
            "admonition",
            [kind for _line, kind in admonitions(here)],
            [kind for _line, kind in admonitions(there)],
        )
    return errors


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
