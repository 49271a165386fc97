"""What a reader sees, as functions that return the problems they find: the tests run them on the
real site, test_planted_defects.py on a broken copy of it."""

from __future__ import annotations

import datetime as dt
import gzip
import io
import math
import operator
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from docsite import llms, verification
from docsite.checks.tooling_talk import TOOLING_WORDS
from docsite.text import CJK, IS_CJK_IDEOGRAPH
from tests.browser.browsing import open_page, settle, timeout_passes

if TYPE_CHECKING:
    from playwright.sync_api import Page

    from docsite.model import Page as SitePage

MAX_PAGE_GZIP = 120 * 1024
# What opening search adds: the index, what the worker loads then. Lunr's one index per language
# grows with the text: zh 43.5 -> 55.5 KB gzip for +29% text (answer-first edition, 72 KB), then
# 61.5 KB for the readers' cases of 2026-12-08 (80 KB). A fixed sum that follows the text is a
# stopgap: issue 42's engine choice (an index fetched in fragments) is the fix.
MAX_SEARCH_GZIP = 80 * 1024
MIN_FIGURE_PX = 11.0
MAX_DARK_FIGURE_LUMINANCE = 0.4
MIN_COMMENT_DELTA_E = 25  # CIELAB distance of a comment's colour from the code's
PLACEHOLDER_HOSTS = ("OWNER.github.io", "example.com", "USERNAME.github.io")
BACKFILL_WORDS = ("backfill", "补发")  # the box shows a backfilled edition, never in these words
UTC_TIME = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d UTC$")


# --- one load: the page's weight and its search index ---------------------------------------------


@contextmanager
def responses(page: Page, keep: Callable | None = None) -> Iterator[list[str]]:
    """The addresses of the responses `page` gets meanwhile that `keep` keeps: by default a 200, or
    a 304 for what the browser's cache holds (a site just built is revalidated on every view)."""
    loaded: list[str] = []
    keep = keep or (lambda r: (r.ok or r.status == 304) and r.url.startswith("http"))
    record = lambda response: keep(response) and loaded.append(response.url)  # noqa: E731
    page.on("response", record)
    try:
        yield loaded
    finally:
        page.remove_listener("response", record)


def page_view(page: Page, url: str) -> list[str]:
    """Load `url` as a reader does; the addresses of what it loads until it is loaded, its network
    quiet and its search settled (the page view: search closed)."""
    with responses(page) as loaded:
        page.goto(url, wait_until="load")
        # what deferred scripts start may answer after `load` on a busy machine (a search worker)
        page.wait_for_load_state("networkidle")
        settle(page)
    return list(dict.fromkeys(loaded))


def index_and_weight(
    page: Page, url: str, index_url: str, view: list[str], sizes: dict[str, int] | None = None
) -> tuple[list[str], int]:
    """`view` (page_view's, search closed) fetched no search index and started no search worker;
    opening search fetches exactly one index, its language's; <= 120 KB gzip before, and opening
    search adds <= MAX_SEARCH_GZIP (until it is ready: the worker and what it loads), each response
    weighed once from the bytes the server sends (a cached response has no body to read; `sizes`
    keeps them by address). Returns the problems and the page view's weight; search is left open."""
    index = lambda address: address.endswith("search_index.json")  # noqa: E731
    with responses(page) as opened:
        # on a busy machine the search worker asks for the index a while after
        with timeout_passes(), page.expect_response(lambda r: index(r.url), timeout=15_000):
            page.locator("input.md-search__input").focus()
        settle(page)
    sizes, loaded = {} if sizes is None else sizes, list(dict.fromkeys([*view, *opened]))
    for address in set(loaded) - sizes.keys():
        sizes[address] = len(gzip.compress(page.request.get(address).body(), compresslevel=6))
    started = [u for u in view if "/javascripts/workers/" in u]
    indexes = [u for u in loaded if index(u)]
    total = sum(sizes[u] for u in view)
    added = sum(sizes[u] for u in dict.fromkeys(opened) if u not in view)
    heaviest = sorted(((u, sizes[u]) for u in view), key=lambda item: -item[1])[:4]
    wrong = [  # (what is wrong, whether it is)
        ("loads the search index before search opens", any(index(u) for u in view)),
        (f"starts the search worker before search opens: {started}", started),
        (f"loads the search indexes {indexes}, expected [{index_url}]", indexes != [index_url]),
        (f"{total / 1024:.1f} KB gzip in all, over 120 KB; {heaviest}", total > MAX_PAGE_GZIP),
        (
            f"search adds {added / 1024:.1f} KB gzip, over {MAX_SEARCH_GZIP >> 10} KB",
            added > MAX_SEARCH_GZIP,
        ),
    ]
    return [f"{url}: {what}" for what, is_wrong in wrong if is_wrong], total


# --- the page as a reader walks it (desktop) ------------------------------------------------------

