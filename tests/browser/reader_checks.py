"""What a reader sees, as functions that return the problems they find (see test_reader.py).

- Chinese text: no space between two Chinese characters (a soft line break of the source);
- code: no code block scrolls sideways at 1280 px;
- figures: the smallest figure text is at least 11 px on a 390 px phone;
- accessibility: no serious or critical axe-core violation;
- addresses: canonical and og:url are the page's address under site_url, no placeholder host;
  og/twitter title, description and locale in the page's language; links to the page's source and
  to each snippet it includes, on repo_url;
- the language switch keeps the section (#id);
- search: the page loads its own language's index only, and the page's weight (gzip) is bounded.

test_reader_can_fail.py builds broken variants of the site and shows each function reports them.
"""

from __future__ import annotations

import gzip
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from tests.browser import checks, site

if TYPE_CHECKING:
    from playwright.sync_api import Page

CJK = "\u2e80-\u2fff\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef“”‘’…—"
STRAY_SPACE = re.compile(rf"[{CJK}][ \u00a0]+[{CJK}]")  # a tab: between table cells
MIN_FIGURE_PX = 11.0
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
OG_LOCALES = {"en": "en_US", "zh": "zh_CN"}
PLACEHOLDER_HOSTS = ("OWNER.github.io", "example.com", "USERNAME.github.io")
MAX_PAGE_GZIP = 120 * 1024


def stray_cjk_spaces(page: Page, url: str) -> list[str]:
    """Spaces between two Chinese characters in the content as rendered (innerText), code and
    figures standing in as a Latin letter (a space next to code is wanted)."""
    checks.open_page(page, url)
    text = page.evaluate(
        """() => {
          const root = document.querySelector('.md-content')
          root.querySelectorAll('pre, code, svg, img').forEach(el => el.replaceWith('X'))
          return root.innerText
        }"""
    )
    page.reload(wait_until="load")  # the page's own DOM again, for the next check
    page.wait_for_load_state("networkidle")
    found = [m.group(0) for m in STRAY_SPACE.finditer(text)]
    return [f"{url}: space between Chinese characters: {s!r}" for s in found]


def scrolling_code(page: Page, url: str) -> list[str]:
    """Code blocks whose text is wider than the block (it scrolls sideways)."""
    page.set_viewport_size(DESKTOP)
    checks.open_page(page, url)
    wide = page.evaluate(
        """() => [...document.querySelectorAll('.md-content pre > code')]
          .filter(code => code.scrollWidth > code.clientWidth + 1)
          .map(code => {
            const lines = code.textContent.split('\\n')
            const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '')
            return `${code.scrollWidth}px in ${code.clientWidth}px: ${longest}`
          })"""
    )
    return [f"{url}: code scrolls sideways at 1280 px ({w})" for w in wide]


def _svg_min_font(svg: str) -> tuple[float, float]:
    """(viewBox width, smallest font-size in user units) of an SVG's text."""
    root = ET.fromstring(svg)
    view_box = root.get("viewBox")
    width = float(view_box.split()[2]) if view_box else float(root.get("width", "0"))
    smallest = float("inf")

    def walk(element, inherited: float) -> None:
        nonlocal smallest
        size = element.get("font-size")
        current = float(size.removesuffix("px")) if size else inherited
        if element.tag.endswith("text") and (element.text or "").strip():
            smallest = min(smallest, current)
        for child in element:
            walk(child, current)

    walk(root, 16.0)
    return width, smallest


def small_figure_text(page: Page, url: str, site_dir: Path, base_url: str) -> list[str]:
    """Smallest text of each SVG figure in the content, as rendered on a 390 px phone."""
    page.set_viewport_size(PHONE)
    page.goto(url, wait_until="load")  # loaded at this width: <picture> picks its source
    page.wait_for_load_state("networkidle")
    figures = page.evaluate(
        """() => [...document.querySelectorAll('.md-content img[src$=".svg"]')]
          .map(img => ({
            src: img.currentSrc || img.src,
            width: img.getBoundingClientRect().width,
          }))"""
    )
    page.set_viewport_size(DESKTOP)
    problems = []
    prefix = urlsplit(base_url).path
    for figure in figures:
        rel = urlsplit(figure["src"]).path.removeprefix(prefix)
        view_width, font = _svg_min_font((site_dir / rel).read_text(encoding="utf-8"))
        rendered = font * figure["width"] / view_width
        if rendered < MIN_FIGURE_PX:
            problems.append(
                f"{url}: {rel}: smallest text {rendered:.1f} px at 390 px width (font-size "
                f"{font} in a {view_width:g}-unit-wide figure shown {figure['width']:.0f} px "
                f"wide); at least {MIN_FIGURE_PX:g} px"
            )
    return problems


def axe_violations(page: Page, url: str, label: str) -> list[str]:
    """Serious and critical axe-core violations on the page (axe-playwright-python)."""
    from axe_playwright_python.sync_playwright import Axe

    checks.open_page(page, url)
    results = Axe().run(page)
    problems = []
    for violation in results.response["violations"]:
        if violation.get("impact") not in ("serious", "critical"):
            continue
        targets = [" ".join(map(str, node["target"])) for node in violation["nodes"][:3]]
        problems.append(
            f"{url} ({label}): {violation['id']} ({violation['impact']}, "
            f"{len(violation['nodes'])} nodes): {violation['help']}; e.g. {targets}"
        )
    return problems


