"""The language selector keeps the reader's place: from the top of a page to the top of the other
language's; through a link to a section (a short one too) to that section; a place scrolled to by
hand (a section's heading, a short section's, a paragraph in the middle of a section) to the same
block at the same height, and back (by pointer there, by keyboard back); a section opened from the
contents or a search result to that section. The selector marks the page's own language.
"""

from __future__ import annotations

import pytest

from tests.browser.browsing import switch_language
from tests.browser.test_search import result_lands

LONG_PAGES = ("in-place-errors.md", "two-relationships.md", "pitfalls.md")
SAME_PLACE_PX = 40  # "where the reader was": its heading or paragraph within two lines of there

MARKED = """lang => [...document.querySelectorAll('.md-header .md-select__link')].map(link => {
  const before = getComputedStyle(link, '::before').content
  return { lang: link.hreflang, current: link.getAttribute('aria-current'),
           look: getComputedStyle(link).fontWeight + (before === 'none' ? '' : before) }
})"""

# The paragraph (not its heading's first block) farthest below its heading, in a section whose
# paragraphs are the same blocks in both languages, that the reader can scroll just under the
# header and be in by reader.js's rule (the next heading below the top quarter); where to scroll.
PARAGRAPH = """async target => {
  const sections = doc => [...doc.querySelector('article').children].reduce((all, b) =>
    (/^H\\d$/.test(b.tagName) ? all.push([b]) : all.at(-1)?.push(b), all), [])
  const shape = doc => new Map(sections(doc).map(s => [s[0].id, s.map(b => b.tagName == 'P') + '']))
  const [mine, theirs] = [document, new DOMParser().parseFromString(
    await (await fetch(target)).text(), 'text/html')].map(shape)
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom
  const at = b => b.getBoundingClientRect().top + scrollY - header - 8
  const most = document.documentElement.scrollHeight - 2 * innerHeight  // the other may be shorter
  const same = s => s[0].id && mine.get(s[0].id) === theirs.get(s[0].id)
  // half a screen above the next heading: in the other language, often shorter, still a quarter
  // (a heading in the top quarter names the section the selector opens)
  const fits = (b, next) => b.tagName === 'P' && at(b) <= most &&
    (next ? at(next) : Infinity) - at(b) > innerHeight / 2
  const [place] = sections(document).filter(same)
    .flatMap(s => s.slice(2).filter(b => fits(b, s.at(-1).nextElementSibling))
      .map(b => ({ b, k: s.indexOf(b), id: s[0].id, below: at(b) - at(s[0]) })))
    .sort((p, q) => q.below - p.below)
  return place && { id: place.id, k: place.k, to: at(place.b) }
}"""
BLOCK_TOP = """([id, k]) => [...Array(k)].reduce(block => block.nextElementSibling,
  document.getElementById(id)).getBoundingClientRect().top"""
# The shortest section after the first (a heading follows), its height, where to scroll to.
SHORT_SECTION = """() => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom
  const headings = [...document.querySelectorAll('.md-content article :is(h2, h3, h4, h5, h6)[id]')]
  const at = h => h.getBoundingClientRect().top + scrollY - header - 8
  const gaps = headings.slice(1, -1).map((h, i) => [at(headings[i + 2]) - at(h), h])
  const [gap, h] = gaps.sort((a, b) => a[0] - b[0])[0] || []
  const most = document.documentElement.scrollHeight - innerHeight
  return h ? { id: h.id, k: 0, gap, to: Math.min(at(h), most) } : null
}"""


BELOW_HEADER = """id => Math.round(document.getElementById(id).getBoundingClientRect().top
  - document.querySelector('.md-header').getBoundingClientRect().bottom)"""


def marked(page, lang: str) -> list[str]:
    """The selector marks the page's language: aria-current="page", and a look of its own."""
    links = page.evaluate(MARKED, lang)
    own = [link for link in links if link["lang"] == lang]
    others = [link for link in links if link["lang"] != lang]
    if not own or own[0]["current"] != "page" or any(link["current"] for link in others):
        return [f"{page.url}: the selector does not mark {lang} as current: {links}"]
    if any(link["look"] == own[0]["look"] for link in others):
        return [f"{page.url}: the current language looks like the others: {links}"]
    return []


def edges(page, url: str, target: str, here: str, there: str, first: str) -> list[str]:
    """From the very top, the other language opens at its top, in a window so tall that the first
    section's heading shows in its top quarter (where the reader's section is looked for);
    through a link to the first section, at that section (however short it is)."""
    page.goto(url, wait_until="load")
    size, below = page.viewport_size, page.evaluate(BELOW_HEADER, first)
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], 4 * below + 8)})
    try:
        problems = switch_language(page, target, there)
    finally:
        page.set_viewport_size(size)
    if page.evaluate("scrollY") > 1:
        problems.append(f"{page.url}: opened {page.evaluate('scrollY')} px below the top")
    problems += marked(page, there)
    page.goto(f"{url}#{first}", wait_until="load")
    before = page.evaluate(BLOCK_TOP, [first, 0])
    problems += switch_language(page, f"{target}#{first}", there)
    if not problems and abs(page.evaluate(BLOCK_TOP, [first, 0]) - before) > SAME_PLACE_PX:
        problems.append(f"{page.url}: the section #{first} is not where it was")
    return problems


