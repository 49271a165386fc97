"""What a run did with the examples (`Examples`, in the config's stash), its summary line, and,
after a run of every example, its verification record (`docsite.verification`)."""

from __future__ import annotations

import contextlib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from docsite import verification
from docsite.model import Page, SiteError
from docsite.pytest_site import site_of

from .runner import Run

CUDA_SKIP = "needs CUDA: run `nox -s cuda` on a machine with an NVIDIA GPU"


@dataclass
class Examples:
    """What this run did with the examples: filled as items run and report."""

    runs: dict[tuple[str, str | None], Run] = field(default_factory=dict)  # (snippet, device)
    rewritten: list[str] = field(default_factory=list)  # the snippets --update-outputs rewrote
    checked: set[str] = field(default_factory=set)  # the slugs whose page checks are collected
    pages: set[str] = field(default_factory=set)  # the pages collected (Page.rel)
    passed: Counter[Path] = field(default_factory=Counter)  # per page
    skipped: Counter[Path] = field(default_factory=Counter)
    failed_snippets: dict[str, str] = field(default_factory=dict)  # snippet -> failed test id
    repeats: Counter[Path] = field(default_factory=Counter)  # skipped: failed on another page
    outcomes: dict[str, str] = field(default_factory=dict)  # snippet -> passed|failed|skipped
    note: str = ""  # what became of the verification record


STATE = pytest.StashKey[Examples]()


def failed_snippet(config: pytest.Config, snippet: str) -> str | None:
    """The test id of an example that ran `snippet` (repository-relative) and failed earlier in
    this run, if one did: a later test of the same code skips, rather than report the same
    failure again (the other language's example, the page's downloads, the key numbers)."""
    state = config.stash.get(STATE, None)
    return state.failed_snippets.get(snippet) if state else None


def failed_example(config: pytest.Config, page: Page) -> str | None:
    """The test id of a failed example of one of `page`'s snippets (see `failed_snippet`)."""
    return next((f for e in page.examples if (f := failed_snippet(config, e.snippet_path))), None)


def readable(pages: list[Page]) -> list[Page]:
    """The pages whose examples the model can read (the others' collection reports why)."""
    found = []
    for page in pages:
        with contextlib.suppress(SiteError):
            found += [page] if page.examples else []
    return found


def pytest_configure(config):
    config.stash[STATE] = Examples()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    example = getattr(item, "example", None)
    if example is not None:
        state, path, snippet = item.config.stash[STATE], Path(item.path), example.snippet_path
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
        expected = {e.snippet_path for page in pages for e in page.runnable}
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
    if state and state.failed_snippets:
        failed = ", ".join(sorted(state.failed_snippets))
        torch = verification.torch_version()
        terminalreporter.write_line(f"examples failed on torch {torch}: {failed}", red=True)
    if state and state.note:
        terminalreporter.write_line(state.note)
    if config.getoption("update_outputs", False):
        rewritten = state.rewritten if state else []
        terminalreporter.write_line(
            "--update-outputs rewrote " + ", ".join(rewritten) + " (review the diff)"
            if rewritten
            else "--update-outputs changed no file"
        )
