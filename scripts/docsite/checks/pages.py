"""Every page has its counterpart in each language, the nav lists only such pages
(mkdocs-static-i18n would serve the default language's page in its place, silently), and the
home page links every page of the nav."""

from __future__ import annotations

from docsite.model import Site, shown_path

from . import register
from .links import links


@register("pages", whole_site=True)
def check_pages(site: Site) -> list[str]:
    """Counterparts exist; nav entries exist in every language; no page is left out of the nav
    or of the home page's links."""
    docs = shown_path(site.docs_dir, site.root)
    files = {lang: site.files(lang) for lang in site.languages}
    errors = [
        f"{docs}/{other}/{slug}: missing: {docs}/{lang}/{slug} has no counterpart in '{other}'"
        for lang in site.languages
        for other in site.languages
        for slug in sorted(files[lang].keys() - files[other].keys())
    ]
    if "nav" not in site.config.raw:
        return errors
    shown = shown_path(site.config.path, site.root)
    for slug in site.config.nav:
        for lang in site.languages:
            if slug not in files[lang]:
                errors.append(f"{shown}: nav lists {slug} but {docs}/{lang}/{slug} does not exist")
    in_all = set.intersection(*(set(f) for f in files.values()))
    for slug in sorted(in_all - set(site.config.nav)):
        errors.append(f"{shown}: {slug} exists in every language but is not in nav")
    homes = [f[slug] for slug in site.config.nav[:1] for f in files.values() if slug in f]
    for home in map(site.page, homes):
        linked = {target.partition("#")[0] for _, target in links(home)}
        errors += [
            f"{home.rel}: does not link {slug}: add it to the home page's list of pages"
            for slug in site.config.nav[1:]
            if slug in in_all and slug not in linked
        ]
    return errors
