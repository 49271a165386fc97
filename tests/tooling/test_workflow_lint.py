"""scripts/workflow_lint.py fails on each defect it is there for, and passes the real workflows.

Each case writes a one-job workflow into tmp_path/.github/workflows/ and runs the script as
`nox -s lint` does (actionlint and zizmor come with the test group, as with the lint group).
"""

import subprocess
import sys
from pathlib import Path

import pytest

CHECKOUT = "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1"
CHECKOUT_NODE20 = "actions/checkout@34e114876b0b11c390a56381ad16ebd13914f8d5 # v4.3.1"
UPLOAD = "actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f # v7.0.0"

NO_CREDENTIALS = """
        with:
          persist-credentials: false"""
UPLOAD_STEP = f"""
      - uses: {UPLOAD}
        with:
          name: out
          path: out/"""

WORKFLOW = """on: push
permissions: {{}}
jobs:
  build:
    runs-on: ubuntu-24.04
    permissions:
      contents: read
    steps:
      - uses: {checkout}{with_}
      - run: mkdir -p out && date > out/date{upload}
"""

CASES = {
    # The planted workflow itself, without a defect: whatever fails below is the defect.
    "clean": (CHECKOUT, NO_CREDENTIALS, UPLOAD_STEP, None, None),
    # A Node.js 20 release, pinned by commit: actionlint reads the comment's major (v4).
    "node20-pinned": (CHECKOUT_NODE20, NO_CREDENTIALS, "", "actionlint", 'runtime "node20"'),
    # The same release by its tag: unpinned as well.
    "node20-tag": ("actions/checkout@v4", NO_CREDENTIALS, "", "actionlint and zizmor", "node20"),
    "unpinned": ("actions/checkout@v7", NO_CREDENTIALS, "", "zizmor", "unpinned-uses"),
    # checkout keeps its token, and the job uploads an artifact.
    "artipacked": (CHECKOUT, "", UPLOAD_STEP, "zizmor", "artipacked"),
}


@pytest.fixture
def lint(pytestconfig):
    """Run scripts/workflow_lint.py on a .github folder, as `nox -s lint` does."""
    script = pytestconfig.rootpath / "scripts" / "workflow_lint.py"

    def run(github_dir: Path) -> subprocess.CompletedProcess:
        command = [sys.executable, str(script), str(github_dir)]
        return subprocess.run(command, capture_output=True, text=True, timeout=60)

    return run


@pytest.mark.parametrize("case", list(CASES))
def test_planted_defect_fails(tmp_path: Path, case: str, lint) -> None:
    checkout, with_, upload, linter, finding = CASES[case]
    workflows = tmp_path / ".github" / "workflows"
    workflows.mkdir(parents=True)
    text = WORKFLOW.format(checkout=checkout, with_=with_, upload=upload)
    (workflows / "planted.yml").write_text(text, encoding="utf-8")
    result = lint(tmp_path / ".github")
    output = result.stdout + result.stderr
    if linter is None:
        assert result.returncode == 0, output
        assert "actionlint and zizmor on" in output and ": clean" in output, output
    else:
        assert result.returncode == 1, output
        assert f"workflow_lint: {linter} on" in output, output
        assert finding in output, output


def test_real_workflows_are_clean(lint, pytestconfig) -> None:
    result = lint(pytestconfig.rootpath / ".github")
    assert result.returncode == 0, result.stdout + result.stderr
