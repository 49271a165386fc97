# The downloads of each real page (scripts/docsite/downloads.py): the script runs, the notebook
# is the page. A page's languages differ in their words only: the other language's script and
# notebook cells are the default language's program, which is the one run.
from __future__ import annotations

import ast
import itertools
import re

import nbformat
import pytest
import torch

from docsite import downloads
from docsite.checks.glossary import download_errors
from docsite.checks.structure import compare_pages
from docsite.downloads import run_script
from docsite.examples.plugin import failed_example
from docsite.model.example import matches
from docsite.model.prose import prose
from docsite.pytest_site import site_of
from docsite.text import IS_CJK

URL = "http://127.0.0.1:8000/detach-vs-clone/"


def pytest_generate_tests(metafunc):
    """`page`: every page of the site model the examples ran from."""
    if "page" in metafunc.fixturenames:
        pages = site_of(metafunc.config).all_pages()
        metafunc.parametrize("page", pages, ids=[page.rel for page in pages])


def assert_shown_in_order(shown: list[str], printed: list[str], where: str) -> None:
    """Each shown `#>` line matches a printed line, in order (the script may print more)."""
    rest = iter(printed)
    for line in shown:
        if not any(matches(line, p) for p in rest):
            pytest.fail(f"{where}: {line!r} was not printed", pytrace=False)


def skip_if_an_example_failed(request, page) -> None:
    """One failure, one report: an example that failed in this run fails its downloads too."""
    failed = failed_example(request.config, page)
    if failed:
        pytest.skip(f"{page.rel}: the example {failed} failed; its report says what to fix")


def program(code: str, page) -> str:
    """What a script or cell runs, whatever its language: its syntax tree, without comments and
    with the page's "skipped" line left out."""
    return ast.dump(ast.parse(code.replace(downloads.labels(page)["skipped"], "")))


def default_of(site, page):
    """The page in the default language; skips a page whose code blocks differ from it (one
    report: the structure check names the block)."""
    default = site.page(site.docs_dir / site.config.default_language / page.slug)
    if page is not default and compare_pages(page, default):
        pytest.skip(f"{page.rel}: its code blocks differ from {default.rel}'s (see structure)")
    return default


def test_the_script_of_every_page_runs_and_prints_what_the_page_shows(page, site, request):
    if not page.examples:
        pytest.skip(f"{page.rel} has no examples, so no downloads")
    skip_if_an_example_failed(request, page)
    script = downloads.python_script(page, URL, "page.py")
    default = default_of(site, page)
    if page is not default:
        default_script = downloads.python_script(default, URL, "page.py")
        assert program(script, page) == program(default_script, default), page.rel
        return
    printed = run_script(script, f"{page.rel} (download)")
    shown = [block.text for e in page.examples if not e.needs_cuda for block in e.source.shown]
    assert_shown_in_order(shown, printed, page.rel)
    if any(e.needs_cuda for e in page.examples) and not torch.cuda.is_available():
        assert downloads.labels(page)["skipped"] in printed


def test_the_script_comments_carry_the_headings_in_order(page):
    script = downloads.python_script(page, URL, "page.py")
    heads = [line[2:] for line in script.splitlines() if line.startswith("# #")]
    assert heads == [downloads.heading_markdown(h.level, h.text) for h in page.headings]
    assert script.startswith(f"# {downloads.title(page)}\n")
    assert "do not edit" in script or "请勿手工修改" in script


def test_the_notebook_is_the_page_prose_examples_and_verified_output(page):
    """Its code cells are the examples' code, tagged `raises-exception` where one declares an
    error and guarded as in the script where one needs CUDA: "Run all" runs the script's program
    (the script test above runs it), so each example runs once more, not twice."""
    nb = nbformat.reads(downloads.notebook_json(page, URL), as_version=4)
    nbformat.validate(nb)
    assert nb.metadata.kernelspec.name == "python3"
    code = [cell for cell in nb.cells if cell.cell_type == "code"]
    words = downloads.labels(page)
    assert [cell.source for cell in code] == [
        (downloads.cuda_guarded(e.code, words) if e.needs_cuda else e.code).rstrip("\n")
        for e in page.examples
    ]
    for cell, example in zip(code, page.examples, strict=True):
        stdout = "".join(o.text for o in cell.outputs if o.output_type == "stream")
        errors = [f"{o.ename}: {o.evalue}" for o in cell.outputs if o.output_type == "error"]
        shown = [block.text for block in example.source.shown]
        assert stdout.splitlines() + errors == shown, example.where
        tags = cell.metadata.get("tags", [])
        assert ("raises-exception" in tags) == bool(example.source.declared_error), cell.id
        assert ("needs-cuda" in tags) == example.needs_cuda, cell.id
    text = "\n".join(cell.source for cell in nb.cells if cell.cell_type == "markdown")
    lines = text.splitlines()
    for heading in page.headings:  # every heading, without its { #id }
        assert f"{'#' * heading.level} {heading.text}" in lines, heading.text
    reader_text = "".join(line for _, line in prose(page))
    assert len(text) > len(reader_text)  # the prose is there, with its Markdown
    assert not re.search(r"\]\((?!https?://)[^)]*\.(md|svg)", text)  # links point at the site
    assert not any(line.lstrip().startswith(("!!!", "???", "===")) for line in lines)
    breaks = [
        (a, b)
        for cell in nb.cells
        if cell.cell_type == "markdown"
        for a, b in itertools.pairwise(cell.source.splitlines())
        if a and b and IS_CJK.match(a[-1]) and IS_CJK.match(b[0])
    ]
    assert not breaks, f"a line break between Chinese characters would show as a space: {breaks[0]}"


def test_the_languages_differ_in_the_prose(site):
    # The same examples and heading ids in both languages: check_structure (test_page_checks).
    for en, zh in site.pairs():
        assert downloads.title(en) != downloads.title(zh), en.slug


def test_a_chinese_download_uses_the_glossary_terms(page):
    if page.lang == "zh" and page.examples:
        assert download_errors(page, URL) == []
