"""The site model reads a page once, the way the site renders it; every tool sees the same page.

Each case below is one where two hand-written readers used to disagree.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from docsite import downloads
from docsite.model import Site, SiteError
from tests.tooling.small_site import MKDOCS_YML

FENCE = "`" * 3


def write_site(root: Path, page: str, snippets: dict[str, str] | None = None) -> Site:
    (root / "mkdocs.yml").write_text(MKDOCS_YML, encoding="utf-8")
    for name, code in (snippets or {"snippets/demo/adds.py": "print(1 + 1)\n#> 2\n"}).items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(code, encoding="utf-8")
    for lang in ("en", "zh"):
        (root / "docs" / lang).mkdir(parents=True, exist_ok=True)
        (root / "docs" / lang / "page.md").write_text(page, encoding="utf-8")
    return Site(root)


def include(path: str = "snippets/demo/adds.py", indent: str = "", info: str = "python") -> str:
    return f'{indent}{FENCE}{info}\n{indent}--8<-- "{path}"\n{indent}{FENCE}\n'


def test_a_heading_inside_a_multi_line_comment_is_not_a_heading(tmp_path):
    site = write_site(tmp_path, "# Real { #real }\n\n<!--\n## Commented out\n-->\n\nText 36.\n")
    page = site.page("docs/en/page.md")
    assert [(h.text, h.id) for h in page.headings] == [("Real", "real")]
    assert [text for _, text in page.prose() if text.strip()] == ["Real", "Text 36."]


def test_a_setext_heading_is_a_heading_for_every_tool(tmp_path):
    site = write_site(tmp_path, "Title { #title }\n=====\n\nSection\n-------\n\nText.\n")
    page = site.page("docs/en/page.md")
    assert [(h.line, h.level, h.text, h.id) for h in page.headings] == [
        (1, 1, "Title", "title"),
        (4, 2, "Section", None),
    ]
    script = downloads.python_script(page, "http://x/")
    assert "# %% [markdown]\n# # Title\n" in script and "# %% [markdown]\n# ## Section\n" in script
    assert downloads.title(page) == "Title"


def test_an_example_in_an_admonition_or_tab_is_run_and_downloaded_alike(tmp_path):
    page_text = (
        "# Page\n\n"
        + '!!! note "Indented"\n\n'
        + include(indent="    ")
        + '\n=== "Tab"\n\n'
        + include(indent="    ")
    )
    page = write_site(tmp_path, page_text).page("docs/en/page.md")
    assert [(e.line, e.snippet) for e in page.examples] == [
        (5, "snippets/demo/adds.py"),
        (11, "snippets/demo/adds.py"),
    ]
    assert page.containers == [(3, "!!! note"), (9, "===")]
    nb = downloads.notebook(page, "http://x/")
    assert [c.cell_type for c in nb.cells].count("code") == len(page.runnable) == 2


def test_an_indented_code_block_is_not_an_example_for_any_tool(tmp_path):
    page = write_site(tmp_path, "# Page\n\nText.\n\n    x = 1  # indented code\n").page(
        "docs/en/page.md"
    )
    assert page.examples == []
    assert downloads.notebook(page, "http://x/").cells[0].cell_type == "markdown"
    assert page.site.rendered_python_blocks(page) == 0


def test_a_page_is_read_once(tmp_path):
    site = write_site(tmp_path, "# Page\n\n" + include())
    assert site.page("docs/en/page.md") is site.page(tmp_path / "docs" / "en" / "page.md")
    assert site.page("docs/en/page.md").tokens is site.page("docs/en/page.md").tokens


@pytest.mark.parametrize(
    ("front", "message"),
    [
        ("---\ntitle: [unclosed\n---\n", "docs/en/page.md:2: front matter is not valid YAML: "),
        ("---\n- a list\n---\n", "docs/en/page.md:1: front matter must be a mapping"),
        ("---\ntitle: T\n", "docs/en/page.md:1: the front matter has no closing --- line"),
    ],
)
def test_bad_front_matter_is_one_line(tmp_path, front, message):
    page = write_site(tmp_path, front + "\n# Page\n").page("docs/en/page.md")
    with pytest.raises(SiteError) as error:
        page.meta  # noqa: B018 - reading it is the point
    assert str(error.value).startswith(message) and "\n" not in str(error.value)


def test_the_torch_versions_have_one_record(tmp_path):
    site = write_site(tmp_path, "# Page\n")
    record = tmp_path / "snippets" / "sources" / "verified_torch_and_definitions.py"
    record.parent.mkdir(parents=True)
    record.write_text('VERIFIED_ON = ("2.13.0", "2.14.1")\n', encoding="utf-8")
    assert site.torch_versions == ("2.13.0", "2.14.1")
    record.write_text('VERIFIED_ON = "2.13"\n', encoding="utf-8")
    with pytest.raises(
        SiteError, match=r"^snippets/sources/verified_torch_and_definitions.py: write"
    ):
        Site(tmp_path).torch_versions  # noqa: B018
