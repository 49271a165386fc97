"""A page's downloads (`docsite.downloads`, written next to each page with examples) are the page.

The script carries the page's headings in order, under its title, and in every language it is
the default language's program (the languages differ in their words only); the notebook is valid
and holds the page's prose, each example's code and the output the page shows. That the script
runs and prints what the page shows needs torch: tests/pages/test_downloads.py.
"""

from __future__ import annotations

import ast
import itertools
import re
from typing import TYPE_CHECKING

from docsite import downloads
from docsite.model import Page, Site
from docsite.model.prose import prose
from docsite.text import IS_CJK

from . import register
from .glossary import download_errors
from .structure import compare_pages

if TYPE_CHECKING:
    import nbformat

RELATIVE_LINK = re.compile(r"\]\((?!https?://)[^)]*\.(md|svg)")


@register("downloads")
def check_downloads(site: Site) -> list[str]:
    url = site.config.site_url
    problems: list[str] = []
    for page in site.all_pages():
        if page.examples:
            default = site.page(site.docs_dir / site.config.default_language / page.slug)
            script, notebook = downloads.python_script(page, url), downloads.notebook(page, url)
            found = _script(page, default, script, url) + _notebook(page, notebook)
            problems += [f"{page.rel}: {problem}" for problem in found]
            if page.lang == "zh":
                cells = "\n".join(cell.source for cell in notebook.cells)
                problems += download_errors(page, {"script": script, "notebook": cells})
    return problems


def _program(page: Page, script: str) -> str:
    """What a script runs: its syntax tree, without comments, docstrings (each language has its
    own) or the page's "skipped" line."""
    tree = ast.parse(script.replace(downloads.labels(page)["skipped"], ""))
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and ast.get_docstring(node):
            node.body[0].value.value = ""  # type: ignore[attr-defined]
    return ast.dump(tree)


def _script(page: Page, default: Page, script: str, url: str) -> list[str]:
    problems = []
    if not script.startswith(f"# {downloads.title(page)}\n"):
        problems.append("its script does not start with the page's title")
    heads = [line[2:] for line in script.splitlines() if line.startswith("# #")]
    if heads != [downloads.heading_markdown(h.level, h.text) for h in page.headings]:
        problems.append("its script does not carry the page's headings, in order")
    if page is default or compare_pages(page, default):  # the structure check names what differs
        return problems
    if downloads.title(page) == downloads.title(default):
        problems.append(f"its downloads have the title of {default.rel}'s; translate the title")
    if _program(page, script) != _program(default, downloads.python_script(default, url)):
        problems.append(f"its script runs another program than {default.rel}'s")
    return problems


def _notebook(page: Page, notebook: nbformat.NotebookNode) -> list[str]:
    import nbformat  # where a notebook is checked, not where the checks are imported

    try:
        nbformat.validate(notebook)
    except nbformat.ValidationError as err:
        return [f"its notebook is not valid nbformat: {err.message}"]
    words = downloads.labels(page)
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    examples = [
        (downloads.cuda_guarded(e.code, words) if e.needs_cuda else e.code).rstrip("\n")
        for e in page.examples
    ]
    if [cell.source for cell in code] != examples:
        return ["its notebook's code cells are not the page's examples"]
    problems = []
    for cell, example in zip(code, page.examples, strict=True):
        stdout = "".join(o.text for o in cell.outputs if o.output_type == "stream")
        errors = [f"{o.ename}: {o.evalue}" for o in cell.outputs if o.output_type == "error"]
        if stdout.splitlines() + errors != [block.text for block in example.source.shown]:
            problems.append(f"its notebook's cell {cell.id} shows other output than the page")
        tags = cell.metadata.get("tags", [])
        if ("raises-exception" in tags) != bool(example.source.declared_error):
            problems.append(f"its notebook's cell {cell.id}: raises-exception tag is wrong")
        if ("needs-cuda" in tags) != example.needs_cuda:
            problems.append(f"its notebook's cell {cell.id}: needs-cuda tag is wrong")
    cells = [cell.source for cell in notebook.cells if cell.cell_type == "markdown"]
    text = "\n".join(cells)
    lines = text.splitlines()
    for heading in page.headings:  # every heading, without its { #id }
        if downloads.heading_markdown(heading.level, heading.text) not in lines:
            problems.append(f"its notebook lacks the heading {heading.text!r}")
    if len(text) <= len("".join(line for _, line in prose(page))):
        problems.append("its notebook lacks the page's prose")
    if link := RELATIVE_LINK.search(text):
        problems.append(f"its notebook links to {link[0][2:]!r}, not to the site")
    for line in lines:
        if line.lstrip().startswith(("!!!", "???", "===")):
            problems.append(f"its notebook shows {line.strip()!r} (not a block quote)")
    for a, b in (pair for cell in cells for pair in itertools.pairwise(cell.splitlines())):
        if a and b and IS_CJK.match(a[-1]) and IS_CJK.match(b[0]):
            problems.append(f"its notebook breaks a line between Chinese characters: {a[-8:]!r}")
    return problems
