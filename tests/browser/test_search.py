"""Search in the reader's language, finding what readers type.

Each language searches its own index (scripts/docsite/mkdocs_plugin/search.py,
overrides/partials/search-language.html), loaded when the reader opens search. Chinese is segmented
at build time by jieba, which knows the glossary's words (the same module), and in the browser by
the index's words (overrides/assets/javascripts/workers/reader-search.js); there the glossary's
other names for a term read as the term, English words meet their stems, and a page whose best
match holds more of the query's words comes first.

questions.yml: real questions from public threads, their askers' words; at least 90% of each
language's must find an answering page first. QUERIES fail on a copy test_planted_defects.py
breaks: each passes here, every query word in some match of that page.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple
from urllib.parse import urlsplit

import yaml

from docsite.model.glossary import TERMS, WORD_CHOICES
from docsite.text import CJK_IDEOGRAPHS
from tests.browser.browsing import ANSWERED, open_page, search, settle, timeout_passes

MIN_SHARE = 0.9
QUESTIONS = yaml.safe_load((Path(__file__).parent / "questions.yml").read_text(encoding="utf-8"))


class Query(NamedTuple):
    lang: str
    text: str
    first: tuple[str, ...]  # the pages (paths under the language's root) that may come first
    fails_on: str = ""  # the broken copy on which this row must fail (it must pass here)


def page_path(answer: str) -> str:
    """The page of `slug.md#section`, as a path under its language's root ("" for the home)."""
    return answer.split("#")[0].replace(".md", "/").removeprefix("index/")


def questions(lang: str) -> list[Query]:
    """The table's query in `lang` for each question, and the pages that answer it."""
    return [
        Query(lang, row["query"][lang], tuple(map(page_path, row["answer"]))) for row in QUESTIONS
    ]


HOME, TWO, IN_PLACE = "", "two-relationships/", "in-place-errors/"
QUERIES = [
    Query("zh", "原地操作", (IN_PLACE,), "no-aliases"),
    Query("zh", "就地修改", (IN_PLACE,), "no-aliases"),
    Query("zh", "叶子张量", (TWO, "leaf-tensors/"), "material-search"),
    Query("zh", "detach 共享存储", (HOME, IN_PLACE), "prefix-only"),
    Query("en", "logged weights", (HOME,), "material-search"),
    # "data" starts other words (data_ptr, dataset): the exact word must weigh more
    Query("en", "data detach", (IN_PLACE,), "prefix-only"),
]


MISSING = """() => {
  const first = document.querySelector('.md-search-result__item')
  const missing = [...first.querySelectorAll('a.md-search-result__link')]
    .map(link => [...link.querySelectorAll('del')].map(del => del.textContent.trim()))
  return missing.reduce((a, b) => (b.length < a.length ? b : a))
}"""


def query_problems(page, base_url: str, prefix: str, query: Query) -> list[str]:
    """Why the row does not pass on the site served at base_url (none: it passes): a right page
    first, and for a marked row, some match there holds every word of the query (Material strikes
    out the others)."""
    links = search(page, base_url + prefix, query.text)
    root = urlsplit(base_url).path + prefix
    found = [urlsplit(link).path.removeprefix(root) for link in links]
    if not found or found[0] not in query.first:
        return [f"{query.text!r} finds {found[:3]} first, not one of {list(query.first)}"]
    missing = query.fails_on and page.evaluate(MISSING)
    return [f"{query.text!r}: the first result misses the words {missing}"] if missing else []


CLEARED = "() => !document.querySelector('.md-search-result__list').children.length"


def first_pages(pages: dict, root: str, queries: dict[str, list[str]]) -> dict[str, list[str]]:
    """Each language's queries typed into the search of its own tab (`pages`), side by side: the
    path under the language's root (`root`) of each first result."""
    found: dict[str, list[str]] = {lang: [] for lang in pages}
    for row in zip(*queries.values(), strict=True):
        typed = dict(zip(queries, row, strict=True))
        for page in pages.values():
            page.locator("input.md-search__input").fill("")
        for lang, page in pages.items():
            page.wait_for_function(CLEARED)
            page.keyboard.insert_text(typed[lang])
            page.keyboard.press("End")  # the key an input method's commit gives
        for lang, page in pages.items():
            first = page.wait_for_function(ANSWERED, arg=typed[lang], timeout=10_000).json_value()
            found[lang].append(first[0].removeprefix(root[lang]))
    return found


