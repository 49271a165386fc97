"""What an example is, written once: a python fence that includes one snippet (`fence_problems`,
`Example`), the snippet that runs (`Snippet`), its `#>` lines, declared error and warnings
(`Shown`), and its comments in each language (`Comment`, `Snippet.rendered`; a docstring's
translation goes inside its quotes). The rules: CONTRIBUTING.md, "Including an example" and
"Writing an example".
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from docsite.text import INCLUDE, IS_CJK_IDEOGRAPH, display_width

from .languages import Language, code_language, comment_markers, profile
from .markdown import fence_info
from .shown import MARK, WIDTH, Shown, error_name, is_mark, matches, shown, warning_name

if TYPE_CHECKING:
    from collections.abc import Iterator

    from .page import Page

# The options a python fence may carry, in brace form: {.python fixture:cuda}.
FENCE_OPTIONS = {
    "notest": "not run; the line above the fence says why: <!-- notest: why -->",
    "fixture:cuda": "needs CUDA: skipped on the CPU, run by `nox -s cuda`",
    "fixture:cpu": "about CPU tensors by nature: stays on the CPU under `nox -s cuda`",
}
NOTEST_REASON = re.compile(r"^\s*<!--\s*notest:\s*\S.*-->\s*$")


def fence_problems(page: Page) -> list[str]:
    """`page:line: what to fix`, for every rule each python fence of the page breaks."""
    problems = []
    for fence in page.python_fences:
        open_line = fence.map[0] + 1
        where = f"{page.rel}:{open_line}"
        info = fence.info.strip()
        lang, options = fence_info(info)
        if not info.startswith("{") and options:
            problems.append(
                f"{where}: write fence options in brace form, "
                f"{{.{lang} {' '.join(sorted(options))}}}, not '{info}'"
            )
        for option in sorted(options - FENCE_OPTIONS.keys()):
            problems.append(
                f"{where}: unknown fence option '{option}': use one of " + ", ".join(FENCE_OPTIONS)
            )
        inside = page.fence_lines(fence)
        if len(inside) != 1 or not INCLUDE.fullmatch(inside[0][1].strip()):
            folder = Path(page.slug).with_suffix("").as_posix().replace("-", "_")
            problems.append(
                f"{where}: a python fence holds exactly one line, "
                f'--8<-- "snippets/{folder}/<what_it_shows>.py"; move the code into that file'
            )
        above = page.lines[open_line - 2] if open_line > 1 else ""
        if "notest" in options and not NOTEST_REASON.match(above):
            problems.append(f"{where}: a notest fence needs '<!-- notest: why -->' right above it")
    return problems


# --- comments in each language ---------------------------------------------------------------


class Translation(NamedTuple):
    line: int
    column: int
    text: str  # after the marker
    lang: str
    marker: str  # as written


@dataclass(frozen=True)
class Comment:
    """A comment in the code's own language (a run of full-line comments, or one trailing a line
    of code) and the lines right under it that translate it (a profile's marker)."""

    line: int
    last: int  # the run's last line
    column: int  # where its `#` is
    trailing: bool
    translations: tuple[Translation, ...]
    docstring: bool = False

    def translated(self, lang: str) -> list[Translation]:
        return [t for t in self.translations if t.lang == lang]


@dataclass(frozen=True)
class _Token:
    line: int
    column: int
    text: str
    own_line: bool  # nothing but blanks before it
    end: int  # its last line (a docstring's can be a later one)
    docstring: bool = False

    @property
    def lang(self) -> str | None:
        """The language this comment line translates into, by its marker however spaced."""
        squeezed, markers = self.text.replace(" ", "").lower(), comment_markers().items()
        return next((lang for m, lang in markers if squeezed.startswith(m.replace(" ", ""))), None)

    @property
    def marker(self) -> str:
        """The translation marker this comment line starts with, as written (`# zh:`, `#zh:`)."""
        return self.text[: self.text.index(":") + 1] if self.lang else ""


# Comments for tools, not readers, so never translated: a pragma (noqa, type: ignore, ...) and, on
# line 1 or 2, a coding cookie (PEP 263), which the comments check says to delete.
PRAGMA = re.compile(r"#\s*(?:noqa\b|type:\s*ignore\b|pragma:|fmt:|ruff:|pylint:|mypy:|isort:)")
CODING_COOKIE = re.compile(r"#.*?coding[:=][ \t]*[-\w.]+")


def _for_tools(comment: str, line: int) -> bool:
    return bool(PRAGMA.match(comment) or line <= 2 and CODING_COOKIE.match(comment))


def _comment_tokens(text: str, tree: ast.Module | None) -> list[_Token]:
    found = _docstrings(tree) if tree else []
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT and not _for_tools(token.string, token.start[0]):
                column = token.start[1]
                own = not token.line[:column].strip()
                found.append(_Token(token.start[0], column, token.string, own, token.start[0]))
    except (tokenize.TokenError, SyntaxError):
        pass  # code that does not parse: the comments up to where it stops
    return sorted(found, key=lambda token: (token.line, token.column))


def _docstrings(tree: ast.Module) -> list[_Token]:
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef)
    nodes = [n for n in ast.walk(tree) if isinstance(n, kinds)]
    found = [n.body[0] for n in nodes if ast.get_docstring(n) is not None]
    return [_Token(s.lineno, s.col_offset, '"""', True, s.end_lineno or 0, True) for s in found]


