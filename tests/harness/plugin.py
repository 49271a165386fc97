"""pytest plugin on top of pytest-markdown-docs: run every example exactly as the pages show it.

- a markdown-it parser that expands `--8<--` includes with pymdownx's own snippet code and opens
  admonitions and tabs, so the code collected is the code rendered;
- a runner that executes an example as `__main__` under its snippet's file name, compares its
  printed output with the page's `#>` lines and, with `--device cuda`, runs it on the GPU;
- test ids that name page and snippet; an audit that fails when fewer examples ran than the pages
  render.
"""

from __future__ import annotations

import gc
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from pytest_markdown_docs._runners import _Runner, register_runner
from pytest_markdown_docs.plugin import (
    MarkdownDocstringCodeModule,
    MarkdownInlinePythonItem,
    MarkdownTextFile,
)

from . import outputs
from .pages import Fence, Page, PageError, new_markdown, rendered_python_blocks
from .runner import error_is_shown, execute, format_failure

CUDA_SKIP = "needs CUDA: run `nox -s cuda` on a machine with an NVIDIA GPU"


@dataclass
class Settings:
    root: Path
    device: str | None  # None: leave torch's default device alone
    update: bool


# One entry per pytest run in this process (the harness self-tests run pytest inside pytest).
_SETTINGS: list[Settings] = []


def settings() -> Settings:
    return _SETTINGS[-1]


class ExampleFailed(Exception):
    """An example failed; the message is the whole report."""


class SiteMarkdownIt(MarkdownIt):
    """CommonMark that sees a page as MkDocs renders it (includes expanded, containers opened)."""

    def __init__(self):
        super().__init__("commonmark")

    def parse(self, src: str, env=None):
        root = settings().root
        page = _PARSED.get((src, root))
        if page is None:
            try:
                page = Page.from_text(src, root)
            except PageError as err:
                raise pytest.UsageError(str(err)) from None
        return page.tokens


@pytest.hookimpl(tryfirst=True)  # before pytest-markdown-docs' own plain CommonMark parser
def pytest_markdown_docs_markdown_it() -> MarkdownIt:
    return SiteMarkdownIt()


# Pages by (text, root), so the parser and the runner share one reading of each page.
_PARSED: dict[tuple[str, Path], Page] = {}


@cache
def page_at(path: Path, root: Path) -> Page:
    page = Page(path, root)
    _PARSED[(page.text, root)] = page
    return page


def fence_at(page: Page, line: int) -> Fence:
    return next(f for f in page.python_fences if f.line == line)


def fence_of(item: MarkdownInlinePythonItem) -> Fence:
    return fence_at(page_at(Path(item.path), settings().root), item.start_line)


def chain_of(page: Page, fence: Fence) -> list[Fence]:
    """The fence and, if it is a continuation, the fences it continues."""
    fences = page.python_fences
    i = fences.index(fence)
    start = i
    while start > 0 and "continuation" in fences[start].options:
        start -= 1
    return fences[start : i + 1]


@register_runner(default=True)
class ExampleRunner(_Runner):
    def runtest(self, test, args, **_):
        now = settings()
        page = page_at(Path(test.source_path), now.root)
        fence = fence_at(page, test.start_line)
        device = None if "fixture:cpu" in fence.options else now.device
        run = execute(chain_of(page, fence), device)
        shown = outputs.shown_lines(fence.code)
        if run.error is not None and not error_is_shown(run.error, shown):
            raise ExampleFailed(format_failure(fence, run.error))
        printed = [text for _, text in run.printed]
        if now.update and fence.snippet is not None:
            path = now.root / fence.snippet
            old = path.read_text(encoding="utf-8")
            new = outputs.rewrite(old, run.printed)
            if new != old:
                path.write_text(new, encoding="utf-8")
            return
        difference = outputs.first_difference(shown, printed)
        if difference:
            where = fence.snippet or f"{fence.page}:{fence.line}"
            raise ExampleFailed(
                f"{where} (included by {fence.page}:{fence.line}): shown output differs at "
                f"{difference.describe()}. If the run is right, update the page with "
                "`nox -s tests -- --update-outputs`."
            )

    def repr_failure(self, test, excinfo, style=None):
        if isinstance(excinfo.value, ExampleFailed):
            return str(excinfo.value)
        return str(excinfo.getrepr(style="short"))


def pytest_addoption(parser):
    group = parser.getgroup("examples", "detach-vs-clone examples")
    group.addoption(
        "--device",
        choices=["cpu", "cuda"],
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
    if device == "cuda":
        import torch

        if not torch.cuda.is_available():
            raise pytest.UsageError(
                "--device cuda: torch.cuda.is_available() is False on this machine "
                f"(torch {torch.__version__}); run on a machine with an NVIDIA GPU"
            )
    update = config.getoption("update_outputs")
    _SETTINGS.append(Settings(config.rootpath, device if device != "cpu" else None, update))
    config.stash[AUDIT] = Audit()


def pytest_unconfigure(config):
    _SETTINGS.pop()
    page_at.cache_clear()  # pages and snippets may change between runs in one process
    _PARSED.clear()
    if not _SETTINGS:
        # The run is over. With torch (and what gradcheck pulls in) loaded, the interpreter's
        # final garbage collection takes about half a second; frozen objects are skipped by it.
        gc.freeze()


@pytest.fixture
def cuda():
    """Use in a fence as `{.python fixture:cuda}`: the example needs CUDA."""
    import torch

    if not torch.cuda.is_available():
        pytest.skip(CUDA_SKIP)


@pytest.fixture
def cpu():
    """Use in a fence as `{.python fixture:cpu}`: it stays on the CPU under --device cuda."""


# --- collection: only pages give examples; ids name page and snippet ---------------------------


class PageFile(MarkdownTextFile):
    """A page whose examples are named `page::snippet` instead of by a fence position."""

    def collect(self):
        page_at(self.path, settings().root)
        seen = Counter()
        for item in super().collect():
            label = fence_of(item).label
            seen[label] += 1
            name = label if seen[label] == 1 else f"{label}[{seen[label]}]"
            yield MarkdownInlinePythonItem.from_parent(
                self, name=name, test_definition=item.test_definition
            )


@pytest.hookimpl(wrapper=True)
def pytest_collect_file(file_path, parent):
    collected = yield
    # Docstrings of test modules are not documentation: drop pytest-markdown-docs' .py collector.
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
    if isinstance(item, MarkdownInlinePythonItem):
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
        root = settings().root
        md = new_markdown(root, highlight=False)
        problems = []
        for path in sorted(audit.pages):
            page = page_at(path, root)
            rel = page.rel
            problems += page.problems()
            rendered = rendered_python_blocks(path, md)
            notest = sum("notest" in f.options for f in page.python_fences)
            ran, skipped = audit.ran[path], audit.skipped[path]
            if on_cuda and skipped:
                problems.append(f"{rel}: {skipped} example(s) skipped although CUDA is available")
            if ran + notest + skipped != rendered:
                problems.append(
                    f"{rel}: the page renders {rendered} python example(s) but {ran} ran, "
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
