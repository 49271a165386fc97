"""pytest plugin: run every example of the site exactly as the pages show it.

pytest-markdown-docs collects and runs the examples: for each page it extracts the fence tests
from the tokens of the site model (`docsite.model`: snippet includes expanded by pymdownx,
admonitions and tabs opened), and its items run them, with fixtures, through the runner below.
This plugin adds what the library does not do:

- a runner that executes an example as `__main__` under its snippet's file name, compares what it
  prints (and the error it raises, at the statement that raises it) with the page's `#>` lines,
  with `--update-outputs` writes those lines, and with `--examples-device cuda` runs it on the GPU;
- test ids that name page and snippet (`docs/en/saved-reference.md::alias_both_ways`);
- an audit that fails unless every python block the site renders ran, is `notest` or was skipped
  for CUDA.

torch is imported only where it is needed: by an example that imports it, for a CUDA example, and
for `--examples-device cuda`; the tooling's own tests run without it.
"""

from __future__ import annotations

import dataclasses
import gc
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from docsite.checks.fences import checked_examples
from docsite.model import FENCE_OPTIONS, Example, Page, Site, SiteError

from . import outputs, runner
from .adapter import (
    FenceSyntax,
    MarkdownDocstringCodeModule,
    MarkdownInlinePythonItem,
    MarkdownTextFile,
    Runner,
    extract_fence_tests,
    register_runner,
)

# The run's verification record (verification/*.json): what ran, where, on which torch.
pytest_plugins = ["docsite.examples.record"]

CUDA_SKIP = "needs CUDA: run `nox -s cuda` on a machine with an NVIDIA GPU"
RUNNER = "ExampleRunner"  # the class name is the name pytest-markdown-docs registers it under
SITE = pytest.StashKey[Site]()
DEVICES = ("cpu", "cuda")


@dataclass(frozen=True)
class Case:
    """What the runner needs to run one example: handed to it as the `site_example` fixture."""

    example: Example
    root: Path
    device: str | None  # None: leave torch's default device alone
    update: bool


class ExampleFailed(Exception):
    """An example failed; the message is the whole report."""


class OneLineFailures:
    """The failures this plugin raises are their own report: printed as they are, no frames."""

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ExampleFailed | SiteError):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)


def site_of(config: pytest.Config) -> Site:
    if SITE not in config.stash:
        try:
            config.stash[SITE] = Site(config.rootpath)
        except SiteError as err:
            raise pytest.UsageError(str(err)) from None
    return config.stash[SITE]


# --- audit: every python block the site renders ran, or says why not ----------------------------


class Audit:
    """What the run did, per page: filled as items report, read by the audit and the summary."""

    def __init__(self):
        self.pages: set[Path] = set()
        self.ran: Counter[Path] = Counter()
        self.skipped: Counter[Path] = Counter()
        self.failed_snippets: dict[str, str] = {}  # snippet -> test id of an example failed
        self.repeats: Counter[Path] = Counter()  # skipped: the same snippet failed on a page
        self.deselected = 0


AUDIT = pytest.StashKey[Audit]()


def failed_snippet(config: pytest.Config, snippet: str) -> str | None:
    """The test id of an example that ran `snippet` (repository-relative) and failed earlier in
    this run, if one did: a later test of the same code skips, rather than report the same
    failure again (the other language's example, the page's downloads, the key numbers)."""
    audit = config.stash.get(AUDIT, None)
    return audit.failed_snippets.get(snippet) if audit else None


def failed_example(config: pytest.Config, page: Page) -> str | None:
    """The test id of a failed example of one of `page`'s snippets (see `failed_snippet`)."""
    return next(
        (f for e in page.examples if (f := failed_snippet(config, e.snippet)) is not None), None
    )


# --- running an example -------------------------------------------------------------------------


@register_runner()
class ExampleRunner(Runner):
    def runtest(self, test, args, **_):
        case: Case = args["site_example"]
        example = case.example
        run = runner.execute(example, None if example.stays_on_cpu else case.device)
        misplaced = runner.misplaced_error(example, run)
        if misplaced:  # under --update-outputs too: moving the error would hide a bug
            raise ExampleFailed(misplaced)
        if case.update:
            path = case.root / example.snippet
            old = path.read_text(encoding="utf-8")
            new = outputs.rewrite(old, run.printed, error=run.error is not None)
            if new != old:
                path.write_text(new, encoding="utf-8")
            return
        problem = runner.failure(example, run)
        if problem:
            raise ExampleFailed(problem)

    def repr_failure(self, test, excinfo, style=None):
        # ExampleItem reports the plugin's own failures; anything else is a plain short traceback.
        return str(excinfo.getrepr(style="short"))


class ExampleItem(OneLineFailures, MarkdownInlinePythonItem):
    def __init__(self, *, example: Example, **kwargs):
        super().__init__(**kwargs)
        self.example = example


@pytest.fixture(scope="session")
def site(request) -> Site:
    """The site model the examples ran from: checks read the same pages, each parsed once."""
    return site_of(request.config)


@pytest.fixture
def site_example(request) -> Case:
    """The example an item runs, with the run's settings (every example requests it)."""
    config, example = request.config, request.node.example
    device = config.getoption("examples_device")
    failed = failed_snippet(config, example.snippet)
    if failed:  # the other language's page includes the same file, with the same options
        config.stash[AUDIT].repeats[Path(request.node.path)] += 1
        pytest.skip(f"{example.snippet} failed above ({failed}); one report is enough")
    if example.needs_cuda:
        import torch

        if not torch.cuda.is_available():
            pytest.skip(CUDA_SKIP)
    return Case(
        example,
        config.rootpath,
        None if device == "cpu" else device,
        config.getoption("update_outputs"),
    )


