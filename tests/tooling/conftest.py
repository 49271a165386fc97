"""The tooling's own tests: each runs the plugin, a check or a build step on a small site."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@dataclass
class ExampleSite:
    """A small site of pages and snippets, run by the examples plugin in-process (pytester)."""

    pytester: pytest.Pytester

    @property
    def path(self) -> Path:
        return self.pytester.path

    def write(self, path: str, text: str) -> Path:
        target = self.path / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        return target

    def run(self, *args: str) -> pytest.RunResult:
        return self.pytester.runpytest_inprocess(*args)


@pytest.fixture
def example_site(pytester: pytest.Pytester) -> ExampleSite:
    """A small site under the real mkdocs.yml (the Markdown the audit renders with), and the
    examples plugin loaded as the project loads it; each test writes its pages and snippets."""
    shutil.copy(REPO / "mkdocs.yml", pytester.path / "mkdocs.yml")
    pytester.makeini(
        "[pytest]\n"
        "addopts = -p docsite.examples.plugin -p no:cacheprovider\n"
        "    --markdown-docs --markdown-docs-syntax=superfences\n"
        "testpaths = docs\n"
    )
    return ExampleSite(pytester)