BOX = """() => {
  const box = document.querySelector('aside[data-provenance]')
  if (!box || !box.offsetHeight) return null
  const lines = key => [...box.querySelectorAll(`[data-provenance="${key}"]`)]
  const each = get => Object.fromEntries(
    ['article', 'ran', 'run', 'gpu', 'unverified', 'failed', 'sources'].map(key => [key, get(key)]))
  return {
    text: box.innerText, times: [...box.querySelectorAll('time')].map(t => t.textContent),
    claim: document.querySelector('h1 + [data-claim]')?.innerText,
    said: each(key => lines(key).map(li => li.textContent).join(' ')),
    links: each(key => lines(key).flatMap(li => [...li.querySelectorAll('a')].map(a => a.href))),
  }
}"""


def provenance(page: Page, url: str, site_page: SitePage, repo_url: str) -> list[str]:
    """The box says, in the page's language: the article, named and linked to the Sources page;
    on which torch releases every example passed (each run's commit linked; the title says so too),
    the examples that did not pass with their release, or that this build was not verified; the
    GPU only on a page with CUDA examples; the sources and their version; every time as
    YYYY-MM-DD HH:MM UTC; no tooling words."""
    open_page(page, url)
    box = page.evaluate(BOX)
    if box is None:
        return [f"{url}: no visible provenance box"]
    site, meta, sources = site_page.site, site_page.meta, site_page.meta.get("sources") or []
    home = url.removesuffix(site_page.url_path) + site.language_prefix(site_page.lang)
    dates, said, links = home + "sources/#dates", box["said"], box["links"]
    ran = verification.verify_page(verification.load_records(site.root), site_page) or {}
    shown = {  # the times of the page's metadata, as the box shows them
        key: when.astimezone(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
        for key in ("article_date", "published")
        if (when := meta.get(key))
    }
    told = [  # (what the box must do, whether it does)
        (f"link the article to {dates}", not meta.get("article_date") or dates in links["article"]),
        *((f"say the examples ran on PyTorch {release}", release in said["ran"])
          for release in ran.get("releases", [])),
        *((f"link the commit {run['commit']}", f"{repo_url}/commit/{run['commit']}" in links["run"])
          for run in ran.get("runs", [])),
        ("say that this build was not verified",
         not ran or ran["verified"] or said["unverified"] or said["failed"]),
        *((f"say that {f['name']} did not pass on PyTorch {f['torch']}",
           f"{f['name']} " in said["failed"] and f["torch"] in said["failed"])
          for f in ran.get("failed", [])),
        *((f"link {source['url']}", source["url"] in links["sources"]) for source in sources),
        *((f"name version {source['version']}", source["version"] in said["sources"])
          for source in sources),
        *((f"show the {key} {time}", time in box["times"]) for key, time in shown.items()),
    ]  # fmt: skip
    problems = [f"{url}: the box does not {what}" for what, done in told if not done]
    claim = box["claim"] or ""
    if ran and (not claim or not all(r in claim for r in ran["releases"])):
        problems.append(f"{url}: under the title {claim!r}; ran on {ran['releases']}")
    cuda = [example.name for example in site_page.examples if example.needs_cuda]
    if bool(gpu := said["gpu"]) != bool(cuda) or not all(name in gpu for name in cuda):
        problems.append(f"{url}: the box's GPU line is {gpu!r}; the CUDA examples: {cuda}")
    problems += [
        f"{url}: a time not as YYYY-MM-DD HH:MM UTC: {t!r}"
        for t in box["times"]
        if not UTC_TIME.match(t)
    ]
    words = [found[0] for found in TOOLING_WORDS.finditer(box["text"])]
    words += [word for word in BACKFILL_WORDS if word in box["text"].lower()]
    problems += [f"{url}: the box says {word!r}" for word in dict.fromkeys(words)]
    if bool(IS_CJK_IDEOGRAPH.search(box["text"])) != (site_page.lang == "zh"):
        problems.append(f"{url}: the box is not in the page's language ({site_page.lang})")
    return problems


COPY_BUTTON = 'button.md-code__button[data-md-type="copy"]'
# each block (its details opened, its tab chosen) has its button clicked from the page, in turn
# (pressing one scrolls the page to it: 75 ms)
COPIED = f"""async blocks => {{
  const copied = []
  for (const block of blocks) {{
    for (let d = block.closest('details'); d; d = d.parentElement.closest('details')) d.open = true
    const tab = block.closest('.tabbed-block')
    if (tab) tab.closest('.tabbed-set').querySelectorAll(':scope > input')[
      [...tab.parentElement.children].indexOf(tab)].click()
    const buttons = block.querySelectorAll('{COPY_BUTTON}')
    await navigator.clipboard.writeText('')
    if (buttons.length === 1) buttons[0].click()
    copied.push(buttons.length === 1 ? await navigator.clipboard.readText() : null)
  }}
  return copied
}}"""


def copy_buttons(page: Page, url: str, site_page: SitePage) -> list[str]:
    """The copy button of each example copies exactly the code the page shows (the model's); the
    first one pressed as a pointer does too."""
    open_page(page, url)
    codes = [example.code.rstrip() for example in site_page.examples]
    blocks = page.locator(".md-content .language-python.highlight")
    copied = blocks.evaluate_all(COPIED)
    if len(copied) != len(codes):
        return [f"{url}: {len(copied)} python blocks, {len(codes)} examples"]
    problems = []
    for number, (text, code) in enumerate(zip(copied, codes, strict=True), 1):
        if text is None:
            problems.append(f"{url}: example {number} has no copy button")
        elif text.rstrip("\n") != code:
            problems.append(f"{url}: the copy button of example {number} does not copy its code")
    if copied and copied[0] is not None:  # at the button's place, as a pointer presses it
        button = blocks.first.locator(COPY_BUTTON)
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        page.evaluate("navigator.clipboard.writeText('')")
        page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        if page.evaluate("navigator.clipboard.readText()").rstrip("\n") != codes[0]:
            problems.append(f"{url}: pressed, the copy button of example 1 does not copy its code")
    return problems


HEAD = """() => {
  const get = selector => (el => el && (el.href || el.content))(document.querySelector(selector))
  return {
    canonical: get('link[rel=canonical]'), og_url: get('meta[property="og:url"]'),
    description: get('meta[name=description]'), og_title: get('meta[property="og:title"]'),
    og_description: get('meta[property="og:description"]'),
    og_locale: get('meta[property="og:locale"]'), twitter_title: get('meta[name="twitter:title"]'),
    twitter_description: get('meta[name="twitter:description"]'),
    page_link: get('[data-source-link=page]'),
    snippets: [...document.querySelectorAll('[data-source-link=snippet]')].map(a => a.href),
  }
}"""


def page_address(page: Page, url: str, base_url: str, site_url: str, site_page: SitePage):
    """Canonical/og:url = the page's address under site_url; link-preview metadata in the page's
    language; links to the page's source and to each snippet it includes."""
    open_page(page, url)
    head = page.evaluate(HEAD)
    expected = site_url.rstrip("/") + "/" + url.removeprefix(base_url)
    lang, locale = site_page.lang, site_page.site.config.raw["extra"]["og_locale"][site_page.lang]
    wanted = list(dict.fromkeys(example.snippet_path for example in site_page.examples))
    got = [link.split("/blob/", 1)[-1].split("/", 1)[-1] for link in head["snippets"]]
    wrong = [  # (what is wrong, whether it is)
        *((f"{key} is {head[key]!r}, expected {expected!r}", head[key] != expected)
          for key in ("canonical", "og_url")),
        *((f"no {key}", not value) for key, value in head.items() if key != "snippets"),
        (f"og:locale {head['og_locale']!r} on a {lang} page", head["og_locale"] != locale),
        *((f"{key} {head[key]!r} is not in Chinese",
           lang == "zh" and head[key] and not re.search(f"[{CJK}]", head[key]))
          for key in ("og_title", "og_description", "description")),
        (f"no link to its source {site_page.rel}",
         not (head["page_link"] or "").endswith("/" + site_page.rel)),
        (f"links to snippets {got}, expected {wanted}", got != wanted),
    ]  # fmt: skip
    return [f"{url}: {what}" for what, is_wrong in wrong if is_wrong]


UI_WORDS = """() => [
  ['input.md-option', el => el.getAttribute('aria-label')],
  ['label.md-header__button[for^="__palette"]', el => el.title],
  ['.md-content .headerlink', el => el.title], ['.md-copyright', el => el.innerText.trim()],
].flatMap(([selector, text]) => [...document.querySelectorAll(selector)].map(text))
  .filter(Boolean)"""


def own_words(page: Page, url: str, lang: str) -> list[str]:
    """The palette toggle's labels, permalinks' titles, the footer line: the page's language."""
    open_page(page, url)
    chinese = re.compile(f"[{CJK}]")
    words = {t for t in page.evaluate(UI_WORDS) if bool(chinese.search(t)) != (lang == "zh")}
    return [f"{url}: UI text not in the page's language ({lang}): {t!r}" for t in sorted(words)]


# A code block's rows: one per line outside a span, a blank one too, beside the spans' own
CODE_ROWS = """
  const lineCount = code => code.textContent.replace(/\\n$/, '').split('\\n').length
  const drawn = (code, wrap = true) => {  // what is wrong with the rows the block draws, or ''
    const style = getComputedStyle(code), lineHeight = parseFloat(style.lineHeight)
    const spans = [...code.querySelectorAll(':scope > .reader-line')]
      .map(span => span.getBoundingClientRect().height)
    const rest = code.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
    const rows = Math.round(spans.reduce((left, height) => left - height, rest) / lineHeight)
    const all = lineCount(code), lines = all - spans.length
    const problem = rows > lines ? 'a code line wraps without its span (WRAPS_AT)'
      : rows < lines ? `a code block does not draw ${lines - rows} of its ${all} lines`
      : !wrap && spans.some(height => height > 1.5 * lineHeight) ? 'a code line wraps' : ''
    return problem && `${problem}: ${code.textContent.trim().slice(0, 60)}`
  }
"""
CODE_DRAWN = f"""wrap => {{{CODE_ROWS}
  return [...document.querySelectorAll('.md-content pre > code')].filter(code => code.offsetHeight)
    .map(code => drawn(code, wrap)).filter(Boolean)
}}"""


def desktop_code(page: Page, url: str) -> list[str]:
    """At 1280 px each code line, a blank one too, takes one row of its block (none wraps)."""
    open_page(page, url)
    return [f"{url} (1280 px): {problem}" for problem in page.evaluate(CODE_DRAWN, False)]


# The content's text, code as a Latin letter, a block of code or a figure as one
PROSE = """() => {
  const root = document.querySelector('.md-content')
  root.querySelectorAll('pre, svg, img').forEach(el => el.replaceWith('X'))
  root.querySelectorAll('code').forEach(el => el.replaceWith('`X`'))
  return root.innerText
}"""


def stray_cjk_spaces(page: Page, url: str) -> list[str]:
    """No space between two Chinese characters, nor after Chinese punctuation (the soft line
    breaks of the source), in the content as rendered; code counts as a Latin letter (a space
    next to it is wanted, except after full-width punctuation). Rewrites the page: run it last."""
    open_page(page, url)
    text = page.evaluate(PROSE)
    between = re.findall(f"[{CJK}][ \u00a0]+[{CJK}]", text)
    after = re.findall("[，。：；！？、）][ \u00a0]+`", text)
    return [f"{url}: a space after Chinese text: {found!r}" for found in between + after]


# --- the page as drawn: phone, dark, axe ----------------------------------------------------------

PHONE_CODE = """() => {CODE_ROWS
  const range = (node, start, end = start + 1) => {  // characters start to end of a text node
    const range = new Range()
    return range.setStart(node, start), range.setEnd(node, end), range
  }
  const texts = root => {  // the text nodes under root, in order
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT), all = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) all.push(node)
    return all
  }
  const problems = [], seen = { lines: 0, wrapped: 0 }
  document.querySelectorAll('.md-content details').forEach(d => { d.open = true })
  for (const code of document.querySelectorAll('.md-content pre > code')) {
    const box = code.getBoundingClientRect()
    if (!box.width) continue  // an unselected tab
    const style = getComputedStyle(code), lineHeight = parseFloat(style.lineHeight)
    const edge = box.left + code.clientWidth - parseFloat(style.paddingRight)
    const ch = range(texts(code).find(text => /^\\S/.test(text.data)), 0)
      .getBoundingClientRect().width
    if (code.scrollWidth > code.clientWidth + 1)
      problems.push(`a block scrolls sideways: ${code.textContent.slice(0, 60)}`)
    for (const line of code.querySelectorAll(':scope > .reader-line')) {
      const rows = new Map()  // each row the line takes (italic text sits lower) -> its leftmost
      let right = 0
      for (const text of texts(line).filter(text => text.data.trim())) {
        // its characters: the spaces may hang outside
        const chars = range(text, text.data.search(/\\S/), text.data.trimEnd().length)
        for (const rect of [...chars.getClientRects()].filter(rect => rect.width)) {
          const row = Math.round((rect.top - line.getBoundingClientRect().top) / lineHeight)
          rows.set(row, Math.min(rows.get(row) ?? Infinity, rect.left))
          right = Math.max(right, rect.right)
        }
      }
      const shown = line.textContent.trim()
      if (right > edge + ch) problems.push(`a code line cut at the block's edge: ${shown}`)
      if (rows.size < 2) continue
      seen.wrapped++
      const indent = /^ */.exec(line.textContent)[0].length
      const start = line.getBoundingClientRect().left + (indent + 2) * ch - 1
      if ([...rows.values()].slice(1).some(left => left < start))
        problems.push(`a wrapped code line continues left of its indentation: ${shown}`)
      const output = line.querySelector('.reader-output')?.firstChild
      const at = i => range(output, i).getBoundingClientRect()
      for (let i = 1; output && i < output.length; i++)  // at a space or hyphen, under its text
        if (at(i).top > at(i - 1).top + 2 && (!' -'.includes(output.data[i - 1]) ||
            at(i).left < line.getBoundingClientRect().left + (indent + 3) * ch - 1))
          problems.push(`a wrapped output line breaks in a word or left of its text: ${shown}`)
      const mark = getComputedStyle(line, '::before')
      if (mark.maskImage === 'none' || parseFloat(mark.height) < (rows.size - 1.5) * lineHeight)
        problems.push(`a wrapped code line has no continuation mark: ${shown}`)
    }
    seen.lines += lineCount(code)
    if (drawn(code)) problems.push(drawn(code))
  }
  for (const code of document.querySelectorAll('.md-content :not(pre) > code')) {
    if (code.getClientRects().length < 2) continue
    const text = code.textContent
    if (text.includes('(') && text.length <= 40)
      problems.push(`inline code breaks inside an expression: ${text}`)
    const chars = texts(code).flatMap(node => [...Array(node.length).keys()]
      .map(i => ({ ch: node.data[i], rect: range(node, i).getBoundingClientRect() })))
    let previous = null
    chars.forEach(({ ch, rect }, offset) => {  // offset: in the code's text
      if (!rect.height) return
      if (previous && rect.top > previous.rect.top + 2) {  // a line break before ch
        if (/[A-Za-z0-9]/.test(previous.ch) && /[A-Za-z0-9]/.test(ch))
          problems.push(`inline code breaks inside a word: ${text}`)
        if (previous.ch === '.' && /^\\w{1,5}$/.test(text.slice(offset)))
          problems.push(`inline code breaks before a file's extension: ${text}`)
      }
      previous = { ch, rect }
    })
  }
  return { problems, seen }
}""".replace("CODE_ROWS", CODE_ROWS)


def phone_code(page: Page, url: str) -> tuple[list[str], dict]:
    """At 390 px: no code line is cut at its block's edge or scrolls; a wrapped line continues
    right of its own indentation, after a mark, a shown output line (`#>`) at a space or hyphen and
    under its text; inline code breaks neither inside a name nor before a file's extension, and
    a short expression (a call, 40 characters at most) not at all. Also returns how many code
    lines there are and wrap."""
    open_page(page, url)
    found = page.evaluate(PHONE_CODE)
    return [f"{url} (390 px): {problem}" for problem in found["problems"]], found["seen"]


TAP_TARGETS = """() => [...document.querySelectorAll('a[href], button, input, summary, label[for]')]
  .filter(el => !el.closest('p, li:not(.md-nav__item), td, th, dd, blockquote, figcaption'))
  .map(el => [el, el.getBoundingClientRect(), getComputedStyle(el)])
  .filter(([el, box, style]) => box.width * box.height && style.visibility !== 'hidden' &&
    style.pointerEvents !== 'none' && (box.width < 24 || box.height < 24))
  .map(([el, box]) => `${el.tagName}.${el.classList[0]} ${box.width}x${box.height}`)"""
NARROW_CELLS = """() => [...document.querySelectorAll('.md-typeset :is(td, th)')].filter(cell => {
  const text = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode(), range = new Range()
  if (!(text?.length >= 4)) return false  // the text a cell's first line starts with
  range.setStart(text, 0), range.setEnd(text, 4)
  return range.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(cell).lineHeight)
}).map(cell => `a table column under 4 characters: ${cell.textContent.trim().slice(0, 20)}`)"""


def phone_fit(page: Page, url: str) -> list[str]:
    """A finger's targets outside running text, an invisible one too (a permalink), >= 24 x 24 px
    (WCAG 2.2, 2.5.8); a table cell's first four characters on a line (Chinese may give one)."""
    found = [f"a tap target under 24 x 24 px: {target}" for target in page.evaluate(TAP_TARGETS)]
    return [f"{url} (390 px): {problem}" for problem in found + page.evaluate(NARROW_CELLS)]


def _lab(rgb: tuple[float, ...]) -> tuple[float, float, float]:
    """CIELAB of an sRGB colour (0-255), D65."""
    linear = [c / 255 for c in rgb[:3]]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in linear]
    matrix = ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505))
    white = (0.95047, 1.0, 1.08883)
    xyz = [sum(map(operator.mul, row, linear)) / w for row, w in zip(matrix, white, strict=True)]
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


