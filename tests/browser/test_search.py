"""Search in the reader's language, finding what readers type.

Each language searches its own index (scripts/docsite/build/search_index_hook.py,
overrides/partials/search-language.html). Chinese is segmented at build time by jieba, which
knows the glossary's words (scripts/docsite/build/search_words_hook.py), and in the browser by the
index's words (overrides/assets/javascripts/workers/reader-search.js), so a term is found whole;
the glossary cites the other names readers use; English query words meet their stems.

QUERIES is the table of what readers type and the page that must come first. Its rows can fail:
test_planted_defects.py runs the rows marked with a variant on that broken copy of the site
(defects.py: the aliases dropped from the glossary, or Material's own search: no glossary words
for jieba, no stemming, Material's query splitting) and shows each one failing there.
"""

from __future__ import annotations

from typing import NamedTuple
from urllib.parse import urlsplit

import pytest

from tests.browser import walk


class Query(NamedTuple):
    lang: str
    text: str
    first: str  # the page (path under the language's root) that must be the first result
    most: int | None = None  # at most this many pages found (the query is not split into parts)
    fails_on: str = ""  # the variant of defects.py on which this row must fail


# The first result must also show no query word as missing ("缺少: 版本", "Missing: logged").
QUERIES = [
    Query("zh", "版本计数器", "in-place-errors/", fails_on="material-search"),
    Query("zh", "叶子张量", "two-relationships/", most=3, fails_on="material-search"),
    Query("zh", "原地修改", "in-place-errors/"),
    Query("zh", "视图", "pitfalls/"),
    Query("zh", "深拷贝", "glossary/", most=1, fails_on="no-aliases"),
    Query("zh", "原地操作", "glossary/", most=1, fails_on="no-aliases"),
    Query("zh", "就地修改", "glossary/", most=1, fails_on="no-aliases"),
    Query("zh", "叶子节点", "glossary/", most=1, fails_on="no-aliases"),
    Query("en", "logged weights", "", fails_on="material-search"),
    Query("en", "weights", "in-place-errors/", fails_on="material-search"),
    Query("en", "logged", "acceptance-tests/", fails_on="material-search"),
    Query("en", "snapshots", ""),
    Query("en", "in-place", "in-place-errors/"),
    Query("en", "version counter", "in-place-errors/"),
]


def query_problems(page, base_url: str, prefix: str, query: Query) -> list[str]:
    """What keeps the query's row from passing on the site served at base_url (none: passes)."""
    links = walk.search(page, base_url + prefix, query.text)
    root = urlsplit(base_url).path + prefix
    found = [urlsplit(link).path.removeprefix(root) for link in links]
    struck = page.locator(".md-search-result__item").first.locator("del").all_text_contents()
    missing = [word for word in struck if word.strip()]
    problems = []
    if not found or found[0] != query.first:
        problems.append(f"{query.text!r} finds {query.first or 'the home page'} not first: {found}")
    if found and missing:
        problems.append(f"{query.text!r}: the first result misses the words {missing}")
    if query.most is not None and len(found) > query.most:
        problems.append(f"{query.text!r} finds {len(found)} pages, more than {query.most}: {found}")
    return problems


@pytest.mark.parametrize("query", QUERIES, ids=lambda q: f"{q.lang}-{q.text}")
def test_query_finds_its_page_first(tab, site, base_url, query):
    prefix = site.language_prefix(query.lang)
    problems = query_problems(tab.page, base_url, prefix, query)
    assert not problems, "\n".join(problems)
    assert not tab.recorder.take()


def paths(base_url: str, links: list[str]) -> list[str]:
    prefix = urlsplit(base_url).path
    return [urlsplit(link).path.removeprefix(prefix) for link in links]


def test_chinese_word_inside_a_sentence_finds_the_chinese_page(tab, base_url):
    # 快照 ("snapshot") appears on zh/saved-reference/ only inside sentences
    found = paths(base_url, walk.search(tab.page, base_url + "zh/", "快照"))
    assert "zh/saved-reference/" in found, found
    assert all(path.startswith("zh/") for path in found), found
    assert not tab.recorder.take()


def test_chinese_reader_gets_only_chinese_results(tab, base_url):
    # both languages' pages say clone(); a Chinese reader sees the Chinese ones
    found = paths(base_url, walk.search(tab.page, base_url + "zh/saved-reference/", "clone"))
    assert found and all(path.startswith("zh/") for path in found), found


def test_english_reader_gets_no_chinese_results(tab, base_url):
    found = paths(base_url, walk.search(tab.page, base_url + "saved-reference/", "clone"))
    assert found and not [path for path in found if path.startswith("zh/")], found
    # the English glossary lists the Chinese terms too: 快照 finds it, and no Chinese page
    found = paths(base_url, walk.search(tab.page, base_url + "saved-reference/", "快照"))
    assert "glossary/" in found and not [path for path in found if path.startswith("zh/")], found
    assert not tab.recorder.take()
