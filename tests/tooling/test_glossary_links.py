"""What counts as a use of a glossary term (scripts/docsite/checks/glossary_links.py), on small
pages."""

from __future__ import annotations

import pytest

from docsite.checks.glossary_links import first_use_errors

from .test_examples_plugin import rows_of

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


def first_use(small_site, lang: str, text: str) -> list[str]:
    site = small_site({f"{lang}/page.md": text}).model()
    return first_use_errors(site.page(f"docs/{lang}/page.md"))


def test_headings_titles_code_and_other_links_are_not_uses(small_site):
    assert first_use(small_site, "en", PAGE) == [
        "docs/en/page.md:12: first use of 'snapshot' is not a link to its glossary entry "
        "(glossary.md#snapshot)"
    ]


# What counts as a use: the `first_uses` rows of writer_messages.yml (its fields: there).
USES = {row["id"]: row for row in rows_of("writer_messages.yml")["first_uses"]}


@pytest.mark.parametrize("case", USES)
def test_what_counts_as_a_use(small_site, case):
    row = USES[case]
    assert first_use(small_site, row["lang"], row["text"]) == row["says"]
