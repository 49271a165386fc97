"""The words of the site's interface (mkdocs.yml's `extra: labels:`, read by the partials and the
downloads): the same in every language, in the glossary's terms."""

from __future__ import annotations

from docsite.model import Site, shown_path
from docsite.model.glossary import TERMS, WORD_CHOICES
from docsite.model.languages import profile
from docsite.text import IS_CJK

from . import register
from .glossary_terms import variants, wrong_variant


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
            errors += [f"{where}: {name} of {lang}: {wrong_variant(v, t, lang)}" for t, v in found]
    return list(dict.fromkeys(errors))
