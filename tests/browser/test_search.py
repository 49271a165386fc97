"""Search in the reader's language, finding what readers type.

Each language searches its own index (scripts/docsite/mkdocs_plugin/search.py,
overrides/partials/search-language.html). Chinese is segmented at build time by jieba, which knows
the glossary's words (the same module), and in the browser by the
index's words (overrides/assets/javascripts/workers/reader-search.js); there the glossary's other
names for a term read as the term, English words meet their stems, and a page whose best match
holds more of the query's words comes first.

QUERIES is what readers type (the reader review's table, and words from distillation,
reinforcement learning and self-supervised training) and the pages that may come first: at least
90% of each language's rows must find one of them first. The rows marked with a copy of
test_planted_defects.py must each pass, with every query word in some match of that page, and
each fails on that copy.
"""

from __future__ import annotations

import re
from typing import NamedTuple
from urllib.parse import urlsplit

import pytest

from docsite.model.glossary import TERMS, WORD_CHOICES
from docsite.text import CJK_IDEOGRAPHS
from tests.browser.browsing import search, settle

MIN_SHARE = 0.9


class Query(NamedTuple):
    lang: str
    text: str
    first: tuple[str, ...]  # the pages (paths under the language's root) that may come first
    fails_on: str = ""  # the broken copy on which this row must fail (it must pass here)


def rows(lang: str, first: str | tuple[str, ...], *texts: str, fails_on: str = "") -> list[Query]:
    pages = (first,) if isinstance(first, str) else first
    return [Query(lang, text, pages, fails_on) for text in texts]


