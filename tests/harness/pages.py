"""Read a page the way MkDocs renders it: front matter off, snippet includes expanded by pymdownx.

Each python fence on a page becomes a `Fence`: the page line it sits on, the snippet it includes and
the code that both renders and runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import markdown
from markdown_it import MarkdownIt
from mkdocs.utils import yaml_load
from mkdocs.utils.meta import YAML_RE

from scripts.pages import EXAMPLE_INCLUDE, PYTHON_LANGS, fence_lang, fence_options

CONTAINER = re.compile(r"^(?P<indent> *)(?:!!!|\?\?\?\+?|===)\s")
NOTEST_REASON = re.compile(r"^\s*<!--\s*notest:\s*\S.*-->\s*$")


class PageError(Exception):
    """A page cannot be read as the site renders it; the message names file and line."""


@dataclass
class Fence:
    page: Path
    line: int  # 1-based page line of the opening ``` line
    info: str
    code: str
    snippet: Path | None = None
    options: set[str] = field(default_factory=set)
    notest_reason: bool = False

    @property
    def lang(self) -> str | None:
        return fence_lang(self.info)

    @property
    def label(self) -> str:
        return self.snippet.stem if self.snippet else f"line{self.line}"


@cache
def markdown_config(config_file: Path) -> tuple[list[str], dict]:
    """The Markdown extensions and their settings, as mkdocs.yml declares them."""
    with open(config_file, encoding="utf-8") as f:
        declared = yaml_load(f)["markdown_extensions"]
    names, settings = [], {}
    for entry in declared:
        name, conf = next(iter(entry.items())) if isinstance(entry, dict) else (entry, {})
        names.append(name)
        settings[name] = dict(conf or {})
    snippets = settings.get("pymdownx.snippets", {})
    bases = snippets.get("base_path", ["."])
    bases = [bases] if isinstance(bases, str) else bases
    snippets["base_path"] = [str((config_file.parent / b).resolve()) for b in bases]
    return names, settings


@cache
def new_markdown(root: Path, highlight: bool = True) -> markdown.Markdown:
    """Markdown as mkdocs.yml sets it up; `highlight=False` skips Pygments (same blocks, faster)."""
    names, settings = markdown_config(root / "mkdocs.yml")
    if not highlight and "pymdownx.highlight" in settings:
        settings = {**settings, "pymdownx.highlight": {**settings["pymdownx.highlight"]}}
        settings["pymdownx.highlight"]["use_pygments"] = False
    return markdown.Markdown(extensions=names, extension_configs=settings)


def split_front_matter(text: str) -> tuple[int, str]:
    """Blank out the YAML front matter (as MkDocs finds it), keeping line numbers."""
    m = YAML_RE.match(text)
    skipped = text.count("\n", 0, m.end()) if m else 0
    return skipped, "\n" * skipped + text[m.end() if m else 0 :]


def expand_includes(lines: list[str], md: markdown.Markdown, where: Path) -> list[tuple[int, str]]:
    """Expand each `--8<--` include line with pymdownx's own snippet code.

    Returns (page line index, text) pairs so that expanded lines can be traced to the include line.
    """
    preprocessor = md.preprocessors["snippet"]
    out: list[tuple[int, str]] = []
    for i, line in enumerate(lines):
        if not EXAMPLE_INCLUDE.match(line):
            out.append((i, line))
            continue
        try:
            expanded = preprocessor.run([line])
        except Exception as err:  # pymdownx raises SnippetMissingError, a plain Exception
            raise PageError(f"{where}:{i + 1}: {err}") from None
        out.extend((i, text) for text in expanded)
    return out


def open_containers(lines: list[str]) -> list[str]:
    """Dedent the bodies of admonitions and content tabs.

    CommonMark reads their four-space-indented bodies as indented code, so fences inside would be
    missed. Line count is unchanged; nested containers are opened one level per pass.
    """
    lines = list(lines)
    changed = True
    while changed:
        changed = False
        for i, line in enumerate(lines):
            m = CONTAINER.match(line)
            if not m:
                continue
            body = " " * (len(m["indent"]) + 4)
            j = i + 1
            while j < len(lines) and (lines[j].startswith(body) or not lines[j].strip()):
                if lines[j].strip():
                    lines[j] = lines[j][4:]
                    changed = True
                j += 1
            lines[i] = m["indent"] + "<!-- container -->"
    return lines


class Page:
    """One Markdown page, expanded and split into fences."""

    def __init__(self, path: Path, root: Path, text: str | None = None):
        self.path = path
        self.rel = path.relative_to(root) if path.is_relative_to(root) else path
        self.text = path.read_text(encoding="utf-8") if text is None else text
        _, body = split_front_matter(self.text)
        self.lines = body.split("\n")
        expanded = expand_includes(self.lines, new_markdown(root), self.rel)
        self.origin = [i for i, _ in expanded]
        self.expanded = "\n".join(open_containers([t for _, t in expanded]))
        self.tokens = MarkdownIt("commonmark").parse(self.expanded)
        for token in self.tokens:  # report page lines, not lines of the expanded text
            if token.map:
                token.map = [self.origin[token.map[0]], self.origin[token.map[1] - 1] + 1]
        self.fences = list(self._fences())

    @classmethod
    def from_text(cls, text: str, root: Path) -> Page:
        return cls(Path("<page>"), root, text=text)

    def _fences(self):
        for token in self.tokens:
            if token.type != "fence" or not token.map:
                continue
            line = token.map[0]
            first = self.lines[line + 1] if line + 1 < len(self.lines) else ""
            include = EXAMPLE_INCLUDE.match(first)
            snippet = Path(include["path"]) if include else None
            yield Fence(
                page=self.rel,
                line=line + 1,
                info=token.info,
                code=token.content,
                snippet=snippet,
                options=fence_options(token.info),
                notest_reason=line > 0 and bool(NOTEST_REASON.match(self.lines[line - 1])),
            )

    @property
    def python_fences(self) -> list[Fence]:
        return [f for f in self.fences if f.lang in PYTHON_LANGS]

    def problems(self) -> list[str]:
        """Fence mistakes that would make the page render or run differently than it reads."""
        found = []
        for fence in self.python_fences:
            where = f"{self.rel}:{fence.line}"
            if not fence.info.strip().startswith("{") and len(fence.info.split()) > 1:
                found.append(
                    f"{where}: fence options must use brace form, e.g. "
                    f"{{.python {' '.join(sorted(fence.options))}}}, not '{fence.info.strip()}'"
                )
            if "notest" in fence.options and not fence.notest_reason:
                found.append(
                    f"{where}: a notest fence needs '<!-- notest: why -->' on the line above"
                )
        return found


def rendered_python_blocks(path: Path, md: markdown.Markdown) -> int:
    """Count the python code blocks in the HTML that MkDocs' Markdown settings make of a page."""
    md.reset()
    _, body = split_front_matter(path.read_text(encoding="utf-8"))
    html = md.convert(body)
    return len(re.findall(r'class="language-(?:python|py|python3)\b', html))
