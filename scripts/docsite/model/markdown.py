"""A page's Markdown as the site renders it: markdown-it tokens (CommonMark and tables) over what
pymdownx's snippet preprocessor expands, admonitions and tabs opened, token lines mapped back to
the page's lines; its includes and containers."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from docsite.text import INCLUDE

from .config import Config
from .errors import SiteError

if TYPE_CHECKING:
    from markdown import Markdown
    from markdown_it import MarkdownIt
    from markdown_it.rules_core import StateCore

PYTHON_LANGS = frozenset({"py", "python", "python3"})
CONTAINER = re.compile(r"^(?P<indent> *)(?P<marker>!!!|\?\?\?\+?|===\+?)(?:\s+(?P<rest>.*))?$")
CONTAINER_KIND = re.compile(r"^(?P<kind>[A-Za-z][\w-]*)?\s*(?:\"(?P<title>[^\"]*)\")?")
MARK_FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<mark>`{3,}|~{3,})(?P<info>.*)$")


@dataclass(frozen=True)
class Container:
    """An admonition (`!!! note "Title"`), a collapsible block (`??? tip`) or a content tab."""

    line: int
    marker: str  # "!!!", "???", "???+", "===", "===+"
    kind: str  # "note", "tip"; "" for a tab
    title: str  # the quoted title, or a tab's label; "" when there is none
    indent: str  # the spaces before the marker

    @property
    def is_tab(self) -> bool:
        return self.marker.startswith("===")

    @property
    def label(self) -> str:
        """How the structure check compares containers: "!!! note", "???+ tip", "==="."""
        return "===" if self.is_tab else f"{self.marker} {self.kind}".strip()


@dataclass(frozen=True)
class ParsedPage:
    blocks: list  # the block tokens; `tokens` parses what the inline ones hold
    includes: list[tuple[int, str]]  # (page line, path) of every `--8<--` include
    containers: list[Container]
    state: StateCore  # markdown-it's, after its block rule

    @cached_property
    def tokens(self) -> list:
        """The block tokens, each inline one with its children (parsed on first use: the
        examples need only the blocks)."""
        for rule in _core_rules(self.state.md)[1]:
            rule(self.state)
        return self.blocks


def _core_rules(md: MarkdownIt) -> tuple[list, list]:
    """markdown-it's core rules up to its block rule, and those after it (inline, text_join)."""
    rules = md.core.ruler.getRules("")
    split = md.core.ruler.get_active_rules().index("block") + 1
    return rules[:split], rules[split:]


def fence_info(info: str) -> tuple[str | None, set[str]]:
    """(language, options) of a fence: ("python", {"notest"}) for "{.python notest}"."""
    info = info.strip()
    if info.startswith("{"):
        parts = info.strip("{}").split()
        lang = next((p[1:] for p in parts if p.startswith(".")), None)
        return lang, {p for p in parts if not p.startswith(".")}
    parts = info.split()
    return (parts[0] if parts else None), set(parts[1:])


class MarkdownReader:
    """The parsers a site's pages are read with, set up from its mkdocs.yml once."""

    def __init__(self, config: Config):
        self.config = config

    @cached_property
    def python_markdown(self) -> Markdown:
        """Python-Markdown with mkdocs.yml's extensions and settings, as the site renders (Pygments
        off: code blocks as plain text): its snippet preprocessor expands the includes, and the
        `rendering` check renders pages with it."""
        import markdown

        settings = {name: dict(conf) for name, conf in self.config.extension_configs.items()}
        settings.setdefault("pymdownx.snippets", {})["base_path"] = self.config.snippet_base()
        settings.setdefault("pymdownx.highlight", {})["use_pygments"] = False
        names = [*self.config.extensions, "pymdownx.snippets", "pymdownx.highlight"]
        return markdown.Markdown(extensions=list(dict.fromkeys(names)), extension_configs=settings)

    @cached_property
    def markdown_it(self) -> MarkdownIt:
        from markdown_it import MarkdownIt

        md = MarkdownIt("commonmark").enable("table")
        md.normalizeLink = lambda url: url  # type: ignore[method-assign]  # the target as written
        return md

    def parse(self, lines: list[str], rel: str) -> ParsedPage:
        """Parse a page's lines (`rel` names the page in messages)."""
        includes: list[tuple[int, str]] = []
        origin: list[int] = []  # expanded line index -> page line index
        expanded: list[str] = []
        for i, line in enumerate(lines):
            if not (include := INCLUDE.match(line.lstrip())):
                origin.append(i)
                expanded.append(line)
                continue
            includes.append((i + 1, include["path"]))
            try:
                found = self.python_markdown.preprocessors["snippet"].run([line])
            except Exception as err:  # pymdownx raises SnippetMissingError, a plain Exception
                first = str(err).splitlines()[0] if str(err) else type(err).__name__
                raise SiteError(f"{rel}:{i + 1}: {first}") from None
            origin += [i] * len(found)
            expanded += found
        opened, containers = open_containers(expanded, origin)
        from markdown_it.rules_core import StateCore

        state = StateCore("\n".join(opened), self.markdown_it, {})
        for rule in _core_rules(self.markdown_it)[0]:
            rule(state)
        tokens = state.tokens
        for token in tokens:
            if token.map:  # page lines, not lines of the expanded text
                token.map = [origin[token.map[0]], origin[max(token.map[1] - 1, 0)] + 1]
            last = lines[token.map[1] - 1] if token.map and token.map[1] <= len(lines) else ""
            if token.type == "fence" and token.map and not _closes(last, token.markup):
                raise SiteError(f"{rel}:{token.map[0] + 1}: this code fence is never closed")
        return ParsedPage(tokens, includes, containers, state)


def _closes(line: str, fence: str) -> bool:
    """Whether `line` closes a code fence opened with `fence` (```, ~~~~)."""
    mark = line.strip()
    return bool(mark) and set(mark) == {fence[0]} and len(mark) >= len(fence)


def open_containers(lines: list[str], origin: list[int]) -> tuple[list[str], list[Container]]:
    """Dedent admonition and tab bodies; their title line becomes a paragraph of its title."""
    lines = list(lines)
    found: list[Container] = []
    fence: str | None = None
    for i, line in enumerate(lines):
        mark = MARK_FENCE.match(line)
        if fence is None and mark:
            fence = mark["mark"]
        elif fence is not None and _closes(line, fence):
            fence = None
        if not (match := CONTAINER.match(line) if fence is None else None):
            continue
        container = _container(origin[i] + 1, match)
        found.append(container)
        body = " " * (len(match["indent"]) + 4)
        j = i + 1
        while j < len(lines) and (lines[j].startswith(body) or not lines[j].strip()):
            if lines[j].strip():
                lines[j] = lines[j][4:]
            j += 1
        lines[i] = match["indent"] + (container.title or "<!-- container -->")
        if container.title and i + 1 < len(lines) and lines[i + 1].strip():
            lines[i] += "\\"  # a hard break keeps the title its own line in the paragraph
    return lines, found


def _container(line: int, match: re.Match) -> Container:
    rest = match["rest"] or ""
    if match["marker"].startswith("==="):
        return Container(line, match["marker"], "", rest.strip().strip('"'), match["indent"])
    kind = CONTAINER_KIND.match(rest)
    assert kind is not None  # every part of the pattern is optional
    return Container(
        line, match["marker"], kind["kind"] or "", kind["title"] or "", match["indent"]
    )
