"""Reader pages, but the sources page, and their examples do not talk about the tooling
(CONTRIBUTING.md, "Writing for readers")."""

from __future__ import annotations

import re

from docsite.model import Site
from docsite.model.prose import prose_lines

from . import register

# Reader pages that may talk about the tooling: the page that says how the site is verified.
TOOLING_ALLOWED = {"sources.md"}
TOOLING_WORDS = re.compile(
    r"(?<![\w-])(?:nox|pytest|test[ -]suites?|sessions?)(?![\w-])|glossary\.yml|会话|测试套件",
    re.IGNORECASE,
)
WHERE_INSTEAD = " (say it on sources.md or in CONTRIBUTING.md)"


@register("tooling-talk")
def check_no_tooling(site: Site) -> list[str]:
    errors = []
    for page in (page for page in site.all_pages() if page.slug not in TOOLING_ALLOWED):
        said = [(f"{page.rel}:{n}", text, WHERE_INSTEAD) for n, text in prose_lines(page)]
        # the snippets' lines, as the page shows them
        said += [(e.at(line), text, "") for e in page.examples for line, text in e.rendered]
        errors += [
            f"{where}: '{match[0]}': reader pages do not talk about the tooling{instead}"
            for where, text, instead in said
            for match in TOOLING_WORDS.finditer(text)
        ]
    return errors