CODE_COLOURS = """() => {
  const comment = document.querySelector('.md-content pre > code :is(.c, .c1):not(.reader-output)')
  const code = comment?.closest('code'), rgb = value => value.match(/[\\d.]+/g).map(Number)
  return comment && { code: rgb(getComputedStyle(code).color),
    comment: rgb(getComputedStyle(comment).color),
    background: rgb(getComputedStyle(code).backgroundColor) }
}"""


SCHEMES = {"light": "default", "dark": "slate"}  # the emulated preference -> Material's scheme


def scheme(page: Page, url: str, preference: str) -> list[str]:
    """Material's palette follows the preference the browser emulates."""
    got = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
    wrong = got != SCHEMES[preference]
    return [f"{url}: Material's scheme {got!r} under a {preference} preference"] * wrong


def comment_colour(page: Page, url: str, label: str) -> list[str]:
    """A comment's colour stands out from the code's: at least 25 units apart in CIELAB (code
    drawn with transparency is blended onto the block's background first)."""
    colours = page.evaluate(CODE_COLOURS)
    if not colours:
        return []
    code, background = colours["code"], colours["background"]
    alpha = code[3] if len(code) > 3 else 1.0
    code = [alpha * c + (1 - alpha) * b for c, b in zip(code[:3], background[:3], strict=True)]
    delta = math.dist(_lab(code), _lab(colours["comment"]))
    if delta < MIN_COMMENT_DELTA_E:
        return [f"{url} ({label}): comments are {delta:.0f} CIELAB units from code, not 25"]
    return []


