"""Every page in both languages as a reader sees it (tests/browser/reader_checks.py says what).

One test per page and check family, each over both languages; the axe-core run covers the light
and the dark palette (Material follows prefers-color-scheme on a first visit).
"""

from __future__ import annotations

import re

import pytest

from tests.browser import reader_checks, site
from tests.browser.conftest import new_context

CONFIG = site.load_config()
LANGUAGES = site.languages(CONFIG)
PAGES = site.nav_pages(CONFIG)
DOCS = site.ROOT / CONFIG.get("docs_dir", "docs")
SECTION_ID = re.compile(r"^##+ .*\{[^}]*#(?P<id>[\w-]+)[^}]*\}\s*$", re.MULTILINE)
WEIGHTS: dict[str, int] = {}


def urls(base_url: str, md: str):
    for lang in LANGUAGES:
        yield lang, base_url + site.page_path(md, lang)


@pytest.mark.parametrize("md", PAGES)
def test_text_code_and_figures(page, base_url, site_dir, md):
    """No space between Chinese characters; no code block scrolls at 1280 px; figure text >= 11 px
    on a 390 px phone."""
    problems = []
    for _, url in urls(base_url, md):
        problems += reader_checks.stray_cjk_spaces(page, url)
        problems += reader_checks.scrolling_code(page, url)
        problems += reader_checks.small_figure_text(page, url, site_dir, base_url)
    problems += page.recorder.problems()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("md", PAGES)
def test_no_serious_axe_violations(browser, base_url, md, scheme):
    context, recorder = new_context(browser, base_url, color_scheme=scheme)
    try:
        page = context.new_page()
        problems = []
        for _, url in urls(base_url, md):
            problems += reader_checks.axe_violations(page, url, scheme)
            got = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
            if got != {"light": "default", "dark": "slate"}[scheme]:
                problems.append(f"{url}: Material scheme {got!r} under {scheme} preference")
        problems += recorder.problems()
        assert not problems, "\n".join(problems)
    finally:
        context.close()


@pytest.mark.parametrize("md", PAGES)
def test_addresses_metadata_and_source_links(page, base_url, md):
    problems = []
    for lang, url in urls(base_url, md):
        md_path = DOCS / lang.locale / md
        source = md_path.relative_to(site.ROOT).as_posix()
        includes = site.page_includes(site.ROOT, md_path)
        problems += reader_checks.page_address(
            page, url, base_url, CONFIG["site_url"], lang.locale, source, includes
        )
    assert not problems, "\n".join(problems)


def test_no_placeholder_address_in_the_site(site_dir):
    problems = reader_checks.placeholder_addresses(site_dir)
    assert not problems, "\n".join(problems)
    sitemap = (site_dir / "sitemap.xml").read_text(encoding="utf-8")
    assert CONFIG["site_url"] in sitemap


@pytest.mark.parametrize("md", PAGES)
def test_language_switch_keeps_the_section(page, base_url, md):
    ids = SECTION_ID.findall((DOCS / LANGUAGES[0].locale / md).read_text(encoding="utf-8"))
    assert ids, f"{md} has no section with an id"
    problems = reader_checks.section_kept(page, base_url, md, LANGUAGES, ids[-1])
    problems += page.recorder.problems()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("md", PAGES)
def test_own_search_index_and_weight(page, base_url, md):
    problems = []
    for lang, url in urls(base_url, md):
        problems += reader_checks.search_index_and_weight(page, url, base_url, lang)
        WEIGHTS[url] = page.weight
    assert not problems, "\n".join(problems)


def test_heaviest_page_report():
    """Prints the heaviest pages (gzip, everything the page loads); runs after the weight tests."""
    if not WEIGHTS:
        pytest.skip("no page weights recorded (run with the weight tests)")
    for url, weight in sorted(WEIGHTS.items(), key=lambda item: -item[1])[:3]:
        print(f"{weight / 1024:.1f} KB gzip  {url}")
    assert max(WEIGHTS.values()) <= reader_checks.MAX_PAGE_GZIP
