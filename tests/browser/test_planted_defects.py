"""The browser checks can fail: each row plants a defect in a copy of the built site (hard links,
so a copy costs nothing until a plant writes a file of its own), and the check that guards against
it must report it there, with the expected words. Every check of the other modules has a row.
"""

from __future__ import annotations

import base64
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.browser import checks
from tests.browser.browsing import open_page, switch_language
from tests.browser.test_pages import axe_script
from tests.browser.test_search import QUERIES, pasted, query_problems, result_lands
from tests.browser.test_switch import edges, marked, place_kept

Plant = Callable[[Path], None]


def edit(path: Path, old: str, new: str, pattern: bool = False) -> None:
    """Replace `old` (a regular expression if `pattern`) in the site's file at `path`."""
    text = path.read_text(encoding="utf-8")
    changed = re.sub(old, new, text, count=1) if pattern else text.replace(old, new)
    if changed == text:
        raise AssertionError(f"the plant needs {old!r} in {path}")
    path.unlink()  # a hard link to the real site's file: this copy gets a file of its own
    path.write_text(changed, encoding="utf-8")


def page_edit(page: str, old: str, new: str, pattern: bool = False) -> Plant:
    return lambda site: edit(site / page / "index.html", old, new, pattern)


def page_style(page: str, css: str) -> Plant:
    return page_edit(page, "</head>", f"<style>{css}</style></head>")


def script_edit(old: str, new: str = "") -> Plant:
    return lambda site: edit(site / "assets/javascripts/reader.js", old, new)


def style_edit(old: str, new: str = "") -> Plant:
    return lambda site: edit(site / "assets/stylesheets/reader.css", old, new)


def every_page(old: str, new: str) -> Plant:
    def plant(site: Path) -> None:
        for path in [*site.rglob("*.html"), site / "sitemap.xml"]:
            if old in path.read_text(encoding="utf-8"):
                edit(path, old, new)

    return plant


def remove(rel: str) -> Plant:
    return lambda site: (site / rel).unlink()


def heavy_script(site: Path) -> None:
    noise = base64.b64encode(os.urandom(150_000)).decode()  # does not compress
    (site / "assets/javascripts/heavy.js").write_text(f'window.heavy = "{noise}"\n')
    script = '<script src="../assets/javascripts/heavy.js"></script>'
    edit(site / "glossary/index.html", "</head>", script + "</head>")


def no_synonyms(site: Path) -> None:
    edit(site / "zh/search/search_index.json", r'"synonyms":\{[^}]*\}', '"synonyms":{}', True)


def placeholder_site_url(site: Path) -> None:
    """The site built for OWNER's repository, as a workflow that does not set SITE_URL might."""
    site_url = re.search("<loc>(.*?)</loc>", (site / "sitemap.xml").read_text()).group(1)
    every_page(site_url, "https://OWNER.github.io/detach-vs-clone/")(site)


def materials_own_search(site: Path) -> None:
    """Material's search worker as it comes: no synonyms, stems, stop words or ranking of ours."""
    every_page("config.search = config.search.replace(", "void (")(site)


class Row(NamedTuple):
    name: str
    plant: Plant
    check: Callable  # check(tabs, the broken copy, site model) -> problems
    expected: tuple[str, ...]  # words some reported problem must hold, each of them


def at(path: str, check: Callable, scheme: str = "light", size: str = "desktop") -> Callable:
    """check(page, url) on the copy's page at `path`, loaded in that tab."""

    def run(tabs, copy, site):
        page = tabs(scheme, size).page
        open_page(page, copy.base_url + path)
        return check(page, copy.base_url + path)

    return run


def with_model(path: str, lang: str, md: str, check: Callable, *args) -> Callable:
    """check(page, url, the model's page, *args) on the copy's page, desktop, light."""

    def run(tabs, copy, site):
        site_page = site.page(site.docs_dir / lang / md)
        return check(tabs().page, copy.base_url + path, site_page, *args)

    return run