FIGURES = """() => [...document.querySelectorAll('.md-content img[src$=".svg"]')]
  .map(img => ({ src: img.currentSrc || img.src, width: img.getBoundingClientRect().width }))"""


def small_figure_text(page: Page, url: str, site_dir: Path, base_url: str) -> list[str]:
    """The smallest text of each SVG figure as drawn at this width is at least 11 px."""
    from xml.etree import ElementTree

    problems = []
    for figure in page.evaluate(FIGURES):
        rel = urlsplit(figure["src"]).path.removeprefix(urlsplit(base_url).path)
        svg = ElementTree.fromstring((site_dir / rel).read_text(encoding="utf-8"))
        view_width = float(svg.get("viewBox").split()[2])
        sizes = [
            float(el.get("font-size", "16").removesuffix("px"))
            for el in svg.iter()
            if el.tag.endswith("text") or el.get("font-size")
        ]
        drawn = min(sizes, default=16.0) * figure["width"] / view_width
        if drawn < MIN_FIGURE_PX:
            problems.append(f"{url}: {rel}: smallest text {drawn:.1f} px, at least 11 px")
    return problems


# Each figure drawn (its CSS filter applied) 60 px square: its mean luminance, corners left out
LUMINANCES = """() => [...document.querySelectorAll('.md-content img[src$=".svg"]')].map(img => {
  const context = Object.assign(document.createElement('canvas'), { width: 60, height: 60 })
    .getContext('2d')
  context.filter = getComputedStyle(img).filter
  context.drawImage(img, 0, 0, 60, 60)
  const data = context.getImageData(0, 0, 60, 60).data
  let sum = 0, count = 0
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < 128) continue  // the rounded corners
    sum += (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255, count++
  }
  return { src: img.getAttribute('src'), luminance: count ? sum / count : 0 }
})"""


