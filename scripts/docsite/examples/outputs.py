"""Shown output: the `#>` lines under the statement that printed them.

Rules (documented in CONTRIBUTING.md):
- the `#>` lines of a snippet, in order, must equal what the run printed, line by line;
- an exception the example lets escape is printed as `Type: first line of message`, and it is shown
  right under the statement that raised it;
- a shown line ending in `...` matches any printed line that starts with the text before it;
- a `#>` line indented after the mark (`#>   more`) right under another `#>` line continues it
  (joined with one space), so a long message can be shown within the page's 76 characters.

`rewrite` is what `--update-outputs` writes: what the run printed, each line under the statement
that printed it, the lines that still match kept where and as the writer wrote them, and nothing
changed at all when everything matches.
"""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass

MARK = "#>"
ELLIPSIS = "..."
CONTINUED = "  "  # after the mark: this line continues the shown line above it
WIDTH = 76  # snippets/ruff.toml: what a code block shows at 1280 px without scrolling
# Where the stable part of an error message ends: the end of its first sentence or clause.
CLAUSE_END = re.compile(r"[.:;](?=\s)")


@dataclass(frozen=True)
class Shown:
    """One shown line: the `#>` lines that make it up, as written."""

    line: int  # 1-based snippet line of its first `#>` line
    written: tuple[str, ...]

    @property
    def text(self) -> str:
        first = self.written[0].strip()[len(MARK) :].removeprefix(" ").rstrip()
        rest = [line.strip()[len(MARK) :].strip() for line in self.written[1:]]
        return " ".join([first, *rest])

    @property
    def end(self) -> int:
        return self.line + len(self.written) - 1

    @property
    def indent(self) -> str:
        return self.written[0][: len(self.written[0]) - len(self.written[0].lstrip())]


def is_mark(line: str) -> bool:
    return line.strip().startswith(MARK)


def shown(code: str) -> list[Shown]:
    """The shown lines of `code`, in order."""
    found: list[Shown] = []
    previous_was_mark = False
    for number, line in enumerate(code.splitlines(), start=1):
        if not is_mark(line):
            previous_was_mark = False
            continue
        text = line.strip()[len(MARK) :]
        if previous_was_mark and text.startswith(CONTINUED) and text.strip():
            last = found.pop()
            found.append(Shown(last.line, (*last.written, line)))
        else:
            found.append(Shown(number, (line,)))
        previous_was_mark = True
    return found


def shown_blocks(code: str) -> list[list[str]]:
    """The `#>` lines of `code`, as written, grouped into the shown lines they make up."""
    return [list(s.written) for s in shown(code)]


def shown_lines(code: str) -> list[str]:
    """What the example shows it prints, one entry per printed line."""
    return [s.text for s in shown(code)]


def matches(shown: str, printed: str) -> bool:
    if shown.endswith(ELLIPSIS):
        return printed.rstrip().startswith(shown[: -len(ELLIPSIS)])
    return shown == printed.rstrip()


@dataclass
class Difference:
    index: int  # 0-based position among output lines
    shown: Shown | None
    printed: tuple[int, str] | None  # (snippet line that printed it, text)

    @property
    def line(self) -> int:
        """The snippet line to look at: the `#>` line, or the line that printed the text."""
        if self.shown is not None:
            return self.shown.line
        return self.printed[0] if self.printed else 0

    def describe(self) -> str:
        shown = "nothing" if self.shown is None else repr(self.shown.text)
        printed = "nothing" if self.printed is None else repr(self.printed[1])
        return f"output line {self.index + 1}: the page shows {shown}, the run printed {printed}"


def first_difference(code: str, printed: list[tuple[int, str]]) -> Difference | None:
    blocks = shown(code)
    for i in range(max(len(blocks), len(printed))):
        s = blocks[i] if i < len(blocks) else None
        p = printed[i] if i < len(printed) else None
        if s is None or p is None or not matches(s.text, p[1]):
            return Difference(i, s, p)
    return None


# --- where a shown line belongs --------------------------------------------------------------


def _statements(code: str) -> list[ast.stmt]:
    return [node for node in ast.walk(ast.parse(code)) if isinstance(node, ast.stmt)]


def innermost_statement(code: str, lineno: int) -> ast.stmt | None:
    """The innermost statement that spans snippet line `lineno`."""
    best = None
    for node in _statements(code):
        if node.lineno <= lineno <= (node.end_lineno or node.lineno):
            if best is None or node.lineno >= best.lineno:
                best = node
    return best


