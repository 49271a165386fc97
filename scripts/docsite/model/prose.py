"""Views of a page's prose, each a function of a `Page` over its tokens and lines (none parses the
page again): `prose` (what a reader reads), `running_text` (with its links, for first uses),
`prose_lines` (the source outside code), `table_rows`, `paragraph_of`, `comment_lines`."""

from __future__ import annotations

import bisect
import itertools
from dataclasses import dataclass

from docsite import text as patterns

from .page import Page


def prose(page: Page) -> list[tuple[int, str]]:
    """(line, text) of the reader's prose: inline code, URLs, HTML and attributes left out."""
    out: list[tuple[int, str]] = []
    for token in page.tokens:
        if token.type != "inline" or not token.map:
            continue
        pieces = []
        for child in token.children or []:
            if child.type in ("text", "image"):  # an image: its alt text
                pieces.append(child.content)
            elif child.type in ("softbreak", "hardbreak"):
                pieces.append("\n")
            elif child.type in ("code_inline", "html_inline"):
                pieces.append(" ")
        found = patterns.ATTR_LIST.sub("", "".join(pieces))
        out += [(token.map[0] + 1 + i, line) for i, line in enumerate(found.split("\n"))]
    return out


def front_matter_prose(page: Page) -> list[tuple[int, str, str]]:
    """(line, key, text) for title and description."""
    return [
        (page.key_line(key), key, page.meta[key])
        for key in ("title", "description")
        if isinstance(page.meta.get(key), str)
    ]


def prose_lines(page: Page) -> list[tuple[int, str]]:
    """(line, source text) of every body line outside code and HTML blocks, dedented."""
    skip = set(range(1, page.body_line))
    for token in page.tokens:
        if token.type in ("fence", "code_block", "html_block") and token.map:
            skip.update(range(token.map[0] + 1, token.map[1] + 1))
    skip.update(container.line for container in page.containers)
    return [(n, line.strip()) for n, line in enumerate(page.lines, 1) if n not in skip]


def lintable_text(page: Page) -> str:
    """The page with its prose at the original line numbers, dedented; everything else blank."""
    text_by_line = dict(prose_lines(page))
    return "\n".join(text_by_line.get(number, "") for number in range(1, len(page.lines) + 1))


@dataclass(frozen=True)
class Link:
    label_start: int  # offsets in the running text
    label_end: int
    url: str


@dataclass(frozen=True)
class RunningText:
    """A page's running text as one string; (offset, line) where each source line starts."""

    text: str
    starts: list[tuple[int, int]]
    links: list[Link]

    def line_of(self, position: int) -> int:
        index = bisect.bisect_right([start for start, _ in self.starts], position) - 1
        return self.starts[max(index, 0)][1]


def running_text(page: Page) -> RunningText:
    """The text of the page's paragraphs, lists and tables, from its tokens: no headings,
    container titles or HTML; inline code and attribute lists blanked out with spaces. A blank
    line ends each block, so that no term or link spans across blocks."""
    parts: list[str] = []
    starts: list[tuple[int, int]] = []
    links: list[Link] = []
    titles = {container.line for container in page.containers}
    offset = 0
    for i, token in enumerate(page.tokens):
        if token.type != "inline" or not token.map or page.tokens[i - 1].type == "heading_open":
            continue
        line, opened = token.map[0] + 1, []
        starts.append((offset, line))
        for child in token.children or []:
            piece = ""
            if child.type in ("softbreak", "hardbreak"):
                line += 1
                piece = "\n"
            elif line in titles:
                continue
            elif child.type in ("text", "image"):
                piece = patterns.ATTR_LIST_ID.sub(lambda m: " " * len(m[0]), child.content)
            elif child.type in ("code_inline", "html_inline"):
                piece = " " * max(len(child.content), 1)
            elif child.type == "link_open":
                opened.append((offset, str(child.attrs.get("href", ""))))
            elif child.type == "link_close" and opened:
                start, url = opened.pop()
                links.append(Link(start, offset, url))
            parts.append(piece)
            offset += len(piece)
            if piece == "\n":
                starts.append((offset, line))
        parts.append("\n\n")
        offset += 2
    return RunningText("".join(parts), starts, links)


def link_targets(page: Page) -> list[str]:
    """Every link's and image's target on the page, as written, longest first."""
    found = {
        str(child.attrs.get("href") or child.attrs.get("src") or "")
        for token in page.tokens
        if token.type == "inline"
        for child in token.children or []
        if child.type in ("link_open", "image")
    }
    return sorted(found - {""}, key=len, reverse=True)


def _plain(inline) -> str:
    """The text of an inline token without its Markdown: emphasis gone, code as its text."""
    return "".join(
        child.content for child in inline.children or [] if child.type in ("text", "code_inline")
    )


def table_rows(page: Page) -> list[tuple[int, list[str]]]:
    """(line, cells) of each table row (the header row too), each cell as plain text."""
    rows: list[tuple[int, list[str]]] = []
    for i, token in enumerate(page.tokens):
        if token.type == "tr_open" and token.map:
            row = itertools.takewhile(lambda inner: inner.type != "tr_close", page.tokens[i + 1 :])
            cells = [_plain(inner).strip() for inner in row if inner.type == "inline"]
            rows.append((token.map[0] + 1, cells))
    return rows


def paragraph_of(page: Page) -> dict[int, int]:
    """line -> the paragraph it is part of (numbered in page order), for lines in a paragraph."""
    found: dict[int, int] = {}
    paragraphs = (t for t in page.tokens if t.type == "paragraph_open" and t.map)
    for index, token in enumerate(paragraphs):
        found.update((line, index) for line in range(token.map[0] + 1, token.map[1] + 1))
    return found


def comment_lines(page: Page) -> set[int]:
    """The lines of HTML comment blocks (`<!-- ... -->` on lines of their own)."""
    return {
        line
        for token in page.tokens
        if token.type == "html_block" and token.map and token.content.lstrip().startswith("<!--")
        for line in range(token.map[0] + 1, token.map[1] + 1)
    }
