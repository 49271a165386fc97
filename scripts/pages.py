"""Read the site's pages: front matter (python-frontmatter) and the Markdown body, line by line.

A page is split into lines that keep their line number in the file, each marked as prose or code
(inside a ``` or ~~~ fence, at any indentation: fences inside admonitions and tabs count).
The scanner also lists the blocks the bilingual checks compare: headings with their `{ #id }`,
fences with their code, `--8<--` includes and admonitions. scripts/downloads.py reads a page's
headings and examples with it too (`page_from_text`), and the test harness (tests/harness/pages.py)
shares `fence_lang` and `fence_options`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from frontmatter.default_handlers import YAMLHandler

LANGUAGES = ("en", "zh")

FENCE_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<mark>`{3,}|~{3,})(?P<info>.*)$")
HEADING = re.compile(r"^(?P<hashes>#{1,6})[ \t]+(?P<text>.*?)[ \t#]*$")
HEADING_ATTRS = re.compile(r"[ \t]*\{(?P<attrs>[^{}]*)\}[ \t]*$")
ATTR_ID = re.compile(r"(?:^|\s)#(?P<id>[^\s#.}]+)")
ADMONITION = re.compile(r"^[ \t]*(?P<marker>!!!|\?\?\?\+?)[ \t]+(?P<kind>[A-Za-z][\w-]*)")
INCLUDE = re.compile(r"""^[ \t]*-{2,}8<-{2,}[ \t]+(?P<q>["'])(?P<path>[^"']+)(?P=q)""")
INCLUDE_LINE_RANGE = re.compile(r"(:-?\d*)+$")
# An example fence holds exactly this: one whole-file include, in double quotes (CONTRIBUTING.md).
EXAMPLE_INCLUDE = re.compile(r'^\s*-{1,}8<-{1,}\s+"(?P<path>[^"]+)"\s*$')
PYTHON_LANGS = {"py", "python", "python3"}


@dataclass
class Line:
    number: int  # 1-based line number in the file
    text: str
    code: bool  # inside a fence, or the fence line itself
    role: str = "prose"  # "prose", or "open" / "code" / "close" for the lines of a fence


@dataclass
class Heading:
    line: int
    level: int
    text: str  # without the attribute list
    id: str | None


@dataclass
class Fence:
    line: int
    info: str
    code: str  # the lines between the fences, with the fence's indentation removed


@dataclass
class Page:
    path: Path
    rel: str  # path shown in messages: relative to the repository root, with /
    lang: str
    slug: str  # path inside the language folder, e.g. "saved-reference.md"
    meta: dict = field(default_factory=dict)
    meta_error: str | None = None
    lines: list[Line] = field(default_factory=list)

    @property
    def prose_lines(self) -> list[Line]:
        return [line for line in self.lines if not line.code]


def include_path(raw: str) -> str:
    """The file of a `--8<--` include, without a `:start:end` line range."""
    if raw.endswith((".py", ".md", ".txt")):
        return raw
    return INCLUDE_LINE_RANGE.sub("", raw)


def _split_front_matter(text: str) -> tuple[str | None, str, int]:
    """Return (front matter text or None, body, line number of the body's first line)."""
    handler = YAMLHandler()
    if not handler.detect(text):
        return None, text, 1
    front, body = handler.split(text)
    first_line = text[: len(text) - len(body)].count("\n") + 1
    return front, body, first_line


def load_page(path: Path, root: Path, lang: str, slug: str) -> Page:
    rel = path.relative_to(root).as_posix() if path.is_relative_to(root) else path.as_posix()
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return Page(path=path, rel=rel, lang=lang, slug=slug, meta_error=f"cannot be read: {exc}")
    return page_from_text(text, path=path, rel=rel, lang=lang, slug=slug)


def page_from_text(
    text: str, *, path: Path = Path("<page>"), rel: str = "<page>", lang: str = "", slug: str = ""
) -> Page:
    """A Page made from a page's Markdown (front matter and body), as load_page reads a file."""
    page = Page(path=path, rel=rel, lang=lang, slug=slug)
    front, body, first_line = _split_front_matter(text)
    if front is None:
        page.meta_error = "has no front matter (a --- block at the top)"
    else:
        try:
            meta = yaml.load(front, Loader=yaml.SafeLoader)
        except yaml.YAMLError as exc:
            problem = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            page.meta_error = f"front matter is not valid YAML: {problem}"
        else:
            if isinstance(meta, dict):
                page.meta = meta
            else:
                page.meta_error = "front matter is not a mapping of keys to values"
    page.lines = scan_lines(body.split("\n"), first_line)
    return page


def scan_lines(raw_lines: list[str], first_line: int = 1) -> list[Line]:
    """Mark each line as code (inside or on a fence) or prose."""
    lines: list[Line] = []
    fence: tuple[str, int] | None = None  # (fence character, length) while inside a fence
    for offset, text in enumerate(raw_lines):
        number = first_line + offset
        if fence is None:
            match = FENCE_OPEN.match(text)
            if match and not (match["mark"][0] == "`" and "`" in match["info"]):
                fence = (match["mark"][0], len(match["mark"]))
                lines.append(Line(number, text, code=True, role="open"))
            else:
                lines.append(Line(number, text, code=False))
        else:
            stripped = text.strip()
            char, length = fence
            if stripped and set(stripped) == {char} and len(stripped) >= length:
                fence = None
                lines.append(Line(number, text, code=True, role="close"))
            else:
                lines.append(Line(number, text, code=True, role="code"))
    return lines


def fence_lang(info: str) -> str | None:
    """The language of a fence: `python` for "python" and for "{.python notest}"."""
    info = info.strip()
    if info.startswith("{"):
        classes = [p[1:] for p in info.strip("{}").split() if p.startswith(".")]
        return classes[0] if classes else None
    return info.split()[0] if info else None


def fence_options(info: str) -> set[str]:
    """The options of a fence, its language left out: {"notest"} for "{.python notest}"."""
    info = info.strip()
    parts = info.strip("{}").split() if info.startswith("{") else info.split()
    return {p for p in parts if not p.startswith(".")} - {fence_lang(info)}


def headings(page: Page) -> list[Heading]:
    found = []
    for line in page.prose_lines:
        match = HEADING.match(line.text)
        if not match:
            continue
        text = match["text"]
        heading_id = None
        attrs = HEADING_ATTRS.search(text)
        if attrs:
            text = text[: attrs.start()]
            id_match = ATTR_ID.search(attrs["attrs"])
            heading_id = id_match["id"] if id_match else None
        found.append(Heading(line.number, len(match["hashes"]), text.strip(), heading_id))
    return found


def fences(page: Page) -> list[Fence]:
    found: list[Fence] = []
    current: tuple[int, str, int, list[str]] | None = None
    for line in page.lines:
        if line.role == "open":
            match = FENCE_OPEN.match(line.text)
            assert match is not None  # scan_lines marked it as a fence opening
            current = (line.number, match["info"].strip(), len(match["indent"]), [])
        elif line.role == "code" and current is not None:
            indent = current[2]
            text = line.text
            current[3].append(text[indent:] if text[:indent].strip() == "" else text.lstrip())
        elif line.role == "close" and current is not None:
            found.append(Fence(current[0], current[1], "\n".join(current[3])))
            current = None
    if current is not None:  # a fence left open runs to the end of the page
        found.append(Fence(current[0], current[1], "\n".join(current[3])))
    return found


def includes(page: Page, *, in_code: bool | None = None) -> list[tuple[int, str]]:
    """(line, included file) for each `--8<--` line; in_code picks fenced or unfenced ones."""
    found = []
    for line in page.lines:
        if in_code is not None and line.code != in_code:
            continue
        match = INCLUDE.match(line.text)
        if match:
            found.append((line.number, include_path(match["path"])))
    return found


def admonitions(page: Page) -> list[tuple[int, str]]:
    """(line, "!!! note") for each admonition or collapsible block, in order."""
    found = []
    for line in page.prose_lines:
        match = ADMONITION.match(line.text)
        if match:
            found.append((line.number, f"{match['marker']} {match['kind']}"))
    return found


def language_pages(docs_dir: Path, lang: str) -> dict[str, Path]:
    """slug -> file for every Markdown page of one language."""
    folder = docs_dir / lang
    if not folder.is_dir():
        return {}
    return {path.relative_to(folder).as_posix(): path for path in sorted(folder.rglob("*.md"))}


def page_pairs(docs_dir: Path, languages: tuple[str, str] = LANGUAGES) -> list[tuple[Page, Page]]:
    """Load every page that exists in both languages, as (first language, second language)."""
    root = docs_dir.parent
    first, second = (language_pages(docs_dir, lang) for lang in languages)
    return [
        (
            load_page(first[slug], root, languages[0], slug),
            load_page(second[slug], root, languages[1], slug),
        )
        for slug in sorted(first.keys() & second.keys())
    ]


def all_pages(docs_dir: Path, lang: str) -> list[Page]:
    root = docs_dir.parent
    return [
        load_page(path, root, lang, slug) for slug, path in language_pages(docs_dir, lang).items()
    ]


# What is not prose inside a prose line. Each pattern is replaced by PLACEHOLDER (or by the text
# that is prose, e.g. a link's label), in this order.
PLACEHOLDER = " "
INLINE_CODE = re.compile(r"(?<!`)(?P<ticks>`+)(?!`)(?P<code>.+?)(?<!`)(?P=ticks)(?!`)")
NOT_PROSE = [
    re.compile(r"<!--.*?-->"),  # HTML comment, e.g. <!-- notest: why -->
    re.compile(r"\{:?[ \t]*[#.][^{}]*\}"),  # attribute list: { #id }, {: .class }
    re.compile(r"^[ \t]*\[[^\]]+\]:[ \t]*\S.*$"),  # reference link definition
    re.compile(r"<https?://[^>\s]+>"),  # autolink
    re.compile(r"https?://[^\s)>\]]+"),  # bare URL
    re.compile(r"</?[A-Za-z][^>]*>"),  # HTML tag and its attributes
    re.compile(r"\[\^[^\]]+\]:?"),  # footnote reference or definition label
    re.compile(r"^[ \t]*(?:[-*+][ \t]+)?\d+[.)](?=[ \t])"),  # ordered-list marker "1."
    re.compile(r"^[ \t]*(?:!!!|\?\?\?\+?)[ \t]+[\w-]+"),  # admonition marker (its title stays)
    re.compile(r"^[ \t]*===\+?(?=[ \t])"),  # content-tab marker (its label stays)
]
LINK_URL = re.compile(r"(\]|\))\((?:[^()\s]|\([^()]*\))*(?:[ \t]+\"[^\"]*\")?\)")


def mask_inline_code(text: str, placeholder: str = PLACEHOLDER) -> str:
    return INLINE_CODE.sub(placeholder, text)


def mask_non_prose(text: str, placeholder: str = PLACEHOLDER) -> str:
    """The prose of one line: inline code, attribute lists, URLs, HTML and markers removed."""
    text = mask_inline_code(text, placeholder)
    text = LINK_URL.sub(lambda match: match[1] + placeholder, text)
    for pattern in NOT_PROSE:
        text = pattern.sub(placeholder, text)
    return text


def prose(page: Page, placeholder: str = PLACEHOLDER) -> list[tuple[int, str]]:
    """(line number, prose text) for each prose line of the page's body."""
    out = []
    in_comment = False
    for line in page.prose_lines:
        text = line.text
        if in_comment:
            end = text.find("-->")
            if end < 0:
                continue
            text = text[end + 3 :]
            in_comment = False
        start = text.rfind("<!--")
        if start >= 0 and "-->" not in text[start:]:
            text = text[:start]
            in_comment = True
        out.append((line.number, mask_non_prose(text, placeholder)))
    return out


def front_matter_prose(page: Page) -> list[tuple[int, str, str]]:
    """(line, key, text) for title and description, found by their line in the file."""
    found = []
    try:
        lines = page.path.read_text(encoding="utf-8").split("\n")
    except (OSError, UnicodeDecodeError):
        return found
    for key in ("title", "description"):
        value = page.meta.get(key)
        if not isinstance(value, str):
            continue
        number = next((i for i, line in enumerate(lines, start=1) if line.startswith(f"{key}:")), 1)
        found.append((number, key, value))
    return found
