"""Lint the GitHub Actions setup offline (`nox -s lint` runs `python scripts/workflow_lint.py
[GITHUB_DIR]`, default .github): actionlint on the workflows, zizmor on all of .github/ as it is
(pins, persisted credentials, permissions, Dependabot; with its zizmor.yml there, if any); exit
status 1 when either finds anything.

actionlint knows an action's inputs and runtime by its tag (`actions/checkout@v4`: "runtime
"node20" is deprecated"), not by a commit: each pin, `actions/checkout@<sha> # v7.0.1`, is read as
its comment's major (`actions/checkout@v7`), so a pin of a Node.js 20 release fails as its tag
would, and the inputs are checked against that release.
"""

import re
import shutil
import subprocess
import sys
from pathlib import Path

# `uses: owner/repo[/path]@<40 hex digits> # vMAJOR...`: the commit, and the major in the comment.
PINNED = re.compile(r"(uses:\s*[\w.-]+/[\w./-]+@)[0-9a-f]{40}(\s+#\s*(v\d+)\b)")


def by_release(text: str) -> str:
    """The workflow with each commit pin written as the major of its comment's release."""
    return PINNED.sub(r"\g<1>\g<3>\g<2>", text)


def tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        sys.exit(f"workflow_lint: no `{name}`: install the lint group (`nox -s lint` does)")
    return found


def actionlint(workflows: list[Path]) -> bool:
    """actionlint on each workflow read by release; shellcheck and pyflakes left out (offline,
    and the same on every machine)."""
    clean = True
    for workflow in workflows:
        command = [tool("actionlint"), "-shellcheck=", "-pyflakes=", "-no-color"]
        command += ["-stdin-filename", str(workflow), "-"]
        text = by_release(workflow.read_text(encoding="utf-8"))
        clean &= subprocess.run(command, input=text, text=True).returncode == 0
    return clean


def zizmor(github_dir: Path) -> bool:
    """zizmor offline; its exit status is 10 + the highest severity found (0: nothing)."""
    command = [tool("zizmor"), "--offline", "--strict-collection", "--no-progress", "--quiet"]
    return subprocess.run([*command, "--color=never", str(github_dir)]).returncode == 0


def main(argv: list[str]) -> int:
    github_dir = Path(argv[0] if argv else ".github")
    if not (workflows := sorted((github_dir / "workflows").glob("*.y*ml"))):
        sys.exit(f"workflow_lint: no workflow in {github_dir / 'workflows'}")
    results = {"actionlint": actionlint(workflows), "zizmor": zizmor(github_dir)}
    failed = [name for name, clean in results.items() if not clean]
    names = ", ".join(w.name for w in workflows)
    linters = " and ".join(failed) or "actionlint and zizmor"
    verdict = "failed" if failed else "clean"
    print(f"workflow_lint: {linters} on {github_dir}/ ({names}): {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
