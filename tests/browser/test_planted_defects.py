"""The browser checks can fail: each row plants a defect in a copy of the site (defects.py),
and the check that guards against it must report it on that copy, with the expected words.

Every check of test_site.py, test_rendering.py, test_links.py and test_search.py has a row.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pytest

from tests.browser import rendering, walk
from tests.browser.test_search import QUERIES, query_problems

PROVENANCE_LINE = "lacks 'This edition published: "


class Row(NamedTuple):
    defect: str  # the plant of defects.py
    variant: str
    check: Callable  # check(tabs, variant) -> problems
    expected: tuple[str, ...]  # words some reported problem must hold, each of them


def _walk(tabs, v, scheme="light", size="desktop"):
    """A fresh browser profile for one planted defect (the variant is on its own port)."""
    return tabs(scheme, size, fresh=True)


def glossary_switch(tabs, v):
    tab = _walk(tabs, v)
    walk.open_page(tab.page, v.base_url + "glossary/")
    return walk.switch_language(tab.page, v.base_url + "zh/glossary/", "zh") + tab.recorder.take()


def broken_anchor(tabs, v):
    run = walk.run_linkchecker(v.base_url, recursion=1)
    return walk.link_report(run, v.site.config.raw["site_url"], v.site_dir).broken


def web_font(tabs, v):
    tab = _walk(tabs, v)
    walk.open_page(tab.page, v.base_url)
    return tab.recorder.take()


def on_page(check, path, scheme="light", size="desktop"):
    def run(tabs, v):
        tab = _walk(tabs, v, scheme, size)
        return check(tab.page, v.base_url + path)

    return run


def small_figures(tabs, v):
    tab = _walk(tabs, v, size="phone")
    url = v.base_url + "two-relationships/"
    return rendering.small_figure_text(tab.page, url, v.site_dir, v.base_url)


def placeholder(tabs, v):
    problems = rendering.placeholder_addresses(v.site_dir)
    tab = _walk(tabs, v)
    site_page = v.site.page(v.site.docs_dir / "zh" / "sources.md")
    url = v.base_url + "zh/sources/"
    real_site_url = v.site.config.raw["site_url"]  # read without the planted SITE_URL
    return problems + rendering.page_address(tab.page, url, v.base_url, real_site_url, site_page)


def metadata(tabs, v):
    tab = _walk(tabs, v)
    site_page = v.site.page(v.site.docs_dir / "en" / "saved-reference.md")
    url = v.base_url + "saved-reference/"
    return rendering.page_address(
        tab.page, url, v.base_url, v.site.config.raw["site_url"], site_page
    )


def place(tabs, v):
    tab = _walk(tabs, v)
    url, target = v.base_url + "in-place-errors/", v.base_url + "zh/in-place-errors/"
    return rendering.place_kept(tab.page, url, target, "en", "zh", "saved-for-backward")


def index_and_weight(path, index):
    def run(tabs, v):
        tab = _walk(tabs, v)
        return rendering.search_index_and_weight(tab.page, v.base_url + path, v.base_url + index)[0]

    return run


def provenance(tabs, v):
    tab = _walk(tabs, v)
    site_page = v.site.page(v.site.docs_dir / "en" / "glossary.md")
    return walk.check_provenance(tab.page, v.base_url + "glossary/", site_page)


def own_words(tabs, v):
    tab = _walk(tabs, v)
    return rendering.own_words(tab.page, v.base_url + "zh/", "zh")


def sitemap(tabs, v):
    return rendering.sitemap_alternates(v.site_dir, v.site.languages)


def chinese_404(tabs, v):
    tab = _walk(tabs, v)
    home = v.base_url + "zh/"
    return rendering.not_found(tab.page, home + "no/such/page/", home, "zh")


def tab_stops(tabs, v):
    return rendering.invisible_tab_stops(_walk(tabs, v).page, v.base_url)


ROWS = [
    Row("remove_chinese_glossary", "broken", glossary_switch, ("zh/glossary",)),
    Row("break_an_anchor", "broken", broken_anchor, ("no-such-anchor",)),
    Row(
        "add_a_web_font",
        "broken",
        web_font,
        ("request left 127.0.0.1: https://fonts.googleapis.com/",),
    ),
    Row(
        "drop cjk_soft_breaks_hook.py",
        "broken",
        on_page(rendering.stray_cjk_spaces, "zh/saved-reference/"),
        ("space between Chinese characters",),
    ),
    Row(
        "lengthen_a_snippet_line",
        "broken",
        on_page(rendering.scrolling_code, "zh/saved-reference/"),
        ("a line no block is wide enough for",),
    ),
    Row("drop narrow_figures_hook.py", "broken", small_figures, ("two-edges.svg: smallest text",)),
    Row(
        "use_deep_orange",
        "broken",
        on_page(lambda page, url: rendering.axe_violations(page, url, "light"), ""),
        ("color-contrast",),
    ),
    Row(
        "SITE_URL=OWNER.github.io",
        "broken",
        placeholder,
        (
            "sitemap.xml: names the placeholder OWNER.github.io",
            "is 'https://OWNER.github.io/detach-vs-clone/zh/sources/', expected",
        ),
    ),
    Row(
        "drop_metadata_and_source_links",
        "broken",
        metadata,
        ("og:locale", "no link to its source", "links to snippets []"),
    ),
    Row("forget_the_place", "broken", place, ("led to",)),
    Row(
        "drop search_index_hook.py",
        "broken",
        index_and_weight("zh/saved-reference/", "zh/search/search_index.json"),
        ("search_index.json: HTTP 404, not a search index",),
    ),
    Row(
        "add_a_heavy_script",
        "broken",
        index_and_weight("glossary/", "search/search_index.json"),
        ("KB gzip in all, over 120 KB",),
    ),
    Row("use_a_tooling_word", "broken", provenance, ("tooling word 'backfill'", PROVENANCE_LINE)),
    Row(
        "cut_comments",
        "broken",
        on_page(rendering.code_on_a_phone, "", size="phone"),
        ("comment cut at the block's edge",),
    ),
    Row(
        "unfocusable_code",
        "broken",
        on_page(rendering.code_on_a_phone, "", size="phone"),
        ("scrolls sideways is no Tab stop",),
    ),
    Row(
        "break_names",
        "broken",
        on_page(rendering.code_on_a_phone, "two-relationships/", size="phone"),
        ("inline code breaks inside a name",),
    ),
    Row(
        "white_figures",
        "broken",
        on_page(rendering.dark_figures, "two-relationships/", scheme="dark"),
        ("is a light card in dark mode",),
    ),
    Row("english_words_on_chinese_pages", "broken", own_words, ("'Dark'", "'Permanent link'")),
    Row("no_x_default", "broken", sitemap, ("has no alternate for x-default",)),
    Row("one_404_for_all", "broken", chinese_404, ("is not the zh nav",)),
    Row("invisible_tab_stop", "broken", tab_stops, ("md-search__scrollwrap",)),
]


def query_row(query):
    def check(tabs, v):
        tab = _walk(tabs, v)
        return query_problems(tab.page, v.base_url, v.site.language_prefix(query.lang), query)

    return Row(f"{query.lang} {query.text}", query.fails_on, check, (repr(query.text),))


ROWS += [query_row(q) for q in QUERIES if q.fails_on]


@pytest.mark.parametrize("row", ROWS, ids=lambda row: f"{row.variant}-{row.defect}")
def test_the_check_reports_the_planted_defect(tabs, variant, row):
    problems = row.check(tabs, variant(row.variant))
    print("\n".join(problems))
    missing = [words for words in row.expected if not any(words in p for p in problems)]
    assert not missing, f"{row.defect}: no problem says {missing}; got {problems}"
