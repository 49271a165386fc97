"""The MkDocs hooks keep no state across builds: `mkdocs serve` shows an edited snippet everywhere.

`mkdocs serve` rebuilds in the same process with a fresh config and the hook modules MkDocs loaded
once. Two builds of a small two-language site run here in one process, with the snippet edited in
between; the second build's page, script and notebook all show the edit.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config

import docsite.build

FENCE = "`" * 3
HOOKS = sorted(Path(docsite.build.__file__).parent.glob("*_hook.py"))
INCLUDE = f'{FENCE}python\n--8<-- "snippets/demo/adds.py"\n{FENCE}\n'


@pytest.fixture
def buildable(small_site):
    """A small site in two languages with every hook of scripts/docsite/build/ listed."""
    site = small_site(
        pages={
            f"{lang}/page.md": f"---\ntitle: {title}\n---\n\n# {title}\n\n{INCLUDE}"
            for lang, title in [("en", "Adds"), ("zh", "相加")]
        },
        snippets={"snippets/demo/adds.py": "print(1 + 1)\n#> 2\n"},
    )
    hooks = "".join(f"  - {hook}\n" for hook in HOOKS)
    text = site.path("mkdocs.yml").read_text(encoding="utf-8")
    site.write("mkdocs.yml", text + "repo_url: https://example.org/demo\nhooks:\n" + hooks)
    return site


def built(root: Path, lang_folder: str) -> dict[str, str]:
    folder = root / "site" / lang_folder / "page"
    notebook = json.loads((folder / "page.ipynb").read_text(encoding="utf-8"))
    return {
        # the page's text, without the highlighter's tags around each token
        "page": re.sub(r"<[^>]+>", "", (folder / "index.html").read_text(encoding="utf-8")),
        "script": (folder / "page.py").read_text(encoding="utf-8"),
        "notebook": "".join("".join(cell["source"]) for cell in notebook["cells"]),
    }


def test_every_hook_is_found():
    names = {hook.name for hook in HOOKS}
    assert {"downloads_hook.py", "source_links_hook.py", "search_index_hook.py"} <= names


@pytest.mark.parametrize("lang_folder", ["", "zh"])
def test_a_snippet_edited_between_two_builds_shows_in_page_script_and_notebook(
    buildable, monkeypatch, lang_folder
):
    root = buildable.root
    monkeypatch.chdir(root)  # pymdownx.snippets' base_path "." is the working directory
    build(load_config(str(root / "mkdocs.yml")))
    before = built(root, lang_folder)
    assert all("1 + 1" in text for text in before.values()), before
    buildable.write("snippets/demo/adds.py", "print(2 + 3)\n#> 5\n")
    build(load_config(str(root / "mkdocs.yml")))
    after = built(root, lang_folder)
    stale = [name for name, text in after.items() if "2 + 3" not in text or "1 + 1" in text]
    assert not stale, f"after the edit, still the first build's snippet in: {stale}"


def test_each_language_shows_its_own_comments_on_the_page_and_in_the_downloads(
    buildable, monkeypatch
):
    root = buildable.root
    monkeypatch.chdir(root)
    buildable.write("snippets/demo/adds.py", "# adds two numbers\n# zh: 两数相加\nprint(1 + 1)\n")
    build(load_config(str(root / "mkdocs.yml")))
    for lang_folder, shown, hidden in [
        ("", "adds two", "两数相加"),
        ("zh", "两数相加", "adds two"),
    ]:
        for name, text in built(root, lang_folder).items():
            assert shown in text and hidden not in text and "zh:" not in text, (lang_folder, name)
