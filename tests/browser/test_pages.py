"""Every page in both languages as a reader sees it: at 1280 and 390 px, light and dark, each with
one axe-core run (checks.py says what each check looks for). With SCREENSHOTS_DIR set, full-page
screenshots go there: <locale>-<page>-light.jpg (desktop) and <locale>-<page>-dark-phone.jpg.

axe weighs the contrast of each kind of text once a page and tab (checks.ALIKE).

Material picks its palette from prefers-color-scheme on a first visit, which the tab emulates.
"""

from __future__ import annotations

import functools

from tests.browser import checks
from tests.browser.browsing import settle

CONFIGS = [(scheme, size) for size in ("desktop", "phone") for scheme in checks.SCHEMES]
SCREENSHOTS = (("light", "desktop"), ("dark", "phone"))  # both schemes, both widths


@functools.cache
def axe_script() -> str:
    from axe_playwright_python.sync_playwright import Axe

    return Axe().axe_script


def test_page(tabs, site, base_url, site_url, site_dir, screenshots_dir, summary, gzip_sizes, md):
    """Each page check of checks.py (its docstring says what it looks for) in each language,
    in the tabs it needs; CONTRIBUTING.md, "The site in a browser", lists them."""
    shown = {config: tabs(*config) for config in CONFIGS}
    desktop, phone = shown["light", "desktop"], shown["light", "phone"]
    problems = [p for tab in shown.values() for p in tab.take()]
    weights = summary.setdefault("heaviest pages (KB gzip, everything a page loads)", {})
    code = summary.setdefault("code lines at 390 px (cut or orphaned: none, or the test fails)", {})
    for lang in site.languages:
        site_page = site.page(site.docs_dir / lang / md)
        url = base_url + site_page.url_path
        index = base_url + site.language_prefix(lang) + "search/search_index.json"
        for tab in (tab for tab in shown.values() if tab is not desktop):  # they load side by side
            tab.page.goto(url, wait_until="commit")
        view = checks.page_view(desktop.page, url)
        for tab in shown.values():
            tab.page.wait_for_load_state("load")
            checks.start_axe(tab.page, axe_script())
        for (scheme, size), tab in shown.items():
            label = f"{scheme}, {size}"
            problems += checks.axe_violations(tab.page, url, label)
            problems += checks.scheme(tab.page, url, scheme)
            problems += checks.dark_figures(tab.page, url) if scheme == "dark" else []
            problems += checks.comment_colour(tab.page, url, label) if size == "desktop" else []
            if screenshots_dir and (scheme, size) in SCREENSHOTS:
                name = f"{lang}-{md.removesuffix('.md')}-{scheme}{'-phone' * (size == 'phone')}.jpg"
                tab.page.evaluate("document.fonts.ready")
                tab.page.screenshot(path=screenshots_dir / name, full_page=True, quality=80)
        for scheme in checks.SCHEMES:  # light and dark draw the same lines: both are measured
            found, seen = checks.phone_code(shown[scheme, "phone"].page, url)
            problems += found
        problems += checks.small_figure_text(phone.page, url, site_dir, base_url)
        problems += checks.phone_fit(phone.page, url)
        code["lines"] = code.get("lines", 0) + seen["lines"]
        code["of them wrap"] = code.get("of them wrap", 0) + seen["wrapped"]
        problems += checks.printed(shown["dark", "desktop"].page, url)
        settle(desktop.page)
        problems += checks.provenance(desktop.page, url, site_page, site.config.raw["repo_url"])
        problems += checks.copy_buttons(desktop.page, url, site_page)
        problems += checks.page_address(desktop.page, url, base_url, site_url, site_page)
        problems += checks.own_words(desktop.page, url, lang)
        problems += checks.desktop_code(desktop.page, url)
        if lang == "zh":
            problems += checks.stray_cjk_spaces(desktop.page, url)  # rewrites the page
        found, weight = checks.index_and_weight(desktop.page, url, index, view, gzip_sizes)
        problems += found  # opens search: last
        weights[url] = round(weight / 1024, 1)
    problems += [p for tab in shown.values() for p in tab.take()]
    assert not problems, "\n".join(problems)
