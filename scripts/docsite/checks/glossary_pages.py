"""The glossary pages pair every term of scripts/docsite/model/glossary.yml in every language, each
row citing the other names readers search for and ending with the term's anchor."""

from __future__ import annotations

from docsite.model import Site, shown_path
from docsite.model.glossary import TERMS, Term
from docsite.model.prose import table_rows
from docsite.text import GLOSSARY_SLUG

from . import register
from .glossary_links import term_id
from .glossary_terms import WHERE
from .links import anchors


@register("glossary-pages", whole_site=True)
def check_glossary_pages(site: Site, terms: tuple[Term, ...] = TERMS) -> list[str]:
    """Each glossary page has a table row holding both the English and the Chinese term, ending
    with the term's anchor (a link to one that is not there is the `links` check's)."""
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
            if term_id(term) not in anchors(page):
                named = " / ".join(f"'{name}'" for name in names)
                put = "put it at the end of the term's table row"
                errors.append(f"{page.rel}: no anchor {{ #{term_id(term)} }} for {named} ({put})")
    return errors
