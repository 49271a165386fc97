"""Running an example: each snippet once per run and device, judged against every page that
includes it (`runner`); with --update-outputs, its `#>` lines written where only output differs.
The device options are here too."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from docsite.model import Example, SiteError, Snippet

from . import outputs, runner
from .record import CUDA_SKIP, STATE, failed_snippet


class ExampleFailed(Exception):
    """An example failed; the message is the whole report."""


def one_line(excinfo: pytest.ExceptionInfo[BaseException]) -> str | None:
    """The failures this plugin raises are their own report: printed as they are, no frames."""
    return str(excinfo.value) if isinstance(excinfo.value, ExampleFailed | SiteError) else None


class ExampleItem(pytest.Item):
    """One python fence of a page (`Example`): skipped where it cannot run, else judged."""

    def __init__(self, *, example: Example, **kwargs):
        super().__init__(**kwargs)
        self.example = example

    def setup(self) -> None:
        # the other language's page includes the same file, with the same options
        if failed := failed_snippet(self.config, self.example.snippet_path):
            self.config.stash[STATE].repeats[Path(self.path)] += 1
            path = self.example.snippet_path
            pytest.skip(f"{path} failed above ({failed}); one report is enough")
        if self.example.needs_cuda:
            import torch

            if not torch.cuda.is_available():
                pytest.skip(CUDA_SKIP)

    def runtest(self) -> None:
        example, state, root = self.example, self.config.stash[STATE], self.config.rootpath
        if example.snippet_path in state.rewritten:
            return  # the other language's page: its snippet was rewritten from the same run
        wanted = self.config.getoption("examples_device")
        device = None if example.stays_on_cpu or wanted == "cpu" else wanted
        run = state.runs.get((example.snippet_path, device))
        if run is None:
            run = state.runs[example.snippet_path, device] = runner.execute(example.source, device)
        verdict = runner.judge(example, run)
        if verdict is None:
            return
        if verdict.fixable:  # output differs: the same again, or another on each run?
            again = runner.elsewhere(example.source, device)
            shaky = runner.unstable(example, run, again or runner.execute(example.source, device))
            verdict = shaky or verdict
        if not (self.config.getoption("update_outputs") and verdict.fixable):
            raise ExampleFailed(verdict.report)
        written = outputs.rewrite(example.source, run.printed, run.error, run.warned)
        new = Snippet(example.snippet_path, written)
        # what the next run will say (the lines moved): nothing, or the update is not written
        rerun = runner.execute(new, device)
        settled = runner.judge(dataclasses.replace(example, source=new), rerun)
        if settled is not None:
            raise ExampleFailed(f"{settled.report} (the update could not settle it: not written)")
        (root / example.snippet_path).write_text(new.text, encoding="utf-8")
        state.rewritten.append(example.snippet_path)

    def repr_failure(self, excinfo, style=None):
        return one_line(excinfo) or super().repr_failure(excinfo, style)


DEVICES = ("cpu", "cuda")


def pytest_addoption(parser):
    group = parser.getgroup("examples", "detach-vs-clone examples")
    group.addoption(
        "--examples-device",
        default="cpu",
        help="run every example on this default device (cpu-fixture examples stay on the CPU)",
    )
    for flag, help in [
        ("--update-outputs", "write the #> lines of every example from what it prints and raises"),
        ("--page-checks", "run the page-level checks of each collected page, in every language"),
    ]:
        group.addoption(flag, action="store_true", help=help)


def pytest_configure(config):
    device = config.getoption("examples_device")
    if device not in DEVICES:
        raise pytest.UsageError(
            f"--examples-device {device}: use --examples-device cpu (the default) or "
            "--examples-device cuda"
        )
    if device == "cuda":
        try:
            import torch
        except ImportError:
            raise pytest.UsageError(
                "--examples-device cuda: torch is not installed here; run `nox -s cuda`"
            ) from None
        if not torch.cuda.is_available():
            raise pytest.UsageError(
                f"--examples-device cuda: torch {torch.__version__} (CUDA {torch.version.cuda}) "
                "sees no GPU here; run on a machine with an NVIDIA GPU and a CUDA build of torch, "
                "or leave out --examples-device"
            )
