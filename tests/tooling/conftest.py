"""The tooling's own tests: each runs the plugin, a check or a build step on a small site.

`small_site` is the one way to make such a site: it writes mkdocs.yml, pages and snippets into a
temporary folder and returns a `SmallSite`, never touching the real pages (a writer may reword any
paragraph of docs/ without breaking a tooling test).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from docsite.model import Site, load_config

FENCE = "`" * 3


def include(snippet: str = "snippets/demo/adds.py", info: str = "python", indent: str = "") -> str:
    """A python fence of a page that includes `snippet`: an example, as a page writes it."""
    return f'{indent}{FENCE}{info}\n{indent}--8<-- "{snippet}"\n{indent}{FENCE}\n'


# Two languages, English the default, with the real site's labels (the interface's words);
# snippets are included from the site's root. MkDocs can build it (tests/tooling/test_build.py).
MKDOCS_YML = """site_name: demo
site_url: http://127.0.0.1:8000/demo/
nav:
{nav}
plugins:
  - i18n:
      docs_structure: folder
      languages:
        - locale: en
          name: English
          default: true
        - locale: zh
          name: 中文
  - docsite
extra:
  og_locale: {{en: en_US, zh: zh_CN}}
  labels: {{"en": {en}, "zh": {zh}}}
markdown_extensions:
  - admonition
  - md_in_html
  - pymdownx.superfences
  - pymdownx.snippets:
      base_path: [.]
      check_paths: true
"""


@dataclass(frozen=True)
class SmallSite:
    """A site in a temporary folder: paths are relative to its root, as messages show them."""

    root: Path

    def path(self, rel: str) -> Path:
        return self.root / rel

    def write(self, rel: str, text: str) -> Path:
        target = self.path(rel)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        return target

    def replace(self, rel: str, old: str, new: str) -> None:
        """Plant a defect: the first `old` in the file becomes `new` (`old` must be there)."""
        text = self.path(rel).read_text(encoding="utf-8")
        assert old in text, f"{rel}: {old!r} is not there to replace (a test of its own site)"
        self.write(rel, text.replace(old, new, 1))

    def model(self) -> Site:
        """The site model of the files as they are now (a new one each call)."""
        return Site(self.root)


@pytest.fixture(scope="session")
def labels(pytestconfig) -> dict[str, dict]:
    """lang -> the real site's labels (mkdocs.yml): a small site says what the site says."""
    config = load_config(pytestconfig.rootpath / "mkdocs.yml")
    return {lang: config.labels(lang) for lang in ("en", "zh")}


@pytest.fixture
def small_site(tmp_path: Path, labels) -> Callable[..., SmallSite]:
    """Make a small site: `small_site(pages={"en/page.md": text}, snippets={"snippets/x.py":
    code})`; pages are under docs/, snippets under the root. The mkdocs.yml lists `nav`
    (default: page.md) unless `mkdocs_yml` gives the whole file; `root` defaults to tmp_path."""

    def make(
        pages: Mapping[str, str] | None = None,
        snippets: Mapping[str, str] | None = None,
        *,
        nav: Sequence[str] = ("page.md",),
        mkdocs_yml: str | None = None,
        root: Path | None = None,
    ) -> SmallSite:
        site = SmallSite(root or tmp_path)
        nav_lines = "\n".join(f"  - {slug}" for slug in nav)
        as_json = {lang: json.dumps(words, ensure_ascii=False) for lang, words in labels.items()}
        default = MKDOCS_YML.format(nav=nav_lines, **as_json)
        site.write("mkdocs.yml", mkdocs_yml or default)
        for rel, text in (pages or {}).items():
            site.write(f"docs/{rel}", text)
        for rel, text in (snippets or {}).items():
            site.write(rel, text)
        return site

    return make


# pytest's settings for a small site run by the examples plugin, in-process (pytester).
EXAMPLES_INI = """[pytest]
addopts = -p docsite.examples.plugin -p no:cacheprovider
    --markdown-docs --markdown-docs-syntax=superfences
testpaths = docs
"""


@dataclass(frozen=True)
class ExampleSite:
    """A small site run by the examples plugin, in-process (pytester), as the project loads it."""

    site: SmallSite
    pytester: pytest.Pytester

    @property
    def path(self) -> Path:
        return self.site.root

    def write(self, rel: str, text: str) -> Path:
        return self.site.write(rel, text)

    def run(self, *args: str) -> pytest.RunResult:
        return self.pytester.runpytest_inprocess(*args)


@pytest.fixture
def example_site(
    pytester: pytest.Pytester, small_site: Callable[..., SmallSite], pytestconfig
) -> ExampleSite:
    """A small site under the real mkdocs.yml (the Markdown extensions the site renders with)
    and the examples plugin; each test writes its pages and snippets."""
    real = (pytestconfig.rootpath / "mkdocs.yml").read_text(encoding="utf-8")
    site = small_site(mkdocs_yml=real, root=pytester.path)
    pytester.makeini(EXAMPLES_INI)
    return ExampleSite(site, pytester)
