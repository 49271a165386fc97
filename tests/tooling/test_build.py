"""The MkDocs hooks keep no state across builds: `mkdocs serve` shows an edited snippet everywhere.

`mkdocs serve` rebuilds in the same process with a fresh config and the hook modules MkDocs loaded
once. Two builds of a small two-language site run here in one process, with the snippet edited in
between; the second build's page, script and notebook all show the edit.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config

import docsite.build
from tests.tooling.small_site import MKDOCS_YML

FENCE = "`" * 3
HOOKS = sorted(Path(docsite.build.__file__).parent.glob("*_hook.py"))


def small_site(root: Path) -> Path:
    hooks = "".join(f"  - {hook}\n" for hook in HOOKS)
    (root / "mkdocs.yml").write_text(
        MKDOCS_YML + "repo_url: https://example.org/demo\nhooks:\n" + hooks, encoding="utf-8"
    )
    include = f'{FENCE}python\n--8<-- "snippets/demo/adds.py"\n{FENCE}\n'
    for lang, title in [("en", "Adds"), ("zh", "相加")]:
        page = root / "docs" / lang / "page.md"
        page.parent.mkdir(parents=True)
        page.write_text(f"---\ntitle: {title}\n---\n\n# {title}\n\n{include}", encoding="utf-8")
    record = root / "snippets" / "sources" / "verified_torch_and_definitions.py"
    record.parent.mkdir(parents=True)
    record.write_text('VERIFIED_ON = ("2.13.0",)\n', encoding="utf-8")
    snippet = root / "snippets" / "demo" / "adds.py"
    snippet.parent.mkdir(parents=True)
    snippet.write_text("print(1 + 1)\n#> 2\n", encoding="utf-8")
    return snippet


def built(root: Path, lang_folder: str) -> dict[str, str]:
    folder = root / "site" / lang_folder / "page"
    notebook = json.loads((folder / "page.ipynb").read_text(encoding="utf-8"))
    return {
        "page": (folder / "index.html").read_text(encoding="utf-8"),
        "script": (folder / "page.py").read_text(encoding="utf-8"),
        "notebook": "".join("".join(cell["source"]) for cell in notebook["cells"]),
    }


def test_every_hook_is_found():
    names = {hook.name for hook in HOOKS}
    assert {"downloads_hook.py", "source_links_hook.py", "search_index_hook.py"} <= names


@pytest.mark.parametrize("lang_folder", ["", "zh"])
def test_a_snippet_edited_between_two_builds_shows_in_page_script_and_notebook(
    tmp_path, monkeypatch, lang_folder
):
    snippet = small_site(tmp_path)
    monkeypatch.chdir(tmp_path)  # pymdownx.snippets' base_path "." is the working directory
    build(load_config(str(tmp_path / "mkdocs.yml")))
    before = built(tmp_path, lang_folder)
    assert all("1 + 1" in text for text in before.values()), before
    snippet.write_text("print(2 + 3)\n#> 5\n", encoding="utf-8")
    build(load_config(str(tmp_path / "mkdocs.yml")))
    after = built(tmp_path, lang_folder)
    stale = [name for name, text in after.items() if "2 + 3" not in text or "1 + 1" in text]
    assert not stale, f"after the edit, still the first build's snippet in: {stale}"
