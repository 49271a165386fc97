"""What a reader sees, as functions that return the problems they find (test_rendering.py runs
them on every page; test_planted_defects.py shows each one reporting a defect planted in a copy).

- Chinese text: no space between two Chinese characters (a soft line break of the source);
- code: no block scrolls sideways at 1280 px; at 390 px comments and `#>` lines wrap inside their
  block and every block that still scrolls can be focused (tabindex=0), so the keyboard scrolls
  it; inline code breaks only after a ".", never inside a name;
- figures: the smallest figure text is at least 11 px on a 390 px phone; in dark mode a figure
  is dark like the page, not a white card;
- accessibility: no serious or critical axe-core violation; every Tab stop is visible;
- addresses: canonical and og:url are the page's address under site_url, no placeholder host;
  og/twitter title, description and locale in the page's language; links to the page's source and
  to each snippet it includes, on repo_url; the sitemap names every language and x-default;
- the page's own words: the palette toggle and the permalinks speak the page's language; a
  missing page gets the 404 page of its path's language;
- the language switch keeps the reader's place (a #id, or the section scrolled to);
- search: the page loads its own language's index only, and the page's weight (gzip) is bounded.
"""

from __future__ import annotations

import gzip
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from tests.browser.walk import open_page, settle, switch_language

if TYPE_CHECKING:
    from playwright.sync_api import Page

    from docsite.model import Page as SitePage

CJK = "\u2e80-\u2fff\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef“”‘’…—"
STRAY_SPACE = re.compile(rf"[{CJK}][ \u00a0]+[{CJK}]")  # a tab: between table cells
MIN_FIGURE_PX = 11.0
MAX_DARK_FIGURE_LUMINANCE = 0.4
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
OG_LOCALES = {"en": "en_US", "zh": "zh_CN"}
PLACEHOLDER_HOSTS = ("OWNER.github.io", "example.com", "USERNAME.github.io")
MAX_PAGE_GZIP = 120 * 1024
SAME_PLACE_PX = 40  # "where the reader was": the heading within two lines of where it was
NAV_TOP = ".md-nav--primary > .md-nav__list > .md-nav__item > a.md-nav__link"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML = "{http://www.w3.org/1999/xhtml}"


def stray_cjk_spaces(page: Page, url: str) -> list[str]:
    """Spaces between two Chinese characters in the content as rendered (innerText), code and
    figures standing in as a Latin letter (a space next to code is wanted). It rewrites the page:
    run it last on a loaded page."""
    open_page(page, url)
    text = page.evaluate(
        """() => {
          const root = document.querySelector('.md-content')
          root.querySelectorAll('pre, code, svg, img').forEach(el => el.replaceWith('X'))
          return root.innerText
        }"""
    )
    found = [m.group(0) for m in STRAY_SPACE.finditer(text)]
    return [f"{url}: space between Chinese characters: {s!r}" for s in found]


def scrolling_code(page: Page, url: str) -> list[str]:
    """Code blocks whose text is wider than the block (it scrolls sideways), at 1280 px."""
    open_page(page, url)
    wide = page.evaluate(
        """() => [...document.querySelectorAll('.md-content pre > code')]
          .filter(code => code.scrollWidth > code.clientWidth + 1)
          .map(code => {
            const lines = code.textContent.split('\\n')
            const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '')
            return `${code.scrollWidth}px in ${code.clientWidth}px: ${longest}`
          })"""
    )
    width = page.viewport_size["width"]
    return [f"{url}: code scrolls sideways at {width} px ({w})" for w in wide]


