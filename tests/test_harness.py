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


def test_example_is_named_by_page_and_snippet(site):
    site.write("snippets/demo/adds_up.py", "assert 1 + 1 == 2\n")
    site.write("docs/page.md", "# Page\n\n" + include("snippets/demo/adds_up.py"))
    result = site.runpytest_inprocess("--collect-only", "-q")
    result.stdout.fnmatch_lines(["docs/page.md::adds_up"])


def test_wrong_assert_names_snippet_line_and_page(site):
    site.write("snippets/demo/wrong.py", "import math\n\nassert math.isclose(2 * 3, 7)\n")
    site.write("docs/page.md", "# Page\n\nText.\n\n" + include("snippets/demo/wrong.py"))
    result = site.runpytest_inprocess()
    result.assert_outcomes(failed=1, passed=1)
    result.stdout.fnmatch_lines(["snippets/demo/wrong.py:3 (included by docs/page.md:5)"])


def test_missing_snippet_is_a_collection_error_naming_the_path(site):
    site.write("docs/page.md", "# Page\n\n" + include("snippets/demo/missing.py"))
    result = site.runpytest_inprocess()
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*snippets/demo/missing.py*could not be found*"])


def test_fences_in_admonitions_and_tabs_are_collected(site):
    site.write("snippets/demo/in_note.py", "assert True\n")
    site.write("snippets/demo/in_tab.py", "assert True\n")
    page = (
        "# Page\n\n!!! note\n\n"
        + include("snippets/demo/in_note.py", indent="    ")
        + '\n=== "Tab"\n\n'
        + include("snippets/demo/in_tab.py", indent="    ")
    )
    site.write("docs/page.md", page)
    result = site.runpytest_inprocess("-v")
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(["*docs/page.md::in_note PASSED*", "*docs/page.md::in_tab PASSED*"])


def test_notest_without_reason_fails_the_audit(site):
    site.write("docs/page.md", f"# Page\n\n{FENCE}{{.python notest}}\nimport nothing\n{FENCE}\n")
    result = site.runpytest_inprocess()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["docs/page.md:3: a notest fence needs*"])


def test_notest_with_reason_passes_the_audit(site):
    page = f"# Page\n\n<!-- notest: shows a typo -->\n{FENCE}{{.python notest}}\nimport nothing\n"
    site.write("docs/page.md", page + f"{FENCE}\n")
    site.runpytest_inprocess().assert_outcomes(passed=1)


def test_plain_form_options_are_reported(site):
    site.write("docs/page.md", f"# Page\n\n{FENCE}python notest\nimport nothing\n{FENCE}\n")
    result = site.runpytest_inprocess()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["docs/page.md:3: fence options must use brace form*"])


def test_audit_fails_when_fewer_examples_ran_than_rendered(site):
    site.write("snippets/demo/adds_up.py", "assert 1 + 1 == 2\n")
    page = "# Page\n\n" + include("snippets/demo/adds_up.py", info="{.python fixture:no_such}")
    site.write("docs/page.md", page)
    result = site.runpytest_inprocess()
    result.stdout.fnmatch_lines(["docs/page.md: the page renders 1 python example(s) but 0 ran*"])


def test_changed_shown_output_fails(site):
    site.write("snippets/demo/prints.py", "print(2 * 3)\n#> 7\n")
    site.write("docs/page.md", "# Page\n\n" + include("snippets/demo/prints.py"))
    result = site.runpytest_inprocess()
    result.assert_outcomes(failed=1, passed=1)
    result.stdout.fnmatch_lines(
        ["*shown output differs at output line 1: the page shows '7', the run printed '6'*"]
    )


def test_expected_error_must_be_raised(site):
    shown = "#> ZeroDivisionError: division by zero\n"
    site.write("snippets/demo/raises.py", "x = 1 / 0\n" + shown)
    site.write("snippets/demo/does_not.py", "x = 1 / 1\n" + shown)
    page = "# Page\n\n" + include("snippets/demo/raises.py") + include("snippets/demo/does_not.py")
    site.write("docs/page.md", page)
    result = site.runpytest_inprocess("-v")
    result.assert_outcomes(failed=1, passed=2)
    result.stdout.fnmatch_lines(["*docs/page.md::does_not FAILED*"])


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
