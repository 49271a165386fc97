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
from .test_examples_plugin import rows_of

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
PAGES, SNIPPETS = {"en/page.md": PAGE_EN, "zh/page.md": PAGE_ZH}, {"snippets/demo/adds.py": SNIPPET}


@pytest.fixture
def loop(pytester, small_site):
    """A small bilingual page under the examples plugin, its stamps confirmed; `loop(page,
    *edits)` plants the edits and runs the loop on that page: the lines naming a file."""
    site = small_site(PAGES, SNIPPETS, root=pytester.path)
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


# The mistakes the loop reports, and how: the rows of loop_mistakes.yml (its fields: there).
CASES = {row["id"]: row for row in rows_of("loop_mistakes.yml")}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("page", [EN, ZH])
def test_the_loop_on_either_language_reports_a_mistake_of_the_page(loop, case, page):
    row = CASES[case]
    lines = loop(page, (row["file"], row["old"], row["new"]))
    message = row["says"].format(page=page, command=COMMAND)
    assert lines == [message] if row.get("alone") else message in lines


def test_the_loop_notices_a_page_without_its_counterpart(loop):
    assert "docs/zh/extra.md: missing: docs/en/extra.md has no counterpart in 'zh'" in loop(
        "docs/en/extra.md", ("docs/en/extra.md", None, PAGE_EN)
    )


def test_a_check_passed_on_this_very_content_is_skipped_not_passed_again(pytester, small_site):
    site = small_site(PAGES, SNIPPETS, root=pytester.path)
    confirm(site.model(), ["--all"])
    pytester.makeini(EXAMPLES_INI.replace(" -p no:cacheprovider", ""))
    pytester.run("git", "init", "-q")
    pytester.runpytest_inprocess(EN, "--page-checks").assert_outcomes(passed=2)
    again = pytester.runpytest_inprocess(EN, "--page-checks")
    again.assert_outcomes(passed=1, skipped=1)  # the example runs; the page's checks are skipped
    again.stdout.fnmatch_lines(["checks: 1 passed on this very content before and were not run*"])
