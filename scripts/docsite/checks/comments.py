"""Every comment in an example has its translations, and every line fits a code block in each
language: the model's rules (`Snippet.comment_problems`), each snippet reported once."""

from __future__ import annotations

from docsite.model import Site

from . import register


@register("comments")
def check_comments(site: Site) -> list[str]:
    snippets = {e.snippet: e.source for page in site.all_pages() for e in page.examples}
    found = (line for s in snippets.values() for line in s.comment_problems(site.languages))
    return list(dict.fromkeys(found))
