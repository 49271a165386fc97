"""The site shows each example as its code in the page's language, and no other python block: each
page rendered as the build renders it (`Page.markdown_with_code` through Python-Markdown) has for
python code blocks exactly its examples' `Example.code` (a fence `md_in_html` renders is a block
the tests never ran)."""

from __future__ import annotations

import html
import re

from docsite.model import Page, Site

from . import register

PYTHON_BLOCK = re.compile(
    r'<code class="language-(?:python|py|python3)"[^>]*>(?P<code>.*?)</code>', re.S
)


def python_blocks(site: Site, page: Page) -> list[str]:
    """The text of each python code block of the page as the site renders it."""
    converter = site.reader.python_markdown
    converter.reset()
    rendered = converter.convert("\n".join(page.markdown_with_code()))
    return [html.unescape(match["code"]) for match in PYTHON_BLOCK.finditer(rendered)]


@register("rendering")
def check_rendering(site: Site) -> list[str]:
    problems = []
    for page in site.all_pages():
        examples = page.examples
        blocks = python_blocks(site, page)
        if len(blocks) != len(examples):
            problems.append(
                f"{page.rel}: the site renders {len(blocks)} python code block(s), but the page "
                f"has {len(examples)} example(s): a python fence the tests do not see does not run"
            )
            continue
        for example, block in zip(examples, blocks, strict=True):
            tab = next((n for n, line in enumerate(example.source.lines, 1) if "\t" in line), 0)
            if tab:  # the site turns a tab into spaces, which Python may read otherwise
                problems.append(
                    f"{example.snippet_path}:{tab}: a tab, which the site shows otherwise than "
                    "Python reads it; indent with spaces"
                )
            elif block.rstrip("\n") != example.code.rstrip("\n"):
                problems.append(
                    f"{page.rel}:{example.line}: the site shows this example otherwise than its "
                    f"code in {page.lang} ({example.snippet_path}); check the fence's indentation"
                )
    return problems
