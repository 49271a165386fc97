"""A page's examples as a runnable Python script and a Jupyter notebook (the page's downloads).

    python scripts/downloads.py check-site SITE_DIR [--docs docs]

Pure functions: `read_page` takes a page's Markdown (front matter and body) and the repository root
and returns its headings and examples in page order; `python_script` and `notebook` turn that into
the two downloads. The MkDocs hook `scripts/mkdocs_downloads_hook.py` writes them next to each built
page; `check-site` (run by `nox -s docs`) checks that every page with examples got both files.

The script is in the "percent" format that VS Code, PyCharm, Spyder and jupytext read as cells:
`# %% [markdown]` cells carry the headings, `# %%` cells the examples, each example's code exactly
as the page shows it, `#>` output lines included. Two kinds of example are adapted so that the
script runs to the end on any machine:

- an example that needs CUDA (fence option `fixture:cuda`) runs under
  `if torch.cuda.is_available():`, its code indented one level, and prints a line saying it was
  skipped otherwise (commenting it out would leave code that nobody ever runs);
- an example that demonstrates an error (its last `#>` line is `SomeError: ...`, see
  CONTRIBUTING.md) has the statement that raises, and anything after it, wrapped in
  `try: ... except SomeError as error: print(...)`, so the error is printed and the script goes on.

The examples run one after another in one namespace. Each is self-contained (it imports and builds
everything it uses), so none depends on what an earlier one left behind.

The notebook (nbformat v4) has one markdown cell per heading, in the page's language, and one code
cell per example holding the snippet's code exactly. Cells that raise on purpose carry the
`raises-exception` tag that Jupyter's and nbconvert's "run all" honour; a CUDA example is preceded
by a one-line note and tagged `needs-cuda`.
"""

from __future__ import annotations

import argparse
import ast
import builtins
import io
import re
import sys
import tokenize
from dataclasses import dataclass, field
from pathlib import Path

import nbformat

if not __package__:  # run as `python scripts/downloads.py`: make `scripts` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scripts import pages  # noqa: E402
from scripts.pages import EXAMPLE_INCLUDE, PYTHON_LANGS, fence_lang, fence_options  # noqa: E402

SHOWN = re.compile(r"^\s*#>")
SHOWN_ERROR = re.compile(r"^\s*#>\s*(?P<type>[A-Za-z_]\w*)(?::\s|$)")
CELL_ID = re.compile(r"[^A-Za-z0-9_-]+")
INDENT = "    "

LABELS = {
    "en": {
        "source": "Generated from {page} and its snippets ({snippets}); do not edit.",
        "runs": "Run it with `python {name}`; `#>` lines show what the line above them prints.",
        "needs_cuda": "Needs CUDA: on a machine without a GPU this example is skipped.",
        "skipped": "skipped: this example needs CUDA, and torch.cuda.is_available() is False",
        "raises": "The page shows this error; it is printed here so that the script goes on.",
        "not_run": "Not run by the page's checks, so left out of the script:",
        "notebook_cuda": "*This example needs CUDA: it fails on a machine without a GPU.*",
        "page": "Examples of the page: ",
    },
    "zh": {
        "source": "由 {page} 及其引用的代码片段（{snippets}）生成，请勿手工修改。",
        "runs": "用 `python {name}` 运行；`#>` 行是上一行打印的内容。",
        "needs_cuda": "需要 CUDA：在没有 GPU 的机器上跳过这个例子。",
        "skipped": "skipped: this example needs CUDA, and torch.cuda.is_available() is False",
        "raises": "页面展示的就是这个错误；这里把它打印出来，让脚本继续运行。",
        "not_run": "页面的检查不运行这个例子，脚本里也不运行：",
        "notebook_cuda": "*这个例子需要 CUDA：在没有 GPU 的机器上会报错。*",
        "page": "页面示例：",
    },
}


class DownloadError(Exception):
    """A page cannot be turned into downloads; the message names the page and line."""


