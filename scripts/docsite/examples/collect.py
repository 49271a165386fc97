"""Collecting the pages: each page's examples from the site model, named `page::snippet`, then,
with --page-checks, one item per page pair, `docs/en/<page>.md::checks`, that runs every
page-level check of `docsite.checks` on it in every language. A page the model cannot read is
one failing item: the other pages still run."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from types import SimpleNamespace

import pytest

from docsite.model import Page, Site, SiteError
from docsite.pytest_site import site_of

from .adapter import FenceSyntax, MarkdownDocstringCodeModule, MarkdownTextFile, extract_fence_tests
from .record import STATE, readable
from .run import ExampleFailed, ExampleItem, one_line


class PageFile(MarkdownTextFile):
    """A page: its examples, then (with `--page-checks`) the checks of the page pair."""

    def repr_failure(self, excinfo):  # type: ignore[override]  # as pytest's Collector's
        return one_line(excinfo) or super().repr_failure(excinfo)

    def collect(self):
        try:
            page = site_of(self.config).page(self.path)
            items: list[pytest.Item] = [*self._examples(page)]
        except SiteError as err:  # this page's one line; every other page still runs
            return [Failing.from_parent(self, name="page", report=str(err))]
        state = self.config.stash[STATE]
        state.pages.add(page.rel)
        if self.config.getoption("page_checks") and page.slug not in state.checked:
            state.checked.add(page.slug)
            items.append(PageChecks.from_parent(self, name="checks", slug=page.slug))
        return items

    def _examples(self, page: Page) -> list[ExampleItem]:
        examples = [e for e in page.examples if not e.not_run]
        # the fences the library would run: the lines of their opening fences, as Example.line;
        # the parser it asks for tokens is the site model
        parser = SimpleNamespace(parse=lambda _src, env=None: page.blocks)
        tests = {
            test.start_line
            for test in extract_fence_tests(
                parser,  # type: ignore[arg-type]  # it only calls parse()
                page.text,
                start_line_offset=0,
                source_path=self.path,
                fence_syntax=FenceSyntax.superfences,
            )
        }
        lines = [example.line for example in examples]
        if sorted(tests) != lines:
            line = min(tests ^ set(lines))
            what = "runs a fence" if line in tests else "finds no fence to run"
            raise SiteError(
                f"{page.rel}:{line}: pytest-markdown-docs {what} here, unlike the site model; "
                "scripts/docsite/examples/adapter.py's tested range of the library may have changed"
            )
        seen: Counter[str] = Counter()
        items = []
        for example in examples:
            seen[example.name] += 1
            name = example.name + (f"[{seen[example.name]}]" if seen[example.name] > 1 else "")
            items.append(ExampleItem.from_parent(self, name=name, example=example))
        return items


class Failing(pytest.Item):
    """A page the model cannot read (a bad fence, include or front matter): its one line."""

    def __init__(self, *, report: str, **kwargs):
        super().__init__(**kwargs)
        self.report = report

    def runtest(self):
        raise ExampleFailed(self.report)

    def repr_failure(self, excinfo, style=None):
        return self.report


class PageChecks(pytest.Item):
    """Every page-level check (`docsite.checks`) of one page, in every language, and that it
    has its counterparts (the whole-site `pages` check's lines about it)."""

    def __init__(self, *, slug: str, **kwargs):
        super().__init__(**kwargs)
        self.slug = slug

    def repr_failure(self, excinfo, style=None):
        return one_line(excinfo) or super().repr_failure(excinfo, style)

    def runtest(self):
        from docsite.checks import page_problems, run_checks  # on a run that checks a page

        site = site_of(self.config)
        if self.config.stash[STATE].rewritten:  # --update-outputs rewrote snippets: read anew
            site = Site(self.config.rootpath)
        pages = readable(site.restricted_to({self.slug}).all_pages())
        if broken := next((e for p in pages for e in p.examples if not e.source.tree), None):
            where = broken.snippet_path
            pytest.skip(f"{where} does not parse (its example says where): no checks yet")
        problems = page_problems(site.restricted_to({self.slug}))
        problems += [
            line
            for line in run_checks(site, ["pages"])
            if line.partition(":")[0].rpartition("/")[2] == self.slug
        ]
        if problems:
            raise ExampleFailed("\n".join(problems))

    def reportinfo(self):
        return self.path, None, f"{self.nodeid}: the page's checks, in every language"


@pytest.fixture(scope="session")
def site_check(request) -> Callable[[str], list[str]]:
    """What a whole-site check finds, by name."""
    from docsite.checks import run_checks

    site = site_of(request.config)
    return lambda name: run_checks(site, [name])


@pytest.hookimpl(wrapper=True)
def pytest_collect_file(file_path, parent):
    collected = yield
    # Docstrings of the tooling are not documentation: drop pytest-markdown-docs' .py collector.
    return [
        PageFile.from_parent(parent, path=c.path) if type(c) is MarkdownTextFile else c
        for c in collected
        if not isinstance(c, MarkdownDocstringCodeModule)
    ]
