"""Run one example as a reader would: a fresh `__main__`, its own file name, stdout recorded."""

from __future__ import annotations

import contextlib
import io
import linecache
import random
import sys
import traceback
from dataclasses import dataclass

from docsite.model import Example

from . import outputs


@dataclass
class Run:
    printed: list[tuple[int, str]]  # (snippet line, text) per printed line
    error: BaseException | None = None


class _LineRecorder(io.StringIO):
    """Stdout that remembers which line of the example wrote each piece of text."""

    def __init__(self, filename: str):
        super().__init__()
        self.filename = filename
        self.pieces: list[tuple[int, str]] = []

    def write(self, text: str) -> int:
        frame = sys._getframe(1)
        while frame is not None and frame.f_code.co_filename != self.filename:
            frame = frame.f_back
        self.pieces.append((frame.f_lineno if frame else 0, text))
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


def error_is_shown(error: BaseException, shown: list[str]) -> bool:
    """Whether the page shows this error as one of its `#>` lines (the example expects it)."""
    return any(outputs.matches(line, error_line(error)) for line in shown)


def raising_line(error: BaseException, filename: str) -> int:
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == filename]
    return frames[-1].lineno if frames else 0


def execute(example: Example, device: str | None = None) -> Run:
    """Run one example in a fresh `__main__` namespace, recording what each line prints."""
    import torch

    namespace: dict = {"__name__": "__main__"}
    torch.manual_seed(0)
    random.seed(0)
    previous_device = torch.get_default_device()
    if device:
        torch.set_default_device(device)
    try:
        filename = example.snippet
        recorder = _LineRecorder(filename)
        try:
            with contextlib.redirect_stdout(recorder):
                exec(_compile(example), namespace)
        except Exception as error:
            printed = recorder.lines() + [(raising_line(error, filename), error_line(error))]
            return Run(printed, error)
        return Run(recorder.lines())
    finally:
        torch.set_default_device(previous_device)


def format_failure(example: Example, error: BaseException) -> str:
    """A traceback that starts in the example, headed by snippet line and including page."""
    filename = example.snippet
    frames = traceback.extract_tb(error.__traceback__)
    while frames and frames[0].filename != filename:
        frames.pop(0)
    line = raising_line(error, filename)
    body = "".join(traceback.format_list(frames))
    exc = "".join(traceback.format_exception_only(type(error), error)).rstrip()
    return f"{filename}:{line} (included by {example.page}:{example.line})\n{body}{exc}"
