"""Every python fence is an example the harness can run: the rules of CONTRIBUTING.md.

- options in brace form, `{.python fixture:cuda}`, and only the known ones (`FENCE_OPTIONS`);
- exactly one line inside, a whole-file include in double quotes:
  `--8<-- "snippets/<page>/<what_it_shows>.py"`;
- a `notest` fence has `<!-- notest: why -->` on the line right above it.

`fence_problems(page)` lists every problem of a page; the examples plugin fails a page's
collection on the first one, and the downloads refuse the page, each in one line.
"""

from __future__ import annotations

from pathlib import Path

from docsite.model import FENCE_OPTIONS, Page, Site, SiteError, fence_info
from docsite.model.markdown import EXAMPLE_INCLUDE, NOTEST_REASON

from . import register


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
        if len(inside) != 1 or not EXAMPLE_INCLUDE.match(inside[0][1]):
            folder = Path(page.slug).with_suffix("").as_posix().replace("-", "_")
            problems.append(
                f"{where}: a python fence holds exactly one line, "
                f'--8<-- "snippets/{folder}/<what_it_shows>.py"; move the code into that file'
            )
        above = page.lines[open_line - 2] if open_line > 1 else ""
        if "notest" in options and not NOTEST_REASON.match(above):
            problems.append(f"{where}: a notest fence needs '<!-- notest: why -->' right above it")
    return problems


def checked_examples(page: Page) -> list:
    """The page's examples; SiteError with the first fence problem if there is one."""
    problems = fence_problems(page)
    if problems:
        raise SiteError(problems[0])
    return page.examples


@register("fences")
def check_fences(site: Site) -> list[str]:
    """Every python fence of every page follows the rules above."""
    return [problem for page in site.all_pages() for problem in fence_problems(page)]
