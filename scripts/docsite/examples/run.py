"""Running an example: each snippet once per run and device, judged against every page that
includes it (`runner`); with --update-outputs, its `#>` lines written where only output differs."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

import pytest

from docsite.model import FENCE_OPTIONS, Example, SiteError, Snippet

from . import outputs, runner
from .adapter import MarkdownInlinePythonItem, Runner, register_runner
from .record import CUDA_SKIP, STATE, failed_snippet

RUNNER = "ExampleRunner"  # the class name is the name pytest-markdown-docs registers it under


@dataclass(frozen=True)
class Case:
    """What the runner needs to run one example: handed to it as the `site_example` fixture."""

    example: Example
    root: Path
    device: str | None  # None: leave torch's default device alone
    update: bool
    runs: dict[tuple[str, str | None], runner.Run]  # this run's, per (snippet, device)
    rewritten: list[str]  # the snippets --update-outputs rewrote


class ExampleFailed(Exception):
    """An example failed; the message is the whole report."""


def one_line(excinfo: pytest.ExceptionInfo[BaseException]) -> str | None:
    """The failures this plugin raises are their own report: printed as they are, no frames."""
    return str(excinfo.value) if isinstance(excinfo.value, ExampleFailed | SiteError) else None


@register_runner()
class ExampleRunner(Runner):
    def runtest(self, test, args, **_):
        case: Case = args["site_example"]
        example = case.example
        if example.snippet in case.rewritten:
            return  # the other language's page: its snippet was rewritten from the same run
        device = None if example.stays_on_cpu else case.device
        run = case.runs.get((example.snippet, device))
        if run is None:
            run = case.runs[example.snippet, device] = runner.execute(example.source, device)
        verdict = runner.judge(example, run)
        if verdict is None:
            return
        if verdict.fixable:  # output differs: the same again, or another on each run?
            shaky = runner.unstable(example, run, runner.execute(example.source, device))
            verdict = shaky or verdict
        if not (case.update and verdict.fixable):
            raise ExampleFailed(verdict.report)
        new = Snippet(example.snippet, outputs.rewrite(example.source, run.printed, run.error))
        # what the next run will say (the lines moved): nothing, or the update is not written
        settled = runner.judge(
            dataclasses.replace(example, source=new), runner.execute(new, device)
        )
        if settled is not None:
            raise ExampleFailed(f"{settled.report} (the update could not settle it: not written)")
        (case.root / example.snippet).write_text(new.text, encoding="utf-8")
        case.rewritten.append(example.snippet)

    def repr_failure(self, test, excinfo, style=None):
        # ExampleItem reports the plugin's own failures; anything else is a plain short traceback.
        return str(excinfo.getrepr(style="short"))


class ExampleItem(MarkdownInlinePythonItem):
    def __init__(self, *, example: Example, **kwargs):
        super().__init__(**kwargs)
        self.example = example

    def repr_failure(self, excinfo, style=None):
        return one_line(excinfo) or super().repr_failure(excinfo, style)


@pytest.fixture
def site_example(request) -> Case:
    """The example an item runs, with the run's settings (every example requests it)."""
    config, example = request.config, request.node.example
    device = config.getoption("examples_device")
    failed = failed_snippet(config, example.snippet)
    if failed:  # the other language's page includes the same file, with the same options
        config.stash[STATE].repeats[Path(request.node.path)] += 1
        pytest.skip(f"{example.snippet} failed above ({failed}); one report is enough")
    if example.needs_cuda:
        try:
            import torch
        except ImportError:  # the tooling's own tests run without torch
            pytest.skip(CUDA_SKIP)
        if not torch.cuda.is_available():
            pytest.skip(CUDA_SKIP)
    state = config.stash[STATE]
    return Case(
        example,
        config.rootpath,
        None if device == "cpu" else device,
        config.getoption("update_outputs"),
        state.runs,
        state.rewritten,
    )


# A fence's `fixture:NAME` asks pytest-markdown-docs for a fixture NAME: one for each such option
# of the model's table (FENCE_OPTIONS), described by it. What an option does is the example's
# (`Example.needs_cuda`, `Example.stays_on_cpu`, read by `site_example` and the runner).
def _fence_fixture(option: str):
    def fixture() -> None:
        return None

    fixture.__doc__ = f"Use in a fence as `{{.python {option}}}`: {FENCE_OPTIONS[option]}"
    return pytest.fixture(name=option.removeprefix("fixture:"))(fixture)


fence_cuda = _fence_fixture("fixture:cuda")
fence_cpu = _fence_fixture("fixture:cpu")
