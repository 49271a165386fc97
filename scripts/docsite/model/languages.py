"""Each language's profile: `languages.yml` beside this file, where a language is described."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml


@dataclass(frozen=True)
class Language:
    code: str
    name: str
    comment_marker: str = ""  # "" for the language the snippets' own comments are written in
    cjk: bool = False
    plurals: tuple[str, ...] = ()
    fix_marker: str = ""  # what opens a section's fix (the answer-first check)
    answer_budget: int = 60  # words (CJK: characters) a section may take before its fix


@cache
def profiles() -> dict[str, Language]:
    found = yaml.safe_load(Path(__file__).with_name("languages.yml").read_text(encoding="utf-8"))
    return {
        code: Language(code, **{**entry, "plurals": tuple(entry.get("plurals", ()))})
        for code, entry in found.items()
    }


def profile(code: str) -> Language:
    """The profile of a locale; one without an entry: named by its code, nothing particular."""
    return profiles().get(code, Language(code, code))


def comment_markers() -> dict[str, str]:
    """marker -> language, for every language whose comments a snippet carries."""
    return {p.comment_marker: p.code for p in profiles().values() if p.comment_marker}


def code_language() -> Language:
    """The language the snippets' own comments are written in: the one without a marker."""
    return next(p for p in profiles().values() if not p.comment_marker)
