"""Every comment in an example has its translations, and every line fits a code block in each
language: the model's rules (`Snippet.comment_problems`), each snippet reported once; a coding
cookie is deleted (a tool's pragma, noqa, is no comment to translate)."""

from __future__ import annotations

from docsite.model import Site
from docsite.model.example import CODING_COOKIE

from . import register


@register("comments")
def check_comments(site: Site) -> list[str]:
    snippets = {e.snippet: e.source for page in site.all_pages() for e in page.examples}
    found = [line for s in snippets.values() for line in s.comment_problems(site.languages)]
    found += [
        f"{s.path}:{n}: a coding cookie: delete it (Python 3 reads its source as UTF-8)"
        for s in snippets.values()
        for n, line in enumerate(s.lines[:2], 1)
        if CODING_COOKIE.match(line.strip())
    ]
    return list(dict.fromkeys(found))
