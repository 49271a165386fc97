"""A page's examples as a runnable percent-format script, and the page as a Jupyter notebook, from
the site model; the docsite plugin writes both next to each built page. How each is made to run to
the end on any machine: CONTRIBUTING.md, "Where things live" (a page's downloads)."""

from __future__ import annotations

import builtins
import contextlib
import io
import re
import sys
import tokenize
import warnings
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING
from urllib.parse import urljoin

from docsite.model import Example, Heading, Page
from docsite.model.prose import comment_lines, link_targets, paragraph_of
from docsite.model.shown import warning_name
from docsite.text import ATTR_LIST, CJK_BREAK, IS_CJK

if TYPE_CHECKING:  # imported where a notebook is made: running a page's script needs no nbformat
    import nbformat

CELL_ID = re.compile(r"[^A-Za-z0-9_-]+")
# What a reader does not see at either end of a line: emphasis marks, a link's brackets and address.
UNSEEN_START, UNSEEN_END = re.compile(r"^(?:[*_]+|!?\[)+"), re.compile(r"(?:[*_]|\]\([^()]*\))+$")
INDENT = "    "


def labels(page: Page) -> dict[str, str]:
    """What the downloads say of themselves, in the page's language (mkdocs.yml's labels)."""
    return page.site.config.labels(page.lang)["downloads"]


def title(page: Page) -> str:
    return str(page.meta.get("title") or next((h.text for h in page.headings), page.slug))


# --- the script ----------------------------------------------------------------------------------


