"""The language selector keeps the reader's place: from the top of a page to the top of the other
language's; through a link to a section (a short one too) to that section; a section scrolled to by
hand (a short one too), or opened from the contents or a search result, to that section and back
to the same place.
The selector marks the page's own language.
"""

from __future__ import annotations

import pytest

from tests.browser.browsing import switch_language
from tests.browser.test_search import result_lands

LONG_PAGES = ("in-place-errors.md", "two-relationships.md", "pitfalls.md")
SAME_PLACE_PX = 40  # "where the reader was": the heading within two lines of where it was

MARKED = """lang => [...document.querySelectorAll('.md-header .md-select__link')].map(link => {
  const before = getComputedStyle(link, '::before').content
  return { lang: link.hreflang, current: link.getAttribute('aria-current'),
           look: getComputedStyle(link).fontWeight + (before === 'none' ? '' : before) }
})"""

# The deepest section (not the first) the reader can scroll just under the header and be in by
# reader.js's rule (the last heading above the top quarter of the window); how far to scroll.
SCROLL_TARGET = """() => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom
  const line = header + innerHeight / 4
  const most = document.documentElement.scrollHeight - innerHeight
  const headings = [...document.querySelectorAll('.md-content article :is(h2, h3, h4, h5, h6)[id]')]
  const at = h => h.getBoundingClientRect().top + scrollY - header - 8  // just under the header
  const fits = (h, i) => i > 0 && at(h) <= most &&
    (i + 1 === headings.length || at(headings[i + 1]) - at(h) > line - header)
  const heading = headings.filter(fits).pop() || headings[0]
  return heading && { id: heading.id, by: Math.min(at(heading), most) - scrollY }
}"""
HEADING_TOP = "id => document.getElementById(id).getBoundingClientRect().top"
IN_VIEW = """id => {
  const box = document.getElementById(id).getBoundingClientRect()
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom
  return box.top >= header - 2 && box.bottom <= innerHeight
}"""
# The shortest section after the first (a heading follows), its height, the scroll to bring it up.
SHORT_SECTION = """() => {
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom
  const headings = [...document.querySelectorAll('.md-content article :is(h2, h3, h4, h5, h6)[id]')]
  const at = h => h.getBoundingClientRect().top + scrollY - header - 8
  const gaps = headings.slice(1, -1).map((h, i) => [at(headings[i + 2]) - at(h), h])
  const [gap, h] = gaps.sort((a, b) => a[0] - b[0])[0] || []
  const most = document.documentElement.scrollHeight - innerHeight
  return h ? { id: h.id, gap, by: Math.min(at(h), most) - scrollY } : null
}"""
STILL = """() => new Promise(done => {
  let last = scrollY
  const tick = () => requestAnimationFrame(() => {
    if (scrollY === last) done(true)
    else { last = scrollY; tick() }
  })
  setTimeout(tick, 50)
})"""


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


def edges(page, url: str, target: str, there: str, first: str) -> list[str]:
    """From the very top, the other language opens at its top; through a link to the first
    section, at that section (however short it is)."""
    page.goto(url, wait_until="load")
    problems = switch_language(page, target, there)
    if page.evaluate("scrollY") > 1:
        problems.append(f"{page.url}: opened {page.evaluate('scrollY')} px below the top")
    problems += marked(page, there)
    page.goto(f"{url}#{first}", wait_until="load")
    problems += switch_language(page, f"{target}#{first}", there)
    if not problems and not page.evaluate(IN_VIEW, first):
        problems.append(f"{page.url}: the section #{first} is not on screen after the switch")
    return problems


