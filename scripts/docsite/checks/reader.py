"""Reader pages: glossary links where a term is first used, and no talk of the site's tooling.

Three checks, each returning one-line messages (`path:line: problem`):

- `check_first_use_links`: on every page but the glossary, the first use of each glossary term in
  the running text is a link to that term's entry (`glossary.md#<id>`). Headings and admonition
  titles do not count as a use (they cannot carry a link), nor does the label of a link to another
  page ("[snapshots on a GPU](saved-reference.md#gpu-snapshot)" names a section, it does not use
  the term). A shorter term inside a longer one (梯度 in 停止梯度) is not a use of the shorter one.
- `check_glossary_anchors`: every link to `glossary.md#...`, on any page, points to an anchor the
  glossary page of that language defines, and the glossary defines an anchor for every term.
  An entry's anchor is an attribute list `{ #id }` in its table row, or a heading id.

A term or a link label may wrap onto the next source line; a blank line, a heading or a fence ends
the running text it can span.
- `check_no_tooling`: reader pages, except the sources page, do not mention how the site is built
  and checked (nox, pytest, a test suite, sessions, glossary_terms.py); nor do the examples they
  include. That belongs on the sources page and in CONTRIBUTING.md.
"""

from __future__ import annotations

import bisect
import re

from docsite.model import Page, Site

from .glossary_terms import TERMS, Term
from .typography import INLINE_CODE

GLOSSARY_SLUG = "glossary.md"
# Reader pages that may talk about the tooling: the page that says how the site is verified.
TOOLING_ALLOWED = {"sources.md"}
TOOLING_WORDS = re.compile(
    r"(?<![\w-])(?:nox|pytest|test[ -]suites?|sessions?)(?![\w-])|glossary_terms|会话|测试套件",
    re.IGNORECASE,
)
# Phrases that contain a term's word in another sense: not a use of the term.
NOT_A_USE: dict[str, tuple[str, ...]] = {
    "view": ("live view", "live-view", "NumPy view", "实时视图", "NumPy 视图"),
}

LINK = re.compile(
    r"(?<!!)\[(?P<label>(?:[^\[\]]|\[[^\[\]]*\])*)\]\((?P<url>[^()\s]*)(?:\s+\"[^\"]*\")?\)"
)
ATTR_LIST_ID = re.compile(r"\{:?[^{}]*?#(?P<id>[\w-]+)[^{}]*\}")
HTML_COMMENT = re.compile(r"<!--.*?-->")


def term_id(term: Term) -> str:
    """The anchor of a term's glossary entry: its English name, lower case, hyphens for spaces."""
    return re.sub(r"[^a-z0-9]+", "-", term.en.lower()).strip("-")


def _term_pattern(term: Term, lang: str) -> re.Pattern[str]:
    if lang == "zh":
        return re.compile(re.escape(term.zh))
    # A multi-word term may wrap onto the next source line.
    words = r"(?:-|[ \t]*\n[ \t]*|[ \t]+)".join(re.escape(w) for w in re.split(r"[ -]", term.en))
    return re.compile(rf"(?<![\w-]){words}(?:s|es)?(?![\w-])", re.IGNORECASE)


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def _reader_lines(page: Page) -> list[tuple[int, str]]:
    """(line, text) of the running text: no fences, headings, admonition titles or comments;
    inline code blanked out with spaces so that positions keep their meaning."""
    heading_lines = {h.line for h in page.headings} | {h.line + 1 for h in page.headings}
    out = []
    for number, text in page.prose_lines:
        if number in heading_lines and (text.startswith("#") or set(text) <= {"=", "-"}):
            continue
        text = HTML_COMMENT.sub(lambda m: " " * len(m[0]), text)
        text = INLINE_CODE.sub(lambda m: " " * len(m[0]), text)
        text = ATTR_LIST_ID.sub(lambda m: " " * len(m[0]), text)
        out.append((number, text))
    return out


def _glossary_target(url: str) -> str | None:
    """The anchor of a link to the glossary page (`glossary.md#id`), or None for other links."""
    path, _, anchor = url.partition("#")
    if path.rsplit("/", 1)[-1] != GLOSSARY_SLUG:
        return None
    return anchor


def _reader_text(page: Page) -> tuple[str, list[tuple[int, int]]]:
    """The running text of a page as one string, and (offset, line number) for each line in it.
    Lines that are not running text leave a blank line, so no term or link spans across them."""
    parts: list[str] = []
    starts: list[tuple[int, int]] = []
    offset, previous = 0, None
    for number, text in _reader_lines(page):
        if previous is not None and number != previous + 1:
            parts.append("")  # a skipped heading, fence or title: a paragraph break
            offset += 1
        starts.append((offset, number))
        parts.append(text)
        offset += len(text) + 1
        previous = number
    return "\n".join(parts), starts


