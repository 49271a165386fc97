"""A writer's mistakes on a page pair, each one line naming the file and line on both sides."""

from __future__ import annotations

import pytest

from docsite.checks.fence_spacing import check_fence_spacing
from docsite.checks.structure import check_structure
from docsite.model import Site

from .conftest import FENCE, include
from .test_examples_plugin import rows_of

LONG = "snippets/demo/a_snippet_name_long_enough_to_have_been_cut_before.py"


def page(*, first_fences: tuple[str, ...], numbers: str, lang: str) -> str:
    title = {"en": "Page", "zh": "页面"}[lang]
    return (
        f"# {title} {{ #page }}\n\n"
        f"Intro with {numbers}.\n\n"
        "## One { #one }\n\n"
        + "\n".join(include(f) for f in first_fences)
        + "\n## Two { #two }\n\n"
        + include("snippets/demo/last.py")
    )


@pytest.fixture
def pair(small_site):
    """pair(en, zh): the site model of a small site with these two pages and their snippets."""

    def make(en: str, zh: str) -> Site:
        names = ("first.py", "last.py", LONG.removeprefix("snippets/demo/"))
        return small_site(
            pages={"en/page.md": en, "zh/page.md": zh},
            snippets={f"snippets/demo/{name}": "assert True\n" for name in names},
        ).model()

    return make


ROWS = rows_of("writer_messages.yml")  # its fields: there
NAMES = {"long": LONG, "first": "snippets/demo/first.py"}
FENCE_MISTAKES = {row["id"]: row for row in ROWS["fences"]}


@pytest.mark.parametrize("case", FENCE_MISTAKES)
def test_a_code_block_differing_between_languages_names_both_lines(pair, case):
    row = FENCE_MISTAKES[case]
    en, zh = ([fence.format(**NAMES) for fence in row[lang]] for lang in ("en", "zh"))
    site = pair(
        page(first_fences=tuple(en), numbers="3", lang="en"),
        page(first_fences=tuple(zh), numbers="3", lang="zh"),
    )
    assert check_structure(site) == [row["says"].format(**NAMES)]


FENCE_SPACING = {row["id"]: (row["body"].format(**NAMES), row["lines"]) for row in ROWS["spacing"]}


@pytest.mark.parametrize("case", FENCE_SPACING)
def test_a_fence_right_under_text_is_one_line(pair, case):
    body, lines = FENCE_SPACING[case]
    text = "# Page\n\n" + body
    site = pair(text, text)
    said = (
        ": this code fence comes right after a line of text, so the site renders it inside that "
        "paragraph; put a blank line above the fence"
    )
    where = [f"docs/{lang}/page.md:{line}" for lang in ("en", "zh") for line in lines]
    assert check_fence_spacing(site) == [at + said for at in where]


def test_the_site_renders_a_fence_under_text_inside_the_paragraph(pytestconfig):
    """Why the check exists: Python-Markdown, as mkdocs.yml sets it up, nests the block."""
    real = Site(pytestconfig.rootpath)  # the real mkdocs.yml; no page is read
    html = real.reader.python_markdown.convert(f"# Page\n\nText.\n{FENCE}text\nout\n{FENCE}\n")
    # (<pre> here: the site model's Markdown leaves Pygments off; the site wraps it in a <div>)
    assert "<p>Text.\n<pre" in html and html.rstrip().endswith("</pre></p>")
