"""A page of the site, read once: its text, front matter, tokens, headings, fences and examples.

What an example is (the fence rules, the snippet it runs and shows) is `example.py`'s; the prose
views are `prose.py`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

import yaml

from docsite import text

from .config import SAFE_LOADER
from .errors import SiteError, shown_path
from .example import Example, fence_problems
from .markdown import PYTHON_LANGS, Container, ParsedPage, fence_info

if TYPE_CHECKING:
    from .site import Site


@dataclass(frozen=True)
class Heading:
    line: int
    level: int
    text: str  # without the `{ #id }` attribute list
    id: str | None


class _FrontMatterLoader(SAFE_LOADER):  # type: ignore[valid-type,misc]
    """YAML's safe loader, but a timestamp that is no date (`2026-13-01T…`) is a YAML error at
    its line, not a ValueError from datetime."""

    def construct_yaml_timestamp(self, node):
        try:
            return super().construct_yaml_timestamp(node)
        except ValueError as err:
            like = "2025-10-21T09:00:00+08:00"
            said = f"{node.value} is not a date and time ({err}): write one like {like}"
            raise yaml.constructor.ConstructorError(None, None, said, node.start_mark) from None


_FrontMatterLoader.add_constructor(
    "tag:yaml.org,2002:timestamp", _FrontMatterLoader.construct_yaml_timestamp
)


@dataclass
class Page:
    site: Site
    lang: str
    slug: str  # the path inside the language folder: "saved-reference.md"
    path: Path

    @cached_property
    def rel(self) -> str:
        return shown_path(self.path, self.site.root)

    @property
    def url_path(self) -> str:
        """Where the built page is, under the site's root: "<locale>/saved-reference/", "" for the
        default language's home (MkDocs' use_directory_urls)."""
        slug = PurePosixPath(self.slug)
        folder = slug.parent if slug.stem == "index" else slug.with_suffix("")
        path = "" if str(folder) == "." else f"{folder.as_posix()}/"
        return self.site.language_prefix(self.lang) + path

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

        handler = frontmatter.YAMLHandler()
        if not handler.detect(self.text):
            return {}, 1  # the front matter checks (docsite.checks.provenance) ask for one
        try:
            front, body = handler.split(self.text)
        except ValueError:
            unclosed = f"{self.rel}:1: the front matter has no closing --- line: end it with ---"
            raise SiteError(unclosed) from None
        try:
            meta = yaml.load(front, Loader=_FrontMatterLoader)
        except yaml.YAMLError as err:
            mark = getattr(err, "context_mark", None) or getattr(err, "problem_mark", None)
            line = mark.line + 1 if mark else 1  # the front text starts on the `---` line
            problem = getattr(err, "problem", None) or str(err).splitlines()[0]
            constructed = isinstance(err, yaml.constructor.ConstructorError)  # its own message
            what = "" if constructed else " is not valid YAML"
            raise SiteError(f"{self.rel}:{line}: front matter{what}: {problem}") from None
        if not isinstance(meta, dict):
            raise SiteError(f"{self.rel}:1: front matter must be a mapping of keys to values")
        return meta, self.text[: len(self.text) - len(body)].count("\n") + 1

    @property
    def meta(self) -> dict:
        return self._front[0]

    @property
    def body_line(self) -> int:
        return self._front[1]

    def key_line(self, key: str) -> int:
        """The line of a top-level front matter key (1, the opening ---, where it is missing)."""
        lines = self.text.split("\n")[: self.body_line]
        return next((n for n, line in enumerate(lines, 1) if line.startswith(f"{key}:")), 1)

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
    def blocks(self) -> list:
        """The block tokens alone (an inline token's `children` unparsed)."""
        return self._parsed.blocks

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
        for i, token in enumerate(self.blocks):
            if token.type != "heading_open":
                continue
            content = self.blocks[i + 1].content
            heading_id = None
            if attrs := text.ATTR_LIST.search(content):
                id_match = text.ATTR_ID.search(attrs[0].strip().strip("{}:"))
                heading_id = id_match["id"] if id_match else None
                content = content[: attrs.start()]
            found.append(Heading(token.map[0] + 1, int(token.tag[1]), content.strip(), heading_id))
        return found

    @cached_property
    def fences(self) -> list:
        return [t for t in self.blocks if t.type == "fence" and t.map]

    @cached_property
    def fence_line_numbers(self) -> set[int]:
        """Every line of every fenced code block, its fence lines too."""
        return {n for f in self.fences for n in range(f.map[0] + 1, f.map[1] + 1)}

    @cached_property
    def python_fences(self) -> list:
        """The fences whose language is python: the page's examples, well formed or not."""
        return [f for f in self.fences if fence_info(f.info)[0] in PYTHON_LANGS]

    def fence_lines(self, fence) -> list[tuple[int, str]]:
        """(line, text) of the non-blank lines between a fence's opening and closing lines."""
        inside = self.lines[fence.map[0] + 1 : fence.map[1] - 1]
        return [(n, line) for n, line in enumerate(inside, fence.map[0] + 2) if line.strip()]

    @cached_property
    def examples(self) -> list[Example]:
        """The page's examples, in page order; SiteError with the first fence that breaks a
        rule (`python_fences` are all of them, valid or not)."""
        if problems := fence_problems(self):
            raise SiteError(problems[0])
        found = []
        for fence in self.python_fences:
            ((include, line),) = self.fence_lines(fence)
            _, options = fence_info(fence.info)
            include_line = text.INCLUDE.search(line)
            assert include_line is not None  # fence_problems found none
            source = self.site.snippet(include_line["path"])
            lines = (fence.map[0] + 1, fence.map[1], include)
            found.append(Example(self.rel, self.lang, *lines, source, frozenset(options)))
        return found

    def markdown_with_code(self) -> list[str]:
        """The page's lines as the site renders them: each example's include line replaced by
        the code it shows in the page's language (what the docsite MkDocs plugin builds)."""
        lines = list(self.lines)
        for example in reversed(self.examples):
            include = lines[example.include - 1]
            indent = include[: len(include) - len(include.lstrip())]
            lines[example.include - 1 : example.include] = [indent + t for _, t in example.rendered]
        return lines

    @property
    def runnable(self) -> list[Example]:
        return [e for e in self.examples if not e.not_run]