def code_on_a_phone(page: Page, url: str) -> list[str]:
    """Comments and `#>` lines that have a line to themselves end inside their block (they wrap;
    one after code on its line scrolls with that code); a block that scrolls sideways is a Tab
    stop; inline code never breaks between two letters or digits of a name."""
    open_page(page, url)
    found = page.evaluate(
        """() => {
          const problems = []
          document.querySelectorAll('.md-content details').forEach(d => { d.open = true })
          for (const code of document.querySelectorAll('.md-content pre > code')) {
            const box = code.getBoundingClientRect()
            if (!box.width) continue  // an unselected tab
            const padding = parseFloat(getComputedStyle(code).paddingRight)
            const edge = box.left + code.clientWidth - padding
            for (const span of code.querySelectorAll('.c, .c1, .reader-output')) {
              // a comment that has a line to itself (one after code ends where the code does)
              const before = document.createRange()
              before.setStart(code, 0)
              before.setEndBefore(span)
              if (before.toString().split('\\n').pop().trim()) continue
              const text = span.firstChild
              if (!text || text.nodeType !== Node.TEXT_NODE) continue
              for (let i = 0; i < text.length; i++) {
                if (/\\s/.test(text.data[i])) continue  // a space may hang past the edge
                const range = document.createRange()
                range.setStart(text, i)
                range.setEnd(text, i + 1)
                if (range.getBoundingClientRect().right > edge + 1) {
                  problems.push(`comment cut at the block's edge: ${span.textContent}`)
                  break
                }
              }
            }
            const focusable = code.getAttribute('tabindex') === '0'
            if (code.scrollWidth > code.clientWidth + 1 && !focusable) {
              const start = code.textContent.slice(0, 60)
              problems.push(`a block that scrolls sideways is no Tab stop: ${start}`)
            }
          }
          for (const code of document.querySelectorAll('.md-content :not(pre) > code')) {
            if (code.getClientRects().length < 2) continue
            const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
            let previous = null
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let i = 0; i < node.length; i++) {
                const range = document.createRange()
                range.setStart(node, i)
                range.setEnd(node, i + 1)
                const rect = range.getBoundingClientRect()
                if (!rect.height) continue
                const ch = node.data[i]
                const wrapped = previous && rect.top > previous.top + 2
                if (wrapped && /\\w/.test(previous.ch) && /\\w/.test(ch)) {
                  const where = `("${previous.ch}" | "${ch}")`
                  problems.push(`inline code breaks inside a name: ${code.textContent} ${where}`)
                }
                previous = { top: rect.top, ch }
              }
            }
          }
          return problems
        }"""
    )
    return [f"{url} (390 px): {problem}" for problem in found]


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
    """Smallest text of each SVG figure in the content, as rendered on the page (a phone's width:
    the page must have been loaded at that width, so <picture> picked its source)."""
    open_page(page, url)
    figures = page.evaluate(
        """() => [...document.querySelectorAll('.md-content img[src$=".svg"]')]
          .map(img => ({
            src: img.currentSrc || img.src,
            width: img.getBoundingClientRect().width,
          }))"""
    )
    problems = []
    prefix = urlsplit(base_url).path
    width = page.viewport_size["width"]
    for figure in figures:
        rel = urlsplit(figure["src"]).path.removeprefix(prefix)
        view_width, font = _svg_min_font((site_dir / rel).read_text(encoding="utf-8"))
        rendered = font * figure["width"] / view_width
        if rendered < MIN_FIGURE_PX:
            problems.append(
                f"{url}: {rel}: smallest text {rendered:.1f} px at {width} px width (font-size "
                f"{font} in a {view_width:g}-unit-wide figure shown {figure['width']:.0f} px "
                f"wide); at least {MIN_FIGURE_PX:g} px"
            )
    return problems


def dark_figures(page: Page, url: str) -> list[str]:
    """In dark mode each figure, as drawn (its CSS filter applied), is dark on average."""
    open_page(page, url)
    found = page.evaluate(
        """() => [...document.querySelectorAll('.md-content img[src$=".svg"]')].map(img => {
          const canvas = document.createElement('canvas')
          canvas.width = 60
          canvas.height = 60
          const context = canvas.getContext('2d')
          context.filter = getComputedStyle(img).filter
          context.drawImage(img, 0, 0, 60, 60)
          const data = context.getImageData(0, 0, 60, 60).data
          let sum = 0, count = 0
          for (let i = 0; i < data.length; i += 4) {
            if (data[i + 3] < 128) continue  // the rounded corners
            sum += (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255
            count++
          }
          return { src: img.getAttribute('src'), luminance: count ? sum / count : 0 }
        })"""
    )
    return [
        f"{url} (dark): {figure['src']} is a light card in dark mode (mean luminance "
        f"{figure['luminance']:.2f}, at most {MAX_DARK_FIGURE_LUMINANCE})"
        for figure in found
        if figure["luminance"] > MAX_DARK_FIGURE_LUMINANCE
    ]


AXE_OPTIONS = {"resultTypes": ["violations"], "preload": False, "iframes": False}


