"""Every number in a page's prose is asserted by an example on the page: in its code or a `#>`
line, never only in a comment (`docsite.checks.numbers` reads the numbers)."""

from __future__ import annotations

import io
import re
import tokenize
from decimal import Decimal

from docsite.model import Site
from docsite.model.shown import MARK

from . import register
from .numbers import (
    DIGIT_GROUPS,
    NOT_ASSERTED_OK,
    OR_SHOWN,
    VERSION_TUPLE,
    key,
    numbers_in,
    prose_number_lines,
    value,
)


@register("numbers-in-examples")
def check_numbers_in_examples(site: Site) -> list[str]:
    """Every number in a page's prose is asserted by an example that runs on the page: written
    in its code (an assert, a print, a value) or in a `#>` line; a comment asserts nothing."""
    errors = []
    for page in (page for pair in site.pairs() for page in pair):
        code: list[str] = []
        in_comments: dict[Decimal | str, str] = {}  # number -> the first comment holding it
        in_prose: dict[str, int] = {}  # number -> its first line
        for example in page.runnable:
            text, comments = _code_and_comments(example.source.text)
            code.append(text)
            for line, found in comments:
                in_comments.setdefault(found, f"{example.snippet_path}:{line}")
        for line, number in prose_number_lines(page):
            in_prose.setdefault(number, line)
        values = {key(number) for text in code for number in numbers_in(text)}
        for number, line in in_prose.items():
            if number in NOT_ASSERTED_OK or key(number) in values or _written_in(number, code):
                continue
            where = in_comments.get(key(number))
            said = (
                f"is only in a comment ({where}), which asserts nothing: assert it in the code"
                if where
                else "is in no example on this page: assert it in one's code"
            )
            errors.append(f"{page.rel}:{line}: number {number} in the prose {said}, {OR_SHOWN}")
    return errors


def _code_and_comments(text: str) -> tuple[str, list[tuple[int, Decimal | str]]]:
    """A snippet's code and `#>` lines with every other comment cut off (`10_000` read as
    10000, a version tuple as its release), and (line, number) of each number in the comments."""
    lines, comments = text.splitlines(), []
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT and not token.string.startswith(MARK):
                (row, column), said = token.start, DIGIT_GROUPS.sub("", token.string)
                comments += [(row, key(number)) for number in numbers_in(said)]
                lines[row - 1] = lines[row - 1][:column]
    except (tokenize.TokenError, SyntaxError):
        pass  # code that does not parse: its example fails, at its line
    code = DIGIT_GROUPS.sub("", "\n".join(lines))
    releases = (".".join(filter(None, match.groups())) for match in VERSION_TUPLE.finditer(code))
    return "\n".join([code, *releases]), comments


def _written_in(number: str, texts: list[str]) -> bool:
    """Whether a date, time or version is written in the code as it is in the prose: 01:00 is
    in 2025-10-21T01:00:00+00:00 even though the tokens there differ."""
    if value(number) is not None:
        return False
    pattern = re.compile(rf"(?<![0-9]){re.escape(number)}(?![0-9])")
    return any(pattern.search(text) for text in texts)
