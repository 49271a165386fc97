"""The examples plugin on small sites: each rule fails on a planted mistake, in one line.

The plugin loads torch only for an example that imports it: most snippets here are plain Python.
"""

from __future__ import annotations

import dataclasses
import re
import subprocess
import sys
import textwrap
import types
from pathlib import Path

import pytest
import torch  # noqa: F401  (loaded before pytester's runs: it cannot load twice)
import yaml

from docsite.examples import alone, collect, passed
from docsite.model import Snippet
from docsite.model.shown import WIDTH, is_mark

from .conftest import include

UPDATE = "nox -R -s tests -- --update-outputs docs/page.md"


def rows_of(table: str) -> list[dict]:
    """The rows of a table of cases beside this file."""
    return yaml.safe_load(Path(__file__).with_name(table).read_text(encoding="utf-8"))


def one_page(site, **snippets: str) -> None:
    """The small site's one page, including a demo snippet per name, in order (first at line 5)."""
    for name, code in snippets.items():
        site.write(f"snippets/demo/{name}.py", textwrap.dedent(code))
    body = "".join(include(f"snippets/demo/{name}.py") for name in snippets)
    site.write("docs/page.md", "# Page\n\nText.\n\n" + body)


def failure_lines(result) -> list[str]:
    """The first line of each failure report (the line after pytest's `___ name ___` rule)."""
    lines = result.stdout.lines
    return [lines[i + 1] for i, line in enumerate(lines) if line.startswith("_____")]


INCLUDED = ("adds_up", "in_note", "in_tab")


def test_examples_are_collected_in_containers_and_named_by_page_and_snippet(example_site):
    site = example_site
    site.write("snippets/demo/adds_up.py", "assert 1 + 1 == 2\n")
    site.write("snippets/demo/in_note.py", "assert True\n")
    site.write("snippets/demo/in_tab.py", "assert True\n")
    site.write("snippets/demo/typo.py", "import nothing\n")
    page = (
        "# Page\n\n"
        + include("snippets/demo/adds_up.py")
        + "\n!!! note\n\n"
        + include("snippets/demo/in_note.py", indent="    ")
        + '\n=== "Tab"\n\n'
        + include("snippets/demo/in_tab.py", indent="    ")
        + "\n<!-- notest: shows a typo -->\n"
        + include("snippets/demo/typo.py", "{.python notest}")
    )
    site.write("docs/page.md", page)
    result = site.run("-v")
    result.assert_outcomes(passed=3)  # three examples; the notest one is not collected
    result.stdout.fnmatch_lines([f"*docs/page.md::{name} PASSED*" for name in INCLUDED])


# Each mistake in an example, and the one line that reports it: the rows of bad_examples.yml (its
# fields: there).
BAD_EXAMPLES = {
    row["id"]: (
        row["code"],
        f"snippets/demo/bad.py:{row['line']} (included by docs/page.md:5): "
        + row["says"].replace("{update}", UPDATE),
    )
    for row in rows_of("bad_examples.yml")
}


@pytest.mark.parametrize("case", BAD_EXAMPLES)
def test_a_wrong_example_is_one_line_naming_snippet_line_page_and_fix(example_site, case):
    code, message = BAD_EXAMPLES[case]
    one_page(example_site, bad=code)
    result = example_site.run()
    result.assert_outcomes(failed=1)

    def like(run) -> list[bool]:  # a `*` in the message: the run's own value
        head, _, tail = message.partition("*")
        return [line.startswith(head) and line.endswith(tail) for line in failure_lines(run)]

    assert like(result) == [True]
    # and --update-outputs fixes only what is output: the rest stays as it is, failing alike
    fixable = "differs at output" in message
    assert like(example_site.run("--update-outputs")) == [True] * (not fixable)
    snippet = (example_site.path / "snippets/demo/bad.py").read_text()
    assert (snippet == textwrap.dedent(code)) is not fixable


def test_an_example_after_one_that_changed_a_setting_runs_as_if_alone(example_site):
    one_page(
        example_site,
        changes="import torch\n\ntorch.set_grad_enabled(False)\n",
        finds="import torch\n\nassert torch.is_grad_enabled()\n",
    )
    result = example_site.run()
    result.assert_outcomes(failed=1, passed=1)
    assert failure_lines(result)[0].startswith("snippets/demo/changes.py:3 (included by ")


def test_an_example_over_its_time_and_a_hyphenated_folder_are_one_line(example_site, monkeypatch):
    budget = alone.BUDGET_S
    monkeypatch.setattr(alone, "BUDGET_S", 0.0)
    one_page(example_site, slow="assert sum(range(10**6))\n")
    assert re.match(  # its CPU time, whatever a busy machine makes it
        r"snippets/demo/slow\.py:1 \(included by docs/page\.md:5\): took \d+\.\d s of CPU, "
        "over the 0 s an example may take",
        failure_lines(example_site.run())[0],
    )
    monkeypatch.setattr(alone, "BUDGET_S", budget)  # (undo() would undo pytester's chdir)
    example_site.write("snippets/two-words/ok.py", "assert True\n")
    example_site.write("docs/page.md", "# Page\n\n" + include("snippets/two-words/ok.py"))
    assert failure_lines(example_site.run()) == [
        "snippets/two-words/ok.py: name the folder with underscores: two_words/"
    ]