def dark_figures(page: Page, url: str) -> list[str]:
    """In dark mode each figure, as drawn (its CSS filter applied), is dark on average."""
    return [
        f"{url} (dark): {figure['src']} is a light card (mean luminance {figure['luminance']:.2f})"
        for figure in page.evaluate(LUMINANCES)
        if figure["luminance"] > MAX_DARK_FIGURE_LUMINANCE
    ]


AXE_OPTIONS = {"resultTypes": ["violations"], "preload": False, "iframes": False}


# Text drawn alike (axe weighs contrast from colour, font, what is behind): an element shown as
# one weighed before, each ancestor's background, opacity and filter too, is marked, and axe's
# color-contrast passes it by; every other rule still reads every element.
ALIKE = """() => {
  const kinds = new Set(), alike = new Set(), behind = new Map()
  const drawn = (el, s = getComputedStyle(el)) => [s.backgroundColor, s.backgroundImage,
    s.opacity, s.filter, s.mixBlendMode].join() + (el.parentElement ? '|' + below(el) : '')
  const below = el => behind.get(el) ?? behind.set(el, drawn(el.parentElement)).get(el)
  for (const el of [...document.body.querySelectorAll('*')].reverse()) {
    const s = getComputedStyle(el), kind = [el.tagName, el.className, s.color, s.font,
      s.textShadow, s.visibility, s.webkitTextFillColor, s.webkitTextStroke, drawn(el, s)]
    const key = kind.join('|'), shown = el.getClientRects().length > 0  // children first
    const text = [...el.childNodes].some(node => node.nodeType === 3 && node.data.trim())
    const same = [...el.children].every(child => alike.has(child)) && (!text || kinds.has(key))
    if (shown) same ? alike.add(el) : text && kinds.add(key)
  }
  alike.forEach(el => el.setAttribute('data-reader-alike', ''))
  axe.configure({rules: [{id: 'color-contrast', selector: '*:not([data-reader-alike])'}]})
}"""


