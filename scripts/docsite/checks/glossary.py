"""Glossary checks: the glossary pages pair every term, and the Chinese pages use those terms."""

from __future__ import annotations

import re

from docsite.model import Page, Site, shown_path
from docsite.model.prose import front_matter_prose, prose, table_rows
from docsite.text import GLOSSARY_SLUG

from . import register
from .glossary_terms import TERMS, WORD_CHOICES, Term

QUOTED = re.compile(r"“[^”]*”")  # the glossary cites other names in quotes: not a use of them


def _spans(text: str, word: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in re.finditer(re.escape(word), text)]


def variant_errors(page: Page, terms: tuple[Term, ...] = TERMS) -> list[str]:
    """Forbidden variants in the prose of one page (inline code and URLs do not count)."""
    errors = []
    title_and_description = [(number, text) for number, _key, text in front_matter_prose(page)]
    for number, text in title_and_description + prose(page):
        cited = []
        if page.slug == GLOSSARY_SLUG:
            cited = [(m.start(), m.end()) for m in QUOTED.finditer(text)]
        for term in terms:
            allowed = _spans(text, term.zh) + cited
            for variant in term.forbidden:
                for start, end in _spans(text, variant):
                    if any(start < a_end and a_start < end for a_start, a_end in allowed):
                        continue  # part of the term itself, e.g. 版本计数 in 版本计数器
                    errors.append(
                        f"{page.rel}:{number}: '{variant}' is not the glossary term: write "
                        f"'{term.zh}' ({term.en})"
                    )
    return errors


@register("glossary-terms")
def check_glossary_terms(
    site: Site, lang: str = "zh", terms: tuple[Term, ...] = TERMS + WORD_CHOICES
) -> list[str]:
    """No Chinese page uses a forbidden variant of a glossary term or word choice outside code."""
    errors: list[str] = []
    for page in site.pages(lang):
        errors += variant_errors(page, terms)
    return errors


@register("glossary-pages")
def check_glossary_pages(site: Site, terms: tuple[Term, ...] = TERMS) -> list[str]:
    """Each glossary page has a table row holding both the English and the Chinese term."""
    errors = []
    for lang in site.languages:
        path = site.docs_dir / lang / GLOSSARY_SLUG
        shown = shown_path(path, site.root)
        if not path.is_file():
            errors.append(f"{shown}: missing: the glossary page pairs the terms of the site")
            continue
        page = site.page(path)
        rows = [cells for _line, cells in table_rows(page)]
        for term in terms:
            row = next((cells for cells in rows if term.en in cells and term.zh in cells), None)
            if row is None:
                errors.append(
                    f"{shown}: no table row pairs '{term.en}' with '{term.zh}' "
                    "(scripts/docsite/checks/glossary_terms.py)"
                )
            elif lang == "zh":
                errors += [
                    f"{shown}: the row of '{term.zh}' does not cite “{name}”, another name "
                    "readers search for (scripts/docsite/checks/glossary_terms.py)"
                    for name in term.also
                    if f"“{name}”" not in " ".join(row)
                ]
    return errors
