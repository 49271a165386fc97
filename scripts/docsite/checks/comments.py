"""Every comment in an example has its Chinese, and every line fits a code block in each language.

The format (CONTRIBUTING.md, "Comments in two languages") and its rules are the model's
(`docsite.model.example.Snippet.comment_problems`); each snippet is reported once, whichever
pages include it.
"""

from __future__ import annotations

from docsite.model import Site

from . import register


@register("comments")
def check_comments(site: Site) -> list[str]:
    problems: dict[str, None] = {}
    snippets = {e.snippet: e.source for page in site.all_pages() for e in page.examples}
    for snippet in snippets.values():
        problems.update(dict.fromkeys(snippet.comment_problems(site.languages)))
    return list(problems)
