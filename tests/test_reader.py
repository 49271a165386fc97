# Reader pages: glossary links on first use, links to existing glossary entries, no tooling talk.
# The real pages pass; selftests/test_reader.py shows each check failing on a planted defect.
from __future__ import annotations

from docsite.checks.glossary_terms import TERMS
from docsite.checks.reader import (
    check_first_use_links,
    check_glossary_anchors,
    check_no_tooling,
    term_id,
)


def assert_clean(errors: list[str]) -> None:
    assert not errors, f"{len(errors)} problem(s):\n" + "\n".join(errors)


def test_first_use_of_each_glossary_term_links_to_its_entry(site):
    assert_clean(check_first_use_links(site))


def test_every_glossary_link_points_to_an_existing_entry(site):
    assert_clean(check_glossary_anchors(site))


def test_reader_pages_do_not_talk_about_the_tooling(site):
    assert_clean(check_no_tooling(site))


def test_every_term_has_a_distinct_anchor():
    ids = [term_id(term) for term in TERMS]
    assert len(set(ids)) == len(ids)