def switched(md: str, here: str, there: str, check: Callable) -> Callable:
    """A language switch check on the copy's page `md`, from `here` to `there`."""

    def run(tabs, copy, site):
        prefix = {lang: copy.base_url + site.language_prefix(lang) for lang in (here, there)}
        page = md.removesuffix(".md").replace("index", "") + ("/" if md != "index.md" else "")
        first = next(h.id for h in site.page(site.docs_dir / here / md).headings if h.level > 1)
        return check(tabs().page, prefix[here] + page, prefix[there] + page, here, there, first)

    return run


def glossary_switch(tabs, copy, site):
    tab = tabs()
    open_page(tab.page, copy.base_url + "glossary/")
    return switch_language(tab.page, copy.base_url + "zh/glossary/", "zh") + tab.take()


def web_font(tabs, copy, site):
    open_page(tabs().page, copy.base_url)
    return tabs().take()


def placeholder(tabs, copy, site):
    site_page = site.page(site.docs_dir / "zh/sources.md")
    url = copy.base_url + "zh/sources/"
    site_url = site.config.raw["site_url"]
    problems = checks.page_address(tabs().page, url, copy.base_url, site_url, site_page)
    return problems + checks.placeholder_addresses(copy.site_dir)


def figures(tabs, copy, site):
    return at(
        "two-relationships/",
        lambda page, url: checks.small_figure_text(page, url, copy.site_dir, copy.base_url),
        size="phone",
    )(tabs, copy, site)


def copied(tabs, copy, site):
    origin = copy.base_url.split("/detach-vs-clone/")[0]
    tabs().page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin)
    site_page = site.page(site.docs_dir / "en/pitfalls.md")
    return checks.copy_buttons(tabs().page, copy.base_url + "pitfalls/", site_page)


def dark_preference(tabs, copy, site):
    page = tabs("dark").page
    open_page(page, copy.base_url)
    scheme = page.evaluate("document.body.getAttribute('data-md-color-scheme')")
    return [] if scheme == "slate" else [f"Material's scheme {scheme!r} under a dark preference"]


def chinese_404(tabs, copy, site):
    home = copy.base_url + "zh/"
    return checks.not_found(tabs().page, home + "no/such/page/", home, "zh")


def weight(path: str, index: str) -> Callable:
    def run(tabs, copy, site):
        url, index_url = copy.base_url + path, copy.base_url + index
        return checks.index_and_weight(tabs().page, url, index_url)[0]

    return run


def query_row(query) -> Row:
    def check(tabs, copy, site):
        return query_problems(tabs().page, copy.base_url, site.language_prefix(query.lang), query)

    plant = no_synonyms if query.fails_on == "no-aliases" else materials_own_search
    return Row(f"{query.fails_on}: {query.text}", plant, check, (repr(query.text),))


