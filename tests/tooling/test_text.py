"""What scripts/docsite/text.py calls a Chinese character: one definition, for every tool."""

from __future__ import annotations

import pytest

from docsite.text import IS_CJK, IS_CJK_IDEOGRAPH


@pytest.mark.parametrize(
    ("char", "ideograph", "cjk"),
    [
        ("中", True, True),  # unified ideographs
        ("㐀", True, True),  # extension A
        ("\U00020000", True, True),  # extension B, outside the Basic Multilingual Plane
        ("⺀", True, True),  # a CJK radical
        ("，", False, True),  # full-width punctuation
        ("。", False, True),  # CJK punctuation
        ("“", False, True),  # the quotes, ellipsis and em dash Chinese text uses
        ("…", False, True),
        ("Ａ", False, True),  # a full-width letter
        ("a", False, False),
        ("1", False, False),
        (",", False, False),
        (" ", False, False),
    ],
)
def test_what_counts_as_chinese(char, ideograph, cjk):
    assert bool(IS_CJK_IDEOGRAPH.fullmatch(char)) is ideograph
    assert bool(IS_CJK.fullmatch(char)) is cjk
