"""The one-page loop, `nox -R -s tests -- docs/en/<page>.md`, sees the whole page: its examples
and every page-level check of it in both languages (`docs/en/<page>.md::checks`), each problem one
line naming file and line, with no docs build."""

from __future__ import annotations

import re

import autocorrect_py  # noqa: F401  (loaded before pytester's runs: it cannot load twice)
import pytest

from docsite.translations import COMMAND, confirm

from .conftest import EXAMPLES_INI, include
from .test_checks import FRONT_EN, FRONT_ZH

EN, ZH = "docs/en/page.md", "docs/zh/page.md"
INCLUDE = include()
PAGE_EN = f"""{FRONT_EN}
# Adding up {{ #adding-up }}

Two and two make 4, as the example asserts.

## The example {{ #example }}

{INCLUDE}
!!! note "Why"
    It would be odd otherwise.
"""
PAGE_ZH = f"""{FRONT_ZH}
# 相加 {{ #adding-up }}

二加二得 4，示例里断言了这一点。

## 示例 {{ #example }}

{INCLUDE}
!!! note "为什么"
    否则就奇怪了。
"""
SNIPPET = "total = 2 + 2  # four\n# zh: 四\nassert total == 4\nprint(total)\n#> 4\n"


@pytest.fixture
def loop(pytester, small_site):
    """A small bilingual page under the examples plugin, its stamps confirmed; `loop(page,
    *edits)` plants the edits and runs the loop on that page: the lines naming a file."""
    site = small_site(
        {"en/page.md": PAGE_EN, "zh/page.md": PAGE_ZH},
        {"snippets/demo/adds.py": SNIPPET},
        root=pytester.path,
    )
    confirm(site.model(), ["--all"])
    pytester.makeini(EXAMPLES_INI)

    def run(page: str, *edits: tuple[str, str | None, str]) -> list[str]:
        for file, old, new in edits:  # old None: a new file
            site.write(file, new) if old is None else site.replace(file, old, new)
        result = pytester.runpytest_inprocess(page, "--page-checks")
        lines = result.stdout.lines  # and a traceback's `file.py:42: in f` lines: none expected
        named = [line for line in lines if line.startswith(("docs/", "snippets/")) and ": " in line]
        return named + [line for line in lines if re.search(r"\.py:\d+: (in \w+|\w+Error)$", line)]

    return run


def test_the_loop_passes_a_good_page_in_both_languages(loop):
    assert loop(EN) == []
    assert loop(ZH) == []


CASES = {
    "an include missing in one language": (
        (ZH, INCLUDE, ""),
        "docs/zh/page.md:17: code block 1 of docs/en/page.md:19, 'python --8<-- "
        '"snippets/demo/adds.py"\', is missing in section #example',
    ),
    "a heading in one language only": (
        (ZH, "!!! note", "## 附注 { #aside }\n\n!!! note"),
        "docs/zh/page.md:23: heading id 3 'aside' is not in docs/en/page.md (its section there: "
        "docs/en/page.md:17)",
    ),
    "an English-only edit of a section": (
        (EN, "would be odd", "would be strange"),
        "docs/en/page.md#example: English changed since the Chinese was confirmed; once "
        f"docs/zh/page.md#example says the same, run: {COMMAND} docs/en/page.md#example",
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("page", [EN, ZH])
def test_the_loop_on_either_language_reports_a_mistake_of_the_page(loop, case, page):
    edit, message = CASES[case]
    assert message in loop(page, edit)


def test_the_loop_notices_a_page_without_its_counterpart(loop):
    assert "docs/zh/extra.md: missing: docs/en/extra.md has no counterpart in 'zh'" in loop(
        "docs/en/extra.md", ("docs/en/extra.md", None, PAGE_EN)
    )


def test_a_check_passed_on_this_very_content_is_skipped_not_passed_again(pytester, small_site):
    pages, snippets = (
        {"en/page.md": PAGE_EN, "zh/page.md": PAGE_ZH},
        {"snippets/demo/adds.py": SNIPPET},
    )
    site = small_site(pages, snippets, root=pytester.path)
    confirm(site.model(), ["--all"])
    pytester.makeini(EXAMPLES_INI.replace(" -p no:cacheprovider", ""))
    pytester.run("git", "init", "-q")
    pytester.runpytest_inprocess(EN, "--page-checks").assert_outcomes(passed=2)
    again = pytester.runpytest_inprocess(EN, "--page-checks")
    again.assert_outcomes(passed=1, skipped=1)  # the example runs; the page's checks are skipped
    again.stdout.fnmatch_lines(["checks: 1 passed on this very content before and were not run*"])


# A snippet that does not compile or holds a tab: one line, the example's (no page check
# re-parsing it, no second line about the fence's indentation).
SNIPPET_ONE_LINE = {
    "a no-break space in code (M31)": (
        ("total = 2", "total\u00a0= 2"),
        "snippets/demo/adds.py:1 (included by {page}): SyntaxError: invalid non-printable "
        "character U+00A0, a no-break space (an input method's, or a copy's from a page); "
        "write ' '",
    ),
    "a full-width parenthesis in code (M34)": (
        ("print(total)", "print\uff08total)"),
        "snippets/demo/adds.py:4 (included by {page}): SyntaxError: invalid character '\uff08' "
        "(U+FF08), a fullwidth left parenthesis (an input method's, or a copy's from a page); "
        "write '('",
    ),
    "a tab (M33)": (
        ("assert total == 4\n", "if total:\n\tassert total == 4\n"),
        "snippets/demo/adds.py:4: a tab, which the site shows otherwise than Python reads it; "
        "indent with spaces",
    ),
}


@pytest.mark.parametrize("case", SNIPPET_ONE_LINE)
@pytest.mark.parametrize("page", [EN, ZH])
def test_a_snippet_that_does_not_compile_or_holds_a_tab_is_one_line(loop, case, page):
    (old, new), message = SNIPPET_ONE_LINE[case]
    edit = ("snippets/demo/adds.py", old, new)
    assert loop(page, edit) == [message.format(page=f"{page}:19")]