HOME, TWO, CLONE = "", "two-relationships/", "clone-gradients/"
STOP, IN_PLACE, TESTS = "stopping-a-target/", "in-place-errors/", "acceptance-tests/"
QUERIES = [
    *rows("zh", HOME, "记录的权重都一样"),
    *rows("zh", (CLONE, TESTS), "教师模型 detach", fails_on="material-search"),
    *rows("zh", IN_PLACE, "原地操作", "就地修改", fails_on="no-aliases"),
    *rows("zh", TWO, "叶子节点", fails_on="no-aliases"),
    *rows("zh", (HOME, TWO), "共享内存", "内存共享", "计算图断开", "share memory"),
    *rows("zh", (STOP, CLONE), "梯度截断", "不求导", "detach 之后梯度"),
    *rows("zh", STOP, "停止梯度", "stop gradient", "目标网络", "强化学习 目标值"),
    *rows("zh", STOP, "自监督 停止梯度"),
    *rows("zh", (CLONE, HOME), "复制张量"),
    *rows("zh", CLONE, "克隆", "知识蒸馏", "蒸馏 detach", "clone 梯度", "生成器 判别器 detach"),
    *rows("zh", CLONE, "clone 之后为什么梯度还能传回去", "no_grad 和 detach 的区别"),
    *rows("zh", CLONE, "torch.no_grad"),
    *rows("zh", IN_PLACE, "版本计数器", "版本号", "原地", "原地修改", "原地修改 报错"),
    *rows("zh", IN_PLACE, "inplace 报错", "inplace error"),
    *rows("zh", TESTS, "显存"),
    *rows("zh", "pitfalls/", "视图"),
    *rows("zh", TWO, "叶子张量", fails_on="material-search"),
    *rows("zh", TWO, "requires_grad", "数据指针", "深拷贝", "浅拷贝", "最佳权重"),
    *rows("zh", TWO, "state_dict"),
    *rows("zh", HOME, "detach 共享存储", fails_on="prefix-only"),
    *rows("zh", HOME, "每个 epoch 的权重都一样"),
    *rows("zh", (CLONE, TESTS), "梯度 None", "教师 detach", "教师模型", "学生模型 梯度不对"),
    *rows("zh", (CLONE, TESTS), "教师模型的输出 detach 了 学生模型的梯度还是不对"),
    *rows("en", HOME, "logged weights", fails_on="material-search"),
    *rows("en", CLONE, "teacher student detach", fails_on="material-search"),
    *rows("en", HOME, "logged weights all the same", "weights same every epoch", "epoch"),
    *rows("en", HOME, "weights every epoch", "logged values same as final", "log weights"),
    *rows("en", HOME, "history of parameters changes", "snapshots"),
    *rows("en", HOME, "memory share detach", fails_on="prefix-only"),
    *rows("en", (HOME, TWO), "share memory"),
    *rows("en", (CLONE, HOME), "copy tensor without gradient", "detach clone difference"),
    *rows("en", (CLONE, TESTS), "clone memory"),
    *rows("en", STOP, "stop gradient", "target network", "TD target detach"),
    *rows("en", STOP, "SimSiam stop-gradient"),
    *rows("en", IN_PLACE, "inplace error", "RuntimeError one of the variables needed"),
    *rows("en", IN_PLACE, "version counter", "tensor.data", "in-place"),
    *rows("en", TWO, "requires_grad", "deep copy tensor", "state_dict", "save best model weights"),
    *rows("en", CLONE, "no_grad vs detach", "torch.no_grad", "gradient None teacher"),
    *rows("en", CLONE, "knowledge distillation", "GAN discriminator fake detach"),
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


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_queries_find_their_pages(tab, site, base_url, summary, lang):
    """At least 90% of the language's rows find a right page first; each marked row does."""
    table = [query for query in QUERIES if query.lang == lang]
    prefix = site.language_prefix(lang)
    failed = {query: query_problems(tab.page, base_url, prefix, query) for query in table}
    misses = [problem for problems in failed.values() for problem in problems]
    share = 1 - len([query for query, problems in failed.items() if problems]) / len(table)
    summary.setdefault("search: queries that find a right page first", {})[lang] = f"{share:.0%}"
    marked = [problem for query in table if query.fails_on for problem in failed[query]]
    assert share >= MIN_SHARE and not marked, f"{share:.0%} first; misses:\n" + "\n".join(misses)
    assert not tab.take()


def test_other_names_find_the_page_about_their_term(tab, base_url):
    """Each other name the Chinese glossary cites for a term finds what the term finds first,
    which is not the glossary."""
    problems = []
    for term in (*TERMS, *WORD_CHOICES):
        if term.also.get("zh"):
            zh = term.name("zh")
            expected = search(tab.page, base_url + "zh/", zh)[:1]
            if expected == [base_url + "zh/glossary/"]:
                problems.append(f"{zh} finds the glossary first, not a page about it")
            for name in term.also["zh"]:
                found = search(tab.page, base_url + "zh/", name)[:1]
                if found != expected:
                    problems.append(f"{name} finds {found}, {zh} finds {expected}")
    assert not problems + tab.take(), "\n".join(problems)


def pasted(page, url: str, query: str) -> list[str]:
    """A query pasted into the empty search box (an input event, no key) shows results."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page.goto(url, wait_until="load")
    settle(page)
    page.locator("input.md-search__input").click()
    page.wait_for_timeout(200)  # a reader pastes after the click, not within Material's 1 ms
    page.keyboard.insert_text(query)
    try:
        page.wait_for_function(
            "() => document.querySelectorAll('.md-search-result__item').length", timeout=3_000
        )
    except PlaywrightTimeout:
        return [f"{url}: the pasted query {query!r} shows no results"]
    return []


IN_VIEW = """() => [...document.querySelectorAll('.md-content mark')].some(mark => {
  const box = mark.getBoundingClientRect()
  return box.height && box.top >= 0 && box.bottom <= innerHeight
})"""


def result_lands(page, url: str, query: str) -> list[str]:
    """The first link of the first result opens the section it matched, with the query's words
    highlighted on screen."""
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


def test_a_query_finds_the_same_without_its_spaces(tab, base_url):
    problems = unspaced(tab.page, base_url + "zh/", "no_grad 和 detach 的区别")
    assert not problems + tab.take(), "\n".join(problems)


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


def test_results_read_as_the_pages_do(tab, base_url):
    problems = result_text(tab.page, base_url + "zh/", "版本计数器")
    query = "no_grad 和 detach 的区别"
    problems += stop_words_marked(tab.page, base_url + "zh/", query, {"和", "的"})
    assert not problems + tab.take(), "\n".join(problems)


def paths(base_url: str, links: list[str]) -> list[str]:
    return [urlsplit(link).path.removeprefix(urlsplit(base_url).path) for link in links]


def test_each_reader_gets_results_in_their_language(tab, base_url):
    # 快照 ("snapshot") appears on zh/saved-reference/ only inside sentences
    found = paths(base_url, search(tab.page, base_url + "zh/", "快照"))
    assert "zh/saved-reference/" in found and all(p.startswith("zh/") for p in found), found
    # both languages' pages say clone(); each reader sees their own
    found = paths(base_url, search(tab.page, base_url + "zh/saved-reference/", "clone"))
    assert found and all(path.startswith("zh/") for path in found), found
    found = paths(base_url, search(tab.page, base_url + "saved-reference/", "clone"))
    assert found and not [path for path in found if path.startswith("zh/")], found
    # the English glossary lists the Chinese terms too: 快照 finds it, and no Chinese page
    found = paths(base_url, search(tab.page, base_url + "saved-reference/", "快照"))
    assert "glossary/" in found and not [p for p in found if p.startswith("zh/")], found
    assert not tab.take()
