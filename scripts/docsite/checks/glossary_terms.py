"""The Chinese a reader meets uses the glossary's terms: the pages' prose and the Chinese comments
of their examples (the words of the site's interface: `labels`; the glossary pages themselves:
`glossary-pages`)."""

from __future__ import annotations

import re

from docsite.model import Page, Site
from docsite.model.glossary import TERMS, WORD_CHOICES, Term
from docsite.model.prose import front_matter_prose, prose
from docsite.text import GLOSSARY_SLUG

from . import register

WHERE = "scripts/docsite/model/glossary.yml"

QUOTED = re.compile(r"“[^”]*”")  # a name cited in quotes is not a use of it


def _spans(text: str, word: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in re.finditer(re.escape(word), text)]


def _citations(
    text: str, terms: tuple[Term, ...], lang: str, quoted: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Where a name readers search for (a term's `also`) stands inside quotes: any page may cite
    it so (原地修改（其他资料常写作“就地操作”）); written without quotes it is a use."""
    names = {name for term in terms for name in term.also.get(lang, ())}
    return [
        (start, end)
        for name in names
        for start, end in _spans(text, name)
        if any(a_start <= start and end <= a_end for a_start, a_end in quoted)
    ]


def variants(
    text: str, terms: tuple[Term, ...], lang: str, cited: bool = False
) -> list[tuple[Term, str]]:
    """(term, variant) for each variant `lang` forbidden in `text`, in order of the terms. A name
    readers search for, in quotes, is a citation, not a use; `cited` (the glossary page): any
    name in quotes is, as the glossary cites other names."""
    found = []
    quoted = [(m.start(), m.end()) for m in QUOTED.finditer(text)]
    citations = quoted if cited else _citations(text, terms, lang, quoted)
    for term in terms:
        present = [variant for variant in term.forbidden.get(lang, ()) if variant in text]
        own = _spans(text, term.name(lang)) if present else []
        for variant in present:
            for start, end in _spans(text, variant):
                if any(start < a_end and a_start < end for a_start, a_end in own):
                    continue  # part of the term itself, e.g. 版本计数 in 版本计数器
                if any(a_start <= start and end <= a_end for a_start, a_end in citations):
                    continue  # cited in quotes
                found.append((term, variant))
    return found


def wrong_variant(variant: str, term: Term, lang: str) -> str:
    return f"'{variant}' is not the glossary term: write '{term.name(lang)}' ({term.key})"


def download_errors(
    page: Page, texts: dict[str, str], terms: tuple[Term, ...] = TERMS + WORD_CHOICES
) -> list[str]:
    """Forbidden variants in what a Chinese page's downloads say (`texts`: name -> text), whatever
    wrote it (the page, its comments, the labels or the generator: the `downloads` check)."""
    return [
        f"{page.rel}: its {name}: {wrong_variant(variant, term, page.lang)}"
        for name, text in texts.items()
        for term, variant in variants(text, terms, page.lang, cited=page.slug == GLOSSARY_SLUG)
    ]


@register("glossary-terms")
def check_glossary_terms(site: Site, terms: tuple[Term, ...] = TERMS + WORD_CHOICES) -> list[str]:
    """No page uses a variant its language forbids of a glossary term or word choice: in its
    prose (inline code and URLs do not count), and in the comments of its examples as it shows
    them."""
    errors = []
    for page in site.all_pages():
        lang = page.lang
        title_and_description = [(number, text) for number, _key, text in front_matter_prose(page)]
        for number, text in title_and_description + prose(page):
            for term, variant in variants(text, terms, lang, cited=page.slug == GLOSSARY_SLUG):
                errors.append(f"{page.rel}:{number}: {wrong_variant(variant, term, lang)}")
        for example in page.examples:
            for comment in example.source.comments:
                for line, _, text, *_ in comment.translated(lang):
                    found = variants(text, terms, lang)
                    errors += [f"{example.at(line)}: {wrong_variant(v, t, lang)}" for t, v in found]
    return errors