def _line_of(starts: list[tuple[int, int]], position: int) -> int:
    index = bisect.bisect_right([start for start, _ in starts], position) - 1
    return starts[max(index, 0)][1]


def first_use_errors(page: Page, terms: tuple[Term, ...] = TERMS) -> list[str]:
    """The first use of each term on one page must be a link to the term's glossary entry."""
    if page.slug == GLOSSARY_SLUG:
        return []
    text, starts = _reader_text(page)
    links = list(LINK.finditer(text))
    for match in links:  # a link's URL is not running text
        text = _blank(text, match.start("url"), match.end("url"))
    for phrase in {p for ps in NOT_A_USE.values() for p in ps}:
        pattern = r"\s+".join(re.escape(word) for word in phrase.split())
        for match in re.finditer(pattern, text):
            text = _blank(text, match.start(), match.end())
    spans = [
        (m.start(), m.end(), term)
        for term in terms
        for m in _term_pattern(term, page.lang).finditer(text)
    ]
    # A shorter term inside a longer one (梯度 in 停止梯度) is not a use of the shorter one.
    uses = sorted(
        (start, end, term)
        for start, end, term in spans
        if not any(s <= start and end <= e and (e - s) > (end - start) for s, e, _ in spans)
    )

    errors = []
    seen: set[str] = set()
    for start, end, term in uses:
        if term.en in seen:
            continue
        link = next((m for m in links if m.start("label") <= start and end <= m.end("label")), None)
        if link is not None and _glossary_target(link["url"]) is None:
            continue  # the name of another page or section, not a use of the term
        seen.add(term.en)
        if link is None or _glossary_target(link["url"]) != term_id(term):
            shown = term.zh if page.lang == "zh" else term.en
            errors.append(
                f"{page.rel}:{_line_of(starts, start)}: first use of '{shown}' is not a link to "
                f"its glossary entry (glossary.md#{term_id(term)})"
            )
    return errors


def glossary_anchors(page: Page) -> set[str]:
    """The anchors a glossary page defines: heading ids and `{ #id }` attribute lists."""
    found = {heading.id for heading in page.headings if heading.id}
    for _number, text in page.prose_lines:
        found.update(match["id"] for match in ATTR_LIST_ID.finditer(text))
    return found


def check_first_use_links(site: Site) -> list[str]:
    return [error for page in site.all_pages() for error in first_use_errors(page)]


def check_glossary_anchors(site: Site, terms: tuple[Term, ...] = TERMS) -> list[str]:
    errors = []
    for lang in site.languages:
        pages = site.pages(lang)
        glossary = next((page for page in pages if page.slug == GLOSSARY_SLUG), None)
        if glossary is None:
            errors.append(f"{site.docs_dir.name}/{lang}/{GLOSSARY_SLUG}: missing")
            continue
        anchors = glossary_anchors(glossary)
        for term in terms:
            if term_id(term) not in anchors:
                errors.append(
                    f"{glossary.rel}: no anchor {{ #{term_id(term)} }} for '{term.en}' / "
                    f"'{term.zh}' (put it at the end of the term's table row)"
                )
        for page in pages:
            text, starts = _reader_text(page)
            for match in LINK.finditer(text):
                anchor = _glossary_target(match["url"])
                # A link to the glossary page itself (no anchor) is fine.
                if anchor and anchor not in anchors:
                    errors.append(
                        f"{page.rel}:{_line_of(starts, match.start())}: link to {match['url']}: "
                        f"the glossary has no entry '#{anchor}'"
                    )
    return errors


def check_no_tooling(site: Site) -> list[str]:
    errors = []
    for page in site.all_pages():
        if page.slug in TOOLING_ALLOWED:
            continue
        for number, text in page.prose_lines:
            for match in TOOLING_WORDS.finditer(text):
                errors.append(
                    f"{page.rel}:{number}: '{match[0]}': reader pages do not talk about "
                    "the tooling (say it on sources.md or in CONTRIBUTING.md)"
                )
        for example in page.examples:
            for offset, text in enumerate(example.code.splitlines(), start=1):
                for match in TOOLING_WORDS.finditer(text):
                    errors.append(
                        f"{example.snippet}:{offset} (included by {page.rel}:{example.line}): "
                        f"'{match[0]}': reader pages do not talk about the tooling"
                    )
    return errors


def check_reader_pages(site: Site) -> list[str]:
    return check_first_use_links(site) + check_glossary_anchors(site) + check_no_tooling(site)
