# The whole-site checks of scripts/docsite/checks/ on the real site (the page-level ones run with
# each page, as docs/en/<page>.md::checks): a check cannot be left out of `nox`.
# tests/tooling/test_checks.py shows each one failing on a planted defect.
from __future__ import annotations

import pytest

from docsite.checks import WHOLE_SITE
from docsite.checks.glossary_links import term_id
from docsite.model.glossary import TERMS


def assert_clean(errors: list[str]) -> None:
    """Each problem is its own one-line report: file, line and what to fix, no traceback."""
    if errors:
        pytest.fail("\n".join(errors), pytrace=False)


@pytest.mark.parametrize("name", sorted(WHOLE_SITE))
def test_the_site_passes_the_check(site_check, name):
    assert_clean(site_check(name))


def test_every_term_has_a_distinct_anchor():
    ids = [term_id(term) for term in TERMS]
    assert len(set(ids)) == len(ids)
