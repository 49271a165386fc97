"""Every comment in an example has its translations, and every line fits a code block in each
language: the model's rules (`Snippet.comment_problems`), each snippet reported once; a coding
cookie is deleted (a tool's pragma, noqa, is no comment to translate); a Chinese line is not
English with a Chinese word in it."""

from __future__ import annotations

from docsite.model import Site
from docsite.model.example import CODING_COOKIE
from docsite.model.languages import profile
from docsite.text import IS_CJK_IDEOGRAPH

from . import register
from .typography import english


@register("comments")
def check_comments(site: Site) -> list[str]:
    snippets = {e.snippet_path: e.source for page in site.all_pages() for e in page.examples}
    found = [line for s in snippets.values() for line in s.comment_problems(site.languages)]
    found += [
        f"{s.path}:{n}: a coding cookie: delete it (Python 3 reads its source as UTF-8)"
        for s in snippets.values()
        for n, line in enumerate(s.lines[:2], 1)
        if CODING_COOKIE.match(line.strip())
    ]
    found += [  # one without any Chinese: the model's rule
        f"{s.path}:{said.line}: this '{profile(said.lang).comment_marker}' line is English "
        f"('{match[0]}'): say it in {profile(said.lang).name} (code and names may stay as they are)"
        for s in snippets.values()
        for comment in s.comments
        for said in comment.translations
        if IS_CJK_IDEOGRAPH.search(said.text) and (match := english(said.text))
    ]
    return list(dict.fromkeys(found))
