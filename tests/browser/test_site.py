"""Every page, both languages, in Chromium, walked as a reader does on a desktop.

Pages come from the nav of mkdocs.yml (through the site model); each exists once per language.
"""

from __future__ import annotations

import pytest

from tests.browser import rendering, walk


def test_page_in_every_language(tab, site, url_of, base_url, site_url, page_weights, md):
    """On this page, in each language:

    - it loads its own language's search index and nothing else's, <= 120 KB gzip in all;
    - the provenance box shows the front matter's dates and sources with the language's labels;
    - each example's copy button copies exactly the snippet file that the example tests ran;
    - canonical address, link-preview metadata and source links are right; the palette toggle
      and the permalinks speak the page's language;
    - no code block scrolls sideways at 1280 px; no space between two Chinese characters;
    - no request leaves 127.0.0.1, no console error, no HTTP error.
    """
    page, problems = tab.page, []
    for lang in site.languages:
        url = url_of(base_url, md, lang)
        site_page = site.page(site.docs_dir / lang / md)
        index_url = base_url + site.language_prefix(lang) + "search/search_index.json"
        found, page_weights[url] = rendering.search_index_and_weight(page, url, index_url)
        problems += found
        problems += walk.check_provenance(page, url, site_page)
        problems += walk.check_copy_buttons(page, url, site_page)
        problems += rendering.page_address(page, url, base_url, site_url, site_page)
        problems += rendering.own_words(page, url, lang)
        problems += rendering.scrolling_code(page, url)
        if lang == "zh":
            problems += rendering.stray_cjk_spaces(page, url)  # rewrites the page: last
    problems += tab.recorder.take()
    assert not problems, "\n".join(problems)


LONG_PAGES = ("in-place-errors.md", "two-relationships.md", "pitfalls.md")


def place_kept_both_ways(tab, site, url_of, base_url, md) -> list[str]:
    """For each language: arrive by a link with #id, scroll on by hand to a later section (the
    address keeps the old #id), switch: the other language opens at that section; switch back:
    the same place as before."""
    tab.recorder.take()
    problems = []
    first, *others = site.languages
    for here, there in [(first, other) for other in others] + [(o, first) for o in others]:
        headings = site.page(site.docs_dir / here / md).headings
        first_id = next((h.id for h in headings if h.level >= 2 and h.id), "")
        problems += rendering.place_kept(
            tab.page,
            url_of(base_url, md, here),
            url_of(base_url, md, there),
            here,
            there,
            first_id,
        )
    return problems + tab.recorder.take()


def test_language_switch_keeps_the_place(tabs, site, url_of, base_url, md):
    """Every page, desktop (place_kept_both_ways)."""
    problems = place_kept_both_ways(tabs(), site, url_of, base_url, md)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("long_page", LONG_PAGES)
def test_language_switch_keeps_the_place_on_a_phone(tabs, site, url_of, base_url, long_page):
    """The longest pages, on a phone (place_kept_both_ways)."""
    problems = place_kept_both_ways(tabs(size="phone"), site, url_of, base_url, long_page)
    assert not problems, "\n".join(problems)


def test_a_search_result_then_the_switch_keep_the_section(tab, site, url_of, base_url):
    """A search result opens a section; the language selector then leads to the same section."""
    first, other = site.languages[:2]
    start = url_of(base_url, "glossary.md", first)
    results = walk.search(tab.page, start, "version counter")
    link = tab.page.locator(".md-search-result__item a.md-search-result__link[href*='#']").first
    href = link.get_attribute("href")
    assert results and href, f"no section among the results for 'version counter': {results}"
    with tab.page.expect_navigation(wait_until="load"):
        link.click()
    walk.settle(tab.page)
    path, _, section = tab.page.url.removeprefix(base_url).partition("#")
    path = path.split("?")[0]  # ?h=: the words search highlights
    target = f"{base_url}{site.language_prefix(other)}{path}#{section}"
    problems = walk.switch_language(tab.page, target, other)
    assert section and not problems, "\n".join(problems)
    assert not tab.recorder.take()


def test_a_contents_click_then_the_switch_keep_the_section(tab, site, url_of, base_url):
    """A click in the table of contents, then the language selector: the same section."""
    first, other = site.languages[:2]
    url = url_of(base_url, "in-place-errors.md", first)
    walk.open_page(tab.page, url)
    entry = tab.page.locator(".md-sidebar--secondary .md-nav__link[href^='#']").nth(2)
    section = entry.get_attribute("href")
    entry.click()
    tab.page.wait_for_function("s => location.hash === s", arg=section)
    problems = walk.switch_language(
        tab.page, url_of(base_url, "in-place-errors.md", other) + section, other
    )
    assert not problems, "\n".join(problems)
    assert not tab.recorder.take()


def test_every_tab_stop_shows(tab, site, url_of, base_url):
    """From the top of the home page, in each language, the first 30 Tab stops are on screen
    and show a focus ring."""
    problems = []
    for lang in site.languages:
        problems += rendering.invisible_tab_stops(tab.page, url_of(base_url, "index.md", lang))
    assert not problems, "\n".join(problems)


RESTS = ("no/such/page/", "in-place-errors/nope/deep/")  # missing pages under a language's home


def test_missing_pages_get_the_404_of_their_language(tab, site, url_of, base_url):
    """/nope/ gets the English 404 page, /zh/nope/ (and deeper) the Chinese one."""
    problems = []
    for lang in site.languages:
        home = url_of(base_url, "index.md", lang)
        for rest in RESTS:
            problems += rendering.not_found(tab.page, home + rest, home, lang)
    missing = [
        url_of(base_url, "index.md", lang) + rest for lang in site.languages for rest in RESTS
    ]
    problems += [p for p in tab.recorder.take() if not any(url in p for url in missing)]
    assert not problems, "\n".join(problems)


def test_sitemap_names_every_language_and_x_default(site_dir, site):
    problems = rendering.sitemap_alternates(site_dir, site.languages)
    assert not problems, "\n".join(problems)


def test_no_placeholder_address_in_the_site(site_dir, site_url):
    problems = rendering.placeholder_addresses(site_dir)
    assert not problems, "\n".join(problems)
    sitemap = (site_dir / "sitemap.xml").read_text(encoding="utf-8")
    assert site_url in sitemap
