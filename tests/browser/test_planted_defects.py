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
from tests.browser import test_search as searching
from tests.browser.browsing import open_page, switch_language
from tests.browser.test_pages import axe_script
from tests.browser.test_switch import edges, first_section, marked, place_kept, short_kept

Plant = Callable[[Path], None]
TABS = {"light": ("light", "desktop"), "dark": ("dark", "desktop"), "phone": ("light", "phone")}


def edit(path: Path, old: str | re.Pattern, new: str) -> None:
    """Replace `old` (every match of a pattern, or the text) in the copy's file at `path`."""
    text = path.read_text(encoding="utf-8")
    changed = old.sub(new, text) if isinstance(old, re.Pattern) else text.replace(old, new)
    if changed == text:
        raise AssertionError(f"the plant needs {old!r} in {path}")
    path.unlink()  # a hard link to the real site's file: this copy gets a file of its own
    path.write_text(changed, encoding="utf-8")


def in_file(path: str) -> Callable[..., Plant]:
    """in_file(path)(old, new=""): the plant that edits the copy's file at `path`."""
    return lambda old, new="": lambda site: edit(site / path, old, new)


def html(page: str, old: str | re.Pattern, new: str = "") -> Plant:
    return in_file(f"{page}/index.html".lstrip("/"))(old, new)


def style(page: str, css: str) -> Plant:
    return html(page, "</head>", f"<style>{css}</style></head>")


script, sheet = in_file("assets/javascripts/reader.js"), in_file("assets/stylesheets/reader.css")
worker = in_file("assets/javascripts/workers/reader-search.js")


def everywhere(old: str, new: str) -> Plant:
    def plant(site: Path) -> None:
        for path in [*site.rglob("*.html"), site / "sitemap.xml"]:
            if old in path.read_text(encoding="utf-8"):
                edit(path, old, new)

    return plant


def both(*plants: Plant) -> Plant:
    return lambda site: [plant(site) for plant in plants]


def noise(site: Path, path: str, name: str) -> None:
    """A script at `path` that sets `name` to 200 KB that do not compress."""
    (site / path).write_text(f'{name} = "{base64.b64encode(os.urandom(150_000)).decode()}"\n')


def heavy_script(site: Path) -> None:
    noise(site, "assets/javascripts/heavy.js", "window.heavy")
    html("glossary", "</head>", '<script src="../assets/javascripts/heavy.js"></script></head>')(
        site
    )


def heavy_search_worker(site: Path) -> None:
    """The search worker loads a heavy script once it has the index, as it loads Lunr's."""
    noise(site, "assets/javascripts/workers/heavy.js", "self.heavy")
    setup = "if (message.type === SETUP)"
    worker(setup, setup.replace(")", " && !importScripts('heavy.js'))"))(site)


def placeholder_site_url(site: Path) -> None:
    """The site built for OWNER's repository, as a workflow that does not set SITE_URL might."""
    site_url = re.search("<loc>(.*?)</loc>", (site / "sitemap.xml").read_text()).group(1)
    everywhere(site_url, "https://OWNER.github.io/detach-vs-clone/")(site)


class Row(NamedTuple):
    name: str
    plant: Plant
    check: Callable  # check(tabs, the broken copy, site model) -> problems
    expected: tuple[str, ...]  # words some reported problem must hold, each of them


def at(path: str, check: Callable, *args, tab: str = "light") -> Callable:
    """check(page, url, *args) on the copy's page at `path`, loaded in that tab."""

    def run(tabs, copy, site):
        page = tabs(*TABS[tab]).page
        open_page(page, copy.base_url + path)
        return check(page, copy.base_url + path, *args)

    return run


def modelled(path: str, md: str, check: Callable) -> Callable:
    """check(page, url, base_url, site_url, the model's page) on the copy's page."""

    def run(tabs, copy, site):
        site_page = site.page(site.docs_dir / md)
        url, site_url = copy.base_url + path, site.config.site_url
        return check(tabs().page, url, copy.base_url, site_url, site_page)

    return run


