"""Reader pages, except the sources page, do not talk about how the site is built and checked.

nox, pytest, a test suite, sessions, glossary_terms.py: not in the prose of a reader page, nor in
the examples it includes. That belongs on the sources page and in CONTRIBUTING.md.
"""

from __future__ import annotations

import re

from docsite.model import Site
from docsite.model.prose import prose_lines

from . import register

# Reader pages that may talk about the tooling: the page that says how the site is verified.
TOOLING_ALLOWED = {"sources.md"}
TOOLING_WORDS = re.compile(
    r"(?<![\w-])(?:nox|pytest|test[ -]suites?|sessions?)(?![\w-])|glossary_terms|会话|测试套件",
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
            for offset, text in enumerate(example.code.splitlines(), start=1):
                for match in TOOLING_WORDS.finditer(text):
                    errors.append(
                        f"{example.at(offset)}: '{match[0]}': reader pages do not talk about the "
                        "tooling"
                    )
    return errors