def _read_comments(tokens: list[_Token]) -> tuple[list[Comment], list[_Token]]:
    """The comments with their translations; the translation lines that follow no comment."""
    comments: list[Comment] = []
    orphans: list[_Token] = []
    i = 0
    while i < len(tokens):
        first = tokens[i]
        if first.text.startswith(MARK):
            i += 1
            continue
        if first.lang:
            orphans.append(first)
            i += 1
            continue
        j = i
        while first.own_line and not first.docstring and j + 1 < len(tokens):
            after = tokens[j + 1]
            own_language = not (after.text.startswith(MARK) or after.lang or after.docstring)
            below = after.line == tokens[j].line + 1 and after.column == first.column
            if not (own_language and after.own_line and below):
                break
            j += 1
        translations = []
        while j + 1 < len(tokens):
            after = tokens[j + 1]
            lang = after.lang
            if not (after.own_line and lang) or after.line != tokens[j].end + 1:
                break
            text = after.text[len(after.marker) :].strip()
            translations.append(Translation(after.line, after.column, text, lang, after.marker))
            j += 1
        last, trailing = tokens[j - len(translations)].end, not first.own_line
        comments.append(
            Comment(first.line, last, first.column, trailing, tuple(translations), first.docstring)
        )
        i = j + 1
    return comments, orphans


# --- the snippet ------------------------------------------------------------------------------


def _statements(body: list) -> Iterator[ast.stmt]:
    """The statements of a body and, after each, those of its own bodies (no expression holds
    one: a tenth of the nodes `ast.walk` visits)."""
    for node in body:
        if isinstance(node, ast.stmt):
            yield node
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            inner = getattr(node, field, [])
            yield from _statements(inner if isinstance(inner, list) else [])


def _spans(node: ast.stmt, line: int) -> bool:
    return node.lineno <= line <= (node.end_lineno or node.lineno)


