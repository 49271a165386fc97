"""What the browser tests check, as functions that return the problems they find.

The tests (test_site.py) assert that each list is empty on the real site; test_can_fail.py builds
broken variants of the site and asserts that the same functions report them.
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
from tests.browser import site

if TYPE_CHECKING:  # playwright is imported by the browser fixture, only where it is installed
    from playwright.sync_api import BrowserContext, Page, Route

HERE = Path(__file__).resolve().parent
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


def open_page(page: Page, url: str) -> None:
    """Load `url` and wait until the network is quiet (search index, worker, language files)."""
    if page.url != url:
        page.goto(url, wait_until="load")
    page.wait_for_load_state("networkidle")


def switch_language(page: Page, target_url: str, target) -> list[str]:
    """Click the language selector's entry for `target`; it must lead to `target_url`."""
    current = page.evaluate("document.documentElement.lang")
    before = page.url
    page.locator(".md-header .md-select").hover()
    link = page.locator(f'.md-header .md-select__link[hreflang="{target.locale}"]')
    if link.count() != 1:
        return [f"{before}: no language selector entry for {target.locale}"]
    with page.expect_navigation(wait_until="load"):
        link.click()
    problems = []
    if page.url != target_url:
        problems.append(f"selector on {before} ({current}) led to {page.url}, not {target_url}")
    got = page.evaluate("document.documentElement.lang")
    if got != target.locale:
        problems.append(f"{page.url}: <html lang={got!r}>, expected {target.locale!r}")
    return problems


def _check_here(page: Page, url: str, root: Path, md_path: Path, locale: str) -> list[str]:
    if not md_path.is_file():
        return [f"{md_path} is missing"]
    open_page(page, url)
    return check_provenance(page, url, md_path, locale) + check_copy_buttons(
        page, url, root, md_path
    )


def check_page(page: Page, base: str, root: Path, md: str) -> list[str]:
    """One page in every language, walked as a reader does (see test_site.py)."""
    config = site.load_config(root)
    docs = root / config.get("docs_dir", "docs")
    first, *others = site.languages(config)
    first_url = base + site.page_path(md, first)
    problems = _check_here(page, first_url, root, docs / first.locale / md, first.locale)
    for other in others:
        other_url = base + site.page_path(md, other)
        switched = switch_language(page, other_url, other)
        problems += switched
        if not switched:
            problems += _check_here(page, other_url, root, docs / other.locale / md, other.locale)
        problems += switch_language(page, first_url, first)
        page.wait_for_load_state("networkidle")
    return problems + page.recorder.problems()


def _when(value) -> str:
    if isinstance(value, str):
        value = dt.datetime.fromisoformat(value)
    text = value.strftime("%Y-%m-%d %H:%M")
    offset = value.strftime("%z")
    return f"{text} (UTC{offset[:3]}:{offset[3:]})" if offset else text


def expected_provenance(md_path: Path, locale: str, torch_versions=()) -> list[str]:
    """The lines the provenance box must show for a page, from its front matter and mkdocs.yml."""
    meta = site.front_matter(md_path)
    labels = PROVENANCE_LABELS[locale]
    lines = []
    for key in ("article_date", "published"):
        if meta.get(key):
            lines.append(labels[key] + _when(meta[key]))
    if torch_versions:
        lines.append(labels["torch"] + str(torch_versions[0]))
        lines += [str(version) for version in torch_versions[1:]]
    for source in meta.get("sources") or []:
        lines.append(source["title"])
    if meta.get("sources"):
        lines.append(labels["sources"].strip())
    return lines


def check_provenance(page: Page, url: str, md_path: Path, locale: str) -> list[str]:
    open_page(page, url)
    box = page.locator("aside[data-provenance]")
    if box.count() != 1 or not box.is_visible():
        return [f"{url}: no visible provenance box"]
    text = box.inner_text()
    # What the test runs' records (verification/) say of this page as built: the torch releases
    # whose run matches it, or that the build was not verified (docsite.verification).
    root = md_path.resolve().parents[2]
    found = verification.verify_page(
        verification.load_records(root), site.model(root).page(md_path), root
    )
    versions = found.as_meta()["releases"] if found else ()
    expected = expected_provenance(md_path, locale, versions)
    if found and not found.verified:
        expected.append(PROVENANCE_LABELS[locale]["unverified"])
    problems = [f"{url}: provenance box lacks {line!r}" for line in expected if line not in text]
    problems += [
        f"{url}: provenance box uses the tooling word {word!r}"
        for word in TOOLING_WORDS
        if word.lower() in text.lower()
    ]
    for other, labels in PROVENANCE_LABELS.items():
        if other != locale and labels["article_date"].strip(": ：") in text:
            problems.append(f"{url}: provenance box shows the {other} label on a {locale} page")
    meta = site.front_matter(md_path)
    hrefs = box.locator("a").evaluate_all("els => els.map(a => a.href)")
    for source in meta.get("sources") or []:
        if source["url"] not in hrefs:
            problems.append(f"{url}: provenance box does not link {source['url']}")
    return problems


def check_copy_buttons(page: Page, url: str, root: Path, md_path: Path) -> list[str]:
    """Material's copy button on each included example copies the snippet file's text."""
    open_page(page, url)
    includes = site.page_includes(root, md_path)
    blocks = page.locator(".md-content .language-python.highlight")
    if blocks.count() != len(includes):
        return [f"{url}: {blocks.count()} python blocks, {len(includes)} includes in {md_path}"]
    problems = []
    for include in includes:
        block = blocks.nth(include.index)
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
            problems.append(f"{url}: example {include.index + 1} has no copy button")
            continue
        button.click()
        copied = page.evaluate("navigator.clipboard.readText()")
        expected = (root / include.snippet).read_text(encoding="utf-8")
        if copied.rstrip("\n") != expected.rstrip("\n"):
            problems.append(
                f"{url}: copy button of example {include.index + 1} does not copy {include.snippet}"
            )
    return problems


def search(page: Page, url: str, query: str) -> list[str]:
    """Type `query` into the search box of the page at `url`; result pages (absolute URLs)."""
    open_page(page, url)
    box = page.locator("input.md-search__input")
    if not box.is_visible():  # narrow screens: the search field opens from the header icon
        page.locator('label.md-header__button[for="__search"]').click()
    box.click()
    box.fill("")
    page.keyboard.type(query)  # Material searches on key events, as a reader types
    page.keyboard.press("End")
    # the worker has answered when the list has results or the count line says there are none
    page.wait_for_function(
        """q => {
          const list = document.querySelector('.md-search-result__list')
          const meta = document.querySelector('.md-search-result__meta')
          return document.querySelector('input.md-search__input').value === q && list && meta &&
            (list.children.length > 0 || /no matching|没有/i.test(meta.textContent))
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


def check_links(base: str, site_url: str, site_dir: Path) -> LinkReport:
    """LinkChecker over the served site: internal links and anchors checked, external listed."""
    command = [
        sys.executable, "-m", "linkcheck", "--config", str(HERE / "linkcheckerrc"),
        "--no-robots", "--output", "csv", "--verbose", "--no-status", base,
    ]  # fmt: skip
    run = subprocess.run(command, capture_output=True, text=True, check=False, timeout=240)
    body = "".join(line for line in run.stdout.splitlines(True) if not line.startswith("# "))
    rows = list(csv.DictReader(io.StringIO(body), delimiter=";"))
    if not rows:
        failure = f"linkchecker printed no results (rc {run.returncode}): {run.stderr[-2000:]}"
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
