"""A page's downloads say what the page says: the notebook is valid nbformat; a translated page's
downloads have its own title, run the default language's program and use its glossary's words.
How the generator makes them is tested on small pages (tests/tooling/test_downloads.py,
test_build.py); that each script runs and prints what its page shows, with torch:
tests/pages/test_downloads.py."""

from __future__ import annotations

import ast

from docsite import downloads
from docsite.model import Page, Site

from . import register
from .glossary_terms import download_errors
from .structure import compare_pages


@register("downloads")
def check_downloads(site: Site) -> list[str]:
    import nbformat  # where a notebook is checked, not where the checks are imported

    url = site.config.site_url
    problems: list[str] = []
    for page in (page for page in site.all_pages() if page.examples):
        default = site.page(site.docs_dir / site.config.default_language / page.slug)
        script, notebook = downloads.python_script(page, url), downloads.notebook(page, url)
        try:
            nbformat.validate(notebook)
        except nbformat.ValidationError as err:
            problems.append(f"{page.rel}: its notebook is not valid nbformat: {err.message}")
        if page is not default and not compare_pages(page, default):  # else: what differs
            problems += [f"{page.rel}: {problem}" for problem in _translated(page, default, url)]
        cells = "\n".join(cell.source for cell in notebook.cells)
        problems += download_errors(page, {"script": script, "notebook": cells})
    return problems


def _program(page: Page, script: str) -> str:
    """What a script runs: its syntax tree, without comments, docstrings (each language has its
    own) or the page's "skipped" line."""
    tree = ast.parse(script.replace(downloads.labels(page)["skipped"], ""))
    for n in ast.walk(tree):
        if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef)) and ast.get_docstring(n):
            n.body[0].value.value = ""  # type: ignore[attr-defined]
    return ast.dump(tree)


def _translated(page: Page, default: Page, url: str) -> list[str]:
    problems = []
    if downloads.title(page) == downloads.title(default):
        problems.append(f"its downloads have the title of {default.rel}'s; translate the title")
    script = downloads.python_script(page, url)
    if _program(page, script) != _program(default, downloads.python_script(default, url)):
        problems.append(f"its script runs another program than {default.rel}'s")
    return problems
