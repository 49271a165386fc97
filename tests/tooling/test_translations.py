"""Translation stamps: an edit on one side fails `nox` naming page, section and side; the confirm
command clears exactly the sections it names (scripts/docsite/translations.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from docsite.checks import CHECKS
from docsite.model import Site, SiteError
from docsite.translations import COMMAND, STAMPS, check_stamps, confirm, main

EN = """---
title: Demo
description: What the demo shows.
---

# Demo { #demo }

An introduction.

## First { #first }

The first paragraph says one thing.

## Second { #second }

The second paragraph says
another thing.
"""
ZH = """---
title: 演示
description: 演示说明了什么。
---

# 演示 { #demo }

引言。

## 第一节 { #first }

第一段说了一件事。

## 第二节 { #second }

第二段说了另一件事。
"""


@pytest.fixture
def demo(small_site):
    """The page in both languages, no stamps yet."""
    return small_site({"en/page.md": EN, "zh/page.md": ZH})


def edit(root: Path, lang: str, old: str, new: str) -> Site:
    path = root / "docs" / lang / "page.md"
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return Site(root)  # a fresh model: pages are read once per model


@pytest.fixture
def stamped(demo) -> Path:
    confirm(demo.model(), ["--all"])
    assert check_stamps(demo.model()) == []
    return demo.root


def test_a_page_without_stamps_says_the_command_that_stamps_it(demo):
    assert check_stamps(demo.model()) == [
        "docs/en/page.md: no translation stamps yet; once both languages say the same, "
        f"run: {COMMAND} docs/en/page.md"
    ]


def test_the_stamp_file_reads_as_page_section_and_both_hashes(stamped):
    lines = (stamped / STAMPS).read_text(encoding="utf-8").splitlines()
    body = [line for line in lines if not line.startswith("#")]
    assert body[0] == "page.md:"
    assert [line.split(":")[0].strip() for line in body[1:]] == ["demo", "first", "second"]
    assert all(
        line.strip().split(": ", 1)[1].startswith("{en: ") and ", zh: " in line for line in body[1:]
    )


def test_an_edit_on_both_sides_says_so(stamped):
    """(An edit on one side, named with its side: plants.yml's `translations` rows.)"""
    edit(stamped, "en", "An introduction.", "A new introduction.")
    assert check_stamps(edit(stamped, "zh", "引言。", "新的引言。")) == [
        "docs/en/page.md#demo: both languages changed since they were confirmed together; once "
        f"they say the same, run: {COMMAND} docs/en/page.md#demo"
    ]


def test_the_title_belongs_to_the_first_section(stamped):
    site = edit(stamped, "zh", "title: 演示", "title: 演示页")
    assert [line.split(":")[0] for line in check_stamps(site)] == ["docs/zh/page.md#demo"]


def test_rewrapping_a_paragraph_changes_nothing(stamped):
    site = edit(stamped, "en", "says\nanother thing.", "says another\nthing.")
    assert check_stamps(site) == []


def test_confirm_stamps_only_the_sections_it_names(stamped):
    before = (stamped / STAMPS).read_text(encoding="utf-8").splitlines()
    edit(stamped, "en", "says one thing", "says one new thing")
    site = edit(stamped, "en", "An introduction.", "A new introduction.")
    assert confirm(site, ["docs/en/page.md#first"]) == ["confirmed page.md#first"]
    after = (stamped / STAMPS).read_text(encoding="utf-8").splitlines()
    changed = [(old, new) for old, new in zip(before, after, strict=True) if old != new]
    assert len(changed) == 1 and changed[0][0].startswith("  first: {en: ")
    assert [line.split(":")[0] for line in check_stamps(Site(stamped))] == ["docs/en/page.md#demo"]


def test_a_new_section_and_a_removed_one_are_named(stamped):
    site = edit(stamped, "en", "## Second { #second }", "## Third { #third }")
    site = edit(stamped, "zh", "## 第二节 { #second }", "## 第三节 { #third }")
    assert check_stamps(site) == [
        "docs/en/page.md#third: a section without a translation stamp; once both languages say "
        f"the same, run: {COMMAND} docs/en/page.md#third",
        f"{STAMPS}: page.md#second is no section of docs/en/page.md any more; "
        f"run: {COMMAND} docs/en/page.md#second",
    ]
    assert confirm(site, ["docs/en/page.md#second", "docs/zh/page.md#third"]) == [
        "dropped page.md#second (no such section any more)",
        "confirmed page.md#third",
    ]
    assert check_stamps(Site(stamped)) == []


def test_confirm_refuses_a_section_that_is_not_there(stamped):
    with pytest.raises(SiteError, match=r"^docs/en/page\.md#nope: no section #nope in both"):
        confirm(Site(stamped), ["docs/en/page.md#nope"])
    with pytest.raises(SiteError, match=r"^docs/en/nope\.md: not a page in every language"):
        confirm(Site(stamped), ["docs/en/nope.md"])


def test_a_broken_stamp_file_is_one_line(stamped):
    (stamped / STAMPS).write_text("page.md:\n  demo: [1, 2]\n", encoding="utf-8")
    with pytest.raises(SiteError, match=rf"^{STAMPS}: write page -> section -> \{{<locale>: hash"):
        check_stamps(Site(stamped))


def test_the_command_line_and_the_check_registry(stamped, capsys):
    edit(stamped, "en", "says one thing", "says one new thing")
    assert "translations" in CHECKS
    assert CHECKS["translations"](Site(stamped))[0].startswith("docs/en/page.md#first: English")
    assert main(["confirm", "--root", str(stamped), "docs/en/page.md#first"]) == 0
    assert capsys.readouterr().out == "confirmed page.md#first\n"
    assert CHECKS["translations"](Site(stamped)) == []