def provenance(page, url, base_url, site_url, site_page):  # as modelled() calls it
    return checks.provenance(page, url, site_page, "")


def axe(page, url):
    checks.start_axe(page, axe_script())
    return checks.axe_violations(page, url, "light")


def phone_code(page, url):
    return checks.phone_code(page, url)[0]


def switched(md: str, here: str, check: Callable) -> Callable:
    """check(page, url, target, here, there, first section) from `here` to the other language."""

    def run(tabs, copy, site):
        there = next(lang for lang in site.languages if lang != here)
        url, target = (
            copy.base_url + site.page(site.docs_dir / lang / md).url_path for lang in (here, there)
        )
        return check(tabs().page, url, target, here, there, first_section(site, here, md))

    return run


def copied(tabs, copy, site):
    origin = copy.base_url.split("/detach-vs-clone/")[0]
    tabs().page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin)
    site_page = site.page(site.docs_dir / "en/pitfalls.md")
    return checks.copy_buttons(tabs().page, copy.base_url + "pitfalls/", site_page)


def undrawn(tabs, copy, site):  # at 1280 px, at 390 px and in print
    looks = ((checks.desktop_code, "light"), (phone_code, "phone"), (checks.printed, "dark"))
    return [p for check, t in looks for p in at("graph-lifetime/", check, tab=t)(tabs, copy, site)]


def weight(path: str, index: str = "search/search_index.json", views: int = 1) -> Callable:
    """The weight of the last of `views` page views of `path` (after the first, a file just
    written is revalidated: a 304)."""

    def run(tabs, copy, site):
        page, url = tabs().page, copy.base_url + path
        for _ in range(views):
            view = checks.page_view(page, url)
        return checks.index_and_weight(page, url, copy.base_url + index, view)[0]

    return run


