"""Every repository path the project's own words name exists: the text files git has; of a Python
file its comments and docstrings (a quoted path there is data, as a template's quoted name is
the theme's to find), of a YAML file of tests/ its
comments. A path is looked for under the root, next to the file, under scripts/, overrides/ or
docs/, or is a page's address; one git ignores (`site/`, the CPU records) is not checked."""

from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

from docsite.model import Site

from . import register

TEXT = {".md", ".yml", ".yaml", ".toml", ".html", ".js", ".css", ".py", ".cfg", ".ini", ""}
SOURCE = (".py", ".md", ".toml", ".yml", ".html", ".js", ".css")
# a word with a slash: not inside a URL (`://host/...`) nor after another path character
PATH = re.compile(r"(?<![\w./:@~-])(?:\.?[\w-]+/)+[\w.-]*")


def _git(root: Path, *args: str, stdin: str = "") -> list[str]:
    try:
        git = ["git", "-C", str(root), *args]
        done = subprocess.run(git, input=stdin, capture_output=True, text=True)
    except OSError:  # no git
        return []
    return done.stdout.splitlines()


def _words(path: Path, text: str) -> list[tuple[int, str]]:
    """(first line, text) of what a file says: all of it, or a Python file's comments and
    docstrings, or the comments of a test's data (a YAML file of tests/: small sites' paths)."""
    if path.suffix == ".yml":
        lines = enumerate(text.splitlines(), 1)
        return [(n, m[1]) for n, line in lines if (m := re.match(r"\s*# (.*)", line))]
    if path.suffix != ".py":
        return [(1, text)]
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return [(1, text)]
    found = [
        (node.body[0].lineno, str(node.body[0].value.value))
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and ast.get_docstring(node, clean=False) is not None
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    ]
    for number, line in enumerate(text.splitlines(), 1):
        if comment := re.search(r"(?:^\s*|\s\s)# (.*)", line):
            found.append((number, comment[1]))
    return found


@register("paths", whole_site=True)
def check_path_references(site: Site) -> list[str]:
    """`file:line: path does not exist` for every path named in the repository's own words."""
    root = site.root
    if not (files := _git(root, "ls-files", "--cached", "--others", "--exclude-standard")):
        return [f"{root}: not a git checkout with files; the paths check reads what git has"]
    tops = {name.split("/")[0] for name in files if "/" in name} | {"docsite"}
    bases = [root, root / "scripts", root / "overrides", site.docs_dir]
    known: dict[tuple[Path, str], bool] = {}

    def exists(folder: Path, path: str) -> bool:
        if (folder, path) not in known:
            here = [root / folder, *bases]
            found = any((base / path).exists() for base in here) or _is_page_url(site, path)
            known[folder, path] = found
        return known[folder, path]

    def missing_in(rel: Path, words: list[tuple[int, str]]) -> list[tuple[str, int, str]]:
        """(file, line, path) of each path in the words that does not exist."""
        found = []
        for first_line, text in words:
            for match in PATH.finditer(text):
                path = match[0].rstrip(".")
                before = text[match.start() - 1] if match.start() else ""
                # data in Python; in a template, a name the theme resolves (the build fails on
                # a missing one): overrides/ may name Material's own partials
                quoted = rel.suffix in (".py", ".html") and before in ('"', "'")
                named = path.split("/")[0] in tops or path.endswith(SOURCE)
                if named and not quoted and not exists(rel.parent, path):
                    line = first_line + text.count("\n", 0, match.start())
                    found.append((rel.as_posix(), line, path))
        return found

    missing: list[tuple[str, int, str]] = []
    for rel in map(Path, files):
        if rel.suffix not in TEXT or not (root / rel).is_file():
            continue
        try:
            text = (root / rel).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        found = missing_in(rel, [(1, text)])
        if found and (rel.suffix == ".py" or rel.suffix == ".yml" and rel.parts[0] == "tests"):
            found = missing_in(rel, _words(rel, text))
        missing += found
    # what git ignores (and the files of a folder whose files it ignores) is written by runs
    queries = [
        q for _, _, path in missing for q in (path, f"{path.rstrip('/').rsplit('/', 1)[0]}/*")
    ]
    ignored = set(_git(root, "check-ignore", "--no-index", "--stdin", stdin="\n".join(queries)))
    problems = [
        f"{rel}:{line}: {path} does not exist{_hint(path, files)}"
        for rel, line, path in missing
        if path not in ignored and f"{path.rstrip('/').rsplit('/', 1)[0]}/*" not in ignored
    ]
    return list(dict.fromkeys(problems))


def _is_page_url(site: Site, path: str) -> bool:
    """`<locale>/saved-reference/`, `saved-reference/saved-reference.py`: a page's address
    (or below)."""
    parts = path.strip("/").split("/")
    if len(parts) >= 2 and (site.docs_dir / parts[0] / f"{parts[1]}.md").is_file():
        return True
    return any((site.docs_dir / lang / f"{parts[0]}.md").is_file() for lang in site.languages)


def _hint(path: str, files: list[str]) -> str:
    """The one file of that name, if there is one: where a moved file went."""
    name = path.rstrip("/").rsplit("/", 1)[-1]
    matches = [f for f in files if f.rsplit("/", 1)[-1] == name]
    if len(matches) == 1:
        return f"; did you mean {matches[0]}?"
    return "; fix the reference or remove it"
