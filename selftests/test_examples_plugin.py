"""The harness itself: each check must be able to fail (pages built in a temporary folder)."""

import shutil
from pathlib import Path

import pytest
import torch  # noqa: F401  pytester drops modules first imported in a run; torch must not reload

REPO = Path(__file__).resolve().parents[1]
FENCE = "```"


@pytest.fixture
def site(pytester):
    """A tiny site: the real mkdocs.yml and the harness, pages and snippets written by each test."""
    shutil.copy(REPO / "mkdocs.yml", pytester.path / "mkdocs.yml")
    pytester.makeini(
        "[pytest]\n"
        "addopts = -p tests.harness.plugin -p no:cacheprovider\n"
        "    --markdown-docs --markdown-docs-syntax=superfences\n"
        "testpaths = docs\n"
    )

    def write(path: str, text: str) -> Path:
        target = pytester.path / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        return target

    pytester.write = write
    return pytester


def include(snippet: str, info: str = "python", indent: str = "") -> str:
    return f'{indent}{FENCE}{info}\n{indent}--8<-- "{snippet}"\n{indent}{FENCE}\n'


def test_examples_are_collected_in_containers_and_named_by_page_and_snippet(site):
    site.write("snippets/demo/adds_up.py", "assert 1 + 1 == 2\n")
    site.write("snippets/demo/in_note.py", "assert True\n")
    site.write("snippets/demo/in_tab.py", "assert True\n")
    notest = f"<!-- notest: shows a typo -->\n{FENCE}{{.python notest}}\nimport nothing\n{FENCE}\n"
    page = (
        "# Page\n\n"
        + include("snippets/demo/adds_up.py")
        + "\n!!! note\n\n"
        + include("snippets/demo/in_note.py", indent="    ")
        + '\n=== "Tab"\n\n'
        + include("snippets/demo/in_tab.py", indent="    ")
        + "\n"
        + notest
    )
    site.write("docs/page.md", page)
    result = site.runpytest_inprocess("-v")
    result.assert_outcomes(passed=4)  # three examples and the audit, which accepts the notest
    result.stdout.fnmatch_lines(
        [
            "*docs/page.md::adds_up PASSED*",
            "*docs/page.md::in_note PASSED*",
            "*docs/page.md::in_tab PASSED*",
        ]
    )


def test_failures_name_snippet_line_and_page(site):
    shown_error = "#> ZeroDivisionError: division by zero\n"
    site.write("snippets/demo/wrong.py", "import math\n\nassert math.isclose(2 * 3, 7)\n")
    site.write("snippets/demo/prints.py", "print(2 * 3)\n#> 7\n")
    site.write("snippets/demo/raises.py", "x = 1 / 0\n" + shown_error)
    site.write("snippets/demo/does_not.py", "x = 1 / 1\n" + shown_error)
    names = ["wrong", "prints", "raises", "does_not"]
    page = "# Page\n\nText.\n\n" + "".join(include(f"snippets/demo/{n}.py") for n in names)
    site.write("docs/page.md", page)
    result = site.runpytest_inprocess("-v")
    result.assert_outcomes(failed=3, passed=2)  # raises.py and the audit pass
    result.stdout.fnmatch_lines(
        [
            "*docs/page.md::raises PASSED*",
            "snippets/demo/wrong.py:3 (included by docs/page.md:5)",
            "snippets/demo/prints.py (included by docs/page.md:8): shown output differs at output"
            " line 1: the page shows '7', the run printed '6'*",
            "snippets/demo/does_not.py (included by docs/page.md:14): shown output differs at"
            " output line 1: the page shows 'ZeroDivisionError: division by zero', the run printed"
            " nothing*",
        ]
    )


def test_audit_reports_fences_that_did_not_run_as_rendered(site):
    site.write("snippets/demo/adds_up.py", "assert 1 + 1 == 2\n")
    site.write("docs/notest.md", f"# A\n\n{FENCE}{{.python notest}}\nimport nothing\n{FENCE}\n")
    site.write("docs/plain.md", f"# B\n\n{FENCE}python notest\nimport nothing\n{FENCE}\n")
    page = "# C\n\n" + include("snippets/demo/adds_up.py", info="{.python fixture:no_such}")
    site.write("docs/unrun.md", page)
    result = site.runpytest_inprocess()
    result.stdout.fnmatch_lines(
        [
            "docs/notest.md:3: a notest fence needs*",
            "docs/plain.md:3: fence options must use brace form*",
            "docs/unrun.md: the page renders 1 python example(s) but 0 ran*",
        ]
    )


def test_missing_snippet_is_a_collection_error_naming_the_path(site):
    site.write("docs/page.md", "# Page\n\n" + include("snippets/demo/missing.py"))
    result = site.runpytest_inprocess()
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*snippets/demo/missing.py*could not be found*"])


def test_update_mode_rewrites_outputs_then_the_run_passes(site):
    snippet = site.write(
        "snippets/demo/prints.py",
        "for i in range(2):\n    print(i * 3)\n    #> 99\nx = [1][3]\n#> IndexError: list...\n",
    )
    site.write("docs/page.md", "# Page\n\n" + include("snippets/demo/prints.py"))
    site.runpytest_inprocess().assert_outcomes(failed=1, passed=1)
    site.runpytest_inprocess("--update-outputs").assert_outcomes(passed=2)
    updated = "for i in range(2):\n    print(i * 3)\n    #> 0\n    #> 3\n"
    assert snippet.read_text() == updated + "x = [1][3]\n#> IndexError: list...\n"
    site.runpytest_inprocess().assert_outcomes(passed=2)
