"""Run a snippet as a reader would (a fresh `__main__`, its own file name, stdout recorded), and
judge the run against what the page shows.

`execute` runs it; `judge` says, in one line, what is wrong with the run against the page (or
nothing), and whether `--update-outputs` may fix it by writing the `#>` lines: only when what
differs is output (what a line prints, or the message of the error the page declares under the
statement that raises it). A failing assert of the example, an error the page does not declare
or declares under another statement, a declared error nobody raised and a syntax error are the
writer's to fix. The plugin, `--update-outputs` and the key-number mutants all judge a run here,
so they agree on what passes.
"""

from __future__ import annotations

import ast
import contextlib
import importlib
import io
import linecache
import random
import sys
import traceback
from dataclasses import dataclass
from types import FrameType
from typing import Any

from docsite.model import Example, Snippet

from .outputs import first_difference

UPDATE = "nox -R -s tests -- --update-outputs {page}"


@dataclass
class Run:
    printed: list[tuple[int, str]]  # (snippet line, text) per printed line; the error line last
    error: BaseException | None = None
    # The snippet line of the statement that raised: the example's own frame, not a callee's.
    raised_at: int = 0


@dataclass(frozen=True)
class Verdict:
    report: str  # the first line says it all, naming the snippet line; a traceback may follow
    fixable: bool  # --update-outputs may write the `#>` lines that make the run pass


class _LineRecorder(io.StringIO):
    """Stdout that remembers which line of the example wrote each piece of text (the example's
    own line: a `print` inside a function of the example counts for the line that called it)."""

    def __init__(self, filename: str):
        super().__init__()
        self.filename = filename
        self.pieces: list[tuple[int, str]] = []

    def write(self, text: str) -> int:
        frame: FrameType | None = sys._getframe(1)
        lineno = 0
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
    names = [alias.name for n in ast.walk(tree) if isinstance(n, ast.Import) for alias in n.names]
    names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    return any(name.split(".")[0] == "torch" for name in names)


def execute(snippet: Snippet, device: str | None = None) -> Run:
    """Run a snippet in a fresh `__main__` namespace, recording what each line prints.

    torch is imported only for a snippet that imports it (to seed it) or for a device.
    """
    filename = snippet.path
    # Let tracebacks quote the example's lines whatever the working directory.
    linecache.cache[filename] = (len(snippet.text), None, snippet.text.splitlines(True), filename)
    try:
        code = compile(snippet.text, filename, "exec")
    except SyntaxError as error:
        return Run([(error.lineno or 0, error_line(error))], error, error.lineno or 0)
    torch: Any = None
    if device or imports_torch(snippet.text):
        with contextlib.suppress(ImportError):  # the example's own import then says so
            torch = importlib.import_module("torch")
    random.seed(0)
    previous_device = None
    if torch is not None:
        torch.manual_seed(0)
        previous_device = torch.get_default_device()
        if device:
            torch.set_default_device(device)
    try:
        recorder = _LineRecorder(filename)
        try:
            with contextlib.redirect_stdout(recorder):
                exec(code, {"__name__": "__main__"})
        except Exception as error:
            frames = _snippet_frames(error, filename)
            raised_at = (frames[0].lineno or 0) if frames else 0
            printed = recorder.lines() + [(raised_at, error_line(error))]
            return Run(printed, error, raised_at)
        return Run(recorder.lines())
    finally:
        # Restored only if changed: setting it, even to the CPU, adds a frame to every traceback.
        if torch is not None and torch.get_default_device() != previous_device:
            torch.set_default_device(previous_device)


def _traceback(filename: str, error: BaseException) -> str:
    """The traceback from the example's first frame on (no harness frames)."""
    frames = traceback.extract_tb(error.__traceback__)
    while frames and frames[0].filename != filename:
        frames.pop(0)
    body = "".join(traceback.format_list(frames))
    exc = "".join(traceback.format_exception_only(type(error), error)).rstrip()
    return f"Traceback (most recent call last):\n{body}{exc}"


def judge(example: Example, run: Run) -> Verdict | None:
    """What is wrong with `run` against the page (None: it shows exactly what the page shows)."""
    snippet, at = example.source, example.at
    update = UPDATE.format(page=example.page)
    error = run.error
    if isinstance(error, SyntaxError) and not _snippet_frames(error, snippet.path):
        return Verdict(f"{at(run.raised_at)}: SyntaxError: {error.msg}; fix the code", False)
    if error is not None:
        problem = _error_problem(example, run, error, update)
        if problem:
            return Verdict(f"{problem}\n{_traceback(snippet.path, error)}", False)
    elif snippet.declared_error:
        block, statement = snippet.shown[-1], snippet.error_statement
        under = f"under line {statement.lineno}" if statement else "above any statement"
        return Verdict(
            f"{at(block.line)}: the page shows {block.text!r} {under}, but the run raised "
            "nothing; fix the code, or delete the shown error",
            False,
        )
    difference = first_difference(snippet, run.printed)
    if difference is None:
        return None
    return Verdict(
        f"{at(difference.line)}: shown output differs at {difference.describe()}; if the run is "
        f"right: {update}",
        True,
    )


def _error_problem(example: Example, run: Run, error: BaseException, update: str) -> str | None:
    """The report of an error the page must not show as it is: None when it is the declared
    error, raised by the statement the page shows it under (its message may still differ)."""
    snippet, at = example.source, example.at
    frames = _snippet_frames(error, snippet.path)
    line = (frames[-1].lineno or 0) if frames else run.raised_at  # where the example's code raised
    raised = error_line(error)
    innermost = traceback.extract_tb(error.__traceback__)[-1]
    if isinstance(error, AssertionError) and innermost.filename == snippet.path:
        return (
            f"{at(line)}: AssertionError: the claim this line asserts is false; fix the example "
            "(a failing assert is never shown as output)"
        )
    declared, statement = snippet.declared_error, snippet.error_statement
    if declared is None:
        return (
            f"{at(line)}: {raised} (not shown on the page); fix the code, or if the example "
            f"means to raise it, declare it: write `#> {type(error).__name__}` under line "
            f"{run.raised_at} and run: {update}"
        )
    block = snippet.shown[-1]
    under = f"under line {statement.lineno}" if statement else "above any statement"
    if declared != type(error).__name__:
        return (
            f"{at(line)}: {raised}, but the page declares {declared} (line {block.line}, {under}); "
            "fix the code, or declare the error it raises"
        )
    if not snippet.placed(block, run.raised_at):
        return (
            f"{at(run.raised_at)}: this line raised {raised!r}, which line {block.line} shows "
            f"{under}; show an error under the statement that raises it, and make sure no "
            "other statement does"
        )
    return None