def test_questions_find_their_pages(tabs, site, base_url, summary):
    """At least 90% of each language's questions find a page that answers them first; each
    marked query does."""
    pages, problems = {"en": tabs().page, "zh": tabs("dark", "desktop").page}, []
    root = {lang: urlsplit(base_url).path + site.language_prefix(lang) for lang in pages}
    for lang, page in pages.items():
        open_page(page, base_url + site.language_prefix(lang))
        page.locator("input.md-search__input").click()
    table = {lang: questions(lang) for lang in pages}
    shares = summary.setdefault("search: questions that find their page first", {})
    found = first_pages(pages, root, {lang: [q.text for q in rows] for lang, rows in table.items()})
    for lang, rows in table.items():
        misses = [
            f"{q.text!r} finds {path!r} first, not one of {list(q.first)}"
            for q, path in zip(rows, found[lang], strict=True)
            if path not in q.first
        ]
        share = 1 - len(misses) / len(rows)
        shares[lang] = f"{share:.0%}"
        print(f"{lang}: {share:.0%} of {len(rows)} first; misses:", *misses, sep="\n  ")
        problems += [f"{lang}: {share:.0%} first", *misses] if share < MIN_SHARE else []
        for query in (query for query in QUERIES if query.lang == lang):
            problems += query_problems(pages[lang], base_url, site.language_prefix(lang), query)
    assert not problems + tabs().take() + tabs("dark", "desktop").take(), "\n".join(problems)


def test_other_names_find_the_page_about_their_term(tab, base_url):
    """Each other name the Chinese glossary cites for a term finds what the term finds first,
    which is not the glossary."""
    problems = []
    for term in (term for term in (*TERMS, *WORD_CHOICES) if term.also.get("zh")):
        zh = term.name("zh")
        expected = search(tab.page, base_url + "zh/", zh)[:1]
        if expected == [base_url + "zh/glossary/"]:
            problems.append(f"{zh} finds the glossary first, not a page about it")
        for name in term.also["zh"]:
            if (found := search(tab.page, base_url + "zh/", name)[:1]) != expected:
                problems.append(f"{name} finds {found}, {zh} finds {expected}")
    assert not problems + tab.take(), "\n".join(problems)


def pasted(page, url: str, query: str) -> list[str]:
    """A query pasted into the empty search box (an input event, no key) shows results."""
    page.goto(url, wait_until="load")
    settle(page)
    page.locator("input.md-search__input").click()
    settle(page)  # the click opened search: its index is in
    page.wait_for_timeout(200)  # a reader pastes after the click, not within Material's 1 ms
    page.keyboard.insert_text(query)
    with timeout_passes():  # (a wait that times out skips the return)
        page.wait_for_function(
            "() => document.querySelectorAll('.md-search-result__item').length", timeout=3_000
        )
        return []
    return [f"{url}: the pasted query {query!r} shows no results"]


IN_VIEW = """() => [...document.querySelectorAll('.md-content mark')].some(mark => {
  const box = mark.getBoundingClientRect()
  return box.height && box.top >= 0 && box.bottom <= innerHeight
})"""


def result_lands(page, url: str, query: str) -> list[str]:
    """The first result's first link opens its section, the query's words marked on screen."""
    search(page, url, query)
    link = page.locator(".md-search-result__item a.md-search-result__link").first
    box = link.bounding_box()
    with page.expect_navigation(wait_until="load"):
        page.mouse.click(box["x"] + 20, box["y"] + box["height"] / 2)
    settle(page)
    page.wait_for_timeout(100)  # Material marks the words after the page shows
    if "#" not in page.url or not page.evaluate(IN_VIEW):
        return [f"{query!r}: the first result opens {page.url}, the words not marked on screen"]
    return []