class Heading(pages.Heading):
    """A heading as scripts/pages.py reads it (line, level, text without `{ #id }`, id)."""

    @property
    def markdown(self) -> str:
        return f"{'#' * self.level} {self.text}"


@dataclass
class Example:
    line: int  # 1-based line of the opening fence in the page file
    code: str  # what the page shows, ending in one newline
    snippet: str | None  # the included file, relative to the repository root
    options: set[str] = field(default_factory=set)

    @property
    def needs_cuda(self) -> bool:
        return "fixture:cuda" in self.options

    @property
    def not_run(self) -> bool:
        return "notest" in self.options

    @property
    def label(self) -> str:
        return self.snippet or f"line {self.line}"


@dataclass
class PageExamples:
    source: str  # the page file, for messages and the generated header
    lang: str
    title: str
    blocks: list[Heading | Example]

    @property
    def examples(self) -> list[Example]:
        return [b for b in self.blocks if isinstance(b, Example)]

    @property
    def headings(self) -> list[Heading]:
        return [b for b in self.blocks if isinstance(b, Heading)]

    @property
    def labels(self) -> dict[str, str]:
        return LABELS.get(self.lang, LABELS["en"])


# --- reading a page ------------------------------------------------------------------------------


def _example(fence: pages.Fence, root: Path, source: str) -> Example:
    """A python fence as an example: its code, or the file it includes if that is all it holds."""
    lines = [text for text in fence.code.split("\n") if text.strip()]
    include = EXAMPLE_INCLUDE.match(lines[0]) if len(lines) == 1 else None
    if include:
        snippet = include["path"]
        path = root / snippet
        if not path.is_file():
            where = f"{source}:{fence.line + 1}"
            raise DownloadError(f"{where}: included file {snippet} does not exist")
        code = path.read_text(encoding="utf-8")
    else:
        snippet = None
        code = fence.code
    return Example(fence.line, code.rstrip("\n") + "\n", snippet, fence_options(fence.info))


def read_page(text: str, root: Path, *, lang: str, source: str = "<page>") -> PageExamples:
    """The headings and python examples of a page, in page order (snippet includes read).

    The page is read by scripts/pages.py, as the bilingual checks read it: front matter, headings
    outside fences, fences at any indentation (inside admonitions and tabs too).
    """
    try:
        page = pages.page_from_text(text, path=Path(source), rel=source, lang=lang)
    except ValueError:  # python-frontmatter cannot split a front matter without a closing ---
        raise DownloadError(f"{source}:1: the front matter has no closing --- line") from None
    fences = pages.fences(page)
    if page.lines[-1].role in ("open", "code"):  # pages.fences() runs an open fence to the end
        raise DownloadError(f"{source}:{fences[-1].line}: a code fence is never closed")
    blocks: list[Heading | Example] = [
        _example(fence, root, source) for fence in fences if fence_lang(fence.info) in PYTHON_LANGS
    ]
    blocks += [Heading(h.line, h.level, h.text, h.id) for h in pages.headings(page)]
    blocks.sort(key=lambda block: block.line)
    first_heading = next((b.text for b in blocks if isinstance(b, Heading)), "")
    title = str(page.meta.get("title") or first_heading)
    return PageExamples(source, lang, title, blocks)


# --- the script ----------------------------------------------------------------------------------


def expected_error(code: str) -> str | None:
    """The error type an example shows as its last `#>` line (`RuntimeError: ...`), if any."""
    shown = [line for line in code.splitlines() if SHOWN.match(line)]
    match = SHOWN_ERROR.match(shown[-1]) if shown else None
    if not match:
        return None
    name = match["type"]
    error = getattr(builtins, name, None)
    if isinstance(error, type) and issubclass(error, BaseException):
        return name
    return "Exception" if name.endswith(("Error", "Exception")) else None


