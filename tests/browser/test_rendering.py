"""Every page in both languages as a reader sees it, on a desktop and on a phone, light and dark
(rendering.py says what each check looks for). Each run also writes a full-page screenshot:
<locale>-<page>-<scheme>[-phone].png in SCREENSHOTS_DIR.

Material picks its palette from prefers-color-scheme on a first visit, which the browser profile
emulates. The Chinese pages must be drawn with a CJK font (Debian's fonts-noto-cjk), not boxes.
"""

from __future__ import annotations

import re

from tests.browser import rendering, walk

SCHEMES = {"light": "default", "dark": "slate"}  # emulated color scheme -> Material's scheme
CJK_FONT = re.compile(r"CJK|Han Sans|Han Serif|WenQuanYi|Hei|Song|Ming|Noto Sans SC", re.I)


CONFIGS = [(scheme, size) for size in ("desktop", "phone") for scheme in SCHEMES]


def test_page_as_shown(tabs, site, url_of, base_url, site_dir, screenshots_dir, md):
    """At 1280 and 390 px, light and dark: no serious or critical axe-core finding; Material's
    palette follows the preference; CJK fonts on Chinese pages. On a phone: figure text >= 11 px,
    comments and `#>` lines wrapped, scrolling blocks focusable, names in inline code unbroken.
    In dark mode: dark figures. The four profiles load the page and run axe-core side by side."""
    shown = {config: tabs(*config) for config in CONFIGS}
    problems = [p for tab in shown.values() for p in tab.recorder.take()]
    for lang in site.languages:
        url = url_of(base_url, md, lang)
        for tab in shown.values():
            tab.page.goto(url, wait_until="commit")
        for tab in shown.values():
            tab.page.wait_for_load_state("load")
            walk.settle(tab.page)
            rendering.start_axe(tab.page)
        for (scheme, size), tab in shown.items():
            page = tab.page
            problems += rendering.axe_violations(page, url, f"{scheme}, {size}")
            got = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
            if got != SCHEMES[scheme]:
                problems.append(f"{url}: Material scheme {got!r} under {scheme} preference")
            if lang == "zh" and (scheme, size) == CONFIGS[0]:
                fonts = walk.cjk_fonts(page, ".md-content h1")
                if not any(CJK_FONT.search(f["familyName"]) and f["glyphCount"] for f in fonts):
                    problems.append(f"{url}: Chinese heading drawn without a CJK font: {fonts}")
            if size == "phone":
                problems += rendering.small_figure_text(page, url, site_dir, base_url)
                problems += rendering.code_on_a_phone(page, url)
            if scheme == "dark":
                problems += rendering.dark_figures(page, url)
            suffix = "" if size == "desktop" else f"-{size}"
            name = f"{lang}-{md.removesuffix('.md').replace('/', '-')}-{scheme}{suffix}.png"
            page.evaluate("document.fonts.ready")
            page.screenshot(path=screenshots_dir / name, full_page=True)
    problems += [p for tab in shown.values() for p in tab.recorder.take()]
    assert not problems, "\n".join(problems)


def test_readme_screenshots(tabs, site, url_of, base_url, screenshots_dir):
    """Two small viewport shots of the home page (readme-en.png, readme-zh.png) for the README."""
    tab = tabs(fresh=True)
    tab.page.set_viewport_size({"width": 960, "height": 600})
    for lang in site.languages:
        walk.open_page(tab.page, url_of(base_url, "index.md", lang))
        tab.page.evaluate("document.fonts.ready")
        tab.page.screenshot(path=screenshots_dir / f"readme-{lang}.png")
    assert not tab.recorder.take()