def place_kept(page, url, target, here, there, first, pick=PARAGRAPH) -> list[str]:
    """Arrived by a link to #`first`, the reader scrolls by hand to the place `pick` chooses and
    switches by pointer: the other language opens at that section, the same block (heading or
    paragraph) within SAME_PLACE_PX of where it was; back by keyboard, the same."""
    if page.url != f"{url}#{first}":  # (the reader may have arrived there by the selector)
        page.goto(f"{url}#{first}", wait_until="load")
    scroll = page.evaluate(pick, target)
    if scroll is None:  # (a page may have no paragraph in the middle of a section)
        return [] if pick == PARAGRAPH else [f"{url}: no place to scroll to"]
    section, k = place = [scroll["id"], scroll["k"]]
    size = page.viewport_size
    page.mouse.move(size["width"] / 2, size["height"] / 2)
    page.mouse.wheel(0, scroll["to"] - page.evaluate("scrollY"))
    page.wait_for_function("to => Math.abs(scrollY - to) < 2", arg=scroll["to"])
    before = page.evaluate(BLOCK_TOP, place)
    for address, lang, keys in ((target, there, False), (url, here, True)):
        problems = switch_language(page, f"{address}#{section}", lang, keys=keys)
        if problems:
            return problems
        if abs((after := page.evaluate(BLOCK_TOP, place)) - before) > SAME_PLACE_PX:
            return [f"{page.url}: block {k} of #{section} at {after:.0f}, not {before:.0f} px"]
    return []


def first_section(site, lang: str, md: str) -> str:
    return next(h.id for h in site.page(site.docs_dir / lang / md).headings if h.level > 1 and h.id)


def test_switch(tab, site, url_of, base_url, md):
    """Every page, desktop: its edges from one language to the other, then a place scrolled to,
    there and back (the first language of the pair alternates along the nav)."""
    languages = site.languages
    here, there = languages[1::-1] if list(site.config.nav).index(md) % 2 else languages[:2]
    url, target = url_of(base_url, md, here), url_of(base_url, md, there)
    first = first_section(site, here, md)
    problems = edges(tab.page, url, target, here, there, first)
    problems += place_kept(tab.page, target, url, there, here, first)  # from where edges ended
    assert not problems + tab.take(), "\n".join(problems)


def short_kept(page, url: str, target: str, here: str, there: str, first: str) -> list[str]:
    """The shortest section scrolled to by hand, in a window so tall that the next heading shows
    in its top quarter (where the reader's section is looked for), both ways."""
    size = page.viewport_size
    page.goto(f"{url}#{first}", wait_until="load")
    height = round(4 * (page.evaluate(SHORT_SECTION)["gap"] + SAME_PLACE_PX))
    try:
        page.set_viewport_size({"width": size["width"], "height": height})
        return place_kept(page, url, target, here, there, first, SHORT_SECTION)
    finally:
        page.set_viewport_size(size)


@pytest.mark.parametrize(
    ("page_md", "size", "kept"),
    [*((md, "phone", place_kept) for md in LONG_PAGES)]
    + [(md, "desktop", short_kept) for md in ("glossary.md", "sources.md")],
)
def test_switch_both_ways(tabs, site, url_of, base_url, page_md, size, kept):
    """The longest pages on a phone, a paragraph scrolled to; short pages, the shortest section."""
    tab, problems = tabs(size=size), []
    tab.take()
    for here, there in (site.languages[:2], site.languages[1::-1]):
        url, target = (url_of(base_url, page_md, lang) for lang in (here, there))
        problems += kept(tab.page, url, target, here, there, first_section(site, here, page_md))
    assert not problems + tab.take(), "\n".join(problems)


def test_a_search_result_or_a_contents_entry_then_the_switch_keep_the_section(
    tab, site, url_of, base_url
):
    """A search result's first link opens the section it matched, its words highlighted; a
    contents entry its section; the selector then leads to the same section."""
    first, other = site.languages[:2]
    assert not result_lands(tab.page, base_url + "glossary/", "version counter")
    path, _, section = tab.page.url.removeprefix(base_url).partition("#")
    target = f"{base_url}{site.language_prefix(other)}{path.split('?')[0]}#{section}"
    problems = switch_language(tab.page, target, other)
    tab.page.goto(url_of(base_url, "in-place-errors.md", first), wait_until="load")
    entry = tab.page.locator(".md-sidebar--secondary .md-nav__link[href^='#']").nth(2)
    section = entry.get_attribute("href")
    entry.click()
    tab.page.wait_for_function("s => location.hash === s", arg=section)
    target = url_of(base_url, "in-place-errors.md", other) + section
    assert not problems + switch_language(tab.page, target, other) + tab.take()
