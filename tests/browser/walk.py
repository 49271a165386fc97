"""Walking the served site in Chromium: the request recorder, opening pages, the language
selector, search, and the checks of test_site.py (provenance, copy buttons, links).

Each check is a function that returns the problems it finds; test_site.py asserts that the lists
are empty on the real site, and test_planted_defects.py that they are not on a broken copy.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from docsite import verification

if TYPE_CHECKING:  # playwright is imported by the browser fixture, only where it is installed
    from playwright.sync_api import BrowserContext, Page, Route

    from docsite.model import Page as SitePage

LINKCHECKERRC = Path(__file__).resolve().parent / "linkcheckerrc"
CLIPBOARD = ["clipboard-read", "clipboard-write"]

# What overrides/partials/provenance.html prints, per language (the test's own copy on purpose).
PROVENANCE_LABELS = {
    "en": {
        "article_date": "Date of the article this page is based on: ",
        "published": "This edition published: ",
        "torch": "Examples run on: PyTorch ",
        "unverified": "Examples: this build was not verified",
        "sources": "Sources: ",
    },
    "zh": {
        "article_date": "所依据文章的日期：",
        "published": "本版发布时间：",
        "torch": "示例运行于：PyTorch ",
        "unverified": "示例：本次构建未经验证",
        "sources": "参考资料：",
    },
}
# Tooling words a reader should not meet in the provenance box.
TOOLING_WORDS = ("nox", "session", "backfill", "pytest", "补发")


@dataclass
class Recorder:
    """Every request a browser context makes, and every console error or failed response.

    Requests to any host but 127.0.0.1 are recorded and aborted (the test machine is offline; a
    reader behind a firewall would wait for them instead).
    """

    requests: list[str] = field(default_factory=list)
    foreign: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def attach(self, context: BrowserContext) -> None:
        context.route("**/*", self._route)
        context.on("page", self.watch)
        context.on("weberror", lambda error: self.errors.append(f"page error: {error.error}"))
        for page in context.pages:
            self.watch(page)

    def _route(self, route: Route) -> None:
        url = route.request.url
        self.requests.append(url)
        host = urlsplit(url).hostname
        if url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            route.continue_()
        else:
            self.foreign.append(url)
            route.abort("blockedbyclient")

    def watch(self, page: Page) -> None:
        page.on("console", self._console)
        page.on("response", self._response)

    def _console(self, message) -> None:
        if message.type in ("error", "assert"):
            where = message.location.get("url", "")
            self.errors.append(f"console {message.type}: {message.text} ({where})")

    def _response(self, response) -> None:
        if response.status >= 400:
            self.errors.append(f"HTTP {response.status}: {response.url}")

    def problems(self) -> list[str]:
        return [f"request left 127.0.0.1: {url}" for url in self.foreign] + self.errors

    def take(self) -> list[str]:
        """The problems so far, forgotten afterwards (a context shared by several tests)."""
        problems = self.problems()
        self.foreign.clear()
        self.errors.clear()
        return problems


@dataclass
class Walk:
    """A browser tab and the recorder of its context."""

    page: Page
    recorder: Recorder


# Material's search says it is ready (the worker has the index) with this placeholder; by then
# the page has fetched everything it fetches by itself. A search index that failed to load (a
# broken copy of the site) settles the page too: the recorder reports the HTTP error.
SETTLED = """() => {
  const config = JSON.parse(document.getElementById('__config').textContent)
  const meta = document.querySelector('.md-search-result__meta')
  const failed = performance.getEntriesByType('resource')
    .some(e => e.name.endsWith('search_index.json') && e.responseStatus >= 400)
  return !meta || failed ||
    meta.textContent.trim() === config.translations['search.result.placeholder']
}"""


def settle(page: Page, timeout: float = 8_000) -> None:
    """Wait until Material's search is ready. A page whose search never gets ready (a broken
    index: the recorder reports its HTTP error) is left as it is after `timeout` ms."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(SETTLED, timeout=timeout)
    except PlaywrightTimeout:
        pass


def open_page(page: Page, url: str) -> None:
    """Load `url` (unless the tab shows it) and wait until Material's search is ready."""
    if page.url != url:
        page.goto(url, wait_until="load")
        settle(page)


