"""What an example may do to the process it runs in, and what it must leave as it found it
(CONTRIBUTING.md, "The rules the runs enforce")."""

from __future__ import annotations

import ast
import contextlib
import os
import random
import re
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from docsite.model import Example, Snippet
from docsite.model.shown import written_lines

IMPORTS = ("torch", "numpy")  # what an example may import besides the standard library
BUDGET_S = 15.0  # CPU seconds of its own run, first imports of torch subsystems (compiled) included
TENSOR_REPR = re.compile(r"\btensor\(|Parameter containing")
SET_OF_TEXT = re.compile(r"\{'[^':]*'(, '[^':]*')+\}")  # its order follows the strings' hashes
# a number printed from these differs between machines or runs
MACHINE = re.compile(
    r"\b(id|get_num_threads|device_count|cpu_count|data_ptr|get_cpu_capability)\(|__version__"
)
PRINT_OPTIONS = ("precision", "threshold", "edgeitems", "linewidth", "sci_mode")
MAX_SHOWN = 24  # the `#>` lines an example's output may take: about a screen


@dataclass
class Left:
    """What an example's run left behind."""

    seconds: float = 0.0  # CPU time
    settings: list[tuple[str, Any, Any]] = field(default_factory=list)  # (call, before, after)
    files: list[str] = field(default_factory=list)  # written into its working directory


def _settings(torch: Any) -> dict[str, tuple[Any, Any]]:
    """torch's global settings, each by the call that changes it: (get, set)."""
    options = torch._tensor_str.PRINT_OPTS
    deterministic = torch.are_deterministic_algorithms_enabled, torch.use_deterministic_algorithms
    return {
        "torch.set_default_dtype": (torch.get_default_dtype, torch.set_default_dtype),
        "torch.set_default_device": (torch.get_default_device, torch.set_default_device),
        "torch.set_grad_enabled": (torch.is_grad_enabled, torch.set_grad_enabled),
        "torch.autograd.set_detect_anomaly": (torch.is_anomaly_enabled, torch.set_anomaly_enabled),
        "torch.use_deterministic_algorithms": deterministic,
        "torch.set_num_threads": (torch.get_num_threads, torch.set_num_threads),
        "torch.set_printoptions": (
            lambda: {key: getattr(options, key) for key in PRINT_OPTIONS},
            lambda found: torch.set_printoptions(**found),
        ),
    }


@contextlib.contextmanager
def alone(torch: Any, device: str | None) -> Iterator[Left]:
    """Run as if alone: in an empty working directory, the random generators seeded afresh (no
    hidden seed), torch's settings put back after; `device` the default device meanwhile."""
    left, settings = Left(), _settings(torch) if torch is not None else {}
    before, state = {name: get() for name, (get, _) in settings.items()}, random.getstate()
    random.seed()
    forked = torch.random.fork_rng() if torch is not None else contextlib.nullcontext()
    with tempfile.TemporaryDirectory() as scratch, contextlib.chdir(scratch), forked:
        if torch is not None:
            # torch.seed() would also queue a seed, with a formatted stack, per GPU kind unused
            (torch.seed if device else torch.default_generator.seed)()
            if device:
                torch.set_default_device(device)
        start = time.process_time()
        try:
            yield left
        finally:
            left.seconds, left.files = time.process_time() - start, sorted(os.listdir(scratch))
            random.setstate(state)
            for name, (get, put) in settings.items():
                if (now := get()) != before[name]:  # only if changed: it may add a frame
                    put(before[name])
                    if not (device and name == "torch.set_default_device"):
                        left.settings.append((name, before[name], now))


def imported(snippet: Snippet) -> list[tuple[int, str]]:
    """(line, top-level module) of each absolute import of the snippet's code."""
    found: list[tuple[int, str]] = []
    for node in snippet.statements:
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.lineno, node.module))
    return sorted((line, name.split(".")[0]) for line, name in found)


def source_problem(example: Example) -> str | None:
    """The first rule of what an example may import, and where it lives, that it breaks."""
    snippet, at = example.source, example.at
    for line, name in imported(snippet):
        if name not in IMPORTS and name not in sys.stdlib_module_names:
            return (
                f"{at(line)}: imports {name}, which a reader may not have; an example imports "
                f"only the standard library, {' and '.join(IMPORTS)}"
            )
    for node in (n for n in snippet.statements if isinstance(n, ast.Try)):
        for handler in node.handlers:
            calls = [n for n in ast.walk(handler) if isinstance(n, ast.Call)]
            if any(isinstance(call.func, ast.Name) and call.func.id == "print" for call in calls):
                error = ast.unparse(handler.type) if handler.type else "error"
                return (
                    f"{at(handler.lineno)}: catches the {error} it shows and prints it, so the "
                    "page declares no error (and the errors page leaves it out); let it raise and "
                    f"declare it with #>: `#> {error}: ...` under the statement that raises it"
                )
    folder = snippet.path.split("/")[-2] if snippet.path.count("/") > 1 else ""
    if "-" in folder:
        return f"{snippet.path}: name the folder with underscores: {folder.replace('-', '_')}/"
    return None


def run_problem(example: Example, left: Left, printed: list[tuple[int, str]]) -> str | None:
    """The first rule of an example's run it breaks, as its one line."""
    snippet, at = example.source, example.at
    for name, before, after in left.settings:
        return (
            f"{at(_line_with(snippet.lines, name.rpartition('.')[2]))}: leaves {name} changed "
            f"({before} -> {after}) for the examples after it; put it back before the example "
            "ends (a `with` block, or try/finally)"
        )
    if left.files:
        return (
            f"{at(_line_with(snippet.lines, left.files[0]))}: writes {', '.join(left.files)} "
            "where the reader runs it; write under tempfile.TemporaryDirectory(), or io.BytesIO()"
        )
    if left.seconds > BUDGET_S:
        return (
            f"{at(1)}: took {left.seconds:.1f} s of CPU, over the {BUDGET_S:.0f} s an example "
            "may take; make it smaller (its own work should take well under 0.1 s)"
        )
    shown = [(len(written_lines(text, "")), line) for line, text in printed]
    if sum(n for n, _ in shown) > MAX_SHOWN:
        return (
            f"{at(max(shown)[1])}: its output takes {sum(n for n, _ in shown)} `#>` lines, over "
            f"the {MAX_SHOWN} a page shows; print less: a length, a sum, the first values (x[:5])"
        )
    for line, text in printed:
        if TENSOR_REPR.search(text):
            return (
                f"{at(line)}: prints a tensor's repr ({text[:40]!r}), which gains "
                "device='cuda:0' on a GPU; print t.tolist() or t.item() instead"
            )
        if found := SET_OF_TEXT.search(text):
            return (
                f"{at(line)}: prints a set ({found[0][:40]}), whose order changes from process "
                "to process; print sorted(...) of it"
            )
        if MACHINE.search(snippet.lines[line - 1]) and any(c.isdigit() for c in text):
            return (
                f"{at(line)}: prints {text[:40]!r}, which differs from machine to machine or run "
                "to run; compare it in an assert instead of printing it"
            )
    return None


def _line_with(lines: list[str], needle: str) -> int:
    """The first line of the snippet that names `needle` (1 where none does)."""
    return next((i for i, line in enumerate(lines, 1) if needle in line), 1)
