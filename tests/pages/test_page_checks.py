# Every check of docsite/checks on the real pages; each fails with the checks' one-line messages.
# selftests/ shows each check failing on a planted defect.
from __future__ import annotations

import re
from pathlib import Path

import pytest

from docsite.checks.fence_spacing import check_fence_spacing
from docsite.checks.glossary import check_glossary_pages, check_glossary_terms
from docsite.checks.glossary_terms import TERMS
from docsite.checks.numbers import check_numbers, check_numbers_asserted
from docsite.checks.pages import check_pages
from docsite.checks.provenance import check_provenance
from docsite.checks.reader import (
    check_first_use_links,
    check_glossary_anchors,
    check_no_tooling,
    term_id,
)
from docsite.checks.structure import check_structure
from docsite.checks.typography import check_autocorrect, check_halfwidth_punctuation

ROOT = Path(__file__).resolve().parents[2]


def assert_clean(errors: list[str]) -> None:
    assert not errors, f"{len(errors)} problem(s):\n" + "\n".join(errors)


def test_every_page_has_its_counterpart_and_is_in_nav(site):
    assert_clean(check_pages(site))


def test_counterparts_have_the_same_structure(site):
    assert_clean(check_structure(site))


def test_every_code_fence_has_a_blank_line_above_it(site):
    assert_clean(check_fence_spacing(site))


def test_counterparts_state_the_same_numbers(site):
    assert_clean(check_numbers(site))


def test_every_number_in_the_prose_is_asserted_by_an_example_on_the_page(site):
    assert_clean(check_numbers_asserted(site))


def test_front_matter_provenance(site):
    assert_clean(check_provenance(site))


def test_glossary_pages_pair_every_term(site):
    assert_clean(check_glossary_pages(site))


def test_chinese_pages_use_the_glossary_terms(site):
    assert_clean(check_glossary_terms(site))


def test_chinese_pages_have_no_halfwidth_punctuation_between_chinese(site):
    assert_clean(check_halfwidth_punctuation(site))


def test_chinese_pages_pass_autocorrect(site):
    pytest.importorskip("autocorrect_py", reason="autocorrect-py is a lint dependency")
    assert_clean(check_autocorrect(site))


def test_one_404_page_serves_both_languages():
    template = (ROOT / "overrides" / "404.html").read_text(encoding="utf-8")
    assert re.search(r"{%-?\s*extends\s+\"main.html\"\s*-?%}", template)
    # Links built from base_url (the site root's path on error pages), never relative to the page.
    assert 'set root = base_url.rstrip("/")' in template
    assert 'href="{{ root }}/"' in template
    assert 'href="{{ root }}/zh/"' in template
    assert 'lang="en"' in template and 'lang="zh-Hans"' in template


def test_figures_are_drawn_from_their_script():
    from docsite.figures.stopped_vs_moving_target import main

    assert main(["--check"]) == 0


# Reader pages: glossary links on first use, links to existing glossary entries, no tooling talk.


def test_first_use_of_each_glossary_term_links_to_its_entry(site):
    assert_clean(check_first_use_links(site))


def test_every_glossary_link_points_to_an_existing_entry(site):
    assert_clean(check_glossary_anchors(site))


def test_reader_pages_do_not_talk_about_the_tooling(site):
    assert_clean(check_no_tooling(site))


def test_every_term_has_a_distinct_anchor():
    ids = [term_id(term) for term in TERMS]
    assert len(set(ids)) == len(ids)
