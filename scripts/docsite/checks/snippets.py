"""Every snippet under snippets/ is an example of some page: one that no page includes never runs,
whatever it asserts."""

from __future__ import annotations

from docsite.model import Site, shown_path

from . import register


@register("snippets", whole_site=True)
def check_snippets(site: Site) -> list[str]:
    included = {example.snippet_path for page in site.all_pages() for example in page.examples}
    files = sorted((site.root / "snippets").rglob("*.py"))
    return [
        f"{path}: no page includes it, so it never runs: include it in a page, or delete it"
        for path in (shown_path(file, site.root) for file in files)
        if path not in included
    ]