def page_address(
    page: Page, url: str, base_url: str, site_url: str, locale: str, source: str, includes
) -> list[str]:
    """Canonical/og:url = the page's address under site_url; og/twitter metadata; source links."""
    checks.open_page(page, url)
    expected = site_url.rstrip("/") + "/" + url.removeprefix(base_url)
    head = page.evaluate(
        """() => {
          const get = sel => {
            const el = document.querySelector(sel)
            return el ? (el.href || el.content) : null
          }
          return {
            canonical: get('link[rel=canonical]'),
            description: get('meta[name=description]'),
            og_url: get('meta[property="og:url"]'),
            og_title: get('meta[property="og:title"]'),
            og_description: get('meta[property="og:description"]'),
            og_locale: get('meta[property="og:locale"]'),
            twitter_title: get('meta[name="twitter:title"]'),
            twitter_description: get('meta[name="twitter:description"]'),
            page_link: document.querySelector('[data-source-link=page]')?.href,
            snippet_links: [...document.querySelectorAll('[data-source-link=snippet]')]
              .map(a => a.href),
          }
        }"""
    )
    problems = []
    for key in ("canonical", "og_url"):
        if head[key] != expected:
            problems.append(f"{url}: {key} is {head[key]!r}, expected {expected!r}")
    for key in (
        "description",
        "og_title",
        "og_description",
        "twitter_title",
        "twitter_description",
    ):
        if not head[key]:
            problems.append(f"{url}: no {key}")
    if head["og_locale"] != OG_LOCALES.get(locale):
        problems.append(f"{url}: og:locale {head['og_locale']!r} on a {locale} page")
    if locale == "zh":
        for key in ("og_title", "og_description", "description"):
            if head[key] and not re.search(rf"[{CJK}]", head[key]):
                problems.append(f"{url}: {key} {head[key]!r} is not in Chinese")
    if not head["page_link"] or not head["page_link"].endswith("/" + source):
        problems.append(f"{url}: no link to its source {source} (got {head['page_link']!r})")
    wanted = list(dict.fromkeys(include.snippet for include in includes))
    got = [link.split("/blob/", 1)[-1].split("/", 1)[-1] for link in head["snippet_links"]]
    if got != wanted:
        problems.append(f"{url}: links to snippets {got}, expected {wanted}")
    return problems


def placeholder_addresses(site_dir: Path) -> list[str]:
    """Files of the built site (pages, sitemap) that name a placeholder host."""
    problems = []
    for path in sorted(site_dir.rglob("*")):
        if path.suffix not in (".html", ".xml", ".json", ".py", ".ipynb") or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for host in PLACEHOLDER_HOSTS:
            if host in text:
                problems.append(f"{path.relative_to(site_dir)}: names the placeholder {host}")
    return problems


def section_kept(page: Page, base_url: str, md: str, languages, section: str) -> list[str]:
    """From <page>#<section> the language selector leads to <other page>#<section>, both ways."""
    first, *others = languages
    problems = []
    for other in others:
        for here, there in ((first, other), (other, first)):
            url = base_url + site.page_path(md, here) + "#" + section
            target = base_url + site.page_path(md, there) + "#" + section
            page.goto(url, wait_until="load")
            page.wait_for_load_state("networkidle")
            problems += checks.switch_language(page, target, there)
    return problems


def search_index_and_weight(page: Page, url: str, base_url: str, lang) -> list[str]:
    """The page loads exactly one search index, its language's; all it loads is <= 120 KB gzip."""
    sizes: dict[str, int] = {}
    broken: list[str] = []

    def record(response) -> None:
        try:
            body = response.body()
        except Exception:  # a redirect or an aborted request has no body
            return
        sizes[response.url] = len(gzip.compress(body, compresslevel=6))
        if response.url.endswith("search_index.json"):
            try:
                docs = json.loads(body)["docs"] if response.status == 200 else []
            except ValueError:
                docs = []
            if not docs:
                broken.append(f"{response.url}: HTTP {response.status}, not a search index")

    page.on("response", record)
    try:
        page.goto(url, wait_until="load")
        page.wait_for_load_state("networkidle")
    finally:
        page.remove_listener("response", record)
    problems = [f"{url}: {problem}" for problem in broken]
    indexes = [u for u in sizes if u.endswith("search_index.json")]
    expected = base_url + lang.prefix + "search/search_index.json"
    if indexes != [expected]:
        problems.append(f"{url}: loads the search indexes {indexes}, expected [{expected}]")
    total = sum(sizes.values())
    if total > MAX_PAGE_GZIP:
        heaviest = sorted(sizes.items(), key=lambda item: -item[1])[:4]
        problems.append(
            f"{url}: {total / 1024:.1f} KB gzip in all, over {MAX_PAGE_GZIP // 1024} KB; "
            f"heaviest: {[(u, s) for u, s in heaviest]}"
        )
    page.weight = total
    return problems
