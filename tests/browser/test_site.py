"""The site as a whole: its links and files, its addresses, its 404 pages, the keyboard."""

from __future__ import annotations

from tests.browser import checks


def test_no_broken_link_or_anchor(site_dir, site_url, summary):
    problems, outside = checks.links(site_dir, site_url)
    summary.setdefault("external links (listed, never fetched)", {})["count"] = len(outside)
    assert not problems, "\n".join(problems)


def test_downloads_first_and_each_page_as_markdown(site_dir, site):
    problems = checks.page_files(site_dir, site)
    assert not problems, "\n".join(problems)


def test_no_placeholder_address_and_a_sitemap_in_every_language(site_dir, site_url, site):
    problems = checks.placeholder_addresses(site_dir)
    problems += checks.sitemap_alternates(site_dir, site.languages)
    assert site_url in (site_dir / "sitemap.xml").read_text(encoding="utf-8")
    assert not problems, "\n".join(problems)


RESTS = ("no/such/page/", "in-place-errors/nope/deep/")  # missing pages under a language's home


def test_missing_pages_get_the_404_of_their_language(tab, site, url_of, base_url):
    """/nope/ gets the English 404 page, /zh/nope/ (and deeper) the Chinese one."""
    problems, missing = [], []
    for lang in site.languages:
        home = url_of(base_url, "index.md", lang)
        for rest in RESTS:
            title = site.config.labels(lang)["page_404"]["title"]
            problems += checks.not_found(tab.page, home + rest, home, lang, title)
            missing.append(home + rest)
    problems += [p for p in tab.take() if not any(url in p for url in missing)]
    assert not problems, "\n".join(problems)


def test_every_tab_stop_shows(tab, site, url_of, base_url):
    """The first 30 Tab stops of each home page are on screen and show a focus ring."""
    problems = []
    for lang in site.languages:
        problems += checks.invisible_tab_stops(tab.page, url_of(base_url, "index.md", lang))
    assert not problems + tab.take(), "\n".join(problems)
