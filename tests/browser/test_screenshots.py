"""Full-page screenshots of every page in both languages, light and dark, in SCREENSHOTS_DIR.

File names: <locale>-<page>-<scheme>.png (index for the home page) at 1280 px, and
<locale>-<page>-<scheme>-phone.png at 390 px. Material picks its palette
from prefers-color-scheme on a first visit, which the browser profile emulates. The Chinese pages
must be drawn with a CJK font (Debian's fonts-noto-cjk), not with boxes.
"""

from __future__ import annotations

import re

import pytest

from tests.browser import checks, site
from tests.browser.conftest import new_context

CONFIG = site.load_config()
LANGUAGES = site.languages(CONFIG)
PAGES = site.nav_pages(CONFIG)
SCHEMES = {"light": "default", "dark": "slate"}  # emulated color scheme -> Material's scheme
SIZES = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
CJK_FONT = re.compile(r"CJK|Han Sans|Han Serif|WenQuanYi|Hei|Song|Ming|Noto Sans SC", re.I)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("lang", LANGUAGES, ids=lambda lang: lang.locale)
def test_screenshots(browser, base_url, screenshots_dir, lang, scheme, size):
    context, recorder = new_context(browser, base_url, color_scheme=scheme)
    try:
        page = context.new_page()
        page.set_viewport_size(SIZES[size])
        problems = []
        for md in PAGES:
            url = base_url + site.page_path(md, lang)
            checks.open_page(page, url)
            page.evaluate("document.fonts.ready")
            got = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
            if got != SCHEMES[scheme]:
                problems.append(f"{url}: Material scheme {got!r} under {scheme} preference")
            if lang.locale == "zh":
                fonts = checks.cjk_fonts(page, ".md-content h1")
                if not any(CJK_FONT.search(f["familyName"]) and f["glyphCount"] for f in fonts):
                    problems.append(f"{url}: Chinese heading drawn without a CJK font: {fonts}")
            suffix = "" if size == "desktop" else f"-{size}"
            name = f"{lang.locale}-{md.removesuffix('.md').replace('/', '-')}-{scheme}{suffix}.png"
            page.screenshot(path=screenshots_dir / name, full_page=True)
        problems += recorder.problems()
        assert not problems, "\n".join(problems)
    finally:
        context.close()


def test_readme_screenshots(browser, base_url, screenshots_dir):
    """Two small viewport shots of the home page (readme-en.png, readme-zh.png) for the README."""
    context, recorder = new_context(browser, base_url, color_scheme="light")
    try:
        page = context.new_page()
        page.set_viewport_size({"width": 960, "height": 600})
        for lang in LANGUAGES:
            checks.open_page(page, base_url + site.page_path("index.md", lang))
            page.evaluate("document.fonts.ready")
            page.screenshot(path=screenshots_dir / f"readme-{lang.locale}.png")
        assert not recorder.problems()
    finally:
        context.close()
