"""Run a snippet as a reader would (`execute`), and judge the run against what the page shows
(`judge`: one line, and whether --update-outputs may write it). CONTRIBUTING.md says the rules."""

from __future__ import annotations

import ast
import contextlib
import functools
import gc
import importlib
import inspect
import io
import itertools
import json
import linecache
import os
import re
import subprocess
import sys
import threading
import traceback
import unicodedata
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from unittest import mock

from docsite.model import Example, Snippet
from docsite.model.shown import error_line, warning_name

from . import alone
from .outputs import first_difference

UPDATE = "nox -R -s tests -- --update-outputs {page}"


@dataclass
class Run:
    # (snippet line, text) per printed line and warning the page declares; the error line last
    printed: list[tuple[int, str]]
    error: BaseException | None = None
    # The snippet line of the statement that raised: the example's own frame, not a callee's.
    raised_at: int = 0
    left: alone.Left = field(default_factory=alone.Left)  # what it left behind
    warned: frozenset[int] = frozenset()  # the indexes of `printed` that are warnings
    # (snippet line, what to fix) for what it did that its page cannot show
    problems: list[tuple[int, str]] = field(default_factory=list)


@dataclass(frozen=True)
class Verdict:
    report: str  # the first line says it all, naming the snippet line; a traceback may follow
    fixable: bool  # --update-outputs may write the `#>` lines that make the run pass


class _LineRecorder(io.StringIO):
    """Stdout that remembers which line of the example wrote each piece of text, and emitted
    each warning (the example's own line: a `print` inside a function of the example counts for
    the line that called it)."""

    def __init__(self, filename: str):
        super().__init__()
        self.filename = filename
        self.pieces: list[tuple[int, str, warnings.WarningMessage | None]] = []

    def _line(self) -> int:
        stack = traceback.walk_stack(sys._getframe(2))
        lines = [line for frame, line in stack if frame.f_code.co_filename == self.filename]
        return lines[-1] if lines else 0  # the outermost: the example's own statement

    def write(self, text: str) -> int:
        self.pieces.append((self._line(), text, None))
        return len(text)

    def showwarning(self, message, category, filename, lineno, file=None, line=None) -> None:
        """`warnings.showwarning` during the run: each warning, in order with the text."""
        found = warnings.WarningMessage(message, category, filename, lineno, file, line)
        shown = message if isinstance(message, Warning) else category(message)
        self.pieces.append((self._line(), error_line(shown), found))

    def lines(self) -> list[tuple[int, str, warnings.WarningMessage | None]]:
        out: list[tuple[int, str, warnings.WarningMessage | None]] = []
        pending, last = "", 0
        for lineno, text, warning in self.pieces:
            if warning is not None:
                out.append((lineno, text, warning))
                continue
            pending, last = pending + text, lineno
            *done, pending = pending.split("\n")
            out.extend((lineno, line, None) for line in done)
        if pending:
            out.append((last, pending, None))
        return out


