"""Glossary links (CONTRIBUTING.md, "Writing for readers"): a term's first use in a page's running
text links to its entry; headings, admonition titles, the label of a link to another page, and a
shorter term inside a longer one (梯度 in 停止梯度) are no use."""

from __future__ import annotations

import re

from docsite.model import Page, Site
from docsite.model.glossary import TERMS, Term
from docsite.model.languages import profile
from docsite.model.prose import running_text
from docsite.text import GLOSSARY_SLUG

from . import register

# Phrases that contain a term's word in another sense: not a use of the term.
NOT_A_USE: dict[str, tuple[str, ...]] = {
    "view": ("live view", "live-view", "NumPy view", "实时视图", "NumPy 视图"),
}


def term_id(term: Term) -> str:
    """The anchor of a term's glossary entry: its English name, lower case, hyphens for spaces."""
    return re.sub(r"[^a-z0-9]+", "-", term.key.lower()).strip("-")


def _term_pattern(term: Term, lang: str) -> re.Pattern[str]:
    language, name = profile(lang), term.name(lang)
    if language.cjk:  # no spaces between words: a term is used wherever it is written
        return re.compile(re.escape(name))
    # A multi-word term may wrap onto the next source line.
    words = r"(?:-|[ \t]*\n[ \t]*|[ \t]+)".join(re.escape(w) for w in re.split(r"[ -]", name))
    plurals = "|".join(map(re.escape, language.plurals))
    return re.compile(rf"(?<![\w-]){words}(?:{plurals})?(?![\w-])", re.IGNORECASE)


def _glossary_target(url: str) -> str | None:
    """The anchor of a link to the glossary page (`glossary.md#id`), or None for other links."""
    path, _, anchor = url.partition("#")
    return anchor if path.rsplit("/", 1)[-1] == GLOSSARY_SLUG else None


def first_use_errors(page: Page, terms: tuple[Term, ...] = TERMS) -> list[str]:
    """The first use of each term on one page must be a link to the term's glossary entry."""
    if page.slug == GLOSSARY_SLUG:
        return []
    running = running_text(page)
    text = running.text
    for phrase in {p for ps in NOT_A_USE.values() for p in ps}:
        pattern = r"\s+".join(re.escape(word) for word in phrase.split())
        text = re.sub(pattern, lambda match: " " * len(match[0]), text)  # offsets kept
    spans = [
        (m.start(), m.end(), term)
        for term in terms
        for m in _term_pattern(term, page.lang).finditer(text)
    ]

    # A shorter term inside a longer one (梯度 in 停止梯度) is not a use of the shorter one.
    def in_longer(start: int, end: int) -> bool:
        return any(s <= start and end <= e and (e - s) > (end - start) for s, e, _ in spans)

    uses = sorted((use for use in spans if not in_longer(*use[:2])), key=lambda use: use[:2])

    errors = []
    seen: set[str] = set()
    for start, end, term in uses:
        if term.key in seen:
            continue
        link = next(
            (k for k in running.links if k.label_start <= start and end <= k.label_end), None
        )
        if link is not None and _glossary_target(link.url) is None:
            continue  # the name of another page or section, not a use of the term
        seen.add(term.key)
        if link is None or _glossary_target(link.url) != term_id(term):
            errors.append(
                f"{page.rel}:{running.line_of(start)}: first use of '{term.name(page.lang)}' is "
                f"not a link to its glossary entry (glossary.md#{term_id(term)})"
            )
    return errors


@register("glossary-links")
def check_first_use_links(site: Site, terms: tuple[Term, ...] = TERMS) -> list[str]:
    return [error for page in site.all_pages() for error in first_use_errors(page, terms)]
