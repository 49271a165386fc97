"""Numbers in the prose (`docsite.model.prose.prose`): the same in both languages, each asserted by
an example. Unicode minus and hyphen-minus are one sign; digits glued to letters (float32, 3D) are
no number."""

from __future__ import annotations

import re
from collections import Counter
from decimal import Decimal, InvalidOperation

from docsite.model import Page, Site
from docsite.model.prose import prose

from . import register
from .structure import section

NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.])(?<![0-9]:)"  # not the tail of a word, a version, a decimal, a time
    r"(?:"
    r"(?P<stamp>[0-9]{4}-[0-9]{2}-[0-9]{2}(?:T[0-9]{2}:[0-9]{2}(?::[0-9]{2})?)?"  # ISO date
    r"|[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?)"  # or clock time: compared as text
    r"|(?:(?P<sign>[-−])(?<![A-Za-z0-9_)\]][-−]))?"  # a sign, unless a binary minus (x-1)
    r"(?P<digits>[0-9]+(?:,[0-9]{3})*(?:\.[0-9]+)*(?:[eE][-+]?[0-9]+)?)"
    r")"
    r"(?![A-Za-z0-9_])"
)
OR_SHOWN = "or show it in a #> line"
DIGIT_GROUPS = re.compile(r"(?<=[0-9])_(?=[0-9])")  # Python's 10_000
# A release compared as a tuple, `torch.__version__ >= (2, 15)`: the code says 2.15.
VERSION_TUPLE = re.compile(r"__version__\s*[<>=!]=?\s*\((\d+),\s*(\d+)(?:,\s*(\d+))?\)")

# Numbers a page's prose may state without an example on the page asserting them: number -> why.
NOT_ASSERTED_OK: dict[str, str] = {
    # The PyTorch documentation version the pages cite (front matter `sources`, versioned URLs);
    # a fact about the sources, not a value an example computes.
    "2.8": "the version of the PyTorch documentation the page cites",
}


def normalise(sign: str | None, digits: str) -> str:
    """The text of a number as compared: ASCII minus, no thousands separators."""
    return ("-" if sign else "") + digits.replace(",", "")


def numbers_in(text: str) -> list[str]:
    return [
        match["stamp"] or normalise(match["sign"], match["digits"])
        for match in NUMBER.finditer(text)
    ]


def value(number: str) -> Decimal | None:
    """The numeric value, or None for version-like strings such as 2.8.0."""
    try:
        return Decimal(number).normalize()
    except InvalidOperation:
        return None


def prose_number_lines(page: Page) -> list[tuple[int, str]]:
    """(line, number) for every number in the page's prose."""
    return [(line, number) for line, text in prose(page) for number in numbers_in(text)]


def _lines(found: list[tuple[int, str]], number: str) -> list[int]:
    return [line for line, n in found if n == number]


def _at(lines: list[int]) -> str:
    unique = sorted(set(lines))
    return ("line " if len(unique) == 1 else "lines ") + ", ".join(str(n) for n in unique)


@register("numbers")
def check_numbers(site: Site) -> list[str]:
    """The numbers in the prose of each page pair are the same multiset."""
    errors = []
    for first, *others in site.pairs():  # the default language, then each other one
        for second in others:
            found = {page.lang: prose_number_lines(page) for page in (first, second)}
            counts = {lang: Counter(n for _, n in numbers) for lang, numbers in found.items()}
            for here, there in ((second, first), (first, second)):
                errors += _number_differences(here, there, found, counts, here is second)
    return errors


def _number_differences(
    here: Page, there: Page, found: dict, counts: dict, count_too: bool
) -> list[str]:
    """The numbers of `there` missing from `here` (and, with `count_too`, counted differently),
    each with its line on both pages."""
    errors = []
    mine, theirs = counts[here.lang], counts[there.lang]
    for number in sorted(theirs.keys() | mine.keys(), key=_sort_key):
        their_lines = _lines(found[there.lang], number)
        if mine[number] == 0 and theirs[number] > 0:
            line, where = section(here, there, their_lines[0])
            errors.append(
                f"{here.rel}:{line}: number {number} is in {there.rel}:{their_lines[0]} "
                f"but not in {where}"
            )
        elif count_too and mine[number] and theirs[number] and theirs[number] != mine[number]:
            my_lines = _lines(found[here.lang], number)
            errors.append(
                f"{here.rel}:{my_lines[0]}: number {number} appears {mine[number]} "
                f"time(s) here ({_at(my_lines)}) but {theirs[number]} time(s) in "
                f"{there.rel} ({_at(their_lines)})"
            )
    return errors


def key(number: str) -> Decimal | str:
    """A number by its value (10.0 is 10), a version or date as written."""
    return number if (found := value(number)) is None else found


def _sort_key(number: str) -> tuple[bool, Decimal | str]:
    return value(number) is None, key(number)  # numbers by value first, then versions and dates
