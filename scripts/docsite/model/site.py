"""The site under a repository root: its config and its pages, each read once."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from .config import load_config
from .errors import SiteError
from .example import Snippet
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
        self._snippets: dict[str, Snippet] = {}
        self.scope: frozenset[str] | None = None  # restricted_to: only these slugs
        self.shared: dict[str, Any] = {}  # what a tool makes once per model (and its views)

    @property
    def languages(self) -> tuple[str, ...]:
        return self.config.languages

    @property
    def docs_dir(self) -> Path:
        return self.config.docs_dir

    def language_prefix(self, lang: str) -> str:
        """Where a language's pages are on the site: "" for the default language, "<locale>/"."""
        return "" if lang == self.config.default_language else f"{lang}/"

    def snippet(self, path: str) -> Snippet:
        """The snippet an example includes (`snippets/<page>/<name>.py`), read once."""
        if path not in self._snippets:
            bases = [Path(base) for base in self.config.snippet_base()]
            file = next((b / path for b in bases if (b / path).is_file()), self.root / path)
            try:
                self._snippets[path] = Snippet(path, file.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError) as err:
                raise SiteError(f"{path}: cannot be read as UTF-8 text ({err})") from None
        return self._snippets[path]

    def restricted_to(self, slugs: set[str]) -> Site:
        """The same site (its pages read once for both) whose pages, pairs and languages' pages
        are only those with these slugs: what the page-level checks of one page look at."""
        view = copy.copy(self)
        view.scope = frozenset(slugs)
        return view

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
        """slug -> file, for every Markdown page of one language (looked up once)."""
        if not (found := self.shared.setdefault(f"files:{lang}", {})):
            folder = self.docs_dir / lang
            md = sorted(folder.rglob("*.md")) if folder.is_dir() else []
            found.update((p.relative_to(folder).as_posix(), p) for p in md)
        return found

    def pages(self, lang: str) -> list[Page]:
        return [self.page(path) for slug, path in self.files(lang).items() if self._in(slug)]

    def _in(self, slug: str) -> bool:
        return self.scope is None or slug in self.scope

    def all_pages(self) -> list[Page]:
        return [page for lang in self.languages for page in self.pages(lang)]

    def pairs(self) -> list[tuple[Page, ...]]:
        """The pages that exist in every language, as (default language, other, ...)."""
        files = [self.files(lang) for lang in self.languages]
        slugs = sorted(set.intersection(*(set(f) for f in files))) if files else []
        slugs = [slug for slug in slugs if self._in(slug)]
        return [tuple(self.page(f[slug]) for f in files) for slug in slugs]