def test_a_pasted_query_searches_and_its_first_result_lands_on_the_words(tab, base_url):
    problems = pasted(tab.page, base_url + "zh/", "版本计数器")
    problems += result_lands(tab.page, base_url + "zh/", "版本计数器")
    problems += result_lands(tab.page, base_url, "teacher student detach")
    assert not problems + tab.take(), "\n".join(problems)


def unspaced(page, url: str, query: str) -> list[str]:
    """The query typed without its spaces (Chinese against English: "detach之后") finds what it
    finds with them."""
    joined = re.sub(r"\s+", "", query)
    spaced, found = search(page, url, query)[:1], search(page, url, joined)[:1]
    return [] if found and found == spaced else [f"{joined!r} finds {found}, not {spaced}"]


# what the index marks between words: U+200B, or a space between two Chinese characters
WORD_BREAK = re.compile(rf"\u200b|[{CJK_IDEOGRAPHS}] +[{CJK_IDEOGRAPHS}]")


def result_text(page, url: str, query: str) -> list[str]:
    """The results read as the pages do: none shows the index's word breaks."""
    search(page, url, query)
    texts = page.locator(".md-search-result__item").all_inner_texts()
    shown = [match for text in texts if (match := WORD_BREAK.search(text))]
    return [f"{query!r}: a result shows the index's word breaks: {shown[0][0]!r}"] if shown else []


def stop_words_marked(page, url: str, query: str, stop_words: set[str]) -> list[str]:
    """No result marks a stop word of the query (的 is on every page)."""
    search(page, url, query)
    marked = set(page.locator(".md-search-result__item mark").all_inner_texts()) & stop_words
    return [f"{query!r}: the results mark the stop words {sorted(marked)}"] if marked else []


def test_each_reader_gets_results_in_their_language(tab, base_url):
    def found(path: str, query: str) -> list[str]:  # the results' paths under base_url
        links = search(tab.page, base_url + path, query)
        return [urlsplit(link).path.removeprefix(urlsplit(base_url).path) for link in links]

    # 快照 ("snapshot") appears on zh/saved-reference/ only inside sentences
    paths = found("zh/", "快照")
    assert "zh/saved-reference/" in paths and all(p.startswith("zh/") for p in paths), paths
    # both languages' pages say clone(); each reader sees their own
    paths = found("zh/saved-reference/", "clone")
    assert paths and all(path.startswith("zh/") for path in paths), paths
    paths = found("saved-reference/", "clone")
    assert paths and not [path for path in paths if path.startswith("zh/")], paths
    # the English glossary lists the Chinese terms too: 快照 finds it, and no Chinese page
    paths = found("saved-reference/", "快照")
    assert "glossary/" in paths and not [p for p in paths if p.startswith("zh/")], paths
    assert not tab.take()


def opened_later(page, url: str, index_url: str, open_search) -> list[str]:
    page.goto(url, wait_until="load")
    page.wait_for_timeout(300)  # what Material starts at once has started
    if page.evaluate("performance.getEntriesByType('resource').some(e => /_index/.test(e.name))"):
        return [f"{url}: loads the search index before search opens"]
    with page.expect_response(lambda r: r.url.endswith("search_index.json")) as response:
        open_search(page)
    page.locator("input.md-search__input").click()
    page.keyboard.insert_text("clone")
    page.wait_for_function("() => document.querySelectorAll('.md-search-result__item').length")
    return [f"{url}: opens {response.value.url}"] * (response.value.url != index_url)


OPEN = {  # how a reader opens search: Material's shortcut key, a click in the field, the icon
    "s": lambda page: page.keyboard.press("s"),
    "click": lambda page: page.locator("input.md-search__input").click(),
    "icon": lambda page: page.locator('label.md-header__button[for="__search"]').click(),
}


