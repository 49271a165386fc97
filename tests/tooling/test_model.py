"""The site model reads a page once, the way the site renders it; every tool sees the same page.

Each case below is one where two hand-written readers used to disagree.
"""

from __future__ import annotations

import pytest

from docsite import downloads
from docsite.checks.rendering import python_blocks
from docsite.model import SiteError
from docsite.model.prose import prose

from .conftest import include

ADDS = {"snippets/demo/adds.py": "print(1 + 1)\n#> 2\n"}


@pytest.fixture
def page_of(small_site):
    """The English page of a small site whose pages (both languages) are `text`."""

    def read(text: str, snippets=ADDS):
        site = small_site({"en/page.md": text, "zh/page.md": text}, snippets).model()
        return site.page("docs/en/page.md")

    return read


def test_a_heading_inside_a_multi_line_comment_is_not_a_heading(page_of):
    page = page_of("# Real { #real }\n\n<!--\n## Commented out\n-->\n\nText 36.\n")
    assert [(h.text, h.id) for h in page.headings] == [("Real", "real")]
    assert [text for _, text in prose(page) if text.strip()] == ["Real", "Text 36."]


def test_a_setext_heading_is_a_heading_for_every_tool(page_of):
    page = page_of("Title { #title }\n=====\n\nSection\n-------\n\nText.\n")
    assert [(h.line, h.level, h.text, h.id) for h in page.headings] == [
        (1, 1, "Title", "title"),
        (4, 2, "Section", None),
    ]
    script = downloads.python_script(page, "http://x/")
    assert "# %% [markdown]\n# # Title\n" in script and "# %% [markdown]\n# ## Section\n" in script
    assert downloads.title(page) == "Title"


def test_an_example_in_an_admonition_or_tab_is_run_and_downloaded_alike(page_of):
    tab = '\n=== "Tab"\n\n' + include(indent="    ")
    page = page_of('# Page\n\n!!! note "Indented"\n\n' + include(indent="    ") + tab)
    assert [e.line for e in page.examples] == [5, 11]
    assert {e.snippet_path for e in page.examples} == {"snippets/demo/adds.py"}
    assert [(c.line, c.label, c.title) for c in page.containers] == [
        (3, "!!! note", "Indented"),
        (9, "===", "Tab"),
    ]
    nb = downloads.notebook(page, "http://x/")
    assert [c.cell_type for c in nb.cells].count("code") == len(page.runnable) == 2


def test_an_indented_code_block_is_not_an_example_for_any_tool(page_of):
    page = page_of("# Page\n\nText.\n\n    x = 1  # indented code\n")
    assert page.examples == []
    assert downloads.notebook(page, "http://x/").cells[0].cell_type == "markdown"
    assert python_blocks(page.site, page) == []


def test_a_page_is_read_once(small_site):
    built = small_site({"en/page.md": "# Page\n\n" + include()}, ADDS)
    site = built.model()
    assert site.page("docs/en/page.md") is site.page(built.root / "docs" / "en" / "page.md")
    assert site.page("docs/en/page.md").tokens is site.page("docs/en/page.md").tokens


@pytest.mark.parametrize(
    ("slug", "lang", "url_path"),
    [
        ("index.md", "en", ""),
        ("index.md", "zh", "zh/"),
        ("saved-reference.md", "en", "saved-reference/"),
        ("saved-reference.md", "zh", "zh/saved-reference/"),
        ("guide/index.md", "zh", "zh/guide/"),
    ],
)
def test_a_page_url_is_computed_once_from_the_config(small_site, slug, lang, url_path):
    site = small_site({f"{lang}/{slug}": "# Page\n"}).model()
    page = site.page(f"docs/{lang}/{slug}")
    assert page.url_path == url_path
    assert downloads.page_url(page, "http://x/demo/") == f"http://x/demo/{url_path}"
    assert site.language_prefix(lang) == ("" if lang == "en" else "zh/")
    assert site.config.url_prefix == "/demo/"


@pytest.mark.parametrize(
    ("front", "message"),
    [
        ("---\ntitle: [unclosed\n---\n", "docs/en/page.md:2: front matter is not valid YAML: "),
        ("---\n- a list\n---\n", "docs/en/page.md:1: front matter must be a mapping"),
        ("---\ntitle: T\n", "docs/en/page.md:1: the front matter has no closing --- line"),
    ],
)
def test_bad_front_matter_is_one_line(page_of, front, message):
    page = page_of(front + "\n# Page\n")
    with pytest.raises(SiteError) as error:
        page.meta  # noqa: B018 - reading it is the point
    assert str(error.value).startswith(message) and "\n" not in str(error.value)
