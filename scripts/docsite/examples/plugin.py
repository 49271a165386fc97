"""pytest plugin: run every example of the site exactly as the pages show it.

pytest-markdown-docs collects and runs the examples: for each page it extracts the fence tests
from the tokens of the site model (`docsite.model`: snippet includes expanded by pymdownx,
admonitions and tabs opened), and its items run them, with fixtures, through the runner below.
This plugin adds what the library does not do:

- a runner that executes an example as `__main__` under its snippet's file name, compares what it
  prints with the page's `#>` lines and, with `--device cuda`, runs it on the GPU;
- test ids that name page and snippet (`docs/en/saved-reference.md::alias_both_ways`);
- an audit that fails unless every python block the site renders ran, is `notest` or was skipped
  for CUDA.
"""

from __future__ import annotations

import dataclasses
import gc
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from docsite.checks.fences import checked_examples
from docsite.model import Example, Site, SiteError

from . import outputs
from .adapter import (
    FenceSyntax,
    MarkdownDocstringCodeModule,
    MarkdownInlinePythonItem,
    MarkdownTextFile,
    Runner,
    extract_fence_tests,
    register_runner,
)
from .runner import error_is_shown, execute, format_failure

# The run's verification record (verification/*.json): what ran, where, on which torch.
pytest_plugins = ["docsite.examples.record"]

CUDA_SKIP = "needs CUDA: run `nox -s cuda` on a machine with an NVIDIA GPU"
RUNNER = "ExampleRunner"  # the class name is the name pytest-markdown-docs registers it under
SITE = pytest.StashKey[Site]()


@dataclass(frozen=True)
class Case:
    """What the runner needs to run one example: handed to it as the `site_example` fixture."""

    example: Example
    root: Path
    device: str | None  # None: leave torch's default device alone
    update: bool


class ExampleFailed(Exception):
    """An example failed; the message is the whole report."""


def site_of(config: pytest.Config) -> Site:
    if SITE not in config.stash:
        try:
            config.stash[SITE] = Site(config.rootpath)
        except SiteError as err:
            raise pytest.UsageError(str(err)) from None
    return config.stash[SITE]


@register_runner()
class ExampleRunner(Runner):
    def runtest(self, test, args, **_):
        case: Case = args["site_example"]
        example = case.example
        run = execute(example, None if example.stays_on_cpu else case.device)
        shown = outputs.shown_lines(example.code)
        if run.error is not None and not error_is_shown(run.error, shown):
            raise ExampleFailed(format_failure(example, run.error))
        if case.update:
            path = case.root / example.snippet
            old = path.read_text(encoding="utf-8")
            new = outputs.rewrite(old, run.printed)
            if new != old:
                path.write_text(new, encoding="utf-8")
            return
        difference = outputs.first_difference(shown, [text for _, text in run.printed])
        if difference:
            raise ExampleFailed(
                f"{example.where}: shown output differs at {difference.describe()}. If the run "
                "is right, update the page with `nox -s tests -- --update-outputs`."
            )

    def repr_failure(self, test, excinfo, style=None):
        if isinstance(excinfo.value, ExampleFailed):
            return str(excinfo.value)
        return str(excinfo.getrepr(style="short"))


class ExampleItem(MarkdownInlinePythonItem):
    example: Example


@pytest.fixture(scope="session")
def site(request) -> Site:
    """The site model the examples ran from: checks read the same pages, each parsed once."""
    return site_of(request.config)


@pytest.fixture
def site_example(request) -> Case:
    """The example an item runs, with the run's settings (every example requests it)."""
    config = request.config
    device = config.getoption("device")
    return Case(
        request.node.example,
        config.rootpath,
        None if device == "cpu" else device,
        config.getoption("update_outputs"),
    )


@pytest.fixture
def cuda():
    """Use in a fence as `{.python fixture:cuda}`: the example needs CUDA."""
    import torch

    if not torch.cuda.is_available():
        pytest.skip(CUDA_SKIP)


@pytest.fixture
def cpu():
    """Use in a fence as `{.python fixture:cpu}`: it stays on the CPU under --device cuda."""


class _PageTokens:
    """What pytest-markdown-docs asks of a parser: the tokens, here the site model's."""

    def __init__(self, tokens):
        self.tokens = tokens

    def parse(self, _src, env=None):
        return self.tokens


class PageFile(MarkdownTextFile):
    """A page: its examples come from the site model, named `page::snippet`."""

    def collect(self):
        page = site_of(self.config).page(self.path)
        # A bad fence (scripts/docsite/checks/fences.py) is a SiteError: repr_failure shows it in
        # one line.
        examples = [e for e in checked_examples(page) if not e.not_run]
        tests = extract_fence_tests(
            _PageTokens(page.tokens),
            page.text,
            start_line_offset=0,
            source_path=self.path,
            fence_syntax=FenceSyntax.superfences,
        )
        seen: Counter[str] = Counter()
        for example, test in zip(examples, tests, strict=True):
            seen[example.name] += 1
            name = (
                example.name if seen[example.name] == 1 else f"{example.name}[{seen[example.name]}]"
            )
            definition = dataclasses.replace(
                test, fixture_names=(*test.fixture_names, "site_example"), runner_name=RUNNER
            )
            item = ExampleItem.from_parent(self, name=name, test_definition=definition)
            item.example = example
            yield item

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, SiteError):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)


