"""The one model of the site: mkdocs.yml, and each page's front matter, headings, prose, examples.

Every tool reads the site through this module: the examples plugin (`docsite.examples`), the
bilingual checks (`docsite.checks`), the build hooks (`docsite.build`) and the browser tests.

- `mkdocs.yml` is read once (MkDocs' own YAML loader, so `!ENV` works): languages, nav, the
  Markdown extensions and their settings.
- A page is read once: front matter with python-frontmatter; the body with markdown-it (CommonMark
  and tables) over the text that pymdownx's own snippet preprocessor expands, with admonitions and
  content tabs opened (CommonMark would read their indented bodies as indented code). Token lines
  are mapped back to the page's lines.
- Bad input raises `SiteError`, whose message is one line naming the file and what to fix.
"""

from __future__ import annotations

import argparse
import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PYTHON_LANGS = frozenset({"py", "python", "python3"})
# The options a python fence may carry, in brace form: {.python fixture:cuda}.
FENCE_OPTIONS = {
    "notest": "not run; the line above the fence says why: <!-- notest: why -->",
    "fixture:cuda": "needs CUDA: skipped on the CPU, run by `nox -s cuda`",
    "fixture:cpu": "about CPU tensors by nature: stays on the CPU under `nox -s cuda`",
}
# An example fence holds exactly one whole-file include, in double quotes (CONTRIBUTING.md).
EXAMPLE_INCLUDE = re.compile(r'^\s*-{1,}8<-{1,}\s+"(?P<path>[^"]+)"\s*$')
ANY_INCLUDE = re.compile(r"""^\s*-{1,}8<-{1,}\s+(?P<q>["'])(?P<path>[^"']+)(?P=q)""")
CONTAINER = re.compile(r"^(?P<indent> *)(?P<marker>!!!|\?\?\?\+?|===\+?)(?:\s+(?P<rest>.*))?$")
CONTAINER_KIND = re.compile(r"^(?P<kind>[A-Za-z][\w-]*)?\s*(?:\"(?P<title>[^\"]*)\")?")
NOTEST_REASON = re.compile(r"^\s*<!--\s*notest:\s*\S.*-->\s*$")
ATTR_LIST = re.compile(r"[ \t]*\{:?[ \t]*[#.][^{}]*\}[ \t]*$")
ATTR_ID = re.compile(r"(?:^|\s)#(?P<id>[^\s#.}]+)")
MARK_FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<mark>`{3,}|~{3,})(?P<info>.*)$")


# The one record of the torch releases every example is verified on: a tuple in the sources page's
# example, which asserts that the running torch is one of them (`nox -s versions` runs them all).
TORCH_VERSIONS = ("snippets/sources/verified_torch_and_definitions.py", "VERIFIED_ON")


class SiteError(Exception):
    """Bad input: the message is one line, `file[:line]: what is wrong and what to do`."""


class OneLineParser(argparse.ArgumentParser):
    """argparse for the project's commands: a bad option is one line, not usage and a line."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


# --- mkdocs.yml ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Config:
    path: Path
    raw: dict
    languages: tuple[str, ...]  # locales, the default language first
    nav: tuple[str, ...]  # the page files nav lists, in order
    extensions: tuple[str, ...]
    extension_configs: dict

    @property
    def root(self) -> Path:
        return self.path.parent

    @property
    def docs_dir(self) -> Path:
        return self.root / self.raw.get("docs_dir", "docs")

    @property
    def default_language(self) -> str:
        return self.languages[0]

    def snippet_base(self) -> list[str]:
        conf = self.extension_configs.get("pymdownx.snippets", {})
        bases = conf.get("base_path", ["."])
        return [
            str((self.root / b).resolve()) for b in ([bases] if isinstance(bases, str) else bases)
        ]


def nav_files(nav) -> list[str]:
    """The local .md files a MkDocs `nav` lists, in order (external links left out)."""
    if isinstance(nav, str):
        return [nav.lstrip("/")] if nav.endswith(".md") and "://" not in nav else []
    items = nav if isinstance(nav, list) else list(nav.values()) if isinstance(nav, dict) else []
    return [page for item in items for page in nav_files(item)]


def load_config(path: Path) -> Config:
    from mkdocs.exceptions import ConfigurationError
    from mkdocs.utils.yaml import yaml_load

    shown = shown_path(path, path.parent)
    try:
        with open(path, encoding="utf-8") as f:
            raw = yaml_load(f) or {}
    except OSError as err:
        raise SiteError(f"{shown}: cannot be read ({err.strerror})") from None
    except ConfigurationError as err:  # MkDocs' loader wraps the YAML error
        cause = err.__cause__ or err.__context__
        mark = getattr(cause, "problem_mark", None)
        where = f"{shown}:{mark.line + 1}" if mark else shown
        problem = getattr(cause, "problem", None) or str(err).splitlines()[0]
        raise SiteError(f"{where}: not valid YAML: {problem}") from None
    if not isinstance(raw, dict):
        raise SiteError(f"{shown}: not a mapping of settings")
    names, settings = [], {}
    for entry in raw.get("markdown_extensions") or []:
        name, conf = next(iter(entry.items())) if isinstance(entry, dict) else (entry, {})
        names.append(name)
        settings[name] = dict(conf or {})
    i18n = next(
        (p["i18n"] for p in raw.get("plugins") or [] if isinstance(p, dict) and "i18n" in p), {}
    )
    declared = i18n.get("languages") or [{"locale": raw.get("theme", {}).get("language", "en")}]
    languages = sorted(
        (lang["locale"] for lang in declared),
        key=lambda locale: (
            not any(lang.get("default") and lang["locale"] == locale for lang in declared)
        ),
    )
    return Config(
        path, raw, tuple(languages), tuple(nav_files(raw.get("nav") or [])), tuple(names), settings
    )


# --- a page --------------------------------------------------------------------------------------


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
    snippet: str  # the included file, relative to the repository root
    code: str  # what the page shows (the snippet's text)
    options: frozenset[str]
    info: str
    notest_reason: bool = False

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


@dataclass(frozen=True)
class Block:
    """A stretch of the page between examples, as Markdown source lines (for the notebook)."""

    line: int
    markdown: str


@dataclass
class Page:
    site: Site
    lang: str
    slug: str  # the path inside the language folder: "saved-reference.md"
    path: Path

    @property
    def rel(self) -> str:
        return shown_path(self.path, self.site.root)

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
    def _parsed(self):
        return _parse(self)

    @property
    def tokens(self) -> list:
        return self._parsed.tokens

    @property
    def includes(self) -> list[tuple[int, str]]:
        """(line, file) of every `--8<--` include on the page."""
        return self._parsed.includes

    @property
    def containers(self) -> list[tuple[int, str]]:
        """(line, "!!! note") for each admonition, collapsible block or content tab."""
        return self._parsed.containers

    @cached_property
    def headings(self) -> list[Heading]:
        found = []
        for i, token in enumerate(self.tokens):
            if token.type != "heading_open":
                continue
            text = self.tokens[i + 1].content
            attrs = ATTR_LIST.search(text)
            heading_id = None
            if attrs:
                id_match = ATTR_ID.search(attrs[0].strip().strip("{}:"))
                heading_id = id_match["id"] if id_match else None
                text = text[: attrs.start()]
            found.append(Heading(token.map[0] + 1, int(token.tag[1]), text.strip(), heading_id))
        return found

    @cached_property
    def fences(self) -> list:
        return [t for t in self.tokens if t.type == "fence" and t.map]

    @cached_property
    def examples(self) -> list[Example]:
        """Every python fence, in page order."""
        found = []
        for token in self.fences:
            lang, options = fence_info(token.info)
            if lang not in PYTHON_LANGS:
                continue
            open_line = token.map[0] + 1
            where = f"{self.rel}:{open_line}"
            if not token.info.strip().startswith("{") and options:
                raise SiteError(
                    f"{where}: write fence options in brace form, "
                    f"{{.{lang} {' '.join(sorted(options))}}}, not '{token.info.strip()}'"
                )
            unknown = sorted(options - FENCE_OPTIONS.keys())
            if unknown:
                raise SiteError(
                    f"{where}: unknown fence option '{unknown[0]}': use one of "
                    + ", ".join(FENCE_OPTIONS)
                )
            inside = [
                (n, text)
                for n, text in enumerate(self.lines[open_line : token.map[1] - 1], open_line + 1)
                if text.strip()
            ]
            snippets = [(n, EXAMPLE_INCLUDE.match(text)) for n, text in inside]
            if len(snippets) != 1 or snippets[0][1] is None:
                raise SiteError(
                    f"{where}: a python fence holds exactly one line, "
                    '--8<-- "snippets/<page>/<what_it_shows>.py"; move the code into that file'
                )
            notest_reason = open_line > 1 and bool(NOTEST_REASON.match(self.lines[open_line - 2]))
            if "notest" in options and not notest_reason:
                raise SiteError(
                    f"{where}: a notest fence needs '<!-- notest: why -->' right above it"
                )
            found.append(
                Example(
                    self.rel,
                    open_line,
                    snippets[0][1]["path"],
                    token.content,
                    frozenset(options),
                    token.info.strip(),
                    notest_reason,
                )
            )
        return found

    @property
    def runnable(self) -> list[Example]:
        return [e for e in self.examples if not e.not_run]

    def prose(self) -> list[tuple[int, str]]:
        """(line, text) of the reader's prose: inline code, URLs, HTML and attributes left out."""
        out: list[tuple[int, str]] = []
        for token in self.tokens:
            if token.type != "inline" or not token.map:
                continue
            pieces = []
            for child in token.children or []:
                if child.type == "text":
                    pieces.append(child.content)
                elif child.type in ("softbreak", "hardbreak"):
                    pieces.append("\n")
                elif child.type == "image":
                    pieces.append(child.content)
                elif child.type in ("code_inline", "html_inline"):
                    pieces.append(" ")
            text = ATTR_LIST.sub("", "".join(pieces))
            out += [(token.map[0] + 1 + i, line) for i, line in enumerate(text.split("\n"))]
        return out

    def front_matter_prose(self) -> list[tuple[int, str, str]]:
        """(line, key, text) for title and description."""
        found = []
        for key in ("title", "description"):
            value = self.meta.get(key)
            if isinstance(value, str):
                number = next(
                    (
                        n
                        for n, line in enumerate(self.text.split("\n"), 1)
                        if line.startswith(f"{key}:")
                    ),
                    1,
                )
                found.append((number, key, value))
        return found

    @cached_property
    def prose_lines(self) -> list[tuple[int, str]]:
        """(line, source text) of every body line outside code and HTML blocks, dedented."""
        skip = set(range(1, self.body_line))
        for token in self.tokens:
            if token.type in ("fence", "code_block", "html_block") and token.map:
                skip.update(range(token.map[0] + 1, token.map[1] + 1))
        container_lines = {line for line, _ in self.containers}
        return [
            (n, text.strip())
            for n, text in enumerate(self.lines, 1)
            if n not in skip and n not in container_lines
        ]

    def blocks(self) -> list[Block | Example]:
        """The page in order: Markdown source between examples, and the examples."""
        out: list[Block | Example] = []
        start = self.body_line
        for example in self.examples:
            close = next(t.map[1] for t in self.fences if t.map[0] + 1 == example.line)
            out.append(Block(start, "\n".join(self.lines[start - 1 : example.line - 1])))
            out.append(example)
            start = close + 1
        out.append(Block(start, "\n".join(self.lines[start - 1 :])))
        return [b for b in out if not isinstance(b, Block) or b.markdown.strip()]


def fence_info(info: str) -> tuple[str | None, set[str]]:
    """(language, options) of a fence: ("python", {"notest"}) for "{.python notest}"."""
    info = info.strip()
    if info.startswith("{"):
        parts = info.strip("{}").split()
        classes = [p[1:] for p in parts if p.startswith(".")]
        lang = classes[0] if classes else None
        return lang, {p for p in parts if not p.startswith(".")}
    parts = info.split()
    return (parts[0] if parts else None), set(parts[1:])


@dataclass
class _Parsed:
    tokens: list
    includes: list[tuple[int, str]] = field(default_factory=list)
    containers: list[tuple[int, str]] = field(default_factory=list)


def _parse(page: Page) -> _Parsed:
    parsed = _Parsed([])
    origin: list[int] = []  # expanded line index -> page line index
    expanded: list[str] = []
    preprocessor = page.site.snippet_preprocessor
    for i, line in enumerate(page.lines):
        include = ANY_INCLUDE.match(line)
        if not include:
            origin.append(i)
            expanded.append(line)
            continue
        parsed.includes.append((i + 1, include["path"]))
        try:
            lines = preprocessor.run([line])
        except Exception as err:  # pymdownx raises SnippetMissingError, a plain Exception
            first = str(err).splitlines()[0] if str(err) else type(err).__name__
            raise SiteError(f"{page.rel}:{i + 1}: {first}") from None
        origin += [i] * len(lines)
        expanded += lines
    opened = _open_containers(expanded, parsed.containers, origin)
    tokens = page.site.markdown_it.parse("\n".join(opened))
    for token in tokens:  # page lines, not lines of the expanded text
        if token.map:
            token.map = [origin[token.map[0]], origin[max(token.map[1] - 1, 0)] + 1]
    parsed.tokens = tokens
    for token in tokens:
        if token.type == "fence" and token.nesting == 0 and not _closed(token, page.lines):
            raise SiteError(f"{page.rel}:{token.map[0] + 1}: this code fence is never closed")
    return parsed


def _closed(fence, lines: list[str]) -> bool:
    last = lines[fence.map[1] - 1].strip() if fence.map[1] - 1 < len(lines) else ""
    return bool(last) and set(last) == {fence.markup[0]} and len(last) >= len(fence.markup)


def _open_containers(
    lines: list[str], found: list[tuple[int, str]], origin: list[int]
) -> list[str]:
    """Dedent admonition and tab bodies; their title line becomes a paragraph of its title."""
    lines = list(lines)
    fence: str | None = None
    i = 0
    while i < len(lines):
        line = lines[i]
        mark = MARK_FENCE.match(line)
        if fence is None and mark:
            fence = mark["mark"]
        elif (
            fence is not None
            and line.strip().startswith(fence)
            and not line.strip().strip(fence[0])
        ):
            fence = None
        match = CONTAINER.match(line) if fence is None else None
        if match:
            rest = match["rest"] or ""
            kind = CONTAINER_KIND.match(rest)
            if match["marker"].startswith("==="):
                found.append((origin[i] + 1, "==="))
                title = rest.strip().strip('"')
            else:
                found.append((origin[i] + 1, f"{match['marker']} {kind['kind'] or ''}".strip()))
                title = kind["title"] or ""
            body = " " * (len(match["indent"]) + 4)
            j = i + 1
            while j < len(lines) and (lines[j].startswith(body) or not lines[j].strip()):
                if lines[j].strip():
                    lines[j] = lines[j][4:]
                j += 1
            lines[i] = match["indent"] + (title if title else "<!-- container -->")
            if title and i + 1 < len(lines) and lines[i + 1].strip():
                lines[i] += "\\"  # a hard break keeps the title its own line in the paragraph
        i += 1
    return lines


# --- the torch releases --------------------------------------------------------------------------


def torch_versions(root: Path = ROOT) -> tuple[str, ...]:
    """The torch releases the examples are verified on, as the sources page's example records them.

    Standard library only: the noxfile reads it too (`nox -s versions`).
    """
    import ast

    path = root / TORCH_VERSIONS[0]
    shown = shown_path(path, root)
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError) as err:
        raise SiteError(f"{shown}: cannot be read as Python ({err})") from None
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            getattr(t, "id", None) == TORCH_VERSIONS[1] for t in node.targets
        ):
            try:
                versions = ast.literal_eval(node.value)
            except ValueError:
                break
            if (
                isinstance(versions, tuple)
                and versions
                and all(isinstance(v, str) and re.fullmatch(r"\d+\.\d+\.\d+", v) for v in versions)
            ):
                return versions
            break
    raise SiteError(
        f'{shown}: write {TORCH_VERSIONS[1]} = ("2.13.0", ...), a tuple of torch releases'
    )


# --- the site ------------------------------------------------------------------------------------


class Site:
    """The site under a repository root: its config and its pages, each read once."""

    def __init__(self, root: Path = ROOT, config_file: str = "mkdocs.yml"):
        self.root = Path(root).resolve()
        self.config = load_config(self.root / config_file)
        self._pages: dict[Path, Page] = {}

    @property
    def languages(self) -> tuple[str, ...]:
        return self.config.languages

    @property
    def docs_dir(self) -> Path:
        return self.config.docs_dir

    @cached_property
    def snippet_preprocessor(self):
        import markdown

        conf = dict(self.config.extension_configs.get("pymdownx.snippets", {}))
        conf["base_path"] = self.config.snippet_base()
        md = markdown.Markdown(
            extensions=["pymdownx.snippets"], extension_configs={"pymdownx.snippets": conf}
        )
        return md.preprocessors["snippet"]

    @cached_property
    def markdown_it(self):
        from markdown_it import MarkdownIt

        return MarkdownIt("commonmark").enable("table")

    @cached_property
    def markdown(self):
        """Python-Markdown as mkdocs.yml sets it up (Pygments off: same blocks, faster)."""
        import markdown

        settings = {name: dict(conf) for name, conf in self.config.extension_configs.items()}
        if "pymdownx.snippets" in settings:
            settings["pymdownx.snippets"]["base_path"] = self.config.snippet_base()
        if "pymdownx.highlight" in settings:
            settings["pymdownx.highlight"]["use_pygments"] = False
        return markdown.Markdown(
            extensions=list(self.config.extensions), extension_configs=settings
        )

    def rendered_python_blocks(self, page: Page) -> int:
        """How many python code blocks the HTML of the page has, as the site renders it."""
        self.markdown.reset()
        html = self.markdown.convert("\n".join(page.lines))
        return len(re.findall(r'class="language-(?:python|py|python3)\b', html))

    @cached_property
    def torch_versions(self) -> tuple[str, ...]:
        return torch_versions(self.root)

    def page(self, path: Path | str) -> Page:
        path = Path(path)
        path = (path if path.is_absolute() else self.root / path).resolve()
        if path not in self._pages:
            lang, slug = self.locate(path)
            self._pages[path] = Page(self, lang, slug, path)
        return self._pages[path]

    def locate(self, path: Path) -> tuple[str, str]:
        """(language, slug) of a page file; a file outside docs/<lang>/ is in the default one."""
        for lang in self.languages:
            folder = (self.docs_dir / lang).resolve()
            if path.is_relative_to(folder):
                return lang, path.relative_to(folder).as_posix()
        return self.config.default_language, path.name

    def files(self, lang: str) -> dict[str, Path]:
        """slug -> file, for every Markdown page of one language."""
        folder = self.docs_dir / lang
        if not folder.is_dir():
            return {}
        return {p.relative_to(folder).as_posix(): p for p in sorted(folder.rglob("*.md"))}

    def pages(self, lang: str) -> list[Page]:
        return [self.page(path) for path in self.files(lang).values()]

    def all_pages(self) -> list[Page]:
        return [page for lang in self.languages for page in self.pages(lang)]

    def pairs(self) -> list[tuple[Page, ...]]:
        """The pages that exist in every language, as (default language, other, ...)."""
        files = [self.files(lang) for lang in self.languages]
        slugs = sorted(set.intersection(*(set(f) for f in files))) if files else []
        return [tuple(self.page(f[slug]) for f in files) for slug in slugs]


def shown_path(path: Path, root: Path) -> str:
    """A path as messages show it: relative to the repository root where it is inside it."""
    path = Path(path).resolve()
    return path.relative_to(root).as_posix() if path.is_relative_to(root) else path.as_posix()