def switch_language(page: Page, target_url: str, locale: str) -> list[str]:
    """Click the language selector's entry for `locale`; it must lead to `target_url`."""
    current = page.evaluate("document.documentElement.lang")
    before = page.url
    page.locator(".md-header .md-select").hover()
    link = page.locator(f'.md-header .md-select__link[hreflang="{locale}"]')
    if link.count() != 1:
        return [f"{before}: no language selector entry for {locale}"]
    with page.expect_navigation(wait_until="load"):
        link.click()
    settle(page)
    problems = []
    if page.url != target_url:
        problems.append(f"selector on {before} ({current}) led to {page.url}, not {target_url}")
    got = page.evaluate("document.documentElement.lang")
    if got != locale:
        problems.append(f"{page.url}: <html lang={got!r}>, expected {locale!r}")
    return problems


def _when(value) -> str:
    if isinstance(value, str):
        value = dt.datetime.fromisoformat(value)
    text = value.strftime("%Y-%m-%d %H:%M")
    offset = value.strftime("%z")
    return f"{text} (UTC{offset[:3]}:{offset[3:]})" if offset else text


def expected_provenance(site_page: SitePage, versions=()) -> list[str]:
    """The lines the provenance box must show for a page, from its front matter and the torch
    releases of the runs that verified it."""
    meta = site_page.meta
    labels = PROVENANCE_LABELS[site_page.lang]
    lines = []
    for key in ("article_date", "published"):
        if meta.get(key):
            lines.append(labels[key] + _when(meta[key]))
    if versions:
        lines.append(labels["torch"] + str(versions[0]))
        lines += [str(version) for version in versions[1:]]
    for source in meta.get("sources") or []:
        lines.append(source["title"])
    if meta.get("sources"):
        lines.append(labels["sources"].strip())
    return lines


def check_provenance(page: Page, url: str, site_page: SitePage) -> list[str]:
    """The provenance box shows the page's dates, torch releases and sources in its language."""
    open_page(page, url)
    box = page.locator("aside[data-provenance]")
    if box.count() != 1 or not box.is_visible():
        return [f"{url}: no visible provenance box"]
    text = box.inner_text()
    # What the test runs' records (verification/) say of this page as built: the torch releases
    # whose run matches it, or that the build was not verified (docsite.verification).
    root = site_page.site.root
    found = verification.verify_page(verification.load_records(root), site_page, root)
    versions = found.as_meta()["releases"] if found else ()
    expected = expected_provenance(site_page, versions)
    if found and not found.verified:
        expected.append(PROVENANCE_LABELS[site_page.lang]["unverified"])
    problems = [f"{url}: provenance box lacks {line!r}" for line in expected if line not in text]
    problems += [
        f"{url}: provenance box uses the tooling word {word!r}"
        for word in TOOLING_WORDS
        if word.lower() in text.lower()
    ]
    for other, labels in PROVENANCE_LABELS.items():
        if other != site_page.lang and labels["article_date"].strip(": ：") in text:
            problems.append(
                f"{url}: provenance box shows the {other} label on a {site_page.lang} page"
            )
    hrefs = box.locator("a").evaluate_all("els => els.map(a => a.href)")
    for source in site_page.meta.get("sources") or []:
        if source["url"] not in hrefs:
            problems.append(f"{url}: provenance box does not link {source['url']}")
    return problems


def check_copy_buttons(page: Page, url: str, site_page: SitePage) -> list[str]:
    """Material's copy button on each included example copies the snippet file's text."""
    open_page(page, url)
    examples = site_page.examples
    blocks = page.locator(".md-content .language-python.highlight")
    if blocks.count() != len(examples):
        return [
            f"{url}: {blocks.count()} python blocks, {len(examples)} examples in {site_page.rel}"
        ]
    problems = []
    for index, example in enumerate(examples):
        block = blocks.nth(index)
        # a block inside a closed <details> or an unselected tab: open it as a reader would
        block.evaluate(
            """el => {
              for (let d = el.closest('details'); d; d = d.parentElement.closest('details'))
                d.open = true
              const tab = el.closest('.tabbed-block')
              if (tab) {
                const set = tab.closest('.tabbed-set')
                const i = [...tab.parentElement.children].indexOf(tab)
                set.querySelectorAll(':scope > input')[i].click()
              }
            }"""
        )
        page.evaluate("navigator.clipboard.writeText('')")
        button = block.locator('button.md-code__button[data-md-type="copy"]')
        if button.count() != 1:
            problems.append(f"{url}: example {index + 1} has no copy button")
            continue
        button.click()
        copied = page.evaluate("navigator.clipboard.readText()")
        expected = (site_page.site.root / example.snippet).read_text(encoding="utf-8")
        if copied.rstrip("\n") != expected.rstrip("\n"):
            problems.append(
                f"{url}: copy button of example {index + 1} does not copy {example.snippet}"
            )
    return problems