ROWS = [
    Row(
        "the Chinese glossary is missing",
        remove("zh/glossary/index.html"),
        glossary_switch,
        ("HTTP 404", "zh/glossary/"),
    ),
    Row(
        "a link to an anchor that is not there",
        page_edit("", "two-relationships/#requires-grad", "two-relationships/#no-such-anchor"),
        lambda tabs, copy, site: checks.links(copy.site_dir, site.config.raw["site_url"])[0],
        ("no #no-such-anchor",),
    ),
    Row(
        "a web font",
        page_edit("", "</head>", '<link rel="stylesheet" href="https://fonts.googleapis.com/c">'),
        web_font,
        ("request left 127.0.0.1: https://fonts.googleapis.com/",),
    ),
    Row(
        "a soft line break after Chinese punctuation",
        page_edit("zh/saved-reference", r"(?s)(<article.*?<p>[^<]*?，)", "\\1\n", pattern=True),
        at("zh/saved-reference/", checks.stray_cjk_spaces),
        ("a space after Chinese text",),
    ),
    Row(
        "a code line too long for a desktop block",
        page_edit("zh/saved-reference", "\n</span></code>", " + 1" * 40 + "\n</span></code>"),
        at("zh/saved-reference/", checks.desktop_code),
        ("a code line wraps at 1280 px",),
    ),
    Row(
        "no narrow figure on a phone",
        page_edit("two-relationships", r'<source media="[^"]*" srcset="[^"]*">', "", pattern=True),
        figures,
        ("two-edges.svg: smallest text",),
    ),
    Row(
        "Material's deep orange",
        every_page('-primary="custom"', '-primary="deep-orange"'),
        at(
            "",
            lambda page, url: (
                checks.start_axe(page, axe_script()) or checks.axe_violations(page, url, "light")
            ),
        ),
        ("color-contrast",),
    ),
    Row(
        "a placeholder site_url",
        placeholder_site_url,
        placeholder,
        (
            "sitemap.xml: names the placeholder OWNER.github.io",
            "is 'https://OWNER.github.io/detach-vs-clone/zh/sources/', expected",
        ),
    ),
    Row(
        "no og:locale, no source links",
        lambda site: (
            page_edit("saved-reference", '<meta property="og:locale"', "<meta")(site),
            page_edit(
                "saved-reference", r'(?s)<nav class="source-links".*?</nav>', "", pattern=True
            )(site),
        ),
        lambda tabs, copy, site: checks.page_address(
            tabs().page,
            copy.base_url + "saved-reference/",
            copy.base_url,
            site.config.raw["site_url"],
            site.page(site.docs_dir / "en/saved-reference.md"),
        ),
        ("og:locale", "no link to its source", "links to snippets []"),
    ),
    Row(
        "the switch forgets the section",
        script_edit('url.hash = id ? "#" + id : ""'),
        switched("in-place-errors.md", "en", "zh", place_kept),
        ("led to",),
    ),
    Row(
        "the switch lands below the title",
        script_edit('if (title && title.getBoundingClientRect().bottom > header) return ""'),
        switched(
            "sources.md",
            "en",
            "zh",
            lambda page, url, target, here, there, first: edges(page, url, target, there, first),
        ),
        ("below the top",),
    ),
    Row(
        "the switch skips a short linked section",
        script_edit("box.top < (atBottom ? window.innerHeight : line)", "false"),
        switched(
            "in-place-errors.md",
            "zh",
            "en",
            lambda page, url, target, here, there, first: edges(page, url, target, there, first),
        ),
        ("led to",),
    ),
    Row(
        "the current language is not marked",
        script_edit("    markLanguage()\n"),
        lambda tabs, copy, site: (
            open_page(tabs().page, copy.base_url + "zh/") or marked(tabs().page, "zh")
        ),
        ("does not mark zh",),
    ),
    Row(
        "no Chinese search index",
        remove("zh/search/search_index.json"),
        weight("zh/saved-reference/", "zh/search/search_index.json"),
        ("search_index.json: HTTP 404, not a search index",),
    ),
    Row(
        "a heavy script",
        heavy_script,
        weight("glossary/", "search/search_index.json"),
        ("KB gzip in all, over 120 KB",),
    ),
    Row(
        "a tooling word, no publication time",
        page_edit(
            "glossary", r"; this edition published <time.*?</time>", "; backfilled", pattern=True
        ),
        with_model("glossary/", "en", "glossary.md", checks.provenance, "x"),
        ("the box says 'backfill'", "does not show the published"),
    ),
    Row(
        "code lines that do not wrap",
        page_style("pitfalls", "pre > code { white-space: pre !important }"),
        at("pitfalls/", lambda page, url: checks.phone_code(page, url)[0], size="phone"),
        ("a code line cut at the block's edge", "a block scrolls sideways"),
    ),
    Row(
        "wrapped code lines without their indentation",
        page_style("saved-reference", "pre > code > span[id] { padding-left: 0 !important }"),
        at("saved-reference/", lambda page, url: checks.phone_code(page, url)[0], size="phone"),
        ("continues left of its indentation",),
    ),
    Row(
        "wrapped code lines without a mark",
        page_style("clone-gradients", "pre > code > span[id]::before { mask: none !important }"),
        at("clone-gradients/", lambda page, url: checks.phone_code(page, url)[0], size="phone"),
        ("has no continuation mark",),
    ),
    Row(
        "inline code breaks anywhere",
        page_style("two-relationships", ".md-typeset code { word-break: break-all !important }"),
        at("two-relationships/", lambda page, url: checks.phone_code(page, url)[0], size="phone"),
        ("inline code breaks inside a word",),
    ),
    Row(
        "a file's extension on a line of its own",
        lambda site: (
            script_edit("parts.splice(-2, 2, parts.at(-2) + parts.at(-1))", "0")(site),
            page_style("", "[data-source-links] p { width: 1ch }")(site),
        ),
        at("", lambda page, url: checks.phone_code(page, url)[0], size="phone"),
        ("inline code breaks before a file's extension",),
    ),
    Row(
        "light figures in dark mode",
        style_edit("  filter: invert(0.88) hue-rotate(180deg);\n"),
        at("two-relationships/", checks.dark_figures, scheme="dark"),
        ("is a light card",),
    ),
    Row(
        "comments drawn like code",
        style_edit("--md-code-hl-comment-color: #8a5a00", "--md-code-hl-comment-color: #36464e"),
        at("pitfalls/", lambda page, url: checks.comment_colour(page, url, "light")),
        ("units from code",),
    ),
    Row(
        "English words on a Chinese page",
        lambda site: (
            page_edit("zh", "切换到深色模式", "Dark")(site),
            page_edit("zh", 'title="永久链接"', 'title="Permanent link"')(site),
        ),
        at("zh/", lambda page, url: checks.own_words(page, url, "zh")),
        ("'Dark'", "'Permanent link'"),
    ),
    Row(
        "no x-default in the sitemap",
        lambda site: edit(
            site / "sitemap.xml",
            r'<xhtml:link rel="alternate" hreflang="x-default"[^>]*>',
            "",
            True,
        ),
        lambda tabs, copy, site: checks.sitemap_alternates(copy.site_dir, site.languages),
        ("has no alternate for x-default",),
    ),
    Row(
        "one 404 page for every language",
        lambda site: edit(site / "404.html", "location.replace(", "void ("),
        chinese_404,
        ("is not the zh nav",),
    ),
    Row(
        "an invisible Tab stop",
        lambda site: (
            every_page('scrollwrap" tabindex="-1"', 'scrollwrap" tabindex="0"')(site),
            script_edit('wrap.setAttribute("tabindex", list.children.length ? "0" : "-1")')(site),
        ),
        lambda tabs, copy, site: checks.invisible_tab_stops(tabs().page, copy.base_url),
        ("md-search__scrollwrap",),
    ),
    Row(
        "code lines as blocks (copied with blank lines)",
        style_edit("  display: inline-block;\n", "  display: block;\n"),
        copied,
        ("does not copy its code",),
    ),
    Row(
        "a pasted query waits for a key",
        script_edit(
            'query.addEventListener("input", () => query.dispatchEvent(new KeyboardEvent("keyup")))'
        ),
        lambda tabs, copy, site: pasted(tabs().page, copy.base_url + "zh/", "版本计数器"),
        ("shows no results",),
    ),
    Row(
        "a result's page link lands at the top",
        script_edit(
            'if (section && !url.hash && !url.searchParams.get("h")) page.href = section.href'
        ),
        lambda tabs, copy, site: result_lands(tabs().page, copy.base_url, "teacher student detach"),
        ("the words not marked on screen",),
    ),
    Row(
        "printed in the screen's dark palette",
        script_edit("    printLight()\n"),
        at("clone-gradients/", checks.printed, scheme="dark"),
        ("printed in the dark screen's colour",),
    ),
    Row(
        "a blank printed page",
        page_edit("clone-gradients", "</article>", '<div style="height: 400mm"></div></article>'),
        at("clone-gradients/", checks.printed, scheme="dark"),
        ("is blank",),
    ),
    Row(
        "the dark preference ignored",
        every_page("(prefers-color-scheme: dark)", "(min-width: 1px) and (max-width: 0px)"),
        dark_preference,
        ("under a dark preference",),
    ),
]
ROWS += [query_row(query) for query in QUERIES if query.fails_on]


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row.name)
def test_the_check_reports_the_planted_defect(tabs, broken, site, row):
    problems = row.check(tabs, broken(row.plant), site)
    for tab in (tabs(), tabs("dark"), tabs(size="phone")):
        tab.take()  # what the broken copy made the tabs record is no one else's
    missing = [words for words in row.expected if not any(words in p for p in problems)]
    assert not missing, f"{row.name}: no problem says {missing}; got {problems}"