def pytest_addoption(parser):
    group = parser.getgroup("examples", "detach-vs-clone examples")
    group.addoption(
        "--device",
        default="cpu",
        help="run every example on this default device (cpu-fixture examples stay on the CPU)",
    )
    group.addoption(
        "--update-outputs",
        action="store_true",
        help="rewrite the #> output lines of every example from what it printed",
    )


def pytest_configure(config):
    device = config.getoption("device")
    if device not in ("cpu", "cuda"):
        raise pytest.UsageError(
            f"--device {device}: use --device cpu (the default) or --device cuda"
        )
    if device == "cuda":
        import torch

        if not torch.cuda.is_available():
            raise pytest.UsageError(
                f"--device cuda: torch {torch.__version__} sees no GPU on this machine; "
                "run on a machine with an NVIDIA GPU, or leave out --device"
            )
    config.stash[AUDIT] = Audit()


def pytest_collection_finish(session):
    # What collection loaded (the pages' model, torch where a test module imports it) lives to the
    # end of the run: frozen, it is skipped by every later full collection (about 0.4 s of a run).
    gc.freeze()


def pytest_unconfigure(config):
    # With torch (and what gradcheck pulls in) loaded, the interpreter's final garbage collection
    # takes about half a second; frozen objects are skipped by it.
    gc.freeze()


@pytest.hookimpl(wrapper=True)
def pytest_collect_file(file_path, parent):
    collected = yield
    # Docstrings of the tooling are not documentation: drop pytest-markdown-docs' .py collector.
    return [
        PageFile.from_parent(parent, path=c.path) if type(c) is MarkdownTextFile else c
        for c in collected
        if not isinstance(c, MarkdownDocstringCodeModule)
    ]


def pytest_collectstart(collector):
    if isinstance(collector, PageFile):
        collector.config.stash[AUDIT].pages.add(Path(collector.path))


def pytest_collection_modifyitems(session, config, items):
    if config.stash[AUDIT].pages:
        items.append(ExampleAudit.from_parent(session, name="examples-audit"))


def pytest_deselected(items):
    for item in items:
        item.config.stash[AUDIT].deselected += 1


# --- audit: every python block the site renders ran, or says why not ----------------------------


class Audit:
    def __init__(self):
        self.pages: set[Path] = set()
        self.ran: Counter[Path] = Counter()
        self.skipped: Counter[Path] = Counter()
        self.deselected = 0


AUDIT = pytest.StashKey[Audit]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if isinstance(item, ExampleItem):
        audit = item.config.stash[AUDIT]
        if report.skipped:
            audit.skipped[Path(item.path)] += 1
        elif call.when == "call":
            audit.ran[Path(item.path)] += 1
    return report


class ExampleAudit(pytest.Item):
    """Runs last: the examples that ran + notest + skipped-for-CUDA = the python blocks rendered."""

    def runtest(self):
        audit = self.config.stash[AUDIT]
        if audit.deselected:
            pytest.skip("some examples were deselected; the audit needs the whole run")
        on_cuda = self.config.getoption("device") == "cuda"
        site = site_of(self.config)
        problems = []
        for path in sorted(audit.pages):
            try:
                page = site.page(path)
                notest = len(page.examples) - len(page.runnable)
            except SiteError:
                continue  # reported by the page's collector
            rendered = site.rendered_python_blocks(page)
            ran, skipped = audit.ran[path], audit.skipped[path]
            if on_cuda and skipped:
                problems.append(
                    f"{page.rel}: {skipped} example(s) skipped although CUDA is available"
                )
            if ran + notest + skipped != rendered:
                problems.append(
                    f"{page.rel}: the page renders {rendered} python example(s) but {ran} ran, "
                    f"{notest} are notest and {skipped} skipped"
                )
        if problems:
            raise ExampleFailed("\n".join(problems))

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ExampleFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.config.rootpath / "docs", None, "audit: every rendered python example ran"


def pytest_terminal_summary(terminalreporter, config):
    audit = config.stash.get(AUDIT, None)
    if audit and audit.pages:
        ran, skipped = sum(audit.ran.values()), sum(audit.skipped.values())
        terminalreporter.write_line(
            f"examples: {ran} ran on {len(audit.pages)} pages, {skipped} skipped ({CUDA_SKIP})"
            if skipped
            else f"examples: {ran} ran on {len(audit.pages)} pages"
        )
