"""Glossary checks: the glossary pages pair every term, and the Chinese a reader meets uses those
terms: the pages' prose, the Chinese comments of their examples, and the words of the site's
interface (mkdocs.yml's labels: the theme's boxes and links, the downloads' own words)."""

from __future__ import annotations

import re

from docsite.model import Page, Site, shown_path
from docsite.model.glossary import TERMS, WORD_CHOICES, Term
from docsite.model.languages import profile
from docsite.model.prose import front_matter_prose, prose, table_rows
from docsite.text import GLOSSARY_SLUG, IS_CJK

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


def _wrong(variant: str, term: Term, lang: str) -> str:
    return f"'{variant}' is not the glossary term: write '{term.name(lang)}' ({term.key})"


def download_errors(
    page: Page, texts: dict[str, str], terms: tuple[Term, ...] = TERMS + WORD_CHOICES
) -> list[str]:
    """Forbidden variants in what a Chinese page's downloads say (`texts`: name -> text), whatever
    wrote it (the page, its comments, the labels or the generator: the `downloads` check)."""
    return [
        f"{page.rel}: its {name}: {_wrong(variant, term, page.lang)}"
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
                errors.append(f"{page.rel}:{number}: {_wrong(variant, term, lang)}")
        for example in page.examples:
            for comment in example.source.comments:
                for line, _, text, *_ in comment.translated(lang):
                    found = variants(text, terms, lang)
                    errors += [f"{example.at(line)}: {_wrong(v, t, lang)}" for t, v in found]
    return errors


def _flat(labels: dict, prefix: str = "") -> dict[str, str]:
    """labels.downloads.page -> its text, for every word of a (nested) labels table."""
    found: dict[str, str] = {}
    for key, value in labels.items():
        if isinstance(value, dict):
            found |= _flat(value, f"{prefix}{key}.")
        else:
            found[f"{prefix}{key}"] = str(value)
    return found


@register("labels", whole_site=True)
def check_labels(site: Site) -> list[str]:
    """The words of the site's interface (mkdocs.yml's labels, read by the partials and the
    downloads): the same words in every language, in the glossary's terms; a CJK language's
    in CJK characters."""
    where = shown_path(site.config.path, site.root)
    words = {lang: _flat(site.config.labels(lang), "labels.") for lang in site.languages}
    default = words[site.config.default_language]
    errors = [
        f"{where}: {name} is in {'one language' if name in default else lang} only"
        for lang, found in words.items()
        for name in sorted(found.keys() ^ default.keys())
    ]
    for lang, found_words in words.items():
        for name, text in found_words.items():
            if profile(lang).cjk and not IS_CJK.search(text):
                errors.append(f"{where}: {name} of {lang} is not {profile(lang).name}: {text!r}")
            found = variants(text, TERMS + WORD_CHOICES, lang)
            errors += [f"{where}: {name} of {lang}: {_wrong(v, t, lang)}" for t, v in found]
    return list(dict.fromkeys(errors))


@register("glossary-pages", whole_site=True)
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
            names = list(dict.fromkeys(term.names.values()))
            row = next((cells for cells in rows if all(n in cells for n in names)), None)
            if row is None:
                pairs = " with ".join(f"'{name}'" for name in names)
                errors.append(f"{shown}: no table row pairs {pairs} ({WHERE})")
                continue
            errors += [
                f"{shown}: the row of '{term.name(lang)}' does not cite “{name}”, another name "
                f"readers search for ({WHERE})"
                for name in term.also.get(lang, ())
                if f"“{name}”" not in " ".join(row)
            ]
    return errors
