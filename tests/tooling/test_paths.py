"""The path-reference check (scripts/docsite/checks/paths.py) fails on a planted stale path."""

from __future__ import annotations

from pathlib import Path

from docsite.checks.paths import check_path_references
from docsite.model import Site
from tests.tooling.small_site import MKDOCS_YML

FILES = {
    "mkdocs.yml": MKDOCS_YML + "hooks:\n  - scripts/tool/hook.py\n",
    "docs/en/page.md": "# Page\n\nSee `scripts/tool/hook.py`.\n",
    "docs/zh/page.md": "# 页面\n",
    "scripts/tool/hook.py": (
        '"""Reads docs/en/page.md; writes zh/page/page.py next to zh/page/ in site/page.html."""\n'
        "\n"
        "# the theme's assets/app.css, under snippets/<page_slug>/\n"
        'DATA = "scripts/tool/planted.py"  # a string literal is data: not a reference\n'
    ),
    "overrides/assets/app.css": "/* see overrides/assets/app.css */\n",
    "README.md": "| `scripts/tool/` | the hook, `scripts/tool/hook.py` |\n",
}


def small_repo(root: Path) -> Path:
    for name, text in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_a_repository_whose_paths_exist_passes(tmp_path):
    assert check_path_references(Site(small_repo(tmp_path))) == []


def test_a_planted_stale_path_fails_where_it_is_named(tmp_path):
    root = small_repo(tmp_path)
    (root / "scripts" / "build").mkdir()
    (root / "scripts" / "tool" / "hook.py").rename(root / "scripts" / "build" / "hook.py")
    readme = root / "README.md"
    readme.write_text(readme.read_text() + "Tests: old_tests/test_hook.py.\n")
    code = root / "scripts" / "build" / "hook.py"
    code.write_text(code.read_text() + "# see tool/hook.py\n")
    hooks_line = FILES["mkdocs.yml"].count("\n")  # the last line
    assert check_path_references(Site(root)) == [
        "README.md:1: scripts/tool/hook.py does not exist; did you mean scripts/build/hook.py?",
        "README.md:2: old_tests/test_hook.py does not exist; fix the reference or remove it",
        f"mkdocs.yml:{hooks_line}: scripts/tool/hook.py does not exist; did you mean "
        "scripts/build/hook.py?",
        "docs/en/page.md:3: scripts/tool/hook.py does not exist; did you mean "
        "scripts/build/hook.py?",
        "scripts/build/hook.py:5: tool/hook.py does not exist; did you mean scripts/build/hook.py?",
    ]
