"""Run one example as a reader would: a fresh `__main__`, its own file name, stdout recorded.

`execute` runs it; `failure` says, in one line, what is wrong with the run against what the page
shows (or nothing). The plugin, `--update-outputs` and the key-number mutants all judge a run
through `failure`, so they agree on what passes.
"""

from __future__ import annotations

import ast
import contextlib
import io
import linecache
import random
import sys
import traceback
from dataclasses import dataclass

from docsite.model import Example

from . import outputs

UPDATE = "nox -R -s tests -- --update-outputs {page}"


@dataclass
class Run:
    printed: list[tuple[int, str]]  # (snippet line, text) per printed line; the error line last
    error: BaseException | None = None
    # The snippet line of the statement that raised: the example's own frame, not a callee's.
    raised_at: int = 0


class _LineRecorder(io.StringIO):
    """Stdout that remembers which line of the example wrote each piece of text (the example's
    own line: a `print` inside a function of the example counts for the line that called it)."""

    def __init__(self, filename: str):
        super().__init__()
        self.filename = filename
        self.pieces: list[tuple[int, str]] = []

    def write(self, text: str) -> int:
        frame, lineno = sys._getframe(1), 0
        while frame is not None:
            if frame.f_code.co_filename == self.filename:
                lineno = frame.f_lineno
            frame = frame.f_back
        self.pieces.append((lineno, text))
        return len(text)

    def lines(self) -> list[tuple[int, str]]:
        out: list[tuple[int, str]] = []
        pending = ""
        for lineno, text in self.pieces:
            pending += text
            *done, pending = pending.split("\n")
            out.extend((lineno, line) for line in done)
        if pending:
            out.append((self.pieces[-1][0], pending))
        return out


def _compile(example: Example):
    filename = example.snippet
    # Let tracebacks quote the example's lines whatever the working directory.
    linecache.cache[filename] = (len(example.code), None, example.code.splitlines(True), filename)
    return compile(example.code, filename, "exec")


def error_line(error: BaseException) -> str:
    message = str(error).splitlines()[0] if str(error) else ""
    return f"{type(error).__name__}: {message}".rstrip(": ") if message else type(error).__name__


def _snippet_frames(error: BaseException, filename: str) -> list[traceback.FrameSummary]:
    return [f for f in traceback.extract_tb(error.__traceback__) if f.filename == filename]


def imports_torch(code: str) -> bool:
    """Whether the example imports torch (then it is seeded; otherwise torch is not loaded)."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return False
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            continue
        if any(name.split(".")[0] == "torch" for name in names):
            return True
    return False


def execute(example: Example, device: str | None = None) -> Run:
    """Run one example in a fresh `__main__` namespace, recording what each line prints.

    torch is imported only for an example that imports it (to seed it) or for a device.
    """
    torch = None
    if device or imports_torch(example.code):
        with contextlib.suppress(ImportError):  # the example's own import then says so
            import torch
    random.seed(0)
    previous_device = None
    if torch is not None:
        torch.manual_seed(0)
        previous_device = torch.get_default_device()
        if device:
            torch.set_default_device(device)
    try:
        filename = example.snippet
        recorder = _LineRecorder(filename)
        try:
            with contextlib.redirect_stdout(recorder):
                exec(_compile(example), {"__name__": "__main__"})
        except Exception as error:
            frames = _snippet_frames(error, filename)
            raised_at = frames[0].lineno if frames else 0
            printed = recorder.lines() + [(raised_at, error_line(error))]
            return Run(printed, error, raised_at)
        return Run(recorder.lines())
    finally:
        # Restored only if changed: setting it, even to the CPU, adds a frame to every traceback.
        if torch is not None and torch.get_default_device() != previous_device:
            torch.set_default_device(previous_device)


def _traceback(example: Example, error: BaseException) -> str:
    """The traceback from the example's first frame on (no harness frames)."""
    frames = traceback.extract_tb(error.__traceback__)
    while frames and frames[0].filename != example.snippet:
        frames.pop(0)
    body = "".join(traceback.format_list(frames))
    exc = "".join(traceback.format_exception_only(type(error), error)).rstrip()
    return f"Traceback (most recent call last):\n{body}{exc}"


def misplaced_error(example: Example, run: Run) -> str | None:
    """The report when the page shows the run's error under another statement than the one that
    raised it (an earlier statement raised the error the page means a later one to raise)."""
    blocks = outputs.shown(example.code)
    if run.error is None or not blocks or not outputs.matches(blocks[-1].text, run.printed[-1][1]):
        return None
    last = blocks[-1]
    statement = outputs.statement_above(example.code, last)
    if statement is not None and (
        statement.lineno <= run.raised_at <= (statement.end_lineno or statement.lineno)
    ):
        return None
    under = f"under line {statement.lineno}" if statement else "above any statement"
    return (
        f"{example.snippet}:{run.raised_at} (included by {example.page}:{example.line}): this "
        f"line raised {last.text!r}, which line {last.line} shows {under}; show an error under "
        "the statement that raises it, and make sure no other statement does"
    )


def unexpected_error(example: Example, run: Run) -> str | None:
    """The report of an error the page does not show: a line with the fix, then the traceback."""
    if run.error is None:
        return None
    raised = run.printed[-1][1]
    name = raised.partition(":")[0]
    if any(s.text == name or s.text.startswith(f"{name}:") for s in outputs.shown(example.code)):
        return None  # shown with another message: an output difference
    frames = _snippet_frames(run.error, example.snippet)
    line = frames[-1].lineno if frames else 0
    update = UPDATE.format(page=example.page)
    return (
        f"{example.snippet}:{line} (included by {example.page}:{example.line}): {raised} (not "
        f"shown on the page); if the example means to raise it, show it with `#>` lines: {update}"
        f"\n{_traceback(example, run.error)}"
    )


def output_difference(example: Example, run: Run) -> str | None:
    difference = outputs.first_difference(example.code, run.printed)
    if difference is None:
        return None
    return (
        f"{example.snippet}:{difference.line} (included by {example.page}:{example.line}): shown "
        f"output differs at {difference.describe()}; if the run is right: "
        + UPDATE.format(page=example.page)
    )


def failure(example: Example, run: Run) -> str | None:
    """What is wrong with `run` against the page: a report whose first line says it all, naming
    the snippet line; None when the run shows exactly what the page shows."""
    return (
        misplaced_error(example, run)
        or unexpected_error(example, run)
        or output_difference(example, run)
    )


def raised_as_shown(code: str, error: BaseException, where: str) -> str | None:
    """For a run of the code outside the harness (a notebook cell): the one-line problem if
    `error` is not the error the code shows as its last `#>` line, type and message; else None."""
    shown = outputs.shown(code)
    raised = error_line(error)
    if shown and outputs.matches(shown[-1].text, raised):
        return None
    expected = repr(shown[-1].text) if shown else "no error"
    return f"{where}: raised {outputs.stable_error(raised)!r}, the page shows {expected}"