def start_axe(page: Page) -> None:
    """Start axe-core (axe-playwright-python's copy) on the loaded page, without waiting: tabs of
    other profiles can run theirs meanwhile; axe_violations() collects the result."""
    from axe_playwright_python.sync_playwright import Axe

    page.evaluate(Axe().axe_script)
    page.evaluate("options => { window.readerAxe = axe.run(document, options) }", AXE_OPTIONS)


def axe_violations(page: Page, url: str, label: str) -> list[str]:
    """Serious and critical axe-core violations on the page (started by start_axe, or now)."""
    if not page.evaluate("() => 'readerAxe' in window"):
        open_page(page, url)
        start_axe(page)
    violations = page.evaluate("() => window.readerAxe.then(results => results.violations)")
    page.evaluate("() => { delete window.readerAxe }")
    problems = []
    for violation in violations:
        if violation.get("impact") not in ("serious", "critical"):
            continue
        targets = [" ".join(map(str, node["target"])) for node in violation["nodes"][:3]]
        problems.append(
            f"{url} ({label}): {violation['id']} ({violation['impact']}, "
            f"{len(violation['nodes'])} nodes): {violation['help']}; e.g. {targets}"
        )
    return problems


FOCUS_SHOWN = """() => {
  // The focused element (a palette option: the label drawn next to it) is on screen, and its
  // look differs from its look without the focus (outline, shadow, colours, opacity, place).
  const finish = () => document.getAnimations().forEach(a => a.finish())
  const focused = document.activeElement
  if (!focused || focused === document.body) return null
  let el = focused
  if (el.matches('input.md-option') && el.nextElementSibling?.matches('label'))
    el = el.nextElementSibling
  const name = `${focused.tagName.toLowerCase()}.${[...focused.classList].join('.')}`
  const props = ['outlineStyle', 'outlineWidth', 'outlineColor', 'boxShadow', 'color',
    'backgroundColor', 'opacity', 'transform', 'borderBottomColor', 'textDecorationLine']
  const look = () => {
    finish()
    const style = getComputedStyle(el)
    return props.map(p => style[p]).join('|')
  }
  const withFocus = look()
  const box = el.getBoundingClientRect()
  const style = getComputedStyle(el)
  const shown = box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight &&
    style.visibility !== 'hidden' && parseFloat(style.opacity) > 0
  if (focused.matches('input[type=text], input:not([type])')) return { name, shown, ring: true }
  focused.blur()
  const without = look()
  focused.focus({ focusVisible: true })
  finish()
  return { name, shown, ring: withFocus !== without }
}"""


def invisible_tab_stops(page: Page, url: str, stops: int = 30) -> list[str]:
    """The first Tab stops from the top of the page: each is on screen and looks different
    while it has the focus (a text field shows its caret)."""
    page.goto(url, wait_until="load")
    settle(page)
    problems = []
    for stop in range(1, stops + 1):
        page.keyboard.press("Tab")
        seen = page.evaluate(FOCUS_SHOWN)
        if seen and not (seen["shown"] and seen["ring"]):
            what = "not on screen" if not seen["shown"] else "looks the same without the focus"
            problems.append(f"{url}: Tab stop {stop} ({seen['name']}) {what}")
    return problems


def page_address(
    page: Page, url: str, base_url: str, site_url: str, site_page: SitePage
) -> list[str]:
    """Canonical/og:url = the page's address under site_url; og/twitter metadata; source links."""
    open_page(page, url)
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
    locale = site_page.lang
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
    source = site_page.rel
    if not head["page_link"] or not head["page_link"].endswith("/" + source):
        problems.append(f"{url}: no link to its source {source} (got {head['page_link']!r})")
    wanted = list(dict.fromkeys(example.snippet for example in site_page.examples))
    got = [link.split("/blob/", 1)[-1].split("/", 1)[-1] for link in head["snippet_links"]]
    if got != wanted:
        problems.append(f"{url}: links to snippets {got}, expected {wanted}")
    return problems


def own_words(page: Page, url: str, locale: str) -> list[str]:
    """The palette toggle's labels and the headings' permalink titles are in the page's language
    (Chinese characters on a zh page, none on another)."""
    open_page(page, url)
    labels = page.evaluate(
        """() => [
          ...[...document.querySelectorAll('input.md-option')]
            .map(el => el.getAttribute('aria-label')),
          ...[...document.querySelectorAll('label.md-header__button[for^="__palette"]')]
            .map(el => el.title),
          ...[...document.querySelectorAll('.md-content .headerlink')].map(el => el.title),
        ].filter(Boolean)"""
    )
    chinese = re.compile(rf"[{CJK}]")
    wrong = sorted({text for text in labels if bool(chinese.search(text)) != (locale == "zh")})
    return [f"{url}: UI text not in the page's language ({locale}): {text!r}" for text in wrong]


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


