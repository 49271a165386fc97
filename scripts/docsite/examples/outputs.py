"""The `#>` lines against a run: where they first differ (`first_difference`), and what
--update-outputs writes (`rewrite`); what they mean is the model's (`docsite.model.shown`)."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from docsite.model import Snippet
from docsite.model.shown import ELLIPSIS, Shown, is_mark, matches, stable_error, written_lines


@dataclass
class Difference:
    index: int  # 0-based position among output lines
    shown: Shown | None
    printed: tuple[int, str] | None  # (snippet line that printed it, text)
    misplaced: bool = False  # same text, under a statement that did not print it

    @property
    def line(self) -> int:
        """The snippet line to look at: the `#>` line, or the line that printed the text."""
        return self.shown.line if self.shown else self.printed[0] if self.printed else 0

    def describe(self) -> str:
        at = f"output line {self.index + 1}"
        if self.misplaced and self.shown and self.printed:
            return (
                f"{at}: {self.shown.text!r} is shown under another statement than line "
                f"{self.printed[0]}, which printed it"
            )
        shown = "nothing" if self.shown is None else repr(self.shown.text)
        if self.shown and self.shown.text == ELLIPSIS:
            shown += " alone, which would stand for any output (write its start before the ...)"
        printed = "nothing" if self.printed is None else repr(self.printed[1])
        return f"{at}: the page shows {shown}, the run printed {printed}"


def first_difference(snippet: Snippet, printed: list[tuple[int, str]]) -> Difference | None:
    for i, (s, p) in enumerate(itertools.zip_longest(snippet.shown, printed)):
        if s is None or p is None or not matches(s.text, p[1]):
            return Difference(i, s, p)
        if not snippet.placed(s, p[0]):
            return Difference(i, s, p, misplaced=True)
    return None


def _aligned(snippet: Snippet, printed: list[tuple[int, str]]) -> dict[int, int]:
    """printed index -> shown index, for the longest run of shown lines that still match, each
    under a statement that printed it."""
    blocks = snippet.shown
    n, m = len(blocks), len(printed)

    def same(i: int, j: int) -> bool:
        return matches(blocks[i].text, printed[j][1]) and snippet.placed(blocks[i], printed[j][0])

    best = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            later = max(best[i + 1][j], best[i][j + 1])
            best[i][j] = best[i + 1][j + 1] + 1 if same(i, j) else later
    pairs, i, j = {}, 0, 0
    while i < n and j < m:
        if same(i, j) and best[i][j] == best[i + 1][j + 1] + 1:
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


def _below(snippet: Snippet, line: int) -> int:
    """The line a new `#>` line goes under for a statement ending on `line`: that line, or the
    `# zh:` line of the comment that trails it."""
    for comment in snippet.comments:
        if comment.trailing and comment.line == line and comment.translations:
            return comment.translations[-1][0]
    return line


def rewrite(
    snippet: Snippet,
    printed: list[tuple[int, str]],
    error: BaseException | None = None,
    warned: frozenset[int] = frozenset(),
) -> str:
    """The snippet's text with its `#>` lines made to show `printed`, (snippet line, text) pairs
    in order; with `error`, the last pair is the error the run raised, which the page declares
    under the statement that raised it (the runner's `judge` says so before anything is
    written); `warned`: the indexes of the declared warnings, cut like the error."""
    if first_difference(snippet, printed) is None:
        return snippet.text
    lines, blocks = snippet.lines, snippet.shown
    kept = _aligned(snippet, printed)
    kept_by_source = {printed[j][0]: blocks[i] for j, i in kept.items()}
    slots: dict[int, list[str]] = {}
    for j, (source, text) in enumerate(printed):
        if j in kept:
            block = blocks[kept[j]]
            slots.setdefault(_anchor(lines, block), []).extend(block.written)
            continue
        neighbour = kept_by_source.get(source)
        if error and j == len(printed) - 1:
            text, neighbour = stable_error(text), blocks[-1]  # in place of the declared one
        elif j in warned:
            text = stable_error(text)
        if neighbour is not None:
            anchor, indent = _anchor(lines, neighbour), neighbour.indent
        else:
            statement = snippet.innermost_statement(source)
            end = (statement.end_lineno or statement.lineno) if statement else 0
            anchor = _below(snippet, end) if statement else len(lines)
            indent = " " * (statement.col_offset if statement else 0)
        slots.setdefault(anchor, []).extend(written_lines(text, indent))
    new = list(slots.get(0, []))
    for number, line in enumerate(lines, start=1):
        if not is_mark(line):
            new.append(line)
        new.extend(slots.get(number, []))
    return "\n".join(new).rstrip("\n") + "\n"