def test_an_unexpected_error_keeps_its_traceback_under_the_line(example_site):
    one_page(example_site, bad="def f():\n    return 1 / 0\n\n\nf()\n")
    result = example_site.run()
    result.stdout.fnmatch_lines(
        [
            "snippets/demo/bad.py:2 (included by docs/page.md:5): ZeroDivisionError: *",
            "Traceback (most recent call last):",
            '  File "snippets/demo/bad.py", line 5, in <module>',
            '  File "snippets/demo/bad.py", line 2, in f',
        ]
    )
    assert "site-packages" not in result.stdout.str()


# A page the model cannot read: the `unreadable_pages` rows of writer_messages.yml.
BAD_PAGES = {row["id"]: row for row in rows_of("writer_messages.yml")["unreadable_pages"]}


@pytest.mark.parametrize("case", BAD_PAGES)
def test_a_bad_page_is_one_line_naming_file_line_and_fix_and_the_others_run(example_site, case):
    row = BAD_PAGES[case]
    example_site.write("snippets/demo/ok.py", "assert True\n")
    example_site.write("docs/page.md", row["page"])
    example_site.write("docs/other.md", "# Other\n\n" + include("snippets/demo/ok.py"))
    result = example_site.run()
    result.assert_outcomes(failed=1, passed=1)
    assert failure_lines(result) == [row["says"]]
    assert "Traceback" not in result.stdout.str()


@pytest.mark.parametrize("shift", [1, -2])
def test_examples_are_matched_to_the_librarys_tests_by_line(example_site, monkeypatch, shift):
    real = collect.extract_fence_tests

    def disagreeing(*args, **kwargs):
        for test in real(*args, **kwargs):
            yield dataclasses.replace(test, start_line=test.start_line + shift)

    monkeypatch.setattr(collect, "extract_fence_tests", disagreeing)
    one_page(example_site, ok="assert True\n")
    result = example_site.run()
    said = (
        f"docs/page.md:{min(5, 5 + shift)}: pytest-markdown-docs * here, unlike the site model; "
        "scripts/docsite/examples/adapter.py's tested range of the library may have changed"
    )
    result.stdout.fnmatch_lines([said])
    assert "Traceback" not in result.stdout.str()


def test_contributing_shows_the_fence_options_and_the_imports_of_the_code(pytestconfig):
    from docsite.model import FENCE_OPTIONS

    text = (pytestconfig.rootpath / "CONTRIBUTING.md").read_text(encoding="utf-8")
    table = text.split("| option | meaning |", 1)[1].split("\n\n", 1)[0]
    listed = re.findall(r"^\| `([^`]+)` \|", table, re.MULTILINE)
    assert sorted(listed) == sorted(FENCE_OPTIONS), "CONTRIBUTING.md: not FENCE_OPTIONS' table"
    imports = " and ".join(f"`{name}`" for name in alone.IMPORTS)
    assert f"the standard library, {imports}" in text, "CONTRIBUTING.md: not alone.IMPORTS"


def test_a_cuda_example_is_skipped_without_cuda(example_site, monkeypatch):
    # a torch that sees no GPU, whatever this machine has (and without torch installed)
    fake = types.ModuleType("torch")
    fake.__version__ = "0.0-fake"
    fake.cuda = types.SimpleNamespace(is_available=lambda: False)
    monkeypatch.setitem(sys.modules, "torch", fake)
    example_site.write("snippets/demo/on_gpu.py", "assert True\n")
    fence = include("snippets/demo/on_gpu.py", "{.python fixture:cuda}")
    example_site.write("docs/page.md", "# Page\n\n" + fence)
    result = example_site.run("-rs")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(["*needs CUDA: run `nox -s cuda` on a machine with an NVIDIA GPU"])


# --- the device option ----------------------------------------------------------------------


def test_an_unknown_device_is_one_usage_error(example_site):
    example_site.write("docs/page.md", "# Page\n")
    result = example_site.run("--examples-device", "gpu")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert result.stderr.lines[0] == (
        "ERROR: --examples-device gpu: use --examples-device cpu (the default) or "
        "--examples-device cuda"
    )


def test_device_cuda_without_a_gpu_is_one_usage_error(example_site, monkeypatch):
    # A torch that sees no GPU, whatever this machine has (and without torch installed).
    example_site.write(
        "fake/torch/__init__.py",
        "import types\n\n__version__ = '0.0-fake'\nversion = types.SimpleNamespace(cuda=None)\n\n\n"
        "class cuda:\n    is_available = staticmethod(bool)\n",
    )
    example_site.write("docs/page.md", "# Page\n")
    monkeypatch.setenv("PYTHONPATH", str(example_site.path / "fake"))
    result = example_site.pytester.runpytest_subprocess("--examples-device", "cuda")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert result.stderr.lines[0] == (
        "ERROR: --examples-device cuda: torch 0.0-fake (CUDA None) sees no GPU here; run on a "
        "machine with an NVIDIA GPU and a CUDA build of torch, or leave out --examples-device"
    )