# The fence options' fixtures, registered from the model's one table (FENCE_OPTIONS): a fence's
# `fixture:NAME` asks pytest-markdown-docs for a fixture NAME. What an option does is the
# example's (`Example.needs_cuda`, `Example.stays_on_cpu`, read by `site_example` and the runner).
def _fence_fixture(option: str, meaning: str):
    def fixture():
        return None

    fixture.__doc__ = f"Use in a fence as `{{.python {option}}}`: {meaning}"
    return pytest.fixture(name=option.removeprefix("fixture:"))(fixture)


for _option, _meaning in FENCE_OPTIONS.items():
    if _option.startswith("fixture:"):
        globals()[f"fence_{_option.replace(':', '_')}"] = _fence_fixture(_option, _meaning)


class _PageTokens:
    """What pytest-markdown-docs asks of a parser: the tokens, here the site model's."""

    def __init__(self, tokens):
        self.tokens = tokens

    def parse(self, _src, env=None):
        return self.tokens


class PageFile(OneLineFailures, MarkdownTextFile):
    """A page: its examples come from the site model, named `page::snippet`."""

    def collect(self):
        page = site_of(self.config).page(self.path)
        # A bad fence (scripts/docsite/checks/fences.py) is a SiteError: repr_failure shows it in
        # one line.
        examples = [e for e in checked_examples(page) if not e.not_run]
        tests = {
            test.start_line: test  # the line of the opening fence, as Example.line
            for test in extract_fence_tests(
                _PageTokens(page.tokens),
                page.text,
                start_line_offset=0,
                source_path=self.path,
                fence_syntax=FenceSyntax.superfences,
            )
        }
        lines = [example.line for example in examples]
        if sorted(tests) != lines:
            line = min(set(tests) ^ set(lines))
            what = "runs a fence" if line in tests else "finds no fence to run"
            raise SiteError(
                f"{page.rel}:{line}: pytest-markdown-docs {what} here, unlike the site model; "
                "scripts/docsite/examples/adapter.py's tested range of the library may have changed"
            )
        seen: Counter[str] = Counter()
        for example in examples:
            seen[example.name] += 1
            count = seen[example.name]
            test = tests[example.line]
            definition = dataclasses.replace(
                test, fixture_names=(*test.fixture_names, "site_example"), runner_name=RUNNER
            )
            yield ExampleItem.from_parent(
                self,
                name=example.name if count == 1 else f"{example.name}[{count}]",
                test_definition=definition,
                example=example,
            )


def pytest_addoption(parser):
    group = parser.getgroup("examples", "detach-vs-clone examples")
    group.addoption(
        "--examples-device",
        default="cpu",
        help="run every example on this default device (cpu-fixture examples stay on the CPU)",
    )
    group.addoption(
        "--update-outputs",
        action="store_true",
        help="write the #> lines of every example from what it prints and raises",
    )


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
                f"--examples-device cuda: torch {torch.__version__} sees no GPU on this machine; "
                "run on a machine with an NVIDIA GPU, or leave out --examples-device"
            )
    config.stash[AUDIT] = Audit()


def pytest_collection_finish(session):
    # What collection loaded (the pages' model, torch where a test module imports it) lives to the
    # end of the run: frozen, it is skipped by every later full collection (about 0.4 s of a run).
    gc.freeze()


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    # With torch (and what gradcheck pulls in) loaded, the interpreter's final garbage collection
    # takes about half a second; frozen objects are skipped by it. Last of all unconfigure hooks,
    # so no other plugin's teardown runs with a frozen heap; and only where torch was loaded.
    if "torch" in sys.modules:
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


# --- the audit ----------------------------------------------------------------------------------


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if isinstance(item, ExampleItem):
        audit = item.config.stash[AUDIT]
        path = Path(item.path)
        if report.skipped:
            audit.skipped[path] += 1
        elif call.when == "call":
            audit.ran[path] += 1
        if report.failed:
            audit.failed_snippets.setdefault(item.example.snippet, item.nodeid)
    return report


class ExampleAudit(OneLineFailures, pytest.Item):
    """Runs last: the examples that ran + notest + skipped-for-CUDA = the python blocks rendered."""

    def runtest(self):
        audit = self.config.stash[AUDIT]
        if audit.deselected:
            pytest.skip("some examples were deselected; the audit needs the whole run")
        on_cuda = self.config.getoption("examples_device") == "cuda"
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
            if on_cuda and skipped > audit.repeats[path]:
                problems.append(
                    f"{page.rel}: {skipped - audit.repeats[path]} example(s) skipped although "
                    "CUDA is available"
                )
            if ran + notest + skipped != rendered:
                problems.append(
                    f"{page.rel}: the page renders {rendered} python example(s) but {ran} ran, "
                    f"{notest} are notest and {skipped} skipped"
                )
        if problems:
            raise ExampleFailed("\n".join(problems))

    def reportinfo(self):
        return self.config.rootpath / "docs", None, "audit: every rendered python example ran"


def pytest_terminal_summary(terminalreporter, config):
    audit = config.stash.get(AUDIT, None)
    if audit and audit.pages:
        ran, repeats = sum(audit.ran.values()), sum(audit.repeats.values())
        skipped = sum(audit.skipped.values()) - repeats
        line = f"examples: {ran} ran on {len(audit.pages)} pages"
        if skipped:
            line += f", {skipped} skipped ({CUDA_SKIP})"
        if repeats:
            line += f", {repeats} not run again (the same snippet failed on another page)"
        terminalreporter.write_line(line)
