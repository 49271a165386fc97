"""A page of the site, read once: its text, front matter, tokens, headings, fences and examples.

The page extracts; it judges nothing. The rules for a python fence (brace form, known options,
one include, a notest reason) are the check `scripts/docsite/checks/fences.py`; the prose views are
`scripts/docsite/model/prose.py`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from docsite import text

from .errors import SiteError, shown_path
from .markdown import (
    ANY_INCLUDE,
    PYTHON_LANGS,
    Container,
    ParsedPage,
    fence_info,
)

if TYPE_CHECKING:
    from .site import Site

# The options a python fence may carry, in brace form: {.python fixture:cuda}.
FENCE_OPTIONS = {
    "notest": "not run; the line above the fence says why: <!-- notest: why -->",
    "fixture:cuda": "needs CUDA: skipped on the CPU, run by `nox -s cuda`",
    "fixture:cpu": "about CPU tensors by nature: stays on the CPU under `nox -s cuda`",
}


@dataclass(frozen=True)
class Heading:
    line: int
    level: int
    text: str  # without the `{ #id }` attribute list
    id: str | None


@dataclass(frozen=True)
class Example:
    """A python fence as the reader sees it: the code of the one snippet it includes."""

    page: str  # the page file, relative to the repository root
    line: int  # 1-based line of the opening fence in the page file
    snippet: str  # the included file, relative to the repository root ("" if none)
    code: str  # what the page shows (the snippet's text)
    options: frozenset[str]
    info: str
    end: int = 0  # 1-based line of the closing fence

    @property
    def name(self) -> str:
        return Path(self.snippet).stem

    @property
    def needs_cuda(self) -> bool:
        return "fixture:cuda" in self.options

    @property
    def stays_on_cpu(self) -> bool:
        return "fixture:cpu" in self.options

    @property
    def not_run(self) -> bool:
        return "notest" in self.options

    @property
    def where(self) -> str:
        return f"{self.snippet} (included by {self.page}:{self.line})"


@dataclass
class Page:
    site: Site
    lang: str
    slug: str  # the path inside the language folder: "saved-reference.md"
    path: Path

    @property
    def rel(self) -> str:
        return shown_path(self.path, self.site.root)

    @property
    def url_path(self) -> str:
        """Where the built page is, under the site's root: "zh/saved-reference/", "" for the
        default language's home (MkDocs' use_directory_urls)."""
        slug = PurePosixPath(self.slug)
        folder = slug.parent if slug.stem == "index" else slug.with_suffix("")
        path = "" if str(folder) == "." else f"{folder.as_posix()}/"
        return self.site.config.language_prefix(self.lang) + path

    @cached_property
    def text(self) -> str:
        try:
            return self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise SiteError(f"{self.rel}: cannot be read as UTF-8 text ({err})") from None

    @cached_property
    def _front(self) -> tuple[dict, int]:
        """(front matter, line number of the body's first line)."""
        import frontmatter
        import yaml

        handler = frontmatter.YAMLHandler()
        if not handler.detect(self.text):
            return {}, 1  # the front matter checks (docsite.checks.provenance) ask for one
        try:
            front, body = handler.split(self.text)
        except ValueError:
            raise SiteError(
                f"{self.rel}:1: the front matter has no closing --- line: end it with ---"
            ) from None
        try:
            meta = yaml.safe_load(front)
        except yaml.YAMLError as err:
            mark = getattr(err, "context_mark", None) or getattr(err, "problem_mark", None)
            line = mark.line + 1 if mark else 1  # the front text starts on the `---` line
            problem = getattr(err, "problem", None) or str(err).splitlines()[0]
            raise SiteError(
                f"{self.rel}:{line}: front matter is not valid YAML: {problem}"
            ) from None
        if not isinstance(meta, dict):
            raise SiteError(f"{self.rel}:1: front matter must be a mapping of keys to values")
        return meta, self.text[: len(self.text) - len(body)].count("\n") + 1

    @property
    def meta(self) -> dict:
        return self._front[0]

    @property
    def body_line(self) -> int:
        return self._front[1]

    @cached_property
    def lines(self) -> list[str]:
        """The page's lines; front matter lines are blank, so line numbers are the file's."""
        lines = self.text.split("\n")
        return [""] * (self.body_line - 1) + lines[self.body_line - 1 :]

    @cached_property
    def _parsed(self) -> ParsedPage:
        return self.site.reader.parse(self.lines, self.rel)

    @property
    def tokens(self) -> list:
        return self._parsed.tokens

    @property
    def includes(self) -> list[tuple[int, str]]:
        """(line, file) of every `--8<--` include on the page."""
        return self._parsed.includes

    @property
    def containers(self) -> list[Container]:
        """Each admonition, collapsible block or content tab, in page order."""
        return self._parsed.containers

    @cached_property
    def headings(self) -> list[Heading]:
        found = []
        for i, token in enumerate(self.tokens):
            if token.type != "heading_open":
                continue
            content = self.tokens[i + 1].content
            attrs = text.ATTR_LIST.search(content)
            heading_id = None
            if attrs:
                id_match = text.ATTR_ID.search(attrs[0].strip().strip("{}:"))
                heading_id = id_match["id"] if id_match else None
                content = content[: attrs.start()]
            found.append(Heading(token.map[0] + 1, int(token.tag[1]), content.strip(), heading_id))
        return found

    @cached_property
    def fences(self) -> list:
        return [t for t in self.tokens if t.type == "fence" and t.map]

    @cached_property
    def python_fences(self) -> list:
        """The fences whose language is python: the page's examples, well formed or not."""
        return [f for f in self.fences if fence_info(f.info)[0] in PYTHON_LANGS]

    def fence_lines(self, fence) -> list[tuple[int, str]]:
        """(line, text) of the non-blank lines between a fence's opening and closing lines."""
        first = fence.map[0] + 2
        inside = self.lines[fence.map[0] + 1 : fence.map[1] - 1]
        return [(n, line) for n, line in enumerate(inside, first) if line.strip()]

    @cached_property
    def examples(self) -> list[Example]:
        """Every python fence, in page order (`docsite.checks.fences` says which are bad)."""
        found = []
        for fence in self.python_fences:
            open_line = fence.map[0] + 1
            _, options = fence_info(fence.info)
            include = next(
                (m for _, line in self.fence_lines(fence) if (m := ANY_INCLUDE.match(line))), None
            )
            found.append(
                Example(
                    self.rel,
                    open_line,
                    include["path"] if include else "",
                    fence.content,
                    frozenset(options),
                    fence.info.strip(),
                    fence.map[1],
                )
            )
        return found

    @property
    def runnable(self) -> list[Example]:
        return [e for e in self.examples if not e.not_run]
