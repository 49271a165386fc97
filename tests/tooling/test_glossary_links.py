"""What counts as a use of a glossary term (scripts/docsite/checks/glossary_links.py), on small
pages."""

from __future__ import annotations

import pytest

from docsite.checks.glossary_links import first_use_errors

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


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        pytest.param(
            "zh",
            "[停止梯度](glossary.md#stop-gradient)会去掉一条路径。\n",
            [],
            id="a-term-inside-a-longer-one-is-not-a-use-of-it",
        ),
        pytest.param(
            "zh",
            "[停止梯度](glossary.md#stop-gradient)会去掉一条路径。\n\n这时的梯度为零。\n",
            [
                "docs/zh/page.md:3: first use of '梯度' is not a link to its glossary entry "
                "(glossary.md#gradient)"
            ],
            id="the-shorter-term-on-its-own-is-a-use",
        ),
        pytest.param(
            "en",
            "One computation\ngraph, then [computation graph](glossary.md#x).\n",
            [
                "docs/en/page.md:1: first use of 'computation graph' is not a link to its "
                "glossary entry (glossary.md#computation-graph)"
            ],
            id="a-term-wrapped-onto-the-next-line-is-a-use",
        ),
        pytest.param(
            "en",
            "One [computation\ngraph](glossary.md#computation-graph), then computation graph.\n",
            [],
            id="a-link-label-wrapped-onto-the-next-line-is-a-link",
        ),
    ],
)
def test_what_counts_as_a_use(small_site, lang, text, expected):
    assert first_use(small_site, lang, text) == expected
