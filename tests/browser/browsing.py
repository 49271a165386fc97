"""Reading the served site in Chromium as a reader does: a tab that records what its pages fetch
and log, opening a page, the language selector, search."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:  # playwright is imported by the browser fixture, only where it is installed
    from playwright.sync_api import BrowserContext, Page, Request


@dataclass
class Tab:
    """A browser tab, and every request, console error and failed response of its context.

    Requests to any host but 127.0.0.1 are recorded; the browser sends them to a closed port
    (conftest's OFFLINE proxy), which fails them at once (the test machine is offline; a reader
    behind a firewall would wait for them instead). Not routed: routing turns the HTTP cache off.
    """

    page: Page
    problems: list[str] = field(default_factory=list)

    @classmethod
    def open(cls, context: BrowserContext) -> Tab:
        tab = cls(context.new_page())
        say = tab.problems.append
        context.on("request", tab._request)
        context.on("weberror", lambda error: say(f"page error: {error.error}"))
        tab.page.on("console", tab._console)
        tab.page.on("response", lambda r: r.status >= 400 and say(f"HTTP {r.status}: {r.url}"))
        return tab

    def _request(self, request: Request) -> None:
        url = request.url
        if not url.startswith(("data:", "blob:")) and urlsplit(url).hostname != "127.0.0.1":
            self.problems.append(f"request left 127.0.0.1: {url}")

    def _console(self, message) -> None:
        if message.type in ("error", "assert"):
            where = message.location.get("url", "")
            self.problems.append(f"console {message.type}: {message.text} ({where})")

    def take(self) -> list[str]:
        """The problems so far, forgotten afterwards (a tab shared by several tests)."""
        problems, self.problems[:] = self.problems[:], []
        return problems


# Material's search says it is ready (its worker has the index) with this placeholder; a page
# whose search is closed is settled (its index loads when search opens), and so is one whose index
# failed to load (a broken copy of the site).
SETTLED = """() => {
  const config = JSON.parse(document.getElementById('__config').textContent)
  const meta = document.querySelector('.md-search-result__meta')
  const failed = performance.getEntriesByType('resource')
    .some(e => e.name.endsWith('search_index.json') && e.responseStatus >= 400)
  return !meta || !document.querySelector('[data-md-toggle=search]').checked || failed ||
    meta.textContent.trim() === config.translations['search.result.placeholder']
}"""


@contextmanager
def timeout_passes() -> Iterator[None]:
    """A Playwright wait inside that times out ends the block quietly (the caller reports)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    with suppress(PlaywrightTimeout):
        yield


def settle(page: Page, timeout: float = 8_000) -> None:
    """Wait until Material's search is ready (left as it is after `timeout` ms: a broken index)."""
    with timeout_passes():
        page.wait_for_function(SETTLED, timeout=timeout)


def open_page(page: Page, url: str) -> None:
    """Load `url` (unless the tab shows it) and wait until Material's search is ready."""
    if page.url != url:
        page.goto(url, wait_until="load")
        settle(page)


def switch_language(page: Page, target_url: str, locale: str, keys: bool = False) -> list[str]:
    """Choose `locale` in the language selector as a pointer does (at the entry's place: a
    click() would scroll the sticky header first) or by keyboard; it must lead to `target_url`."""
    before = page.url
    link = page.locator(f'.md-header .md-select__link[hreflang="{locale}"]')
    if link.count() != 1:
        return [f"{before}: no language selector entry for {locale}"]
    if not keys:
        page.locator(".md-header .md-select").hover()
        link.wait_for(state="visible")
        box = link.bounding_box()
    with page.expect_navigation(wait_until="load"):
        if keys:
            link.press("Enter")  # focused, as Tab leaves it
        else:
            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    got = page.evaluate("document.documentElement.lang")  # zh-Hans on a zh page
    wrong = [  # (what is wrong, whether it is)
        (f"selector on {before} led to {page.url}, not {target_url}", page.url != target_url),
        (f"{page.url}: <html lang={got!r}>, expected {locale!r}", got.split("-")[0] != locale),
    ]
    return [what for what, is_wrong in wrong if is_wrong]


# The worker has answered query q: the list has results (the first one's path) or the count line
# says there are none ('').
ANSWERED = """q => {
  const list = document.querySelector('.md-search-result__list')
  const meta = document.querySelector('.md-search-result__meta')
  const none = JSON.parse(document.getElementById('__config').textContent)
    .translations['search.result.none']
  if (document.querySelector('input.md-search__input').value !== q || !list || !meta) return null
  if (list.children.length) return [new URL(list.querySelector('a').href).pathname]
  return meta.textContent.trim() === none ? [''] : null
}"""


def search(page: Page, url: str, query: str) -> list[str]:
    """Type `query` into the search box of the page at `url` (as an input method commits it); the
    result pages, best first (absolute URLs)."""
    open_page(page, url)
    box = page.locator("input.md-search__input")
    if not box.is_visible():  # narrow screens: the search field opens from the header icon
        page.locator('label.md-header__button[for="__search"]').click()
    box.click()
    if box.input_value():  # the last query's results go first (else they might be read as these)
        box.fill("")
        page.keyboard.press("End")
        settle(page)
    page.keyboard.insert_text(query)
    page.keyboard.press("End")  # the key an input method's commit gives
    page.wait_for_function(ANSWERED, arg=query, timeout=10_000)
    links = page.locator(".md-search-result__item > a.md-search-result__link").evaluate_all(
        "els => els.map(a => a.origin + a.pathname)"
    )
    return list(dict.fromkeys(links))
