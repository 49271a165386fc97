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


@register("tooling-talk")
def check_no_tooling(site: Site) -> list[str]:
    errors = []
    for page in site.all_pages():
        if page.slug in TOOLING_ALLOWED:
            continue
        for number, text in prose_lines(page):
            for match in TOOLING_WORDS.finditer(text):
                errors.append(
                    f"{page.rel}:{number}: '{match[0]}': reader pages do not talk about "
                    "the tooling (say it on sources.md or in CONTRIBUTING.md)"
                )
        for example in page.examples:
            for line, text in example.rendered:  # the snippet's lines, as the page shows them
                for match in TOOLING_WORDS.finditer(text):
                    errors.append(
                        f"{example.at(line)}: '{match[0]}': reader pages do not talk about the "
                        "tooling"
                    )
    return errors
