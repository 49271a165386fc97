"""Every repository path the project's own words name exists.

A comment, docstring, README, CONTRIBUTING, config file (mkdocs.yml, pyproject.toml, noxfile.py,
.ci/run, .github/workflows/) or page that names `scripts/docsite/build/downloads_hook.py` sends a
newcomer there; after a move or a rename it sends them nowhere. A path here is a word with a slash
whose first part is a top-level entry or a folder name of the repository (`tests/tooling/`, and
`docsite` without `scripts/` in front) or that ends like a source file (`.py`, `.md`, ...), outside
the folders .gitignore gives to what builds and runs write: never in one it gives whole (`site/`,
so what the last build left there, or did not, changes nothing); in one whose files it gives
(`verification/*`, a folder the repository holds) a record's folder must exist, and its README is
checked like any file.
.gitignore itself names no references. It must exist under the root, next to the file that names
it, under `overrides/` (the theme's paths: `assets/…`, `partials/…`) or under `docs/`, or be a
page's address (`zh/saved-reference/`, `saved-reference/saved-reference.py`). Python files are read
for their comments and docstrings only (their string literals are data: a test's small site; so is
a quoted path in a docstring's example code), but noxfile.py whole. A placeholder
(`snippets/<page_slug>/`) counts up to the placeholder.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from docsite.model import Site

from . import register

# Folders that are not the project's: tools' caches, environments and the build's output.
IGNORED = {".git", ".nox", ".venv", "site", "screenshots", "__pycache__", ".pytest_cache"}
# Files whose whole text is read (config and documentation); .py files: comments and docstrings.
WHOLE = {".md", ".yml", ".yaml", ".toml", ".html", ".js", ".css", ".cfg", ".ini", ""}
WHOLE_PY = {"noxfile.py"}
# a word with a slash that ends in one of these names a file of the repository wherever it starts
SOURCE_SUFFIXES = (".py", ".md", ".toml", ".yml", ".html", ".js", ".css")
# a word with a slash: not inside a URL (`://host/...`) nor after another path character
PATH = re.compile(r"(?<![\w./:@~-])(?:\.?[\w-]+/)+[\w.-]*")


@register("paths", whole_site=True)
def check_path_references(site: Site) -> list[str]:
    """`file:line: path does not exist` for every path named in the repository's own words."""
    root = site.root
    files = _files(root)
    names = {part for path in files for part in path.parts[:-1]} | {p.name for p in root.iterdir()}
    bases = [root, root / "overrides", site.docs_dir]
    whole, held = _output_folders(root)
    outputs = IGNORED | whole | held
    known: dict[tuple[Path, str], bool] = {}

    def exists(folder: Path, path: str) -> bool:
        if (folder, path) not in known:
            here = [root / folder, *bases]
            known[folder, path] = _is_page_url(site, path) or any(
                (base / path).exists() for base in here
            )
        return known[folder, path]

    errors = []
    for rel in files:
        try:
            text = (root / rel).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        missing = []
        for found in PATH.finditer(text):
            path = found.group(0).rstrip(".")
            first = path.split("/")[0]
            written = not path.endswith(SOURCE_SUFFIXES)  # a README there is the project's
            if first in IGNORED | whole:
                continue  # written by a build or a run, whole: nothing there is the project's
            if first in outputs and (
                not (root / first).is_dir()
                or (written and (root / path.rstrip("/")).parent.is_dir())
            ):
                continue  # written by a build or a run (.gitignore): there after it, not before
            named = first in names or path.endswith(SOURCE_SUFFIXES)
            if not named or exists(rel.parent, path):
                continue
            line_start = text.rfind("\n", 0, found.start()) + 1
            number = text.count("\n", 0, line_start) + 1
            missing.append((number, found.start() - line_start, path))
        if missing and rel.suffix == ".py" and rel.name not in WHOLE_PY:
            missing = [m for m in _in_words(text, missing) if not _quoted(text, m)]
        for number, _, path in missing:
            errors.append(f"{rel.as_posix()}:{number}: {path} does not exist{_hint(path, files)}")
    return errors


def _output_folders(root: Path) -> tuple[set[str], set[str]]:
    """Top-level folders .gitignore gives to what builds and runs write: whole (`site/`), and
    those whose files it gives (`records/*`)."""
    try:
        lines = (root / ".gitignore").read_text(encoding="utf-8").splitlines()
    except OSError:
        return set(), set()
    found = [re.fullmatch(r"/?([\w.-]+)/(\*?)", line.strip()) for line in lines]
    return {m[1] for m in found if m and not m[2]}, {m[1] for m in found if m and m[2]}


def _files(root: Path) -> list[Path]:
    found = []
    for folder, subfolders, filenames in os.walk(root):
        subfolders[:] = sorted(
            name for name in subfolders if name not in IGNORED and not name.endswith(".egg-info")
        )
        for name in sorted(filenames):
            path = Path(folder, name).relative_to(root)
            # .gitignore holds patterns of what may not be there, not references
            if (path.suffix in WHOLE or path.suffix == ".py") and name != ".gitignore":
                found.append(path)
    return found


TRIPLE = re.compile(r'[rRbBuUfF]{0,2}("""|\'\'\')')


def _in_words(text: str, missing: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """Of (line, column, path), those in a comment or a docstring of a Python file.

    A line scan, not a parser (tokenize takes a second for the repository): a triple-quoted
    string that starts a statement is a docstring, any other is data; a `#` outside quotes starts
    a comment.
    """
    kinds: dict[int, str | int] = {}  # line -> "doc" | "data", or the column where a comment starts
    block, closing = None, ""
    for number, line in enumerate(text.splitlines(), 1):
        if block:
            kinds[number] = block
            if closing in line:
                block = None
            continue
        opened = TRIPLE.search(line)
        if opened and line.count(opened[1]) == 1:
            block, closing = ("doc" if not line[: opened.start()].strip() else "data"), opened[1]
            kinds[number] = block
        elif opened and not line[: opened.start()].strip():
            kinds[number] = "doc"
        else:
            column = _comment_start(line)
            if column is not None:
                kinds[number] = column
    kept = []
    for number, column, path in missing:
        kind = kinds.get(number)
        if kind == "doc" or (isinstance(kind, int) and column > kind):
            kept.append((number, column, path))
    return kept


def _quoted(text: str, found: tuple[int, int, str]) -> bool:
    """A path in quotes in a comment or docstring is a value in example code: `write("en/x.md")`."""
    line = text.splitlines()[found[0] - 1]
    before, after = line[: found[1]], line[found[1] + len(found[2]) :]
    return before[-1:] in {'"', "'"} and after[:1] == before[-1:]


def _comment_start(line: str) -> int | None:
    quote = None
    for column, char in enumerate(line):
        if quote:
            if char == quote:
                quote = None
        elif char in "\"'":
            quote = char
        elif char == "#":
            return column
    return None


def _is_page_url(site: Site, path: str) -> bool:
    """`zh/saved-reference/`, `saved-reference/saved-reference.py`: a page's address (or below)."""
    parts = path.strip("/").split("/")
    if len(parts) >= 2 and (site.docs_dir / parts[0] / f"{parts[1]}.md").is_file():
        return True
    return any((site.docs_dir / lang / f"{parts[0]}.md").is_file() for lang in site.languages)


def _hint(path: str, files: list[Path]) -> str:
    """The one file of that name, if there is one: where a moved file went."""
    name = path.rstrip("/").rsplit("/", 1)[-1]
    matches = [f.as_posix() for f in files if f.name == name]
    if len(matches) == 1:
        return f"; did you mean {matches[0]}?"
    return "; fix the reference or remove it"
