"""Run a snippet as a reader would (`execute`), and judge the run against what the page shows
(`judge`: one line, and whether --update-outputs may write it). CONTRIBUTING.md says the rules."""

from __future__ import annotations

import contextlib
import functools
import gc
import importlib
import io
import linecache
import sys
import traceback
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

from docsite.model import Example, Snippet

from . import alone
from .outputs import first_difference

UPDATE = "nox -R -s tests -- --update-outputs {page}"


@dataclass
class Run:
    printed: list[tuple[int, str]]  # (snippet line, text) per printed line; the error line last
    error: BaseException | None = None
    # The snippet line of the statement that raised: the example's own frame, not a callee's.
    raised_at: int = 0
    left: alone.Left = field(default_factory=alone.Left)  # what it left behind


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


@functools.cache
def _torch() -> Any:
    """torch, imported once; its objects (and the site model's) live as long as the process, so
    they leave the garbage collector's generations: each full collection would walk them all."""
    torch = importlib.import_module("torch")
    gc.freeze()
    return torch


def execute(snippet: Snippet, device: str | None = None) -> Run:
    """Run a snippet in a fresh `__main__` namespace, as if alone (`alone.alone`), recording
    what each line prints; torch is imported only for a snippet that imports it, or a device."""
    filename = snippet.path
    # Let tracebacks quote the example's lines whatever the working directory.
    linecache.cache[filename] = (len(snippet.text), None, snippet.text.splitlines(True), filename)
    try:
        code = compile(snippet.text, filename, "exec")
    except SyntaxError as error:
        return Run([(error.lineno or 0, error_line(error))], error, error.lineno or 0)
    torch: Any = None
    if device or "torch" in {name for _, name in alone.imported(snippet.text)}:
        with contextlib.suppress(ImportError):  # the example's own import then says so
            torch = _torch()
    recorder = _LineRecorder(filename)
    with alone.alone(torch, device) as left:
        try:
            with contextlib.redirect_stdout(recorder):
                exec(code, {"__name__": "__main__"})
        except Exception as error:
            frames = _snippet_frames(error, filename)
            raised_at = (frames[0].lineno or 0) if frames else 0
            printed = recorder.lines() + [(raised_at, error_line(error))]
            return Run(printed, error, raised_at, left)
    return Run(recorder.lines(), left=left)


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
    problem = alone.source_problem(example)
    if problem:
        return Verdict(problem, False)
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
    problem = alone.run_problem(example, run.left, run.printed[:-1] if error else run.printed)
    if problem:
        return Verdict(problem, False)
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


def unstable(example: Example, first: Run, second: Run) -> Verdict | None:
    """The line that printed something else on a second run of the same code, if one did."""
    for (line, text), (_, again) in zip(first.printed, second.printed, strict=False):
        if text != again:
            return Verdict(
                f"{example.at(line)}: prints something else on each run ({text!r}, then "
                f"{again!r}); seed it with torch.manual_seed, or assert on a property instead "
                "of printing it",
                False,
            )
    return None