@dataclass(frozen=True, eq=False)
class Snippet:
    """A snippet file: the code that runs, what it shows, and its comments in each language."""

    path: str  # as the page includes it: relative to the repository root
    text: str

    @cached_property
    def lines(self) -> list[str]:
        return self.text.splitlines()

    @cached_property
    def shown(self) -> list[Shown]:
        return shown(self.text)

    @cached_property
    def tree(self) -> ast.Module | None:
        """The syntax tree; None for code that does not parse (the run says why)."""
        try:
            return ast.parse(self.text)
        except SyntaxError:
            return None

    @cached_property
    def statements(self) -> list[ast.stmt]:
        """Every statement, each before those inside it; none for code that does not parse."""
        return list(_statements(self.tree.body)) if self.tree else []

    def innermost_statement(self, line: int) -> ast.stmt | None:
        """The innermost statement that spans `line`."""
        spanning = [node for node in self.statements if _spans(node, line)]
        return max(reversed(spanning), key=lambda node: node.lineno, default=None)

    def statement_above(self, block: Shown) -> ast.stmt | None:
        """The statement a shown line is written under: the one ending on the code line above it
        (comment lines between them skipped; at the `#>` line's indentation if several end
        there, else the innermost)."""
        code = [n for n in range(1, block.line) if self.lines[n - 1].strip()[:1] not in ("", "#")]
        ending = [node for node in self.statements if node.end_lineno == (code[-1] if code else 0)]
        same_indent = [node for node in ending if node.col_offset == len(block.indent)]
        return max(same_indent or ending, key=lambda node: node.lineno, default=None)

    def placed(self, block: Shown, source: int) -> bool:
        """Whether `block` is under a statement that spans line `source`, the line that printed
        (0: printed from outside the snippet, so anywhere will do)."""
        statement = self.statement_above(block)
        return not source or (statement is not None and _spans(statement, source))

    @cached_property
    def declared_error(self) -> str | None:
        """The error type the last shown line declares, if it names one."""
        return error_name(self.shown[-1].text) if self.shown else None

    @cached_property
    def declared_warnings(self) -> list[Shown]:
        """The shown lines that declare a warning (`UserWarning: ...`), each under the statement
        that emits it."""
        return [block for block in self.shown if warning_name(block.text)]

    @property
    def declared(self) -> list[Shown]:
        """The shown lines that declare a warning or the error, in order."""
        return [*self.declared_warnings, *(self.shown[-1:] if self.declared_error else [])]

    def declares_warning(self, line: int, text: str) -> bool:
        """Whether a warning that line `line` emitted (`text`: `UserWarning: ...`) is one the
        snippet declares: a declared warning of its category shows its type alone, or a text it
        matches, or is shown under that statement (its message may still differ)."""
        name = warning_name(text)
        return any(
            warning_name(block.text) == name
            and (block.text == name or matches(block.text, text) or self.placed(block, line))
            for block in self.declared_warnings
        )

    def error_block_start(self) -> int:
        """The first line of what a script wraps to catch the declared error: the top-level
        statement holding the statement it is shown under, with the comments right above it."""
        statement = self.statement_above(self.shown[-1]) if self.declared_error else None
        if statement is None:
            return 0
        start = min(
            node.lineno
            for node in self.statements
            if node.col_offset == 0 and _spans(node, statement.lineno)
        )
        while start > 1 and self.lines[start - 2].lstrip().startswith("#"):
            if is_mark(self.lines[start - 2]):
                break
            start -= 1
        return start

    # --- comments ---

    @cached_property
    def _comments(self) -> tuple[list[Comment], list[_Token]]:
        return _read_comments(_comment_tokens(self.text, self.tree))

    @property
    def comments(self) -> list[Comment]:
        return self._comments[0]

    def rendered(self, lang: str) -> list[tuple[int, str]]:
        """(snippet line, text) of each line a page in `lang` shows: the code's own comments, or
        their translations into `lang` in their place (the comment itself where there is none);
        no other language's translation lines."""
        skipped = {t.line for c in self.comments for t in c.translations}
        skipped |= {token.line for token in self._comments[1]}
        instead: dict[int, list[str]] = {}
        for comment in self.comments:
            if not (translated := comment.translated(lang)):
                continue
            line = self.lines[comment.line - 1]
            if comment.trailing:
                instead[comment.line] = [f"{line[: comment.column]}# {translated[0].text}"]
                continue
            indent, texts = line[: comment.column], [f"# {t.text}" for t in translated]
            if comment.docstring:  # the translation between the docstring's quotes
                texts = ('"""' + "\n".join(t[2:] for t in texts) + '"""').split("\n")
            instead[comment.line] = [f"{indent}{text}".rstrip() for text in texts]
            instead.update((n, []) for n in range(comment.line + 1, comment.last + 1))
        out = []
        for number, line in enumerate(self.lines, start=1):
            if number in instead:
                out += [(number, text) for text in instead[number]]
            elif number not in skipped:
                out.append((number, line))
        return out

    def code(self, lang: str) -> str:
        return "".join(f"{text}\n" for _, text in self.rendered(lang))

    def comment_texts(self, lang: str) -> list[str]:
        """The comments as a page in `lang` shows them (a translation stamp hashes them)."""
        found = []
        for comment in self.comments:
            if translated := comment.translated(lang):
                found += [t.text for t in translated]
            else:
                lines = self.lines[comment.line - 1 : comment.last]
                found += [line[comment.column :] for line in lines]
        return found

    def comment_problems(self, languages: tuple[str, ...]) -> list[str]:
        """`snippet:line: what to fix` for each comment without its translation into one of
        `languages`, each translation line out of place, and each line wider than a code block
        in some language."""
        problems = []
        for lang in (lang for lang in languages if profile(lang).comment_marker):
            for comment in self.comments:
                problems += self._translation_problems(comment, profile(lang))
        for token in self._comments[1]:
            problems.append(
                f"{self.path}:{token.line}: this '{profile(token.lang or '').comment_marker}' line "
                f"follows no {code_language().name} comment; put it right under the comment it "
                "translates"
            )
        for lang in languages:
            for number, text in self.rendered(lang):
                width = display_width(text)
                if width > WIDTH:
                    problems.append(
                        f"{self.path}:{number}: {width} columns on the {profile(lang).name} pages "
                        f"(a Chinese character takes 2); keep each line within {WIDTH}"
                    )
        return sorted(set(problems), key=lambda p: int(p.split(":")[1]))

    def _translation_problems(self, comment: Comment, lang: Language) -> list[str]:
        marker, translated = lang.comment_marker, comment.translated(lang.code)
        if not translated:
            what = "docstring" if comment.docstring else "comment"
            return [
                f"{self.path}:{comment.line}: this {what} has no {lang.name}: put it on a "
                f"'{marker} ...' line right under the {what}"
            ]
        problems = []
        if comment.trailing and len(translated) > 1:
            problems.append(
                f"{self.path}:{translated[1].line}: a comment after code takes exactly one "
                f"'{marker}' line; join these into one"
            )
        code = self.lines[comment.line - 1]
        indent = len(code) - len(code.lstrip()) if comment.trailing else comment.column
        for line, column, text, _, written in translated:
            if written != marker:
                problems.append(f"{self.path}:{line}: write '{marker}', not '{written}'")
            if column != indent:
                problems.append(
                    f"{self.path}:{line}: indent this '{marker}' line by {indent} spaces, like the "
                    + ("code line above it" if comment.trailing else "comment it translates")
                )
            if not text:
                problems.append(f"{self.path}:{line}: write the {lang.name} after '{marker}'")
        if lang.cjk and all(t.text and not IS_CJK_IDEOGRAPH.search(t.text) for t in translated):
            problems.append(
                f"{self.path}:{translated[0].line}: this '{marker}' comment has no {lang.name} "
                f"in it; say it in {lang.name} (code and names may stay as they are)"
            )
        return problems


# --- the example ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Example:
    """A python fence of a page: the snippet it includes, shown in the page's language."""

    page: str  # the page file, relative to the repository root
    lang: str
    line: int  # 1-based line of the opening fence in the page file
    end: int  # 1-based line of the closing fence
    include: int  # 1-based line of the include inside
    source: Snippet  # what runs
    options: frozenset[str]

    @property
    def snippet_path(self) -> str:
        """The included file, relative to the repository root."""
        return self.source.path

    @property
    def rendered(self) -> list[tuple[int, str]]:
        return self.source.rendered(self.lang)

    @property
    def code(self) -> str:
        """What the page shows, in its language (the copy button, the downloads)."""
        return self.source.code(self.lang)

    @property
    def name(self) -> str:
        return Path(self.snippet_path).stem

    @property
    def needs_cuda(self) -> bool:
        return "fixture:cuda" in self.options

    @property
    def stays_on_cpu(self) -> bool:
        return "fixture:cpu" in self.options

    @property
    def not_run(self) -> bool:
        return "notest" in self.options

    def at(self, line: int) -> str:
        """A line of the snippet, as every message names it."""
        return f"{self.snippet_path}:{line} (included by {self.page}:{self.line})"