def place_kept(page, url, target, here, there, first, pick=SCROLL_TARGET) -> list[str]:
    """Arrived by a link to the section `first`, the reader scrolls on by hand to a later section
    (the address keeps #first) and switches: the other language opens at that section; switching
    back returns to the same place (the heading within SAME_PLACE_PX of where it was left)."""
    if page.url != f"{url}#{first}":  # (the reader may have arrived there by the selector)
        page.goto(f"{url}#{first}", wait_until="load")
    scroll = page.evaluate(pick)
    if scroll is None:
        return [f"{url}: no section with an id"]
    section = scroll["id"]
    size = page.viewport_size
    page.mouse.move(size["width"] / 2, size["height"] / 2)
    page.mouse.wheel(0, scroll["by"])
    page.wait_for_function(STILL)
    before = page.evaluate(HEADING_TOP, section)
    problems = switch_language(page, f"{target}#{section}", there)
    if not problems and not page.evaluate(IN_VIEW, section):
        problems.append(f"{page.url}: the section #{section} is not on screen after the switch")
    problems += switch_language(page, f"{url}#{section}", here)
    after = page.evaluate(HEADING_TOP, section)
    if not problems and abs(after - before) > SAME_PLACE_PX:
        problems.append(f"{url}: back from {there}, #{section} at {after:.0f} px, not {before:.0f}")
    return problems


def first_section(site, lang: str, md: str) -> str:
    return next(
        h.id for h in site.page(site.docs_dir / lang / md).headings if h.level >= 2 and h.id
    )


def test_switch(tabs, site, url_of, base_url, md):
    """Every page, desktop: its edges from one language to the other, then a place scrolled to,
    there and back (the first language of the pair alternates along the nav)."""
    tab = tabs()
    tab.take()
    languages = list(site.languages)
    here, there = languages[::-1][:2] if list(site.config.nav).index(md) % 2 else languages[:2]
    url, target = url_of(base_url, md, here), url_of(base_url, md, there)
    first = first_section(site, here, md)
    problems = edges(tab.page, url, target, there, first)
    problems += place_kept(tab.page, target, url, there, here, first)  # from where edges ended
    problems += tab.take()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("long_page", LONG_PAGES)
def test_switch_on_a_phone(tabs, site, url_of, base_url, long_page):
    """The longest pages on a phone: a place scrolled to, both ways."""
    tab = tabs(size="phone")
    tab.take()
    problems = []
    for here, there in (site.languages[:2], site.languages[1::-1]):
        url, target = url_of(base_url, long_page, here), url_of(base_url, long_page, there)
        problems += place_kept(
            tab.page, url, target, here, there, first_section(site, here, long_page)
        )
    assert not problems + tab.take()


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


@pytest.mark.parametrize("short_page", ("glossary.md", "sources.md"))
def test_switch_from_a_short_section(tab, site, url_of, base_url, short_page):
    problems = []
    for here, there in (site.languages[:2], site.languages[1::-1]):
        url, target = (url_of(base_url, short_page, lang) for lang in (here, there))
        first = first_section(site, here, short_page)
        problems += short_kept(tab.page, url, target, here, there, first)
    assert not problems + tab.take(), "\n".join(problems)


def test_a_search_result_then_the_switch_keep_the_section(tab, site, base_url):
    """A search result's first link opens the section it matched, its words highlighted; the
    selector then leads to the same section."""
    other = site.languages[1]
    assert not result_lands(tab.page, base_url + "glossary/", "version counter")
    path, _, section = tab.page.url.removeprefix(base_url).partition("#")
    target = f"{base_url}{site.language_prefix(other)}{path.split('?')[0]}#{section}"
    assert not switch_language(tab.page, target, other) + tab.take()


def test_a_contents_click_then_the_switch_keep_the_section(tab, site, url_of, base_url):
    first, other = site.languages[:2]
    url = url_of(base_url, "in-place-errors.md", first)
    tab.page.goto(url, wait_until="load")
    entry = tab.page.locator(".md-sidebar--secondary .md-nav__link[href^='#']").nth(2)
    section = entry.get_attribute("href")
    entry.click()
    tab.page.wait_for_function("s => location.hash === s", arg=section)
    target = url_of(base_url, "in-place-errors.md", other) + section
    assert not switch_language(tab.page, target, other) + tab.take()