def start_axe(page: Page, script: str) -> None:
    """Start axe-core on the loaded page (contrast: text drawn alike once) without waiting: the
    other tabs run theirs meanwhile."""
    page.evaluate(script)
    page.evaluate(  # in a task of its own: axe.run works through before its promise returns
        f"options => {{ ({ALIKE})(); window.readerAxe = new Promise(done => setTimeout(() => "
        "done(axe.run(document, options)))) }",
        AXE_OPTIONS,
    )


def axe_violations(page: Page, url: str, label: str) -> list[str]:
    """The axe-core violations (started by start_axe), of any impact, minor included."""
    violations = page.evaluate("() => window.readerAxe.then(results => results.violations)")
    return [
        f"{url} ({label}): {v['id']} ({v['impact']}, {len(v['nodes'])} nodes): {v['help']}; "
        f"e.g. {[' '.join(map(str, node['target'])) for node in v['nodes'][:3]]}"
        for v in violations
    ]


# --- print ----------------------------------------------------------------------------------------

SCREEN_COLOURS = """() => ['.md-content p a', '.md-content pre > code', 'body'].map(selector => {
  const el = document.querySelector(selector)
  return el && getComputedStyle(el)[selector.endsWith('a') ? 'color' : 'backgroundColor']
    .match(/[\\d.]+/g).map(Number)
}).filter(Boolean)"""
FILL = re.compile(r"(?<![\w.])([\d.]+) ([\d.]+) ([\d.]+) rg\b")  # a PDF fill colour, 0-1


CROSS_REFERENCES = """() => [
  ...document.querySelectorAll('.md-content article :is(p, li, td) a[href]')].map(a => a.href)"""
SHEET = re.compile(r"([\d.]+) ([\d.]+) ([\d.]+) rg\s+(?:/\w+ gs\s+)?0 0 [\d.]+ [\d.]+ re\s+f")
MAX_BLANK = 0.4  # of a printed page but the last, below its text (a figure may not fit: 31 %)


