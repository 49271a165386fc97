"""A writer's mistakes on a page pair, each one line naming the file and line on both sides."""

from __future__ import annotations

import pytest

from docsite.checks.fence_spacing import check_fence_spacing
from docsite.checks.structure import check_structure
from docsite.model import Site

from .conftest import FENCE, include

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


FIRST, BOTH = "snippets/demo/first.py", ("snippets/demo/first.py", LONG)

# (English fences of section one, Chinese fences of section one, the one line)
FENCE_MISTAKES = {
    "included in English only, mid-section": (
        (LONG, FIRST),
        (FIRST,),
        f"docs/zh/page.md:7: code block 1 of docs/en/page.md:7, 'python --8<-- \"{LONG}\"', is "
        "missing before this one (in section #one)",
    ),
    "included in English only, at the end of its section": (
        BOTH,
        (FIRST,),
        f"docs/zh/page.md:5: code block 2 of docs/en/page.md:11, 'python --8<-- \"{LONG}\"', "
        "is missing in section #one",
    ),
    "included in Chinese only": (
        (FIRST,),
        BOTH,
        f"docs/zh/page.md:11: code block 2, 'python --8<-- \"{LONG}\"', is not in "
        "docs/en/page.md (its section there: docs/en/page.md:5)",
    ),
}


@pytest.mark.parametrize("case", FENCE_MISTAKES)
def test_a_code_block_differing_between_languages_names_both_lines(pair, case):
    en, zh, message = FENCE_MISTAKES[case]
    site = pair(
        page(first_fences=en, numbers="3", lang="en"),
        page(first_fences=zh, numbers="3", lang="zh"),
    )
    assert check_structure(site) == [message]


# A fence right under a line of text renders inside that paragraph (<p>…<div>…</div></p>).
FENCE_SPACING = {
    "after text": ("Text.\n" + include(FIRST), [4]),
    "after text in a note": (
        "!!! note\n\n    Text.\n" + include(FIRST).replace("\n", "\n    "),
        [6],
    ),
    "after a list item": ("1. Step\n   " + include(FIRST).replace("\n", "\n   "), [4]),
    "a text fence after text": (f"Text.\n{FENCE}text\nout\n{FENCE}\n", [4]),
    "after a blank line": ("Text.\n\n" + include(FIRST), []),
    "after a heading": ("## One { #one }\n" + include(FIRST), []),
    "after a notest comment": (
        "<!-- notest: why -->\n" + include(FIRST).replace("python", "{.python notest}"),
        [],
    ),
    "first in a note with a title": ('!!! note "T"\n' + include(FIRST).replace("\n", "\n    "), []),
    "first in a tab": ('=== "T"\n' + include(FIRST).replace("\n", "\n    "), []),
}


@pytest.mark.parametrize("case", FENCE_SPACING)
def test_a_fence_right_under_text_is_one_line(pair, case):
    body, lines = FENCE_SPACING[case]
    text = "# Page\n\n" + body
    site = pair(text, text)
    message = (
        "{page}:{line}: this code fence comes right after a line of text, so the site renders "
        "it inside that paragraph; put a blank line above the fence"
    )
    assert check_fence_spacing(site) == [
        message.format(page=f"docs/{lang}/page.md", line=line)
        for lang in ("en", "zh")
        for line in lines
    ]


def test_the_site_renders_a_fence_under_text_inside_the_paragraph(pytestconfig):
    """Why the check exists: Python-Markdown, as mkdocs.yml sets it up, nests the block."""
    real = Site(pytestconfig.rootpath)  # the real mkdocs.yml; no page is read
    html = real.reader.python_markdown.convert(f"# Page\n\nText.\n{FENCE}text\nout\n{FENCE}\n")
    # (<pre> here: the site model's Markdown leaves Pygments off; the site wraps it in a <div>)
    assert "<p>Text.\n<pre" in html and html.rstrip().endswith("</pre></p>")