def search(page: Page, url: str, query: str) -> list[str]:
    """Type `query` into the search box of the page at `url`; result pages and sections
    (absolute URLs, best first)."""
    open_page(page, url)
    box = page.locator("input.md-search__input")
    if not box.is_visible():  # narrow screens: the search field opens from the header icon
        page.locator('label.md-header__button[for="__search"]').click()
    box.click()
    if box.input_value():  # the last query's results go first (else they might be read as these)
        box.fill("")
        page.keyboard.press("End")
        settle(page)
    page.keyboard.insert_text(query)  # as an input method commits a word
    page.keyboard.press("End")  # Material searches on key events
    # the worker has answered when the list has results or the count line says there are none
    page.wait_for_function(
        """q => {
          const list = document.querySelector('.md-search-result__list')
          const meta = document.querySelector('.md-search-result__meta')
          const none = JSON.parse(document.getElementById('__config').textContent)
            .translations['search.result.none']
          return document.querySelector('input.md-search__input').value === q && list && meta &&
            (list.children.length > 0 || meta.textContent.trim() === none)
        }""",
        arg=query,
        timeout=10_000,
    )
    links = page.locator(".md-search-result__item > a.md-search-result__link").evaluate_all(
        "els => els.map(a => a.origin + a.pathname)"
    )
    return list(dict.fromkeys(links))


def cjk_fonts(page: Page, selector: str) -> list[dict]:
    """The platform fonts Chromium used to draw the element (family, glyph count)."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.enable")
        cdp.send("CSS.enable")
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        return cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]
    finally:
        cdp.detach()


@dataclass
class LinkReport:
    broken: list[str]
    external: list[str]
    checked: int


def run_linkchecker(start: str, *, recursion: int | None = None) -> subprocess.CompletedProcess:
    """LinkChecker over the served site from `start` (CSV on stdout); conftest.py runs the crawl
    of the whole site in a background thread."""
    command = [
        sys.executable, "-m", "linkcheck", "--config", str(LINKCHECKERRC),
        "--no-robots", "--output", "csv", "--verbose", "--no-status",
    ]  # fmt: skip
    if recursion is not None:
        command += ["--recursion-level", str(recursion)]
    try:
        return subprocess.run(
            [*command, start], capture_output=True, text=True, check=False, timeout=240
        )
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(command, -1, "", "linkchecker ran longer than 240 s")


def link_report(run: subprocess.CompletedProcess, site_url: str, site_dir: Path) -> LinkReport:
    """Internal links and anchors checked; external ones listed; canonical links looked up."""
    stdout, stderr = run.stdout, run.stderr
    body = "".join(line for line in stdout.splitlines(True) if not line.startswith("# "))
    rows = list(csv.DictReader(io.StringIO(body), delimiter=";"))
    if not rows:
        failure = f"linkchecker printed no results (rc {run.returncode}): {stderr[-2000:]}"
        return LinkReport([failure], [], 0)
    broken, external = [], set()
    for row in rows:
        url, parent = row["url"], row["parentname"]
        if url.startswith("data:") or "#__codelineno-" in url:
            continue
        if row["result"] == "filtered":  # outside the served site: listed, not fetched
            if url.startswith(site_url):  # the canonical links: the built page must exist
                rel = urlsplit(url).path[len(urlsplit(site_url).path) :]
                if not (site_dir / rel / "index.html").is_file() and not (site_dir / rel).is_file():
                    broken.append(f"{url} (in {parent}): no such page in the site")
            else:
                external.add(url)
            continue
        if row["valid"] != "True" or row["warningstring"]:
            problem = row["warningstring"] or row["result"]
            where = f"{row['urlname']} (in {parent}, line {row['line']})"
            broken.append(f"{where}: {problem}".replace("\n", " "))
    return LinkReport(broken, sorted(external), len(rows))
