# Reader pages: glossary links on first use, links to existing glossary entries, no tooling talk.
# The real pages must pass; copies of them with a defect planted must fail, naming the defect.
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from scripts.glossary_terms import TERMS
from scripts.pages import page_from_text
from scripts.reader_links import (
    check_first_use_links,
    check_glossary_anchors,
    check_no_tooling,
    first_use_errors,
    term_id,
)

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def assert_clean(errors: list[str]) -> None:
    assert not errors, f"{len(errors)} problem(s):\n" + "\n".join(errors)


def test_first_use_of_each_glossary_term_links_to_its_entry():
    assert_clean(check_first_use_links(DOCS))


def test_every_glossary_link_points_to_an_existing_entry():
    assert_clean(check_glossary_anchors(DOCS))


def test_reader_pages_do_not_talk_about_the_tooling():
    assert_clean(check_no_tooling(DOCS))


def test_every_term_has_a_distinct_anchor():
    ids = [term_id(term) for term in TERMS]
    assert len(set(ids)) == len(ids)


# --- the checks can fail -------------------------------------------------------------------------


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """A copy of docs/ and snippets/ to plant defects in."""
    copy = tmp_path / "docs"
    shutil.copytree(DOCS, copy, ignore=shutil.ignore_patterns("assets"))
    shutil.copytree(ROOT / "snippets", tmp_path / "snippets")
    return copy


def plant(page: Path, old: str, new: str) -> None:
    text = page.read_text(encoding="utf-8")
    assert old in text, f"{page}: {old!r} is not there to replace"
    page.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_an_unlinked_first_use_fails(docs: Path):
    plant(
        docs / "en" / "index.md",
        "[computation graph](glossary.md#computation-graph)",
        "computation graph",
    )
    plant(docs / "zh" / "pitfalls.md", "[别名](glossary.md#alias)", "别名")
    errors = check_first_use_links(docs)
    assert len(errors) == 2, errors
    assert errors[0].startswith("docs/en/index.md:")
    assert "first use of 'computation graph'" in errors[0]
    assert errors[1].startswith("docs/zh/pitfalls.md:") and "'别名'" in errors[1]


def test_a_link_to_the_wrong_entry_fails(docs: Path):
    plant(docs / "en" / "index.md", "(glossary.md#storage)", "(glossary.md#alias)")
    errors = check_first_use_links(docs)
    assert len(errors) == 1 and "first use of 'storage'" in errors[0], errors


def test_a_link_to_a_missing_anchor_fails(docs: Path):
    plant(docs / "zh" / "index.md", "(glossary.md#storage)", "(glossary.md#storage-edge)")
    errors = check_glossary_anchors(docs)
    assert any(
        e.startswith("docs/zh/index.md:") and "no entry '#storage-edge'" in e for e in errors
    ), errors


def test_a_glossary_entry_without_its_anchor_fails(docs: Path):
    plant(docs / "en" / "glossary.md", " { #version-counter }", "")
    errors = check_glossary_anchors(docs)
    assert any("docs/en/glossary.md: no anchor { #version-counter }" in e for e in errors), errors
    # every link to that entry now points nowhere
    assert any("link to glossary.md#version-counter" in e for e in errors), errors


def test_a_reader_page_mentioning_the_tooling_fails(docs: Path):
    plant(
        docs / "en" / "saved-reference.md",
        "The example is about CPU tensors,",
        "The example runs in every nox session; it is about CPU tensors,",
    )
    plant(docs / "zh" / "pitfalls.md", "其他几页讲的是", "测试套件里，其他几页讲的是")
    errors = check_no_tooling(docs)
    assert [e.split(": ", 1)[1].split(":")[0] for e in errors] == [
        "'nox'",
        "'session'",
        "'测试套件'",
    ]
    assert errors[0].startswith("docs/en/saved-reference.md:")


def test_the_sources_page_may_describe_the_tooling():
    text = (DOCS / "en" / "sources.md").read_text(encoding="utf-8")
    assert "nox" in text  # and check_no_tooling on the real pages passes


# --- what counts as a use ------------------------------------------------------------------------

PAGE = """---
title: t
---

# A heading about storage { #h }

!!! note "A title that says gradient"
    The [storage](glossary.md#storage) is shared; storage again needs no link.

See [snapshots on a GPU](other.md#gpu) first: a link to another page names it, it does not use it.
A live view is not what the glossary means, but this [view](glossary.md#view) is.
Then a snapshot, unlinked. `gradient` in code does not count.
"""


def test_headings_titles_code_and_other_links_are_not_uses():
    page = page_from_text(PAGE, rel="page.md", lang="en", slug="page.md")
    assert first_use_errors(page) == [
        "page.md:12: first use of 'snapshot' is not a link to its glossary entry "
        "(glossary.md#snapshot)"
    ]


def test_a_term_inside_a_longer_term_is_not_a_use_of_it():
    text = "---\ntitle: t\n---\n\n[停止梯度](glossary.md#stop-gradient)会去掉一条路径。\n"
    page = page_from_text(text, rel="zh.md", lang="zh", slug="zh.md")
    assert first_use_errors(page) == []  # 梯度 inside 停止梯度 is not a use of 梯度
    page = page_from_text(text + "\n这时的梯度为零。\n", rel="zh.md", lang="zh", slug="zh.md")
    assert first_use_errors(page) == [
        "zh.md:7: first use of '梯度' is not a link to its glossary entry (glossary.md#gradient)"
    ]


def test_a_term_wrapped_onto_the_next_line_is_still_a_use():
    text = (
        "---\ntitle: t\n---\n\nOne computation\ngraph, then [computation graph](glossary.md#x).\n"
    )
    page = page_from_text(text, rel="p.md", lang="en", slug="p.md")
    assert first_use_errors(page) == [
        "p.md:5: first use of 'computation graph' is not a link to its glossary entry "
        "(glossary.md#computation-graph)"
    ]
    linked = text.replace(
        "One computation\ngraph", "One [computation\ngraph](glossary.md#computation-graph)"
    )
    page = page_from_text(linked, rel="p.md", lang="en", slug="p.md")
    assert first_use_errors(page) == []
