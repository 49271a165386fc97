"""The harness itself: each check must be able to fail (pages built in a temporary folder)."""

import shutil
from pathlib import Path

import pytest
import torch  # pytester drops modules first imported in a run; torch must not reload

REPO = Path(__file__).resolve().parents[2]
FENCE = "```"


@pytest.fixture
def site(pytester):
    """A tiny site: the real mkdocs.yml and the harness, pages and snippets written by each test."""
    shutil.copy(REPO / "mkdocs.yml", pytester.path / "mkdocs.yml")
    pytester.makeini(
        "[pytest]\n"
        "addopts = -p docsite.examples.plugin -p no:cacheprovider\n"
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
    site.write("snippets/demo/typo.py", "import nothing\n")
    notest = "<!-- notest: shows a typo -->\n" + include(
        "snippets/demo/typo.py", "{.python notest}"
    )
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


def test_audit_fails_when_a_rendered_example_did_not_run(site):
    # md_in_html renders the fence inside <div markdown>; to CommonMark it is an HTML block.
    site.write("snippets/demo/adds_up.py", "assert 1 + 1 == 2\n")
    hidden = f"<div markdown>\n{FENCE}python\nassert False\n{FENCE}\n</div>\n"
    site.write("docs/page.md", "# Page\n\n" + include("snippets/demo/adds_up.py") + "\n" + hidden)
    result = site.runpytest_inprocess()
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        ["docs/page.md: the page renders 2 python example(s) but 1 ran, 0 are notest and 0 skipped"]
    )


BAD_PAGES = {
    "plain options": (
        f'{FENCE}python notest\n--8<-- "snippets/demo/ok.py"\n{FENCE}\n',
        "docs/page.md:3: write fence options in brace form, {.python notest}, not 'python notest'",
    ),
    "misspelt option": (
        f'{FENCE}{{.python fixture:cdua}}\n--8<-- "snippets/demo/ok.py"\n{FENCE}\n',
        "docs/page.md:3: unknown fence option 'fixture:cdua': use one of notest, fixture:cuda, "
        "fixture:cpu",
    ),
    "notest without reason": (
        f'{FENCE}{{.python notest}}\n--8<-- "snippets/demo/ok.py"\n{FENCE}\n',
        "docs/page.md:3: a notest fence needs '<!-- notest: why -->' right above it",
    ),
    "inline code": (
        f"{FENCE}python\nx = 1\n{FENCE}\n",
        'docs/page.md:3: a python fence holds exactly one line, --8<-- "snippets/<page>/'
        '<what_it_shows>.py"; move the code into that file',
    ),
    "missing snippet": (
        f'{FENCE}python\n--8<-- "snippets/demo/missing.py"\n{FENCE}\n',
        "docs/page.md:4: Snippet at path 'snippets/demo/missing.py' could not be found",
    ),
    "unclosed fence": (
        f'{FENCE}python\n--8<-- "snippets/demo/ok.py"\n',
        "docs/page.md:3: this code fence is never closed",
    ),
}


@pytest.mark.parametrize("case", BAD_PAGES)
def test_a_bad_page_is_one_line_naming_file_line_and_fix(site, case):
    body, message = BAD_PAGES[case]
    site.write("snippets/demo/ok.py", "assert True\n")
    site.write("docs/page.md", "# Page\n\n" + body)
    result = site.runpytest_inprocess()
    assert result.ret != 0
    lines = result.stdout.lines
    at = lines.index(next(line for line in lines if "ERROR collecting docs/page.md" in line))
    assert lines[at + 1] == message
    assert "Traceback" not in result.stdout.str()


def test_front_matter_without_closing_line_is_one_line(site):
    site.write("docs/page.md", "---\ntitle: T\n\n# Page\n")
    result = site.runpytest_inprocess()
    result.stdout.fnmatch_lines(
        ["docs/page.md:1: the front matter has no closing --- line: end it with ---"]
    )
    assert "Traceback" not in result.stdout.str()


def test_device_cuda_without_a_gpu_is_one_usage_error(site):

    if torch.cuda.is_available():
        pytest.skip("this machine has a GPU")
    site.write("docs/page.md", "# Page\n")
    result = site.runpytest_subprocess("--device", "cuda")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert result.stderr.lines[0].startswith("ERROR: --device cuda: torch ")
    assert "Traceback" not in result.stderr.str() + result.stdout.str()


def test_missing_snippet_is_a_collection_error_naming_the_path(site):
    site.write("docs/page.md", "# Page\n\n" + include("snippets/demo/missing.py"))
    result = site.runpytest_inprocess()
    assert result.ret != 0
    result.stdout.fnmatch_lines(["docs/page.md:4: Snippet at path 'snippets/demo/missing.py'*"])


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


def test_an_unknown_device_is_one_usage_error(site):
    site.write("docs/page.md", "# Page\n")
    result = site.runpytest_inprocess("--device", "gpu")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["ERROR: --device gpu: use --device cpu (the default) or --device cuda"]
    )


def test_a_shown_line_may_continue_over_indented_mark_lines(site):
    shown = "#> ValueError: a message long enough\n#>   to wrap onto a second line...\n"
    snippet = site.write(
        "snippets/demo/wraps.py",
        "raise ValueError('a message long enough to wrap onto a second line, and more')\n" + shown,
    )
    site.write("docs/page.md", "# Page\n\n" + include("snippets/demo/wraps.py"))
    site.runpytest_inprocess().assert_outcomes(passed=2)
    site.runpytest_inprocess("--update-outputs").assert_outcomes(passed=2)
    assert snippet.read_text().endswith(shown)  # kept as written
    snippet.write_text(snippet.read_text().replace("onto a second line...", "onto a third line..."))
    result = site.runpytest_inprocess()
    result.assert_outcomes(failed=1, passed=1)
