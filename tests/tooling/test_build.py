"""The site's build (the docsite plugin) on a small two-language site, in real MkDocs builds: each
language's page, script and notebook, and no state kept across builds, so `mkdocs serve` (which
rebuilds in the same process) shows an edited snippet everywhere."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config

from .conftest import include

INCLUDE = include()

ZH_PAGE = (
    "---\ntitle: 相加\n---\n\n# 相加 { #adds }\n\n## 第一节 { #first }\n\n"
    "见[另一页](other.md#x)。\n\n"
    f'!!! note "注意"\n    正文。\n\n{INCLUDE}\n结尾。\n'
)


@pytest.fixture
def buildable(small_site, pytestconfig, monkeypatch):
    """A small site in two languages with the docsite plugin and the site's theme; a page without
    examples next to the page with one. The tests build it in its folder: pymdownx.snippets'
    base_path "." is the working directory."""
    site = small_site(
        pages={
            "en/page.md": f"---\ntitle: Adds\n---\n\n# Adds\n\n{INCLUDE}",
            "zh/page.md": ZH_PAGE,
            "en/words.md": "---\ntitle: Words\n---\n\n# Words\n\nNo code.\n",
        },
        snippets={"snippets/demo/adds.py": "print(1 + 1)\n#> 2\n"},
        nav=("page.md", "words.md"),
    )
    text = site.path("mkdocs.yml").read_text(encoding="utf-8")
    theme = f"theme:\n  name: material\n  custom_dir: {pytestconfig.rootpath / 'overrides'}\n"
    site.write("mkdocs.yml", text + "repo_url: https://example.org/demo\n" + theme)
    monkeypatch.chdir(site.root)
    return site


def build_site(root: Path) -> None:
    build(load_config(str(root / "mkdocs.yml")))


def built(root: Path, lang_folder: str) -> dict[str, str]:
    folder = root / "site" / lang_folder / "page"
    notebook = json.loads((folder / "page.ipynb").read_text(encoding="utf-8"))
    return {
        # the page's text, without the highlighter's tags around each token
        "page": re.sub(r"<[^>]+>", "", (folder / "index.html").read_text(encoding="utf-8")),
        "script": (folder / "page.py").read_text(encoding="utf-8"),
        "notebook": "".join("".join(cell["source"]) for cell in notebook["cells"]),
    }


def test_a_page_gets_its_script_and_notebook_in_its_language(buildable):
    root = buildable.root
    build_site(root)
    folder = root / "site" / "zh" / "page"
    script = (folder / "page.py").read_text(encoding="utf-8")
    assert script.splitlines()[1] == "# 示例出自页面：http://127.0.0.1:8000/demo/zh/page/"
    assert "# ## 第一节" in script
    cells = json.loads((folder / "page.ipynb").read_text(encoding="utf-8"))["cells"]
    assert [c["cell_type"] for c in cells] == ["markdown", "markdown", "code", "markdown"]
    assert "".join(cells[0]["source"]).startswith("示例出自页面：")
    intro = "".join(cells[1]["source"])
    link = "见[另一页](http://127.0.0.1:8000/demo/zh/other/#x)。"
    assert intro.startswith("# 相加\n\n## 第一节\n\n" + link)
    assert "> **注意**\n>\n> 正文。" in intro
    assert cells[2]["outputs"] == [{"output_type": "stream", "name": "stdout", "text": ["2\n"]}]
    assert "".join(cells[3]["source"]) == "结尾。"
    page = (folder / "index.html").read_text(encoding="utf-8")
    assert 'href="page.py"' in page and 'href="page.ipynb"' in page  # the links to both
    assert '<html lang="zh-Hans"' in page  # Simplified Chinese; the address stays zh/
    words = (root / "site" / "words" / "index.html").read_text(encoding="utf-8")
    written = [path.name for path in (root / "site" / "words").glob("words.*")]
    assert "data-downloads" not in words and written == ["words.md"]  # as Markdown, no downloads


@pytest.mark.parametrize("lang_folder", ["", "zh"])
def test_a_snippet_edited_between_two_builds_shows_in_page_script_and_notebook(
    buildable, lang_folder
):
    root = buildable.root
    build_site(root)
    before = built(root, lang_folder)
    assert all("1 + 1" in text for text in before.values()), before
    buildable.write("snippets/demo/adds.py", "print(2 + 3)\n#> 5\n")
    build_site(root)
    after = built(root, lang_folder)
    stale = [name for name, text in after.items() if "2 + 3" not in text or "1 + 1" in text]
    assert not stale, f"after the edit, still the first build's snippet in: {stale}"


def test_each_language_shows_its_own_comments_on_the_page_and_in_the_downloads(buildable):
    root = buildable.root
    buildable.write("snippets/demo/adds.py", '"""adds two"""\n# zh: 两数相加\nprint(1 + 1)\n')
    build_site(root)
    each = [("", "adds two", "两数相加"), ("zh", "两数相加", "adds two")]
    for lang_folder, shown, hidden in each:
        for name, text in built(root, lang_folder).items():
            assert shown in text and hidden not in text and "zh:" not in text, (lang_folder, name)


def test_the_index_keeps_only_the_word_breaks_chinese_search_needs():
    from docsite.mkdocs_plugin.search import word_breaks

    found = word_breaks("\u200b计算图\u200b这条\u200b边\u200b，detach\u200b")
    assert found == "计算图 这条 边，detach"