OPS = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}
OPS |= {ast.Is: "is", ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in"}


def _shown(value: object) -> str:
    text = " ".join(repr(value).split())
    return text if len(text) <= 60 else f"{text[:57]}..."


def _false(snippet: Snippet, error: AssertionError, line: int) -> str:
    """What a failing assert found false, with the values it compared (read again in its frame,
    as pytest's assertion rewriting shows them: `41577 == 1577 is false`)."""
    test = getattr(snippet.innermost_statement(line), "test", None)
    frame = next(f for f, n in traceback.walk_tb(error.__traceback__) if n == line)
    said, claim = f" ({error})" if str(error) else "", ast.unparse(test) if test else "the claim"
    with contextlib.suppress(Exception):
        if isinstance(test, ast.Compare) and len(test.ops) == 1:
            both = (test.left, test.comparators[0])
            left, right = (eval(ast.unparse(n), frame.f_globals, frame.f_locals) for n in both)
            claim = f"{_shown(left)} {OPS[type(test.ops[0])]} {_shown(right)}"
    return f"{claim} is false{said}"


FILTERS = re.compile(r"\b(simplefilter|filterwarnings|resetwarnings)\(")
FILTERS_LEFT = (
    "leaves the warnings filters changed for the examples after it (the page's script runs "
    "them all in one process); change them inside `with warnings.catch_warnings():`"
)
STDERR = "prints to stderr, which the page does not show; print to stdout (no file=)"
UNJOINED = (
    "starts a thread it never joins: what the thread prints may come before or after the "
    "lines after it, or after the example ends; join it (thread.join()) before going on"
)
UNCALLED = "assert {0} is always true, {0} being a method; call it: {0}()"
QUOTES = {"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'", "\u3002": ".", "\u3001": ","}


class _Watch:
    """What the example's own lines do that its page cannot show, as (line, what to fix) in
    `problems`: print to stderr (this is sys.stderr meanwhile), start a thread and never join it."""

    def __init__(self, filename: str):
        self.filename, self.stderr = filename, sys.stderr
        self.problems: list[tuple[int, str]] = []
        self.started: dict[threading.Thread, int] = {}  # not joined yet: the line that started it

    def _caller(self) -> int:
        """The example's line that called what calls this (0: other code did)."""
        frame = sys._getframe(2)
        return frame.f_lineno if frame.f_code.co_filename == self.filename else 0

    def write(self, text: str) -> int:
        self.problems += [(line, STDERR)] if (line := self._caller()) else []
        return self.stderr.write(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stderr, name)

    @contextlib.contextmanager
    def watching(self) -> Iterator[None]:
        start, join = threading.Thread.start, threading.Thread.join

        def started(thread: threading.Thread) -> None:
            self.started[thread] = self._caller()
            start(thread)

        def joined(thread: threading.Thread, timeout: float | None = None) -> None:
            join(thread, timeout)
            self.started.pop(thread, None)

        with (
            mock.patch.multiple(threading.Thread, start=started, join=joined),
            contextlib.redirect_stderr(self),
        ):
            yield
        self.problems += [(line, UNJOINED) for line in self.started.values() if line]


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
    except SyntaxError as bad:
        return Run([(bad.lineno or 0, error_line(bad))], bad, bad.lineno or 0)
    torch: Any = None
    if device or "torch" in {name for _, name in alone.imported(snippet)}:
        with contextlib.suppress(ImportError):  # the example's own import then says so
            torch = _torch()
    recorder, watch, raised_at = _LineRecorder(filename), _Watch(filename), 0
    error: BaseException | None = None
    with alone.alone(torch, device) as left, warnings.catch_warnings():
        warnings.simplefilter("always")  # every time, as on a reader's first run
        warnings.showwarning = recorder.showwarning
        filters = list(warnings.filters)
        try:
            with contextlib.redirect_stdout(recorder), watch.watching():
                exec(code, namespace := {"__name__": "__main__"})
        except (Exception, SystemExit) as raised:
            error, frames = raised, _snippet_frames(raised, filename)
            raised_at = (frames[0].lineno or 0) if frames else 0
        line = next((n for n, text in enumerate(snippet.lines, 1) if FILTERS.search(text)), 0)
        if line and warnings.filters != filters:
            watch.problems.append((line, FILTERS_LEFT))
    for node in snippet.statements:  # an assert on a method it never calls: always true
        if isinstance(node, ast.Assert) and isinstance(node.test, ast.Attribute | ast.Name):
            with contextlib.suppress(Exception):
                if inspect.isroutine(eval(method := ast.unparse(node.test), namespace)):
                    watch.problems.append((node.lineno, UNCALLED.format(method)))
    printed: list[tuple[int, str]] = []
    warned: set[int] = set()
    for line, text, found in recorder.lines():
        if found is not None and not snippet.declares_warning(line, text):
            # not the page's: to pytest's warning filters and summary, as before the run
            warnings.warn_explicit(found.message, found.category, found.filename, found.lineno)
            continue
        warned |= {len(printed)} if found else set()
        printed.append((line, text))
    if error is not None:
        printed.append((raised_at, error_line(error)))
    return Run(printed, error, raised_at, left, frozenset(warned), watch.problems)


def _traceback(filename: str, error: BaseException) -> str:
    """The traceback from the example's first frame on (no harness frames)."""
    tb = traceback.extract_tb(error.__traceback__)
    frames = list(itertools.dropwhile(lambda frame: frame.filename != filename, tb))
    body = "".join(traceback.format_list(frames))
    exc = "".join(traceback.format_exception_only(type(error), error)).rstrip()
    return f"Traceback (most recent call last):\n{body}{exc}"


def judge(example: Example, run: Run) -> Verdict | None:
    """What is wrong with `run` against the page (None: it shows exactly what the page shows)."""
    snippet, at = example.source, example.at
    update, error = UPDATE.format(page=example.page), run.error
    if isinstance(error, SyntaxError) and not _snippet_frames(error, snippet.path):
        return Verdict(f"{at(run.raised_at)}: SyntaxError: {_syntax(error.msg)}", False)
    if problem := alone.source_problem(example):
        return Verdict(problem, False)
    if error is not None:
        if problem := _error_problem(example, run, error, update):
            tail = "" if isinstance(error, SystemExit) else f"\n{_traceback(snippet.path, error)}"
            return Verdict(problem + tail, False)
    elif snippet.declared_error:
        block = snippet.shown[-1]
        return Verdict(
            f"{at(block.line)}: the page shows {block.text!r} {_under(snippet, block)}, but the "
            "run raised nothing; fix the code, or delete the shown error",
            False,
        )
    printed = run.printed[:-1] if error else run.printed
    stdout = [p for i, p in enumerate(printed) if i not in run.warned]
    problem = alone.run_problem(example, run.left, stdout) or _warning_problem(example, run)
    if problem := problem or next((f"{at(n)}: {what}" for n, what in run.problems), None):
        return Verdict(problem, False)
    if (difference := first_difference(snippet, run.printed)) is None:
        return None
    return Verdict(
        f"{at(difference.line)}: shown output differs at {difference.describe()}; if the run is "
        f"right: {update}",
        True,
    )


def _syntax(message: str) -> str:
    """The compiler's message, and for a character no code has, the one to write instead."""
    if not (found := re.search(r"U\+([0-9A-F]{4,})", message)):
        return f"{message}; fix the code"
    char = chr(int(found[1], 16))
    instead = QUOTES.get(char) or unicodedata.normalize("NFKC", char)
    name = unicodedata.name(char, found[0]).lower()
    return f"{message}, a {name} (an input method's, or a copy's from a page); write {instead!r}"


def _error_problem(example: Example, run: Run, error: BaseException, update: str) -> str | None:
    """The report of an error the page must not show as it is: None when it is the declared
    error, raised by the statement the page shows it under (its message may still differ)."""
    snippet, at = example.source, example.at
    frames = _snippet_frames(error, snippet.path)
    line = (frames[-1].lineno or 0) if frames else run.raised_at  # where the example's code raised
    raised = error_line(error)
    innermost = traceback.extract_tb(error.__traceback__)[-1]
    if isinstance(error, AssertionError) and innermost.filename == snippet.path:
        why = _false(snippet, error, innermost.lineno or 0)
        return (
            f"{at(line)}: AssertionError: {why}; fix the example (a failing assert is never shown)"
        )
    if isinstance(error, SystemExit):
        return (
            f"{at(line)}: calls sys.exit(), which would end the reader's script here (the page's "
            "download runs every example in one); let the example end by itself"
        )
    declared = snippet.declared_error
    if isinstance(error, FileNotFoundError) and not (
        declared or os.path.isabs(error.filename or "/")
    ):
        return (
            f"{at(line)}: {raised}: an example runs in an empty working directory, as a reader's "
            "script may; write the file it reads first (under tempfile.TemporaryDirectory()), or "
            "use io.BytesIO()"
        )
    if declared is None:
        return (
            f"{at(line)}: {raised} (not shown on the page); fix the code, or if the example "
            f"means to raise it, declare it: write `#> {type(error).__name__}` under line "
            f"{run.raised_at} and run: {update}"
        )
    block = snippet.shown[-1]
    under = _under(snippet, block)
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


def _warning_problem(example: Example, run: Run) -> str | None:
    """A declared warning that another statement emitted, or that its statement did not."""
    snippet, at = example.source, example.at
    warned = [run.printed[i] for i in sorted(run.warned)]
    for line, text in warned:
        same = [b for b in snippet.declared_warnings if warning_name(b.text) == warning_name(text)]
        if line and same and not any(snippet.placed(block, line) for block in same):
            return (
                f"{at(line)}: this line emitted {text!r}, which line {same[0].line} shows "
                f"{_under(snippet, same[0])}; show a warning under the statement that emits it, "
                "and make sure no other statement does"
            )
    for block in snippet.declared_warnings:
        name = warning_name(block.text)
        if not any(warning_name(text) == name and snippet.placed(block, n) for n, text in warned):
            return (
                f"{at(block.line)}: the page shows {block.text!r} {_under(snippet, block)}, but "
                f"the run emitted no {name} there; fix the code, or delete the shown warning"
            )
    return None


def _under(snippet: Snippet, block) -> str:
    statement = snippet.statement_above(block)
    return f"under line {statement.lineno}" if statement else "above any statement"


# Another process as if on another machine: another hash seed, CPU capability and thread count.
ELSEWHERE = {"PYTHONHASHSEED": "1", "ATEN_CPU_CAPABILITY": "default", "OMP_NUM_THREADS": "1"}
CAPTURE: Any = {"capture_output": True, "text": True, "check": False}


def elsewhere(snippet: Snippet, device: str | None) -> Run | None:
    """The snippet run in another process, as if on another machine (`ELSEWHERE`); None where
    that process failed."""
    env = {**os.environ, **ELSEWHERE, "PYTHONPATH": os.pathsep.join(sys.path)}
    given = json.dumps([snippet.path, snippet.text, device])
    ran = subprocess.run([sys.executable, "-m", __name__], input=given, env=env, **CAPTURE)
    ok = ran.returncode == 0
    return Run([tuple(p) for p in json.loads(ran.stdout.splitlines()[-1])]) if ok else None


def unstable(example: Example, first: Run, second: Run) -> Verdict | None:
    """The line that printed something else on a second run (`elsewhere`), if one did."""
    for (line, text), (_, again) in zip(first.printed, second.printed, strict=False):
        if text != again:
            return Verdict(
                f"{example.at(line)}: prints something else on another run ({text!r}, then "
                f"{again!r} in a process with another hash seed and CPU); seed it with "
                "torch.manual_seed, sort a set, or assert on a property instead of printing it",
                False,
            )
    return None


if __name__ == "__main__":  # `elsewhere`'s process
    path, text, device = json.load(sys.stdin)
    print(json.dumps(execute(Snippet(path, text), device).printed))