def sitemap_alternates(site_dir: Path, languages: tuple[str, ...]) -> list[str]:
    """Every <url> of sitemap.xml names its page in each language, and the default language's
    page as x-default."""
    path = site_dir / "sitemap.xml"
    if not path.is_file():
        return [f"{path}: missing"]
    problems = []
    urls = ET.parse(path).getroot().findall(f"{SITEMAP}url")
    if not urls:
        problems.append(f"{path}: no <url>")
    for url in urls:
        loc = url.findtext(f"{SITEMAP}loc")
        links = {
            link.get("hreflang"): link.get("href")
            for link in url.findall(f"{XHTML}link")
            if link.get("rel") == "alternate"
        }
        for lang in (*languages, "x-default"):
            if lang not in links:
                problems.append(f"sitemap.xml: {loc} has no alternate for {lang}")
        if "x-default" in links and links["x-default"] != links.get(languages[0]):
            problems.append(
                f"sitemap.xml: {loc}: x-default is {links['x-default']}, not the "
                f"{languages[0]} page {links.get(languages[0])}"
            )
    return problems


def not_found(page: Page, missing: str, home: str, locale: str) -> list[str]:
    """A missing address gets the 404 page of its path's language: the title says 404, the nav
    is the nav of that language's home, search uses that language's index, and the address bar
    still shows the missing address."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    open_page(page, home)
    nav = page.locator(NAV_TOP).all_inner_texts()
    indexes: list[str] = []

    def record(response) -> None:
        if response.url.endswith("search/search_index.json"):
            indexes.append(response.url)

    page.on("response", record)
    try:
        response = page.goto(missing, wait_until="load")
        try:  # the root 404 page sends a reader on another language's path on
            page.wait_for_function(
                "lang => document.documentElement.lang === lang", arg=locale, timeout=3_000
            )
        except PlaywrightTimeout:
            pass  # reported below: the nav is another language's
        page.wait_for_load_state("load")
        settle(page)
    finally:
        page.remove_listener("response", record)
    problems = []
    if response is None or response.status != 404:
        problems.append(f"{missing}: answered {response and response.status}, not 404")
    title = page.title()
    if "404" not in title:
        problems.append(f"{missing}: the tab title {title!r} does not say 404")
    if page.url != missing:
        problems.append(f"{missing}: the address bar shows {page.url}")
    got_nav = page.locator(NAV_TOP).all_inner_texts()
    if got_nav != nav:
        problems.append(f"{missing}: the nav is not the {locale} nav of {home}: {got_nav[:4]}")
    expected_index = home + "search/search_index.json"
    if indexes[-1:] != [expected_index]:
        problems.append(f"{missing}: search loads {indexes}, not {expected_index}")
    return problems


def section_kept(page: Page, url: str, target: str, locale: str, section: str) -> list[str]:
    """From <page>#<section> (a link with #id) the selector leads to <target>#<section>."""
    page.goto(f"{url}#{section}", wait_until="load")
    settle(page)
    return switch_language(page, f"{target}#{section}", locale)


SCROLL_TARGET = """() => {
  // The deepest section (not the first) the reader can scroll just under the header, and be in
  // by reader.js's rule (the last heading above the top quarter of the window); how far to scroll.
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom
  const line = header + innerHeight / 4
  const most = document.documentElement.scrollHeight - innerHeight
  const headings = [...document.querySelectorAll('.md-content article :is(h2, h3, h4, h5, h6)[id]')]
  const at = h => h.getBoundingClientRect().top + scrollY - header - 8  // just under the header
  // a heading the reader can scroll just under the header, with no next heading above the line
  const fits = (h, i) => i > 0 && at(h) <= most &&
    (i + 1 === headings.length || at(headings[i + 1]) - at(h) > line - header)
  const heading = headings.filter(fits).pop() || headings[0]
  if (!heading) return null
  return { id: heading.id, by: Math.min(at(heading), most) - scrollY }
}"""