def printed(page: Page, url: str) -> list[str]:
    """The page printed (A4, backgrounds on) from a dark screen: in the light palette, margins too
    (none of the screen's link, code or page colours, no dark sheet); no page blank, none but the
    last more than 40 % blank; no copy button; every code line drawn; every link's address."""
    import pypdf
    import pypdfium2

    open_page(page, url)
    screen = {tuple(round(c / 255, 2) for c in rgb[:3]) for rgb in page.evaluate(SCREEN_COLOURS)}
    links = set(page.evaluate(CROSS_REFERENCES))
    page.emulate_media(media="print")
    buttons = page.locator(".md-code__nav").first.is_visible()
    problems = {f"{url} (print): {problem}" for problem in page.evaluate(CODE_DRAWN, True)}
    page.emulate_media(media="null")
    problems |= {f"{url}: the copy buttons are printed"} if buttons else set()
    printout = page.pdf(format="A4", print_background=True)
    # pypdf reads the drawing operators, PDFium (Chromium's own PDF engine) the text: pypdf's
    # text extraction took some 6 s for a long Chinese page, PDFium's a tenth of a second
    sheets, pdf = pypdfium2.PdfDocument(printout), pypdf.PdfReader(io.BytesIO(printout))
    text = ""
    for number, (sheet, drawn) in enumerate(zip(pdf.pages, sheets, strict=True), 1):
        streams = [sheet.get_contents()]  # and the forms it draws (Chromium draws text in one)
        streams += [form.get_object() for form in sheet["/Resources"].get("/XObject", {}).values()]
        data = " ".join(s.get_data().decode("latin-1") for s in streams if s is not None)
        if not re.search(r"\bT[Jj]\b", data):
            problems.add(f"{url}: printed page {number} of {len(pdf.pages)} is blank")
        fills = {tuple(round(float(c), 2) for c in fill) for fill in FILL.findall(data)}
        problems |= {f"{url}: printed in the dark screen's colour {c}" for c in screen & fills}
        if (fill := SHEET.search(data)) and sum(map(float, fill.groups())) < 1.5:
            problems.add(f"{url}: printed page {number} has dark margins {fill.groups()}")
        words = drawn.get_textpage()
        text += words.get_text_range()
        # how high the lowest text is on the sheet (PDF's y grows upwards)
        lowest = min((words.get_rect(i)[1] for i in range(words.count_rects())), default=0)
        blank = lowest / drawn.get_height()
        if number < len(pdf.pages) and blank > MAX_BLANK:
            problems.add(f"{url}: printed page {number} is {blank:.0%} blank below its text")
    text = "".join(text.split())
    problems |= {f"{url}: the printout does not give the link {a}" for a in links if a not in text}
    return sorted(problems)


# --- the site as files: links, addresses, sitemap -------------------------------------------------


def links(site_dir: Path, site_url: str) -> tuple[list[str], set[str]]:
    """Every address in the built pages (a, link, img, script, source) that points into the site,
    relative or under site_url, names a file of it, and its #fragment an id of that page. Returns
    the problems and the addresses outside the site (listed, never fetched)."""
    from html.parser import HTMLParser
    from urllib.parse import urljoin

    class Page(HTMLParser):
        def reset(self):  # HTMLParser's __init__ calls it
            super().reset()
            self.ids, self.addresses = set(), []

        def handle_starttag(self, tag, attrs):
            attrs = dict(attrs)
            self.ids.update(filter(None, (attrs.get("id"), attrs.get("name"))))
            if tag in ("a", "link") and attrs.get("href"):
                self.addresses.append(attrs["href"])
            if tag in ("img", "script", "source") and (attrs.get("src") or attrs.get("srcset")):
                self.addresses.append(attrs.get("src") or attrs["srcset"].split()[0])

    pages = {}
    for path in site_dir.rglob("*.html"):
        pages[path] = Page()
        pages[path].feed(path.read_text(encoding="utf-8"))
    problems, outside = [], set()
    for path, page in sorted(pages.items()):
        here = site_url + path.relative_to(site_dir).as_posix()
        for address in page.addresses:
            url = urljoin(here, address)
            scheme, _, url_path, _, fragment = urlsplit(url)
            if not url.startswith(site_url):
                outside |= {url} if scheme in ("http", "https") else set()
                continue
            target = site_dir / url_path.removeprefix(urlsplit(site_url).path)
            target = target / "index.html" if target.is_dir() else target
            if not target.is_file():
                problems.append(f"{here}: {address}: no such file in the site")
            elif fragment and target in pages and fragment not in pages[target].ids:
                problems.append(f"{here}: {address}: no #{fragment} on that page")
    return problems, outside


def page_files(site_dir: Path, site) -> list[str]:
    """A page with examples links its script and notebook before its first example and at its
    end; every page links its Markdown (its code: the `markdown` check of `nox`), and its
    language's llms.txt lists it."""
    problems = []
    for page in site.all_pages():
        html = (site_dir / page.url_path / "index.html").read_text(encoding="utf-8")
        at = [match.start() for match in re.finditer("data-downloads", html)]
        first = html.find('<div class="language-python highlight">')
        if page.examples and not (len(at) == 2 and at[0] < first < at[1]):
            problems.append(f"{page.url_path}: downloads not linked before the examples and after")
        name, prefix = llms.markdown_name(page.slug), site.language_prefix(page.lang)
        if f'href="{name}" data-download="markdown"' not in html:
            problems.append(f"{page.url_path}: no link to its Markdown {name}")
        listed = site_dir / prefix / "llms.txt"
        if f"{site.config.site_url}{page.url_path}{name})" not in listed.read_text("utf-8"):
            problems.append(f"{prefix}llms.txt does not list {page.url_path}")
    return problems


