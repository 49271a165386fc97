"""The path-reference check (scripts/docsite/checks/paths.py) fails on a planted stale path."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from docsite.checks.paths import check_path_references
from docsite.model import Site

FILES = {
    "docs/en/page.md": "# Page\n\nSee `scripts/tool/hook.py`.\n",
    "docs/zh/page.md": "# 页面\n",
    "scripts/tool/hook.py": (
        '"""Reads docs/en/page.md; writes zh/page/page.py next to zh/page/ in site/page.html."""\n'
        "\n"
        "# the theme's assets/app.css, under snippets/<page_slug>/, records/cuda.json\n"
        'DATA = "scripts/tool/planted.py"  # a string literal is data: not a reference\n'
    ),
    "overrides/assets/app.css": "/* see overrides/assets/app.css */\n",
    # a template's quoted name is the theme's to find: Material's own partial
    "overrides/partials/language.html": '{% import "partials/languages/en.html" as en %}\n',
    "README.md": "| `scripts/tool/` | the hook, `scripts/tool/hook.py`, writes records/run.md |\n",
    ".gitignore": "site/\n/records/*\n!/records/cuda.json\n",  # what builds and runs write
    # a test's data: its values are a small site's paths, its comments the repository's words
    "tests/rows.yml": "# read by scripts/tool/hook.py\n- file: docs/en/small.md\n",
}


@pytest.fixture
def small_repo(small_site) -> Path:
    """A small site in a git repository, with tooling of its own that names paths in its words."""
    site = small_site(snippets=FILES)
    yml = site.path("mkdocs.yml")
    yml.write_text(yml.read_text() + "hooks:\n  - scripts/tool/hook.py\n", encoding="utf-8")
    subprocess.run(["git", "init", "-q", str(site.root)], check=True)
    return site.root


def test_a_repository_whose_paths_exist_passes(small_repo):
    assert check_path_references(Site(small_repo)) == []


def test_a_planted_stale_path_fails_where_it_is_named(small_repo):
    root = small_repo
    (root / "scripts" / "build").mkdir()
    (root / "scripts" / "tool" / "hook.py").rename(root / "scripts" / "build" / "hook.py")
    readme = root / "README.md"
    readme.write_text(readme.read_text() + "Tests: old_tests/test_hook.py.\n")
    code = root / "scripts" / "build" / "hook.py"
    code.write_text(code.read_text() + "# see tool/hook.py\n")
    hooks_line = (root / "mkdocs.yml").read_text().count("\n")  # the last line
    assert check_path_references(Site(root)) == [
        "README.md:1: scripts/tool/hook.py does not exist; did you mean scripts/build/hook.py?",
        "README.md:2: old_tests/test_hook.py does not exist; fix the reference or remove it",
        "docs/en/page.md:3: scripts/tool/hook.py does not exist; did you mean "
        "scripts/build/hook.py?",
        f"mkdocs.yml:{hooks_line}: scripts/tool/hook.py does not exist; did you mean "
        "scripts/build/hook.py?",
        "scripts/build/hook.py:5: tool/hook.py does not exist; did you mean scripts/build/hook.py?",
        "tests/rows.yml:1: scripts/tool/hook.py does not exist; did you mean "
        "scripts/build/hook.py?",
    ]