def _string_continuations(code: str) -> set[int]:
    """1-based lines that start inside a multi-line string (indenting them would change it)."""
    inside: set[int] = set()
    for token in tokenize.generate_tokens(io.StringIO(code).readline):
        if token.type == tokenize.STRING or token.type == getattr(tokenize, "FSTRING_MIDDLE", -1):
            inside.update(range(token.start[0] + 1, token.end[0] + 1))
    return inside


def indent(code: str, levels: int = 1) -> str:
    """Indent every line of `code`, except blank lines and lines inside multi-line strings."""
    keep = _string_continuations(code)
    out = []
    for number, line in enumerate(code.splitlines(), start=1):
        out.append(line if number in keep or not line.strip() else INDENT * levels + line)
    return "\n".join(out) + "\n"


def _raising_statement_line(code: str) -> int:
    """1-based line of the top-level statement that raises the example's shown error.

    The error is shown right after that statement (CONTRIBUTING.md), so it is the last top-level
    statement that starts before the last `#>` line.
    """
    lines = code.splitlines()
    error_line = max(i for i, line in enumerate(lines, start=1) if SHOWN.match(line))
    starts = [node.lineno for node in ast.parse(code).body if node.lineno < error_line]
    if not starts:
        raise DownloadError("an expected error is shown before any statement")
    start = starts[-1]
    # Comments right above the statement belong to it.
    while (
        start > 1
        and lines[start - 2].lstrip().startswith("#")
        and not SHOWN.match(lines[start - 2])
    ):
        start -= 1
    return start


def wrap_expected_error(code: str, error: str, note: str) -> str:
    """`code` with its raising statement, and what follows it, inside `try`/`except error`."""
    start = _raising_statement_line(code)
    lines = code.splitlines(keepends=True)
    before, raising = "".join(lines[: start - 1]), "".join(lines[start - 1 :])
    handler = f'except {error} as error:\n{INDENT}print(f"{{type(error).__name__}}: {{error}}")\n'
    return f"{before}# {note}\ntry:\n{indent(raising)}{handler}"


def script_code(example: Example, labels: dict[str, str]) -> str:
    """The example's code as the script runs it (see the module docstring)."""
    code = example.code
    if example.not_run:
        commented = "".join(f"# {line}".rstrip() + "\n" for line in code.splitlines())
        return f"# {labels['not_run']}\n{commented}"
    error = expected_error(code)
    if error:
        code = wrap_expected_error(code, error, labels["raises"])
    if example.needs_cuda:
        code = (
            f"# {labels['needs_cuda']}\n"
            "import torch\n\n"
            "if torch.cuda.is_available():\n"
            f"{indent(code)}"
            "else:\n"
            f'{INDENT}print("{labels["skipped"]}")\n'
        )
    return code


def _snippet_dirs(page: PageExamples) -> str:
    dirs = sorted({str(Path(e.snippet).parent) + "/" for e in page.examples if e.snippet})
    return ", ".join(dirs) or "-"


def python_script(page: PageExamples, url: str, name: str = "examples.py") -> str:
    """The page's examples as one runnable script (percent format, see the module docstring)."""
    labels = page.labels
    header = [
        f"# {page.title}",
        f"# {labels['page']}{url}",
        "# " + labels["source"].format(page=page.source, snippets=_snippet_dirs(page)),
        "# " + labels["runs"].format(name=name),
    ]
    parts = ["\n".join(header) + "\n"]
    for block in page.blocks:
        if isinstance(block, Heading):
            parts.append(f"# %% [markdown]\n# {block.markdown}\n")
        else:
            parts.append(f"# %% {block.label}\n{script_code(block, labels)}")
    return "\n\n".join(parts)


# --- the notebook --------------------------------------------------------------------------------


def _cell_id(wanted: str, used: set[str]) -> str:
    base = CELL_ID.sub("-", wanted).strip("-")[:56] or "cell"
    cell_id, n = base, 1
    while cell_id in used:
        n += 1
        cell_id = f"{base}-{n}"
    used.add(cell_id)
    return cell_id