def placeholder_addresses(site_dir: Path) -> list[str]:
    """Files of the built site (pages, sitemap, downloads) that name a placeholder host."""
    return [
        f"{path.relative_to(site_dir)}: names the placeholder {host}"
        for path in sorted(site_dir.rglob("*"))
        if path.suffix in (".html", ".xml", ".json", ".py", ".ipynb")
        for host in PLACEHOLDER_HOSTS
        if host in path.read_text(encoding="utf-8", errors="replace")
    ]


def sitemap_alternates(site_dir: Path, languages: tuple[str, ...]) -> list[str]:
    """Each <url> of sitemap.xml names its page in each language, the default's as x-default."""
    from xml.etree import ElementTree

    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
    urls = ElementTree.parse(site_dir / "sitemap.xml").getroot().findall("s:url", ns)
    problems = [] if urls else ["sitemap.xml: no <url>"]
    for url in urls:
        loc = url.findtext("s:loc", namespaces=ns)
        alternates = {a.get("hreflang"): a.get("href") for a in url.iterfind(".//x:link", ns)}
        problems += [
            f"sitemap.xml: {loc} has no alternate for {lang}"
            for lang in (*languages, "x-default")
            if lang not in alternates
        ]
        if alternates.get("x-default", default := alternates.get(languages[0])) != default:
            problems.append(f"sitemap.xml: {loc}: x-default is not the {languages[0]} page")
    return problems


NAV_TOP = ".md-nav--primary > .md-nav__list > .md-nav__item > a.md-nav__link"
LANGUAGE_LINKS = "a.md-select__link[hreflang]"
HREFS = "links => links.map(a => a.href)"


def not_found(page: Page, missing: str, home: str, lang: str, title: str) -> list[str]:
    """A missing address gets the 404 page of its path's language: the tab's title begins with
    `title` (that language's words for a missing page, mkdocs.yml's labels), the nav is
    that language's, search uses that language's index, the language links lead to each
    language's home (as on `home`), the address bar keeps the address."""
    open_page(page, home)
    nav = page.locator(NAV_TOP).all_inner_texts()
    languages = page.locator(LANGUAGE_LINKS).evaluate_all(HREFS)
    index = lambda r: r.url.endswith("search/search_index.json")  # noqa: E731
    with responses(page, index) as indexes:
        response = page.goto(missing, wait_until="load")
        # the root 404 page sends a reader on another language's path on (if not: reported below,
        # the nav is another language's)
        with timeout_passes():
            page.wait_for_function(
                "l => document.documentElement.lang.split('-')[0] === l", arg=lang, timeout=3_000
            )
        page.wait_for_load_state("load")
        # the index loads as search opens (if none does: reported below, which index it uses)
        with timeout_passes(), page.expect_response(index, timeout=5_000):
            page.locator("input.md-search__input").focus()
        settle(page)
        page.keyboard.press("Escape")
    status, shown = response and response.status, page.title()
    shown_nav = page.locator(NAV_TOP).all_inner_texts()
    found = page.locator(LANGUAGE_LINKS).evaluate_all(HREFS)
    wrong = [  # (what is wrong, whether it is)
        (f"answered {status}, not 404", status != 404),
        (f"the tab title {shown!r} does not begin {title!r}", not shown.startswith(f"{title} - ")),
        (f"the address bar shows {page.url}", page.url != missing),
        (f"the nav is not the {lang} nav of {home}", shown_nav != nav),
        (f"search loads {indexes}", indexes[-1:] != [home + "search/search_index.json"]),
        (f"the language links lead to {found}, not {languages}", found != languages),
    ]  # fmt: skip
    return [f"{missing}: {what}" for what, is_wrong in wrong if is_wrong]


FOCUS_SHOWN = """() => {
  // The focused element (a palette option: the label drawn next to it) is on screen, and looks
  // different from itself without the focus (outline, shadow, colours, opacity, place).
  const finish = () => document.getAnimations().forEach(a => a.finish())
  const focused = document.activeElement
  if (!focused || focused === document.body) return null
  const label = focused.matches('input.md-option') ? focused.nextElementSibling : null
  const el = label?.matches('label') ? label : focused
  const name = `${focused.tagName.toLowerCase()}.${[...focused.classList].join('.')}`
  const props = ['outlineStyle', 'outlineWidth', 'outlineColor', 'boxShadow', 'color',
    'backgroundColor', 'opacity', 'transform', 'borderBottomColor', 'textDecorationLine']
  const look = () => (finish(), props.map(p => getComputedStyle(el)[p]).join('|'))
  const withFocus = look(), box = el.getBoundingClientRect(), style = getComputedStyle(el)
  const shown = box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight &&
    style.visibility !== 'hidden' && parseFloat(style.opacity) > 0
  if (focused.matches('input[type=text], input:not([type])')) return { name, shown, ring: true }
  focused.blur()
  const without = look()
  focused.focus({ focusVisible: true }), finish()
  return { name, shown, ring: withFocus !== without }
}"""


def invisible_tab_stops(page: Page, url: str, stops: int = 30) -> list[str]:
    """The first Tab stops from the top of the page are on screen and show the focus."""
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
