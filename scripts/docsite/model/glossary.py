"""The glossary the model, the checks and the build share: `glossary.yml` beside this file."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from .config import SAFE_LOADER

GLOSSARY_FILE = Path(__file__).with_name("glossary.yml")


@dataclass(frozen=True, eq=False)
class Term:
    names: dict[str, str]  # language -> the term; the default language's first
    forbidden: dict[str, tuple[str, ...]] = field(default_factory=dict)  # language -> variants
    also: dict[str, tuple[str, ...]] = field(default_factory=dict)  # language -> other names

    @property
    def key(self) -> str:
        """The term in the default language: what its anchor and messages are made from."""
        return next(iter(self.names.values()))

    def name(self, lang: str) -> str:
        return self.names.get(lang, self.key)


def _lists(found: dict | None) -> dict[str, tuple[str, ...]]:
    return {lang: tuple(words) for lang, words in (found or {}).items()}


def _terms(entries: list[dict]) -> tuple[Term, ...]:
    return tuple(
        Term(dict(e["names"]), _lists(e.get("forbidden")), _lists(e.get("also"))) for e in entries
    )


_DATA = yaml.load(GLOSSARY_FILE.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
TERMS = _terms(_DATA["terms"])  # each has a row on the glossary pages
WORD_CHOICES = _terms(_DATA["word_choices"])  # the site's words that need no row
