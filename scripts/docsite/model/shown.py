"""The `#>` lines of an example, read and written in one place: a shown line (`Shown`, `shown`),
whether a printed line is what it shows (`matches`, `...` standing for the rest), the error and
warning lines (`stable_error`, `error_line`, `error_name`, `warning_name`), and the lines
--update-outputs writes (`written_lines`). CONTRIBUTING.md, "Showing output"."""

from __future__ import annotations

import builtins
import re
import textwrap
from dataclasses import dataclass

MARK = "#>"
ELLIPSIS = "..."
CONTINUED = "  "  # after the mark: this line continues the shown line above it
WIDTH = 76  # what a code block shows at 1280 px without scrolling (snippets/ruff.toml)
# Where the stable part of an error message ends: the end of its first sentence or clause.
CLAUSE_END = re.compile(r"[.:;](?=\s)")
ERROR_NAME = re.compile(r"^(?P<name>[A-Za-z_]\w*)(?::\s|$)")


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
            found[-1] = Shown(found[-1].line, (*found[-1].written, line))
        else:
            found.append(Shown(number, (line,)))
        previous_was_mark = True
    return found


def matches(shown: str, printed: str) -> bool:
    """Whether a printed line is what `shown` shows: itself, or its start before `...` (a
    `...` alone shows nothing, so it is only itself)."""
    if shown.endswith(ELLIPSIS) and shown != ELLIPSIS:
        return printed.rstrip().startswith(shown[: -len(ELLIPSIS)])
    return shown == printed.rstrip()


def stable_error(line: str) -> str:
    """`Type: message` cut to the stable part a page shows: the message's first sentence or
    clause, then `...` (the rest names shapes, versions and hints that change between releases)."""
    name, sep, message = line.partition(": ")
    cut = CLAUSE_END.search(message) if sep else None
    if cut and message[cut.end() :].strip():
        return f"{name}: {message[: cut.start()].rstrip()}{ELLIPSIS}"
    return line


def error_name(text: str) -> str | None:
    """The exception type a shown line names (`RuntimeError` in `RuntimeError: ...`), if any;
    not a warning's category (`warning_name`)."""
    match = ERROR_NAME.match(text)
    if not match or warning_name(text):
        return None
    name, error = match["name"], getattr(builtins, match["name"], None)
    known = isinstance(error, type) and issubclass(error, BaseException)
    return name if known or name.endswith(("Error", "Exception")) else None


def warning_name(text: str) -> str | None:
    """The warning category a shown line names (`UserWarning` in `UserWarning: ...`), if any."""
    match = ERROR_NAME.match(text)
    name = match["name"] if match else ""
    category = getattr(builtins, name, None)
    known = isinstance(category, type) and issubclass(category, Warning)
    return name if known or name.endswith("Warning") else None


def error_line(error: BaseException) -> str:
    """The line an error shows: `Type: ` and the first line of its message, without the colon its
    details may follow on the next lines."""
    message = str(error).splitlines()[0] if str(error) else ""
    return f"{type(error).__name__}: {message}".rstrip(": ") if message else type(error).__name__


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