SPACED_RUN = 'run => ` ${segment(run).join(" ")} `'  # a Chinese run spaced off its neighbours
QUERY_PLANTS = {  # the broken copy each marked query of test_search.py fails on
    # the glossary's other names are not in the index
    "no-aliases": in_file("zh/search/search_index.json")(
        re.compile(r'"synonyms":\{[^}]*\}'), '"synonyms":{}'
    ),
    # a query word is a prefix search and nothing more
    "prefix-only": worker("const EXACT = 10", "const EXACT = 0"),
    # Material's own worker, no reading of the query of ours
    "material-search": everywhere("config.search = config.search.replace(", "void ("),
}
ROWS = [
    Row("no Chinese glossary", lambda site: (site / "zh/glossary/index.html").unlink(),
        at("glossary/", lambda page, url: switch_language(page, url.replace("/g", "/zh/g"), "zh")),
        ("HTTP 404", "zh/glossary/")),
    Row("a broken anchor", html("", "two-relationships/#requires-grad", "two-relationships/#nope"),
        lambda tabs, copy, site: checks.links(copy.site_dir, site.config.site_url)[0],
        ("no #nope",)),
    Row("a web font", html("", "</head>", '<link rel="stylesheet" href="https://fonts.gstatic.com">'),
        at("", lambda page, url: []), ("request left 127.0.0.1: https://fonts.gstatic.com/",)),
    Row("a space after Chinese punctuation",
        html("zh/saved-reference", re.compile(r"(?s)(<article.*?<p>[^<]*?，)"), "\\1\n"),
        at("zh/saved-reference/", checks.stray_cjk_spaces), ("a space after Chinese text",)),
    Row("a long code line", html("saved-reference", "\n</code>", "+1" * 60 + "\n</code>"),
        at("saved-reference/", checks.desktop_code), ("(1280 px): a code line wraps",)),
    Row("a span's newline inside it (cf7ddb9)", html("graph-lifetime", "</span>\n", "\n</span>"),
        undrawn, tuple(f"({px}): a code block does not" for px in ("1280 px", "390 px", "print"))),
    Row("no narrow figure", html("two-relationships", re.compile("<source [^>]*-narrow.svg[^>]*>")),
        lambda tabs, copy, site: at("two-relationships/", checks.small_figure_text, copy.site_dir,
                                    copy.base_url, tab="phone")(tabs, copy, site),
        ("two-edges.svg: smallest text",)),
    Row("Material's deep orange", everywhere('-primary="custom"', '-primary="deep-orange"'),
        at("", axe), ("color-contrast",)),
    Row("the page's last keyword faint", html("pitfalls", re.compile(  # among code drawn alike
        '<span class="k">(?!.*<span class="k">)', re.S), '<span class="k" style="color: #bbb">'),
        at("pitfalls/", axe), ("color-contrast (serious, 1 nodes)",)),
    Row("a placeholder site_url", placeholder_site_url,
        lambda tabs, copy, site: checks.placeholder_addresses(copy.site_dir)
        + modelled("zh/sources/", "zh/sources.md", checks.page_address)(tabs, copy, site),
        ("sitemap.xml: names the placeholder OWNER.github.io",
         "is 'https://OWNER.github.io/detach-vs-clone/zh/sources/', expected")),
    Row("no og:locale, no source links",
        both(html("saved-reference", '<meta property="og:locale"', "<meta"),
             html("saved-reference", re.compile('(?s)<nav class="source-links".*?</nav>'))),
        modelled("saved-reference/", "en/saved-reference.md", checks.page_address),
        ("og:locale", "no link to its source", "links to snippets []")),
    Row("the switch keeps the section only", script("if (left?.to === location.href) land(left)"),
        switched("two-relationships.md", "zh", place_kept), ("block", "of #", "px")),
    Row("the switch leads the top to a section",
        script('if (title && title.getBoundingClientRect().bottom > header) return ""'),
        switched("sources.md", "en", edges), ("led to",)),
    Row("the switch passes a short section", script("? next : above", "? null : above"),
        switched("glossary.md", "en", short_kept), ("led to",)),
    Row("no mark on the language", script("    markLanguage()\n"),
        at("zh/", lambda page, url: marked(page, "zh")), ("does not mark zh",)),
    Row("no Chinese search index", lambda site: (site / "zh/search/search_index.json").unlink(),
        weight("zh/saved-reference/", "zh/search/search_index.json"),
        ("HTTP 404", "zh/search/search_index.json")),
    Row("a heavy script", heavy_script, weight("glossary/"), ("KB gzip in all, over 120 KB",)),
    Row("a heavy script, viewed again", heavy_script, weight("glossary/", views=2),
        ("KB gzip in all, over 120 KB",)),
    Row("word breaks in results", worker('.replace(WORD_BREAK, "")', ""),
        at("zh/", searching.result_text, "版本计数器"), ("shows the index's word breaks",)),
    Row("Chinese stop words searched",
        worker("segments.filter(word => !STOP_WORDS.has(word))", "segments"),
        at("zh/", searching.stop_words_marked, "原地修改的版本计数器", {"的"}),
        ("mark the stop words ['的']",)),
    Row("a Chinese run not spaced off", worker(SPACED_RUN, 'run => segment(run).join(" ")'),
        at("zh/", searching.unspaced, "no_grad 和 detach"), ("'no_grad和detach' finds",)),
    Row("the search worker starts with the page",
        everywhere("if (url !== config.search) return new Worker", "return new Worker"),
        weight("glossary/"), ("starts the search worker before",)),
    Row("a heavy script the search worker loads", heavy_search_worker, weight("glossary/"),
        ("KB gzip, over",)),
    Row("a tooling word, no publication time", html(
        "glossary", re.compile("; this edition published <time.*?</time>"), "; backfilled by nox"),
        modelled("glossary/", "en/glossary.md", provenance),
        ("the box says 'backfill'", "the box says 'nox'", "does not show the published")),
    Row("no claim of what ran under the title",
        html("saved-reference", re.compile(r'<ul class="provenance-claim".*?</ul>', re.S), ""),
        modelled("saved-reference/", "en/saved-reference.md", provenance), ("under the title ''",)),
    Row("code lines that do not wrap", style("pitfalls", "pre code {white-space: pre !important}"),
        at("pitfalls/", phone_code, tab="phone"),
        ("a code line cut at the block's edge", "scrolls sideways")),
    Row("no hanging indent",
        style("saved-reference", "pre .reader-line { padding-left: 0 !important}"),
        at("saved-reference/", phone_code, tab="phone"), ("continues left of its indentation",)),
    Row("no continuation mark",
        style("clone-gradients", "pre .reader-line::before {mask: none !important}"),
        at("clone-gradients/", phone_code, tab="phone"), ("has no continuation mark",)),
    Row("long code lines without their span",
        html("pitfalls", re.compile(r'<span class="reader-line"[^>]*>([^\n]*)</span>'), r"\1"),
        at("pitfalls/", phone_code, tab="phone"), ("a code line wraps without its span",)),
    Row("inline code breaks anywhere",
        style("two-relationships", "code { word-break: break-all !important }"),
        at("two-relationships/", phone_code, tab="phone"), ("inline code breaks inside a word",)),
    Row("an extension on a line of its own",
        both(html("", re.compile(r"\.(md|py)</code>"), r".<wbr>\1</code>"),
             style("", "[data-source-links] p { width: 1ch }")),
        at("", phone_code, tab="phone"), ("inline code breaks before a file's extension",)),
    Row("output wrapped as code, an expression broken",
        both(sheet("--hang: calc((var(--indent, 0) + 3) * 1ch);"),
             html("zh", re.compile(r' style="white-space: nowrap">(\w+\.)'), r">\1<wbr>")),
        at("zh/", phone_code, tab="phone"),
        ("a wrapped output line breaks", "inline code breaks inside an expression")),
    Row("Chinese row labels a character wide", sheet("  min-width: 6.5em;\n"),
        at("zh/two-relationships/", checks.phone_fit, tab="phone"), ("a table column under 4",)),
    Row("small permalinks", sheet("  min-width: 24px;\n"), at("glossary/", checks.phone_fit,
        tab="phone"), ("a tap target under 24 x 24 px: A.header",)),
    Row("an empty table header", html("two-relationships", "<td></td>", "<th></th>"),
        at("two-relationships/", axe), ("empty-table-header",)),
    Row("downloads at the end only, no Markdown",
        both(html("saved-reference", "downloads\" data-downloads", "downloads\""),
             html("glossary", 'data-download="markdown"', ""),
             in_file("zh/llms.txt")("/zh/sources/sources.md)", "/zh/sources/)")),
        lambda tabs, copy, site: checks.page_files(copy.site_dir, site),
        ("saved-reference/: downloads not linked before", "glossary/: no link to its Mark",
         "zh/llms.txt does not list zh/sources/")),
    Row("light figures in dark mode", sheet("  filter: invert(0.88) hue-rotate(180deg);\n"),
        at("two-relationships/", checks.dark_figures, tab="dark"), ("is a light card",)),
    Row("comments drawn like code", sheet("comment-color: #8a5a00", "comment-color: #36464e"),
        at("pitfalls/", checks.comment_colour, "light"), ("units from code",)),
    Row("English words on a Chinese page",
        both(html("zh", "切换到深色模式", "Dark"), html("zh", '"永久链接"', '"Permanent link"')),
        at("zh/", checks.own_words, "zh"), ("'Dark'", "'Permanent link'")),
    Row("no x-default", in_file("sitemap.xml")(re.compile('<xhtml:link[^>]*x-default[^>]*>'), ""),
        lambda tabs, copy, site: checks.sitemap_alternates(copy.site_dir, site.languages),
        ("has no alternate for x-default",)),
    Row("one 404 page", in_file("404.html")("location.replace(", "void ("),
        lambda tabs, copy, site: checks.not_found(
            tabs().page, copy.base_url + "zh/no/such/page/", copy.base_url + "zh/", "zh",
            site.config.labels("zh")["page_404"]["title"]),
        ("is not the zh nav", "does not begin")),
    Row("an invisible Tab stop",
        both(everywhere('scrollwrap" tabindex="-1"', 'scrollwrap" tabindex="0"'),
             script('wrap.setAttribute("tabindex", list.children.length ? "0" : "-1")')),
        at("", checks.invisible_tab_stops), ("md-search__scrollwrap",)),
    Row("code lines as blocks", sheet("  display: inline-block;\n", "  display: block;\n"), copied,
        ("does not copy its code",)),
    Row("the first copy button under a layer",
        style("pitfalls", ".md-code__nav {pointer-events: none}"), copied,
        ("pressed, the copy button of example 1 does not copy",)),
    Row("a pasted query waits for a key",
        script('query.dispatchEvent(new KeyboardEvent("keyup"))', "0"),
        at("zh/", searching.pasted, "版本计数器"), ("shows no results",)),
    Row("a result's page link lands at the top",
        script("if (section && !new URL(page.href).hash && words(page) < words(section)) page."),
        at("", searching.result_lands, "teacher student detach"),
        ("the words not marked on screen",)),
    Row("the index loads with the page", everywhere("this.searchIndex && !opened", "false"),
        lambda tabs, copy, site: searching.opened_later(tabs().page, copy.base_url, copy.base_url
            + "search/search_index.json", searching.OPEN["s"]), ("loads the search index before",)),
    Row("stems in Missing", worker("item.terms = readerTerms(item.terms)"),
        at("", searching.missing_words, "modified variables"), ("say",)),
    Row("marks inside words", everywhere("if (opened) new MutationObserver", "if (0) new Map"),
        at("saved-reference/?h=is+detach", searching.marks_in_words), ("marks inside words",)),
    Row("a table as one run of words", in_file("search/search_index.json")(" · ", " "),
        at("", searching.table_rows), ("row",)),
    Row("no message in its section's index entry", in_file("search/search_index.json")(
        re.compile(r"<p><code>\w+Error: [^<]*</code></p>"), ""),
        at("", searching.messages_find_sections, ""), ("not one of",)),
    Row("printed in the dark palette", script("    printLight()\n"),
        at("clone-gradients/", checks.printed, tab="dark"),
        ("printed in the dark screen's colour",)),
    Row("printed as on screen",
        both(sheet("  :root {\n    color-scheme: light;\n  }\n"), script("    printLinks()\n"),
             sheet("  .md-code__nav {\n    display: none;\n  }\n")),
        at("saved-reference/", checks.printed, tab="dark"),
        ("copy buttons are printed", "dark margins", "does not give the link")),
    Row("code blocks kept whole on paper",
        style("in-place-errors", "@media print {.highlight {break-inside: avoid}}"),
        at("in-place-errors/", checks.printed, tab="dark"), ("blank below its text",)),
    Row("a blank printed page",
        html("clone-gradients", re.compile("(?s)^(.*?)<h2"), '\\1<p style="height: 700mm"></p><h2'),
        at("clone-gradients/", checks.printed, tab="dark"), ("is blank",)),
    Row("the dark preference ignored", everywhere("prefers-color-scheme: dark", "max-width: 0"),
        at("", checks.scheme, "dark", tab="dark"), ("under a dark preference",)),
]  # fmt: skip
ROWS += [
    Row(f"{q.fails_on}: {q.text}", QUERY_PLANTS[q.fails_on], lambda tabs, copy, site, q=q:
        searching.query_problems(tabs().page, copy.base_url, site.language_prefix(q.lang), q),
        (repr(q.text),))
    for q in searching.QUERIES if q.fails_on
]  # fmt: skip


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row.name)
def test_the_check_reports_the_planted_defect(tabs, broken, site, row):
    problems = row.check(tabs, broken(row.plant), site)
    for tab in TABS.values():
        problems += tabs(*tab).take()  # what the copy made a tab record is no one else's
    missing = [words for words in row.expected if not any(words in p for p in problems)]
    assert not missing, f"{row.name}: no problem says {missing}; got {problems}"
