"""pytest plugin: run every example of the site exactly as the pages show it.

pytest-markdown-docs collects and runs the examples: for each page it extracts the fence tests
from the tokens of the site model (`docsite.model`: snippet includes expanded by pymdownx,
admonitions and tabs opened), and its items run them, with fixtures, through the runner below.
This plugin adds what the library does not do:

- a runner that executes each snippet once per run, as `__main__` under its file name (so every
  message names a snippet line), and judges each page that includes it against that one run
  (both languages show the same code: only the comments differ); with `--update-outputs` it
  writes the `#>` lines where only output differs, and with `--examples-device cuda` it runs on
  the GPU;
- test ids that name page and snippet (`docs/en/saved-reference.md::alias_both_ways`);
- with `--page-checks` (on in pyproject.toml), one item per page pair, `docs/en/<page>.md::checks`,
  that runs every page-level check of `docsite.checks` on that page in both languages: the loop
  `nox -R -s tests -- docs/en/<page>.md` sees the whole page (the checks run ahead, in a second
  process: `ChecksAhead`);
- at the end of a run of every example, its verification record (`docsite.verification`).

That the site shows each example, and nothing else, as its code in the page's language is the
`rendering` check's (one of the page checks).

torch is imported only where it is needed: by an example that imports it, for a CUDA example, and
for `--examples-device cuda`; the tooling's own tests run without it.
"""

from __future__ import annotations

import dataclasses
import functools
import gc
import multiprocessing
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.pool import AsyncResult, Pool
from pathlib import Path

import pytest

from docsite import verification
from docsite.checks import WHOLE_SITE, page_problems, run_checks
from docsite.model import FENCE_OPTIONS, Example, Page, Site, SiteError, Snippet
from docsite.pytest_site import site_of

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

CUDA_SKIP = "needs CUDA: run `nox -s cuda` on a machine with an NVIDIA GPU"
RUNNER = "ExampleRunner"  # the class name is the name pytest-markdown-docs registers it under
DEVICES = ("cpu", "cuda")


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


class Examples:
    """What this run did with the examples: filled as items run and report."""

    def __init__(self):
        self.runs: dict[tuple[str, str | None], runner.Run] = {}  # per (snippet, device)
        self.rewritten: list[str] = []  # the snippets --update-outputs rewrote
        self.checked: set[str] = set()  # the slugs whose page checks are collected
        self.pages: set[str] = set()  # the pages collected (Page.rel)
        self.passed: Counter[Path] = Counter()  # per page
        self.skipped: Counter[Path] = Counter()
        self.failed_snippets: dict[str, str] = {}  # snippet -> test id of an example failed
        self.repeats: Counter[Path] = Counter()  # skipped: the same snippet failed on a page
        self.outcomes: dict[str, str] = {}  # snippet -> passed | failed | skipped
        self.note = ""  # what became of the verification record


STATE = pytest.StashKey[Examples]()


@functools.cache
def _site(root: Path) -> Site:
    return Site(root)


def _page_checks(root: Path, slug: str) -> list[str]:
    """What `page_problems` finds on one page (in the checks' own process)."""
    return page_problems(_site(root).restricted_to({slug}))


def _site_check(root: Path, name: str) -> list[str]:
    """What one whole-site check finds (in the checks' own process)."""
    return run_checks(_site(root), [name])


class ChecksAhead:
    """The checks this run collects (each page's, the whole-site ones), done in a second process
    while this one imports torch and runs the examples on the other core (the checks need no
    torch, and its import is most of a run). Where that process fails, the item runs them itself:
    only when a report is ready depends on it, never what it says."""

    def __init__(self, root: Path):
        self.root = root
        self.pool: Pool | None = None
        self.found: dict[tuple[str, str], AsyncResult] = {}

    def start(self, key: tuple[str, str], check: Callable[[Path, str], list[str]]) -> None:
        """Start `check(root, key[1])`: key is ("page", slug) or ("site", check name)."""
        if self.pool is None:
            self.pool = multiprocessing.Pool(1)
        self.found[key] = self.pool.apply_async(check, (self.root, key[1]))

    def problems(self, key: tuple[str, str]) -> list[str] | None:
        try:
            return self.found[key].get()
        except Exception:  # not started, or the second process failed: the item runs them
            return None

    def close(self) -> None:
        if self.pool is not None:
            self.pool.terminate()


AHEAD = pytest.StashKey[ChecksAhead]()
GC_THRESHOLD = pytest.StashKey[tuple[int, int, int]]()


def failed_snippet(config: pytest.Config, snippet: str) -> str | None:
    """The test id of an example that ran `snippet` (repository-relative) and failed earlier in
    this run, if one did: a later test of the same code skips, rather than report the same
    failure again (the other language's example, the page's downloads, the key numbers)."""
    state = config.stash.get(STATE, None)
    return state.failed_snippets.get(snippet) if state else None


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
        if example.snippet in case.rewritten:
            return  # the other language's page: its snippet was rewritten from the same run
        device = None if example.stays_on_cpu else case.device
        run = case.runs.get((example.snippet, device))
        if run is None:
            run = case.runs[example.snippet, device] = runner.execute(example.source, device)
        verdict = runner.judge(example, run)
        if verdict is None:
            return
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


class _PageTokens:
    """What pytest-markdown-docs asks of a parser: the tokens, here the site model's."""

    def __init__(self, tokens):
        self.tokens = tokens

    def parse(self, _src, env=None):
        return self.tokens