def notebook(page: PageExamples, url: str) -> nbformat.NotebookNode:
    """The page as a notebook: a markdown cell per heading, a code cell per example."""
    labels = page.labels
    used: set[str] = set()
    cells = []
    note = f"{labels['page']}{url}  \n" + labels["source"].format(
        page=page.source, snippets=_snippet_dirs(page)
    )
    for i, block in enumerate(page.blocks):
        if isinstance(block, Heading):
            source = block.markdown if i else f"{block.markdown}\n\n{note}"
            cell = nbformat.v4.new_markdown_cell(source)
            cell.id = _cell_id(block.id or block.text, used)
            cells.append(cell)
            continue
        if block.needs_cuda:
            cell = nbformat.v4.new_markdown_cell(labels["notebook_cuda"])
            cell.id = _cell_id(f"{Path(block.label).stem}-note", used)
            cells.append(cell)
        cell = nbformat.v4.new_code_cell(block.code.rstrip("\n"))
        cell.id = _cell_id(Path(block.label).stem, used)
        if expected_error(block.code):
            cell.metadata["tags"] = ["raises-exception"]
        if block.needs_cuda:
            cell.metadata["tags"] = [*cell.metadata.get("tags", []), "needs-cuda"]
        cells.append(cell)
    if not isinstance(page.blocks[0] if page.blocks else None, Heading):
        cell = nbformat.v4.new_markdown_cell(f"# {page.title}\n\n{note}")
        cell.id = _cell_id("title", used)
        cells.insert(0, cell)
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def notebook_json(page: PageExamples, url: str) -> str:
    return nbformat.writes(notebook(page, url)) + "\n"


# --- file names and the built-site check ---------------------------------------------------------


def download_names(page_file: str) -> tuple[str, str]:
    """File names of a page's script and notebook: `saved-reference.md` -> `saved-reference.py`."""
    stem = Path(page_file).stem
    return f"{stem}.py", f"{stem}.ipynb"


def check_site(site: Path, docs: Path, root: Path) -> list[str]:
    """Problems with the downloads of a built site; docs/en/ is the default language (site root)."""
    problems = []
    langs = sorted((p.name for p in docs.iterdir() if p.is_dir()), key=lambda n: (n != "en", n))
    for lang in langs:
        for path in sorted((docs / lang).rglob("*.md")):
            rel = path.relative_to(docs / lang)
            page = read_page(path.read_text(encoding="utf-8"), root, lang=lang, source=str(path))
            out = site / ("" if lang == "en" else lang)
            out = out / (rel.parent if rel.stem == "index" else rel.with_suffix(""))
            script, nb = (out / name for name in download_names(rel.name))
            if not (out / "index.html").is_file():
                problems.append(f"{out / 'index.html'}: not built (is {site} a built site?)")
                continue
            html = (out / "index.html").read_text(encoding="utf-8")
            if not page.examples:
                extra = [p for p in (script, nb) if p.exists()]
                problems += [f"{p}: {path} has no examples, but this file was built" for p in extra]
                if "data-downloads" in html:
                    problems.append(f"{out / 'index.html'}: shows download links without examples")
                continue
            for built in (script, nb):
                if not built.is_file():
                    problems.append(f"{built}: missing (the download of {path})")
                elif f'href="{built.name}"' not in html:
                    problems.append(f"{out / 'index.html'}: no link to {built.name}")
            if nb.is_file():
                try:
                    nbformat.validate(nbformat.reads(nb.read_text(encoding="utf-8"), as_version=4))
                except Exception as err:  # nbformat raises several error types
                    problems.append(f"{nb}: not a valid notebook: {str(err).splitlines()[0]}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check-site", help="check the downloads of a built site")
    check.add_argument("site", type=Path)
    check.add_argument("--docs", type=Path, default=Path("docs"))
    args = parser.parse_args(argv)
    problems = check_site(args.site, args.docs, Path.cwd())
    for problem in problems:
        print(problem)
    if not problems:
        print(f"downloads: every page with examples has its script and notebook in {args.site}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
