# Reader checks (scripts/docsite/checks/reader.py): each fails on a planted defect, naming it.
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from docsite.checks.reader import (
    check_first_use_links,
    check_glossary_anchors,
    check_no_tooling,
    first_use_errors,
)
from docsite.model import Site
from tests.tooling.small_site import MKDOCS_YML

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


# --- the checks can fail -------------------------------------------------------------------------


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """A copy of docs/, snippets/ and mkdocs.yml to plant defects in."""
    copy = tmp_path / "docs"
    shutil.copytree(DOCS, copy, ignore=shutil.ignore_patterns("assets"))
    shutil.copytree(ROOT / "snippets", tmp_path / "snippets")
    shutil.copy(ROOT / "mkdocs.yml", tmp_path / "mkdocs.yml")
    return copy


def site_of(docs: Path) -> Site:
    return Site(docs.parent)


def page_from_text(text: str, rel: str, lang: str, slug: str, root: Path):
    """A page written into a small site of its own, as docs/<lang>/<slug> (rel is not used)."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "mkdocs.yml").write_text(MKDOCS_YML, encoding="utf-8")
    path = root / "docs" / lang / slug
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return Site(root).page(path)


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
    errors = check_first_use_links(site_of(docs))
    assert len(errors) == 2, errors
    assert errors[0].startswith("docs/en/index.md:")
    assert "first use of 'computation graph'" in errors[0]
    assert errors[1].startswith("docs/zh/pitfalls.md:") and "'别名'" in errors[1]


def test_a_link_to_the_wrong_entry_fails(docs: Path):
    plant(docs / "en" / "index.md", "(glossary.md#storage)", "(glossary.md#alias)")
    errors = check_first_use_links(site_of(docs))
    assert len(errors) == 1 and "first use of 'storage'" in errors[0], errors


def test_a_link_to_a_missing_anchor_fails(docs: Path):
    plant(docs / "zh" / "index.md", "(glossary.md#storage)", "(glossary.md#storage-edge)")
    errors = check_glossary_anchors(site_of(docs))
    assert any(
        e.startswith("docs/zh/index.md:") and "no entry '#storage-edge'" in e for e in errors
    ), errors


def test_a_glossary_entry_without_its_anchor_fails(docs: Path):
    plant(docs / "en" / "glossary.md", " { #version-counter }", "")
    errors = check_glossary_anchors(site_of(docs))
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
    errors = check_no_tooling(site_of(docs))
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


def test_headings_titles_code_and_other_links_are_not_uses(tmp_path):
    page = page_from_text(PAGE, rel="page.md", lang="en", slug="page.md", root=tmp_path)
    assert first_use_errors(page) == [
        "docs/en/page.md:12: first use of 'snapshot' is not a link to its glossary entry "
        "(glossary.md#snapshot)"
    ]


def test_a_term_inside_a_longer_term_is_not_a_use_of_it(tmp_path):
    text = "---\ntitle: t\n---\n\n[停止梯度](glossary.md#stop-gradient)会去掉一条路径。\n"
    page = page_from_text(text, rel="zh.md", lang="zh", slug="zh.md", root=tmp_path)
    assert first_use_errors(page) == []  # 梯度 inside 停止梯度 is not a use of 梯度
    page = page_from_text(text + "\n这时的梯度为零。\n", "zh.md", "zh", "zh.md", tmp_path / "2")
    assert first_use_errors(page) == [
        "docs/zh/zh.md:7: first use of '梯度' is not a link to its glossary entry "
        "(glossary.md#gradient)"
    ]


def test_a_term_wrapped_onto_the_next_line_is_still_a_use(tmp_path):
    text = (
        "---\ntitle: t\n---\n\nOne computation\ngraph, then [computation graph](glossary.md#x).\n"
    )
    page = page_from_text(text, rel="p.md", lang="en", slug="p.md", root=tmp_path)
    assert first_use_errors(page) == [
        "docs/en/p.md:5: first use of 'computation graph' is not a link to its glossary entry "
        "(glossary.md#computation-graph)"
    ]
    linked = text.replace(
        "One computation\ngraph", "One [computation\ngraph](glossary.md#computation-graph)"
    )
    page = page_from_text(linked, rel="p.md", lang="en", slug="p.md", root=tmp_path / "2")
    assert first_use_errors(page) == []