class PageFile(MarkdownTextFile):
    """A page: its examples come from the site model, named `page::snippet`; with
    `--page-checks`, then the checks of the page in every language, once per pair."""

    def repr_failure(self, excinfo):
        return one_line(excinfo) or super().repr_failure(excinfo)

    def collect(self):
        page = site_of(self.config).page(self.path)
        self.config.stash[STATE].pages.add(page.rel)
        examples = [e for e in page.examples if not e.not_run]  # SiteError: one line
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
        # after the examples: by then the checks run ahead are done (ChecksAhead)
        checked = self.config.stash[STATE].checked
        if self.config.getoption("page_checks") and page.slug not in checked:
            checked.add(page.slug)
            self.config.stash[AHEAD].start(("page", page.slug), _page_checks)
            yield PageChecks.from_parent(self, name="checks", slug=page.slug)


class PageChecks(pytest.Item):
    """Every page-level check (`docsite.checks`) of one page, in every language."""

    def repr_failure(self, excinfo, style=None):
        return one_line(excinfo) or super().repr_failure(excinfo, style)

    def __init__(self, *, slug: str, **kwargs):
        super().__init__(**kwargs)
        self.slug = slug

    def runtest(self):
        problems = self.config.stash[AHEAD].problems(("page", self.slug))
        if problems is None:
            problems = page_problems(site_of(self.config).restricted_to({self.slug}))
        if problems:
            raise ExampleFailed("\n".join(problems))

    def reportinfo(self):
        return self.path, None, f"{self.nodeid}: the page's checks, in every language"


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
    group.addoption(
        "--page-checks",
        action="store_true",
        help="run the page-level checks of each collected page, in every language",
    )


def pytest_configure(config):
    # torch's import and the first optimizer step's make some 280,000 objects the collector
    # tracks, and they live to the end of the run; at Python's default thresholds it walks them
    # again and again (about 0.15 s of a run). Put back at the end of the run.
    config.stash[GC_THRESHOLD] = gc.get_threshold()
    gc.set_threshold(50_000, 20, 100)
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
    config.stash[STATE] = Examples()
    config.stash[AHEAD] = ChecksAhead(config.rootpath)


@pytest.fixture(scope="session")
def site_check(request) -> Callable[[str], list[str]]:
    """What a whole-site check finds, by name: found ahead where this run collects a test that
    uses this fixture (`pytest_collection_finish`)."""
    ahead, site = request.config.stash[AHEAD], site_of(request.config)

    def problems(name: str) -> list[str]:
        found = ahead.problems(("site", name))
        return run_checks(site, [name]) if found is None else found

    return problems


def pytest_collection_finish(session):
    if any("site_check" in getattr(item, "fixturenames", ()) for item in session.items):
        for name in sorted(WHOLE_SITE):
            session.config.stash[AHEAD].start(("site", name), _site_check)
    # What collection loaded (the pages' model, torch where a test module imports it) lives to the
    # end of the run: frozen, it is skipped by every later full collection (about 0.4 s of a run).
    gc.freeze()


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    if AHEAD in config.stash:
        config.stash[AHEAD].close()
    if GC_THRESHOLD in config.stash:
        gc.set_threshold(*config.stash[GC_THRESHOLD])
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


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if isinstance(item, ExampleItem):
        state, path, snippet = item.config.stash[STATE], Path(item.path), item.example.snippet
        if report.failed:
            state.failed_snippets.setdefault(snippet, item.nodeid)
            state.outcomes[snippet] = "failed"
        elif report.skipped:
            state.skipped[path] += 1
            state.outcomes.setdefault(snippet, "skipped")
        elif call.when == "call":
            state.passed[path] += 1
            state.outcomes.setdefault(snippet, "passed")
    return report


def pytest_sessionfinish(session):
    """A run of every example writes its verification record; a run of part of them says why
    it wrote none."""
    config = session.config
    state = config.stash.get(STATE, None)
    if not state or not state.outcomes:
        return
    if config.getoption("update_outputs"):
        state.note = "verification record not written: a run with --update-outputs"
        return
    try:
        site = site_of(config)
        pages = site.all_pages()
        if not {page.rel for page in pages} <= state.pages:  # said before the others are parsed
            ran = len(state.pages)
            state.note = f"verification record not written: {ran} of {len(pages)} pages ran"
            return
        expected = {e.snippet for page in pages for e in page.runnable}
    except SiteError as err:
        state.note = f"verification record not written: {err}"
        return
    if not expected <= state.outcomes.keys():
        ran = len(expected & state.outcomes.keys())
        state.note = f"verification record not written: {ran} of {len(expected)} examples ran"
        return
    written = verification.write_record(site, state.outcomes, config.getoption("examples_device"))
    state.note = f"verification record: {written.relative_to(site.root).as_posix()}"


def pytest_terminal_summary(terminalreporter, config):
    state = config.stash.get(STATE, None)
    if state and state.runs:
        passed, repeats = sum(state.passed.values()), sum(state.repeats.values())
        skipped = sum(state.skipped.values()) - repeats
        pages = sum(1 for count in state.passed.values() if count)
        line = f"examples: {len(state.runs)} snippets ran once, {passed} examples passed on "
        line += f"{pages} pages"
        if skipped:
            line += f", {skipped} skipped ({CUDA_SKIP})"
        if repeats:
            line += f", {repeats} not run again (the same snippet failed on another page)"
        terminalreporter.write_line(line)
    if state and state.note:
        terminalreporter.write_line(state.note)
    if config.getoption("update_outputs", False):
        rewritten = state.rewritten if state else []
        terminalreporter.write_line(
            "--update-outputs rewrote " + ", ".join(rewritten) + " (review the diff)"
            if rewritten
            else "--update-outputs changed no file"
        )
