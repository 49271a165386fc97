"""CONTRIBUTING's GPU recipe installs, by hand, what `pytest docs` needs besides torch: exactly the
`test` group and the project's dependencies of pyproject.toml."""

import re
import tomllib


def test_the_gpu_recipe_installs_the_test_group_and_the_project(pytestconfig):
    root = pytestconfig.rootpath
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    groups = project["dependency-groups"]

    def group(name: str) -> set[str]:
        found: set[str] = set()
        for r in groups[name]:
            found |= group(r["include-group"]) if isinstance(r, dict) else {r}
        return found

    wanted = group("test") | set(project["project"]["dependencies"])
    text = (root / "CONTRIBUTING.md").read_text(encoding="utf-8")
    command = re.search(r"pip install --target \.deps (.*?)\n[^ ]", text, re.S)
    assert command, "CONTRIBUTING.md: no `pip install --target .deps` command"
    assert set(re.findall(r"'([^']+)'", command[1])) == wanted
