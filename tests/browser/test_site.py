"""Every page, both languages, in Chromium: language switch, offline, provenance, copy buttons.

Pages come from mkdocs.yml's nav; each exists once per language of the i18n plugin. One test per
page walks it as a reader does: the default language, the selector to each other language, the
selector back; on each language's page it checks the provenance box and the copy buttons.
"""

from __future__ import annotations

import pytest

from tests.browser import checks, site

PAGES = site.nav_pages(site.load_config())


@pytest.mark.parametrize("md", PAGES)
def test_page_in_every_language(page, base_url, md):
    """On this page, in each language:

    - the language selector leads to the same page in the other language and back, and
      <html lang> is that language's locale each time;
    - the provenance box shows the front matter's dates and sources with the language's labels;
    - each example's copy button copies exactly the snippet file that the example tests ran;
    - no request leaves 127.0.0.1, no console error, no HTTP error (sitemap.xml fetches included).
    """
    problems = checks.check_page(page, base_url, site.ROOT, md)
    assert not problems, "\n".join(problems)


def test_404_page_is_served_and_clean(page, base_url):
    """A missing URL gets the bilingual 404 page, styled (its assets resolve from any depth)."""
    missing = base_url + "zh/no/such/page/"
    response = page.goto(missing, wait_until="load")
    page.wait_for_load_state("networkidle")
    assert response.status == 404
    assert page.locator("h1").inner_text().startswith("404")
    assert page.locator(".md-header").is_visible()
    expected = f"HTTP 404: {missing}"
    problems = [p for p in page.recorder.problems() if p != expected and missing not in p]
    assert not problems, "\n".join(problems)
