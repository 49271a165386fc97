"""Shown output: the `#>` lines under the statement that printed them.

Rules (documented in CONTRIBUTING.md):
- the `#>` lines of a snippet, in order, must equal what the run printed, line by line;
- an exception the example lets escape is printed as `Type: first line of message`;
- a shown line ending in `...` matches any printed line that starts with the text before it;
- a `#>` line indented after the mark (`#>   more`) continues the shown line above it (joined with
  one space), so a long message can be shown without scrolling.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

MARK = "#>"
ELLIPSIS = "..."


def shown_blocks(code: str) -> list[list[str]]:
    """The `#>` lines of `code`, as written, grouped into the shown lines they make up."""
    blocks: list[list[str]] = []
    for line in code.splitlines():
        stripped = line.strip()
        if not stripped.startswith(MARK):
            continue
        text = stripped[len(MARK) :]
        if blocks and text.startswith("  ") and text.strip():
            blocks[-1].append(line)
        else:
            blocks.append([line])
    return blocks


def shown_lines(code: str) -> list[str]:
    """What the example shows it prints, one entry per printed line."""
    out = []
    for block in shown_blocks(code):
        parts = [line.strip()[len(MARK) :].strip() for line in block]
        first = block[0].strip()[len(MARK) :].removeprefix(" ").rstrip()
        out.append(" ".join([first, *parts[1:]]))
    return out


def matches(shown: str, printed: str) -> bool:
    if shown.endswith(ELLIPSIS):
        return printed.rstrip().startswith(shown[: -len(ELLIPSIS)])
    return shown == printed.rstrip()


@dataclass
class Difference:
    index: int  # 0-based position among output lines
    shown: str | None
    printed: str | None

    def describe(self) -> str:
        shown = "nothing" if self.shown is None else repr(self.shown)
        printed = "nothing" if self.printed is None else repr(self.printed)
        return f"output line {self.index + 1}: the page shows {shown}, the run printed {printed}"


def first_difference(shown: list[str], printed: list[str]) -> Difference | None:
    for i in range(max(len(shown), len(printed))):
        s = shown[i] if i < len(shown) else None
        p = printed[i] if i < len(printed) else None
        if s is None or p is None or not matches(s, p):
            return Difference(i, s, p)
    return None


def _innermost_statement(tree: ast.AST, lineno: int) -> ast.stmt | None:
    best = None
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and node.lineno <= lineno <= (node.end_lineno or 0):
            if best is None or node.lineno >= best.lineno:
                best = node
    return best


def rewrite(code: str, printed: list[tuple[int, str]]) -> str:
    """Return `code` with its `#>` lines replaced by `printed` (line number, text) pairs.

    Each printed line goes under the statement that printed it. A shown `...` line that still
    matches is kept, so stable prefixes of error messages survive an update.
    """
    # A shown prefix that still matches is kept as written (continuation lines included).
    written = dict(zip(shown_lines(code), shown_blocks(code), strict=True))
    prefixes = [line for line in shown_lines(code) if line.endswith(ELLIPSIS)]
    tree = ast.parse(code)
    after: dict[int, list[str]] = {}
    for lineno, text in printed:
        kept = next((p for p in prefixes if matches(p, text)), None)
        stmt = _innermost_statement(tree, lineno)
        end = stmt.end_lineno if stmt else len(code.splitlines())
        indent = " " * (stmt.col_offset if stmt else 0)
        if kept is not None:
            prefixes.remove(kept)
            lines = [f"{indent}{line.strip()}" for line in written[kept]]
        else:
            lines = [f"{indent}{MARK} {text}".rstrip()]
        after.setdefault(end, []).extend(lines)
    new = []
    for number, line in enumerate(code.splitlines(), start=1):
        if not line.strip().startswith(MARK):
            new.append(line)
        new.extend(after.get(number, []))
    return "\n".join(new).rstrip("\n") + "\n"