def statement_above(code: str, block: Shown) -> ast.stmt | None:
    """The statement a shown line is written under: the one ending on the code line above it
    (at the `#>` line's indentation if several end there, else the innermost)."""
    lines = code.splitlines()
    above = next(
        (
            n
            for n in range(block.line - 1, 0, -1)
            if lines[n - 1].strip() and not lines[n - 1].lstrip().startswith("#")
        ),
        0,
    )
    ending = [node for node in _statements(code) if node.end_lineno == above]
    same_indent = [node for node in ending if node.col_offset == len(block.indent)]
    candidates = same_indent or ending
    return max(candidates, key=lambda node: node.lineno) if candidates else None


# --- writing shown lines ---------------------------------------------------------------------


def stable_error(error_line: str) -> str:
    """`Type: message` cut to the stable part a page shows: the message's first sentence or
    clause, then `...` (the rest names shapes, versions and hints that change between releases)."""
    name, sep, message = error_line.partition(": ")
    cut = CLAUSE_END.search(message) if sep else None
    if cut and message[cut.end() :].strip():
        return f"{name}: {message[: cut.start()].rstrip()}{ELLIPSIS}"
    return error_line


def written_lines(text: str, indent: str, width: int = WIDTH) -> list[str]:
    """`text` as `#>` lines of at most `width` characters: continued on `#>   ` lines where it is
    too long, or cut to a prefix and `...` where it cannot be split at single spaces."""
    first = f"{indent}{MARK} "
    if len(first + text) <= width:
        return [f"{first}{text}".rstrip()]
    wrapped = textwrap.wrap(
        text,
        width=width,
        initial_indent=first,
        subsequent_indent=f"{indent}{MARK} {CONTINUED}",
        break_long_words=False,
        break_on_hyphens=False,
    )
    if Shown(1, tuple(wrapped)).text == text and all(len(line) <= width for line in wrapped):
        return wrapped
    # Runs of spaces (a table row) or one long word: the stable prefix that fits.
    keep = width - len(first) - len(ELLIPSIS)
    return [f"{first}{text[:keep].rstrip()}{ELLIPSIS}"]


def _aligned(blocks: list[Shown], printed: list[tuple[int, str]]) -> dict[int, int]:
    """printed index -> shown index, for the longest run of shown lines that still match."""
    n, m = len(blocks), len(printed)
    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            if matches(blocks[i].text, printed[j][1]):
                best[i][j] = best[i + 1][j + 1] + 1
            else:
                best[i][j] = max(best[i + 1][j], best[i][j + 1])
    pairs, i, j = {}, 0, 0
    while i < n and j < m:
        if matches(blocks[i].text, printed[j][1]) and best[i][j] == best[i + 1][j + 1] + 1:
            pairs[j] = i
            i, j = i + 1, j + 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs


def _anchor(lines: list[str], block: Shown) -> int:
    """The snippet line a shown block is written under (0: the top of the file)."""
    return next((n for n in range(block.line - 1, 0, -1) if not is_mark(lines[n - 1])), 0)


def rewrite(code: str, printed: list[tuple[int, str]], error: bool = False) -> str:
    """`code` with its `#>` lines made to show `printed`, (snippet line, text) pairs in order;
    with `error`, the last pair is the error the run raised.

    A shown line that still matches stays where and as it is written; a new one goes under the
    statement that printed it, or next to a kept line printed by the same line of code (a loop's
    output stays together). Nothing changes when everything matches.
    """
    blocks = shown(code)
    if len(blocks) == len(printed) and all(
        matches(b.text, p[1]) for b, p in zip(blocks, printed, strict=True)
    ):
        return code
    lines = code.splitlines()
    kept = _aligned(blocks, printed)
    kept_by_source = {printed[j][0]: blocks[i] for j, i in kept.items()}
    slots: dict[int, list[str]] = {}
    for j, (source, text) in enumerate(printed):
        if j in kept:
            block = blocks[kept[j]]
            slots.setdefault(_anchor(lines, block), []).extend(block.written)
            continue
        if error and j == len(printed) - 1:
            text = stable_error(text)
        neighbour = kept_by_source.get(source)
        if neighbour is not None:
            anchor, indent = _anchor(lines, neighbour), neighbour.indent
        else:
            statement = innermost_statement(code, source)
            anchor = statement.end_lineno if statement else len(lines)
            indent = " " * (statement.col_offset if statement else 0)
        slots.setdefault(anchor, []).extend(written_lines(text, indent))
    new = list(slots.get(0, []))
    for number, line in enumerate(lines, start=1):
        if not is_mark(line):
            new.append(line)
        new.extend(slots.get(number, []))
    return "\n".join(new).rstrip("\n") + "\n"