HEADING_TOP = "id => document.getElementById(id).getBoundingClientRect().top"
IN_VIEW = """id => {
  const box = document.getElementById(id).getBoundingClientRect()
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom
  return box.top >= header - 2 && box.bottom <= innerHeight
}"""


def _wheel(page: Page, by: float) -> None:
    """Scroll with the mouse wheel (a finger on a phone) and wait until the page stops."""
    size = page.viewport_size
    page.mouse.move(size["width"] / 2, size["height"] / 2)
    page.mouse.wheel(0, by)
    page.wait_for_function(
        """() => new Promise(done => {
          let last = scrollY
          const tick = () => requestAnimationFrame(() => {
            if (scrollY === last) done(true)
            else { last = scrollY; tick() }
          })
          setTimeout(tick, 50)
        })"""
    )


def place_kept(page: Page, url: str, target: str, here: str, there: str, first: str) -> list[str]:
    """The reader arrives by a link with #id (to the section `first`), scrolls on to a later
    section without touching the contents, switches language: the other page opens at that
    section; switching back returns to the same place (the heading within SAME_PLACE_PX of where
    the reader left it: a link puts it below the header, where the reader may have had it a line
    higher or lower)."""
    page.goto(f"{url}#{first}" if first else url, wait_until="load")
    settle(page)
    scroll = page.evaluate(SCROLL_TARGET)
    if scroll is None:
        return [f"{url}: no section with an id"]
    section = scroll["id"]
    _wheel(page, scroll["by"])
    before = page.evaluate(HEADING_TOP, section)
    problems = switch_language(page, f"{target}#{section}", there)
    if not problems and not page.evaluate(IN_VIEW, section):
        problems.append(f"{page.url}: the section #{section} is not on screen after the switch")
    problems += switch_language(page, f"{url}#{section}", here)
    if problems:
        return problems
    after = page.evaluate(HEADING_TOP, section)
    if abs(after - before) > SAME_PLACE_PX:
        problems.append(
            f"{url}: back from {there}, #{section} is at {after:.0f} px, the reader left it at "
            f"{before:.0f} px"
        )
    return problems


class Weighed:
    """Everything one page load fetches (gzip sizes), and the search indexes among it."""

    def __init__(self, page: Page):
        self.page = page
        self.sizes: dict[str, int] = {}
        self.broken: list[str] = []

    def _record(self, response) -> None:
        try:
            body = response.body()
        except Exception:  # a redirect or an aborted request has no body
            return
        self.sizes[response.url] = len(gzip.compress(body, compresslevel=6))
        if response.url.endswith("search_index.json"):
            try:
                docs = json.loads(body)["docs"] if response.status == 200 else []
            except ValueError:
                docs = []
            if not docs:
                self.broken.append(f"{response.url}: HTTP {response.status}, not a search index")

    def load(self, url: str, index_wait: float = 15_000) -> None:
        """Load `url` and wait for its search index's response (on a busy machine, or behind a
        heavy script, the search worker asks for it after "load"); a page that asks for none is
        left as it is after `index_wait` ms, and reported by the caller."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        self.page.on("response", self._record)
        try:
            try:
                with self.page.expect_response(
                    lambda response: response.url.endswith("search_index.json"),
                    timeout=index_wait,
                ):
                    self.page.goto(url, wait_until="load")
            except PlaywrightTimeout:
                pass
            settle(self.page)
        finally:
            self.page.remove_listener("response", self._record)

    @property
    def total(self) -> int:
        return sum(self.sizes.values())


def search_index_and_weight(page: Page, url: str, index_url: str) -> tuple[list[str], int]:
    """The page loads exactly one search index, its language's; all it loads is <= 120 KB gzip.
    Returns the problems and the page's weight."""
    weighed = Weighed(page)
    weighed.load(url)
    problems = [f"{url}: {problem}" for problem in weighed.broken]
    indexes = [u for u in weighed.sizes if u.endswith("search_index.json")]
    if indexes != [index_url]:
        problems.append(f"{url}: loads the search indexes {indexes}, expected [{index_url}]")
    if weighed.total > MAX_PAGE_GZIP:
        heaviest = sorted(weighed.sizes.items(), key=lambda item: -item[1])[:4]
        problems.append(
            f"{url}: {weighed.total / 1024:.1f} KB gzip in all, over {MAX_PAGE_GZIP // 1024} KB; "
            f"heaviest: {[(u, s) for u, s in heaviest]}"
        )
    return problems, weighed.total
