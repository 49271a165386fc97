"""Search in the reader's language.

Each language has a search index of its own (scripts/docsite/build/search_index_hook.py), and
overrides/partials/search-language.html makes each page search its own language's index only.
Chinese is segmented at build time (jieba, search plugin `lang: [en, zh]`), so a word in the
middle of a Chinese sentence is found.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from tests.browser import checks


def paths(base_url: str, links: list[str]) -> list[str]:
    prefix = urlsplit(base_url).path
    return [urlsplit(link).path.removeprefix(prefix) for link in links]


def test_chinese_word_inside_a_sentence_finds_the_chinese_page(page, base_url):
    # 快照 ("snapshot") appears on zh/saved-reference/ only inside sentences
    found = paths(base_url, checks.search(page, base_url + "zh/", "快照"))
    assert "zh/saved-reference/" in found, found
    assert all(path.startswith("zh/") for path in found), found
    assert not page.recorder.problems()


def test_english_word_finds_the_english_page(page, base_url):
    found = paths(base_url, checks.search(page, base_url + "glossary/", "snapshot"))
    assert "saved-reference/" in found, found
    assert not [path for path in found if path.startswith("zh/")], found
    assert not page.recorder.problems()


def test_chinese_reader_gets_only_chinese_results(page, base_url):
    # both languages' pages say clone(); a Chinese reader sees the Chinese ones
    found = paths(base_url, checks.search(page, base_url + "zh/saved-reference/", "clone"))
    assert found and all(path.startswith("zh/") for path in found), found


def test_english_reader_gets_no_chinese_results(page, base_url):
    found = paths(base_url, checks.search(page, base_url + "saved-reference/", "clone"))
    assert found and not [path for path in found if path.startswith("zh/")], found
    # the English glossary lists the Chinese terms too: 快照 finds it, and no Chinese page
    found = paths(base_url, checks.search(page, base_url + "saved-reference/", "快照"))
    assert "glossary/" in found and not [path for path in found if path.startswith("zh/")], found
    assert not page.recorder.problems()