def test_the_index_loads_when_search_opens(tabs, base_url):
    """No page view loads the search index, opening search does: both languages, a phone too."""
    desktop, phone = tabs().page, tabs("light", "phone").page
    problems = []
    for prefix in ("", "zh/"):
        index = f"{base_url}{prefix}search/search_index.json"
        for page, path, how in ((desktop, "pitfalls/", "s"), (desktop, "", "click"),
                                (phone, "saved-reference/", "icon")):  # fmt: skip
            problems += opened_later(page, base_url + prefix + path, index, OPEN[how])
    assert not problems + tabs().take() + tabs("light", "phone").take(), "\n".join(problems)


TEXTS = "els => els.map(el => el.textContent)"


def missing_words(page, url: str, query: str) -> list[str]:
    search(page, url, query)
    struck = set(page.locator(".md-search-result__item del").evaluate_all(TEXTS))
    typed = set(query.lower().split())
    if not struck or struck - typed:
        return [f"{query!r}: the results say missing {sorted(struck)}, typed {sorted(typed)}"]
    return []


MID_WORD = """() => [...document.querySelectorAll('mark[data-md-highlight]')].filter(mark =>
  /\\w$/.test(mark.previousSibling?.data || '') && /^\\w/.test(mark.textContent))
  .map(mark => mark.parentElement.textContent.slice(0, 60))"""


def marks_in_words(page, url: str) -> list[str]:
    page.goto(url, wait_until="load")
    page.wait_for_function("() => document.querySelector('mark[data-md-highlight]')")
    page.wait_for_timeout(200)
    inside = page.evaluate(MID_WORD)
    return [f"{url}: {len(inside)} marks inside words: {inside[:3]}"] if inside else []


# each message the list gives, and the pages it links to
MESSAGES = """els => els.map(li => [li.querySelector(':scope > code').textContent,
  [...li.querySelectorAll('a')].map(a => a.origin + a.pathname)])"""


def messages_find_sections(page, base_url: str, prefix: str) -> list[str]:
    """Every message of the language's errors page, pasted into search, finds first a page whose
    example raises it (the list links to them)."""
    url = base_url + prefix + "errors/"
    page.goto(url, wait_until="load")
    listed = page.locator("#messages ~ ul > li").evaluate_all(MESSAGES)
    problems = [] if listed else [f"{url}: lists no messages"]
    for message, pages in listed:
        found = search(page, url, message)[:1]
        if not set(found) & set(pages):
            problems.append(f"{url}: {message!r} finds {found}, not one of {pages}")
    return problems


def test_each_error_message_finds_its_section(tab, site, base_url):
    problems = []
    for lang in site.languages:
        problems += messages_find_sections(tab.page, base_url, site.language_prefix(lang))
    assert not problems + tab.take(), "\n".join(problems)


ROWS = """els => els.flatMap(a => [...a.querySelectorAll('article > p')].map(p => p.textContent))"""


def table_rows(page, base_url: str) -> list[str]:
    search(page, base_url, "alias")
    links = page.locator('.md-search-result__item a.md-search-result__link[href*="glossary/"]')
    rows = [text for text in links.evaluate_all(ROWS) if " · " in text]
    if rows and all("alias" in text.lower() for text in rows):
        return []
    return [f"'alias': the glossary's result shows no row of its table: {rows}"]


def from_match(page, url: str, query: str) -> list[str]:
    search(page, url, query)
    shown = page.locator(".md-search-result__item article > p").first.inner_html()
    return [f"{query!r}: the first result shows {shown[:80]!r}…"] * (shown.find("<mark>") > 200)


def test_results_read_well(tab, base_url):
    """Results read as the pages do; the reader's words in "Missing:", no mark inside a word, a
    table's row as a row; a query finds the same without its spaces."""
    query = "no_grad 和 detach 的区别"
    problems = result_text(tab.page, base_url + "zh/", "版本计数器")
    problems += stop_words_marked(tab.page, base_url + "zh/", query, {"和", "的"})
    problems += unspaced(tab.page, base_url + "zh/", query)
    problems += missing_words(tab.page, base_url, "modified variables logged snapshots")
    problems += marks_in_words(tab.page, base_url + "saved-reference/?h=is+detach")
    problems += table_rows(tab.page, base_url)
    problems += from_match(tab.page, base_url, "save best model weights")
    assert not problems + tab.take(), "\n".join(problems)