def _string_continuations(code: str) -> set[int]:
    """1-based lines that start inside a multi-line string (indenting them would change it)."""
    inside: set[int] = set()
    with contextlib.suppress(tokenize.TokenError, SyntaxError):  # code that does not parse
        for token in tokenize.generate_tokens(io.StringIO(code).readline):
            if token.type in (tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", -1)):
                inside.update(range(token.start[0] + 1, token.end[0] + 1))
    return inside


def indent(code: str) -> str:
    """Indent every line of `code`, except blank lines and lines inside multi-line strings."""
    keep, lines = _string_continuations(code), enumerate(code.splitlines(), start=1)
    return "".join(f"{t}\n" if n in keep or not t.strip() else f"{INDENT}{t}\n" for n, t in lines)


def caught(example: Example) -> str | None:
    """What a script's `except` names for the error the example declares: its type where Python
    knows it by name, else `Exception` (a library's error, `torch.OutOfMemoryError`)."""
    if (name := example.source.declared_error) is None:
        return None
    return name if isinstance(getattr(builtins, name, None), type) else "Exception"


def wrap_expected_error(example: Example, note: str) -> str:
    """The example's code with the top-level statement that raises its declared error, and what
    follows it, inside `try`/`except` (`Snippet.error_block_start`)."""
    start = example.source.error_block_start()
    lines = example.rendered
    split = next((i for i, (number, _) in enumerate(lines) if number >= start), len(lines))
    before = "".join(f"{text}\n" for _, text in lines[:split])
    raising = "".join(f"{text}\n" for _, text in lines[split:])
    shown = 'print(f"{type(error).__name__}: {error}")'
    handler = f"except {caught(example)} as error:\n{INDENT}{shown}\n"
    return f"{before}# {note}\ntry:\n{indent(raising)}{handler}"


def script_code(example: Example, words: dict[str, str]) -> str:
    """The example's code as the script runs it (see the module docstring)."""
    code = example.code
    if example.not_run:
        commented = "".join(f"# {line}".rstrip() + "\n" for line in code.splitlines())
        return f"# {words['not_run']}\n{commented}"
    if example.source.declared_error:
        code = wrap_expected_error(example, words["raises"])
    if example.needs_cuda:
        code = f"# {words['needs_cuda']}\n{cuda_guarded(code, words)}"
    return code


def cuda_guarded(code: str, words: dict[str, str]) -> str:
    """A CUDA example, run only where CUDA is; elsewhere it prints, in the page's language, that
    it was skipped (the script and the notebook both, so "Run all" finishes on a CPU)."""
    skipped = f'{INDENT}print("{words["skipped"]}")\n'
    return f"import torch\n\nif torch.cuda.is_available():\n{indent(code)}else:\n{skipped}"


def _snippet_dirs(page: Page) -> str:
    dirs = sorted({str(PurePosixPath(e.snippet_path).parent) + "/" for e in page.examples})
    return ", ".join(dirs) or "-"


def python_script(page: Page, url: str, name: str = "examples.py") -> str:
    """The page's examples as one runnable script (percent format, see the module docstring)."""
    words = labels(page)
    header = [
        f"# {title(page)}",
        f"# {words['page']}{url}",
        "# " + words["source"].format(page=page.rel, snippets=_snippet_dirs(page)),
        "# " + words["runs"].format(name=name),
    ]
    parts = ["\n".join(header) + "\n"]
    blocks: list[Heading | Example] = [*page.headings, *page.examples]
    for block in sorted(blocks, key=lambda block: block.line):
        if isinstance(block, Example):
            parts.append(f"# %% {block.snippet_path}\n{script_code(block, words)}")
        else:
            parts.append(f"# %% [markdown]\n# {'#' * block.level} {block.text}\n")
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


def page_url(page: Page, site_url: str) -> str:
    """The address of a built page on the site."""
    return urljoin(site_url, page.url_path)


def absolute_link(target: str, base: str, index: bool) -> str:
    """`target`, a link of the page built at `base`: a page's Markdown links are relative to its
    language's folder, which is `base` itself for a home page (`zh/`), and above it for the others
    (`zh/leaf-tensors/`)."""
    if re.match(r"^[a-z]+:", target):
        return target
    if target.startswith("#"):  # a section of this page: Jupyter's own anchors differ
        return base + target
    path, _, anchor = target.partition("#")
    if path.endswith(".md"):
        path = "" if PurePosixPath(path).stem == "index" else path[: -len(".md")] + "/"
    url = urljoin(base, ("" if index else "../") + path)
    return url + (f"#{anchor}" if anchor else "")


@dataclass(frozen=True)
class Block:
    """A stretch of the page between examples: its first and last line."""

    line: int
    last: int


def blocks(page: Page) -> list[Block | Example]:
    """The page in order: the stretches of Markdown between examples, and the examples."""
    out: list[Block | Example] = []
    start = page.body_line
    for example in page.examples:
        out += [Block(start, example.line - 1), example]
        start = example.end + 1
    out.append(Block(start, len(page.lines)))
    return [
        b
        for b in out
        if not isinstance(b, Block) or "".join(page.lines[b.line - 1 : b.last]).strip()
    ]


def notebook_markdown(page: Page, block: Block, base: str) -> str:
    """A stretch of the page as Jupyter renders Markdown: links absolute, admonitions as quotes,
    no attribute lists or comments, and a paragraph's lines joined as the site's HTML joins them
    (cjk_soft_breaks.py; Jupyter, like a browser, would show each line break as a space)."""
    containers = {container.line: container for container in page.containers}
    headings = {heading.line for heading in page.headings}
    comments = comment_lines(page)
    paragraph = paragraph_of(page)
    index = PurePosixPath(page.rel).stem == "index"
    absolute = {target: absolute_link(target, base, index) for target in link_targets(page)}
    out: list[str] = []
    joinable: list[int | None] = []  # the paragraph of each line of `out`, None: never joined
    quote = None  # the indent of an open admonition body
    for number in range(block.line, block.last + 1):
        line = page.lines[number - 1]
        if number in comments:
            if number - 1 not in comments:  # a comment block leaves one blank line
                out.append("")
                joinable.append(None)
            continue
        if quote is not None and line.strip() and not line.startswith(quote + "    "):
            quote = None
        container = containers.get(number)
        if container is not None:
            quote = None if container.is_tab else container.indent
            title = container.title or container.kind.capitalize()
            out.append(f"**{container.title}**" if container.is_tab else f"> **{title}**\n>")
            joinable.append(None)
            continue
        if quote is not None:
            line = line[len(quote) + 4 :] if line.strip() else ""
        if number in headings and line.lstrip().startswith("#"):
            line = ATTR_LIST.sub("", line)
        if number not in page.fence_line_numbers and ("](" in line or "]:" in line):
            for target, url in absolute.items():  # inline links, and reference definitions
                line = line.replace(f"]({target}", f"]({url}").replace(f"]: {target}", f"]: {url}")
        part = paragraph.get(number)
        shown = f"> {line}".rstrip() if quote is not None else line
        body = (line.rstrip() if quote is not None else line).lstrip()
        joins = part is not None and joinable[-1:] == [part] and out[-1].strip() and body
        seen = UNSEEN_END.sub("", out[-1])[-1:] + UNSEEN_START.sub("", body)[:1] if joins else ""
        if seen and (CJK_BREAK.search(out[-1][-1] + "\n") or all(map(IS_CJK.match, seen.ljust(2)))):
            out[-1] += body
            continue
        out.append(shown)
        joinable.append(part)
    return "\n".join(out).strip("\n")


def cell_outputs(example: Example) -> list:
    """The output the tests verified: the `#>` lines as stdout, a declared warning as stderr (as
    Jupyter shows one), an expected error as an error."""
    shown = [block.text for block in example.source.shown]
    printed, raised = (shown[:-1], shown[-1]) if example.source.declared_error else (shown, None)
    outputs: list = []
    for text in printed:
        name = "stderr" if warning_name(text) else "stdout"
        if outputs and outputs[-1].name == name:
            outputs[-1].text += f"{text}\n"
        else:
            outputs.append(_node(output_type="stream", name=name, text=f"{text}\n"))
    if raised:
        ename, _, evalue = raised.partition(": ")
        outputs.append(_node(output_type="error", ename=ename, evalue=evalue, traceback=[raised]))
    return outputs


def _node(**fields) -> nbformat.NotebookNode:
    """A cell or an output as nbformat.v4.new_* makes it, without validating it on its own: the
    whole notebook is validated once (`new_notebook`), which a cell at a time would do 30 times."""
    import nbformat

    return nbformat.from_dict(fields)


def notebook(page: Page, site_url: str) -> nbformat.NotebookNode:
    """The page as a notebook: its prose, its examples and their verified output."""
    import nbformat

    kernel = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return _node(  # validated where it is written (nbformat.writes), not twice
        nbformat=nbformat.v4.nbformat,
        nbformat_minor=nbformat.v4.nbformat_minor,
        metadata={"kernelspec": kernel, "language_info": {"name": "python"}},
        cells=notebook_cells(page, site_url),
    )


def notebook_cells(page: Page, site_url: str) -> list[nbformat.NotebookNode]:
    """The notebook's cells (not validated: `notebook` validates the whole notebook once)."""
    words = labels(page)
    url = page_url(page, site_url)
    used: set[str] = set()
    source = words["source"].format(page=page.rel, snippets=_snippet_dirs(page))

    def markdown(wanted_id: str, text: str) -> nbformat.NotebookNode:
        return _node(id=_cell_id(wanted_id, used), cell_type="markdown", metadata={}, source=text)

    cells = [markdown("note", f"{words['page']}{url}  \n{source}")]  # in a cell of its own, first
    count = 0
    for block in blocks(page):
        if isinstance(block, Block):
            cells.append(markdown(f"text-{block.line}", notebook_markdown(page, block, url)))
            continue
        if block.needs_cuda:
            cells.append(markdown(f"{block.name}-note", words["notebook_cuda"]))
        count += 1
        code = cuda_guarded(block.code, words) if block.needs_cuda else block.code
        tags = ["raises-exception"] if block.source.declared_error else []
        tags += ["needs-cuda"] if block.needs_cuda else []
        cell = _node(
            id=_cell_id(block.name, used),
            cell_type="code",
            metadata={"tags": tags} if tags else {},
            execution_count=count,
            source=code.rstrip("\n"),
            outputs=cell_outputs(block),
        )
        cells.append(cell)
    return cells


def notebook_json(page: Page, site_url: str) -> str:
    """The notebook file (the `downloads` check validates each page's)."""
    import nbformat

    return nbformat.v4.writes(notebook(page, site_url)) + "\n"


# --- file names and the built-site check ---------------------------------------------------------


def download_names(page_file: str) -> tuple[str, str]:
    """File names of a page's script and notebook: `saved-reference.md` -> `saved-reference.py`."""
    stem = Path(page_file).stem
    return f"{stem}.py", f"{stem}.ipynb"


def run_script(script: str, filename: str) -> list[str]:
    """Run a script as `python script.py` would (a fresh `__main__`); return the printed lines,
    each warning among them as `UserWarning: <its first line>`.

    torch's default device is put back afterwards (a CUDA page's script may change it); torch is
    not imported here, so a script that does not import it runs without torch installed.
    """
    torch = sys.modules.get("torch")
    device = torch.get_default_device() if torch else None
    out = io.StringIO()
    try:
        with (
            contextlib.redirect_stdout(out),
            contextlib.redirect_stderr(io.StringIO()),
            warnings.catch_warnings(),
        ):
            # each warning as its first line, in order, as a reader's first run shows it
            warnings.simplefilter("always")
            warnings.showwarning = lambda message, category, *_: print(
                f"{category.__name__}: {str(message).splitlines()[0]}", file=out
            )
            exec(compile(script, filename, "exec"), {"__name__": "__main__"})
    finally:
        torch = sys.modules.get("torch")
        if torch is not None:
            torch.set_default_device(device)  # None: torch's own default
    return out.getvalue().splitlines()