# --- --update-outputs ------------------------------------------------------------------------


def update_then_pass(site) -> None:
    """One update settles the example: it passes, and a second update changes nothing."""
    site.run("--update-outputs").assert_outcomes(passed=1)
    written = {p: p.read_text() for p in (site.path / "snippets").rglob("*.py")}
    site.run().assert_outcomes(passed=1)
    again = site.run("--update-outputs")
    again.stdout.fnmatch_lines(["--update-outputs changed no file"])
    assert {p: p.read_text() for p in written} == written


# What one --update-outputs writes into a snippet: the rows of updates.yml (its fields: there).
UPDATES = {row["id"]: (row["code"], row["written"]) for row in rows_of("updates.yml")}


@pytest.mark.parametrize("case", UPDATES)
def test_one_update_writes_the_shown_lines_and_settles_the_example(example_site, case):
    code, written = UPDATES[case]
    one_page(example_site, shows=code)
    update_then_pass(example_site)
    text = (example_site.path / "snippets/demo/shows.py").read_text()
    assert text == written
    assert all(len(line) <= WIDTH for line in text.splitlines() if is_mark(line))


def test_the_update_says_which_files_it_rewrote(example_site):
    one_page(example_site, first="print(1)\n", second="print(2)\n#> 2\n")
    rewrote = "--update-outputs rewrote snippets/demo/first.py (review the diff)"
    example_site.run("--update-outputs").stdout.fnmatch_lines([rewrote])


# --- one failure, one report ---------------------------------------------------------------


def test_a_failure_is_reported_once_not_again_by_the_other_language_or_the_downloads(
    example_site,
):
    site = example_site
    site.write("snippets/demo/bad.py", "print(1)\n#> 2\n")
    for lang in ("en", "zh"):
        site.write(f"docs/{lang}/page.md", "# Page\n\n" + include("snippets/demo/bad.py"))
    site.write(
        "tests/test_downloads.py",
        "import pytest\n\n"
        "from docsite.examples.record import failed_example, site_of\n\n\n"
        "@pytest.mark.parametrize('lang', ['en', 'zh'])\n"
        "def test_download(request, lang):\n"
        "    page = site_of(request.config).page(f'docs/{lang}/page.md')\n"
        "    failed = failed_example(request.config, page)\n"
        "    assert failed == 'docs/en/page.md::bad'\n"
        "    pytest.skip(f'the example {failed} failed')\n",
    )
    result = site.run("docs", "tests/test_downloads.py")
    result.assert_outcomes(failed=1, skipped=3)  # en; zh and 2 downloads
    assert failure_lines(result) == [
        "snippets/demo/bad.py:2 (included by docs/en/page.md:3): shown output differs at output "
        "line 1: the page shows '2', the run printed '1'; if the run is right: nox -R -s tests -- "
        "--update-outputs docs/en/page.md"
    ]
    ran = "examples: 1 snippets ran once, 0 examples passed on 0 pages"
    again = "1 not run again (the same snippet failed on another page)"
    result.stdout.fnmatch_lines([f"{ran}, {again}"])


@pytest.mark.parametrize(
    ("code", "modules"),
    [
        ("import torch\n", ["torch"]),
        ("import numpy as np, torch.nn as nn\n", ["numpy", "torch"]),
        ("from torch.autograd import grad\n", ["torch"]),
        ("def f():\n    import torch\n", ["torch"]),
        ("import torchvision\nfrom . import torch\n", ["torchvision"]),
        ("print('no torch')\n", []),
        ("import torch(\n", []),  # the syntax error is the run's to report
    ],
)
def test_the_modules_an_example_imports_are_read_from_its_code(code, modules):
    assert [name for _, name in alone.imported(Snippet("s.py", code))] == modules


def test_a_check_passed_before_runs_again_on_any_change_to_what_it_reads(tmp_path, monkeypatch):
    config = types.SimpleNamespace(rootpath=tmp_path, getoption=lambda name: "cpu")
    assert passed.content_hash(config) is None  # no git: every check runs
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".gitignore").write_text("site/\n")
    (tmp_path / "mkdocs.yml").write_text("site_url: !ENV [SITE_URL, 'http://a/']\n")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs/page.md").write_text("# Page\n")
    first = passed.content_hash(config)
    (tmp_path / "site").mkdir()
    (tmp_path / "site/index.html").write_text("built")  # ignored: not read by the checks
    assert passed.content_hash(config) == first
    changes = [
        lambda: (tmp_path / "docs/page.md").write_text("# Page.\n"),  # an edit, not committed
        lambda: (tmp_path / "docs/new.md").write_text("# New\n"),  # an untracked file
        lambda: monkeypatch.setenv("SITE_URL", "http://b/"),  # what mkdocs.yml reads
    ]
    seen = {first}
    for change in changes:
        change()
        seen.add(passed.content_hash(config))
    assert len(seen) == 1 + len(changes)
