"""The site under a repository root: its config and its pages, each read once."""

from __future__ import annotations

import re
from functools import cached_property
from pathlib import Path

from .config import load_config
from .markdown import MarkdownReader
from .page import Page


class Site:
    """The site whose mkdocs.yml is `root / config_file`; the root is always passed in (pytest's
    rootpath, MkDocs' config_file_path, a command's --root), never found from this file."""

    def __init__(self, root: Path, config_file: str = "mkdocs.yml"):
        self.root = Path(root).resolve()
        self.config = load_config(self.root / config_file)
        self.reader = MarkdownReader(self.config)
        self._pages: dict[Path, Page] = {}

    @property
    def languages(self) -> tuple[str, ...]:
        return self.config.languages

    @property
    def docs_dir(self) -> Path:
        return self.config.docs_dir

    def language_prefix(self, lang: str) -> str:
        """Where a language's pages are on the site: "" for the default language, "zh/"."""
        return self.config.language_prefix(lang)

    @cached_property
    def markdown(self):
        """Python-Markdown as mkdocs.yml sets it up (Pygments off: same blocks, faster)."""
        import markdown

        settings = {name: dict(conf) for name, conf in self.config.extension_configs.items()}
        if "pymdownx.snippets" in settings:
            settings["pymdownx.snippets"]["base_path"] = self.config.snippet_base()
        if "pymdownx.highlight" in settings:
            settings["pymdownx.highlight"]["use_pygments"] = False
        return markdown.Markdown(
            extensions=list(self.config.extensions), extension_configs=settings
        )

    def rendered_python_blocks(self, page: Page) -> int:
        """How many python code blocks the HTML of the page has, as the site renders it.

        Only the examples plugin's audit uses it (scripts/docsite/examples/plugin.py): it moves
        there."""
        self.markdown.reset()
        html = self.markdown.convert("\n".join(page.lines))
        return len(re.findall(r'class="language-(?:python|py|python3)\b', html))

    def page(self, path: Path | str) -> Page:
        path = Path(path)
        path = (path if path.is_absolute() else self.root / path).resolve()
        if path not in self._pages:
            lang, slug = self.locate(path)
            self._pages[path] = Page(self, lang, slug, path)
        return self._pages[path]

    def locate(self, path: Path) -> tuple[str, str]:
        """(language, slug) of a page file; a file outside docs/<lang>/ is in the default one."""
        for lang in self.languages:
            folder = (self.docs_dir / lang).resolve()
            if path.is_relative_to(folder):
                return lang, path.relative_to(folder).as_posix()
        return self.config.default_language, path.name

    def files(self, lang: str) -> dict[str, Path]:
        """slug -> file, for every Markdown page of one language."""
        folder = self.docs_dir / lang
        if not folder.is_dir():
            return {}
        return {p.relative_to(folder).as_posix(): p for p in sorted(folder.rglob("*.md"))}

    def pages(self, lang: str) -> list[Page]:
        return [self.page(path) for path in self.files(lang).values()]

    def all_pages(self) -> list[Page]:
        return [page for lang in self.languages for page in self.pages(lang)]

    def pairs(self) -> list[tuple[Page, ...]]:
        """The pages that exist in every language, as (default language, other, ...)."""
        files = [self.files(lang) for lang in self.languages]
        slugs = sorted(set.intersection(*(set(f) for f in files))) if files else []
        return [tuple(self.page(f[slug]) for f in files) for slug in slugs]
