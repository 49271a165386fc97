"""Each example is shown once on a page, and from the page's own folder of snippets
(`snippets/<page_slug>/`, or the one its examples come from): an example lives in one place."""

from __future__ import annotations

from pathlib import PurePosixPath

from docsite.model import Site

from . import register


@register("includes")
def check_includes(site: Site) -> list[str]:
    errors = []
    for page in site.all_pages():
        folders = [PurePosixPath(example.snippet).parent for example in page.examples]
        own = PurePosixPath("snippets", PurePosixPath(page.slug).stem.replace("-", "_"))
        own = own if own in folders or not folders else folders[0]
        first: dict[str, int] = {}
        for example, folder in zip(page.examples, folders, strict=True):
            where = f"{page.rel}:{example.include}: {example.snippet}"
            if example.snippet in first:
                errors.append(
                    f"{where} is shown at line {first[example.snippet]} already: show an example "
                    "once on a page (link to its section instead)"
                )
            elif folder != own:
                errors.append(
                    f"{where} is in another page's folder: keep this page's examples in {own}/ "
                    "(copy it there, or link to the page that shows it)"
                )
            first.setdefault(example.snippet, example.include)
    return errors
