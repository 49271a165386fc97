"""No English left on the pages of a CJK language (`cjk: true` in its profile): a run of
`ENGLISH_WORDS` English words or more, in the reader's text (code, links and quoted messages left
out) or in a comment translated for it. The glossary's column of English terms is English on
purpose."""

from __future__ import annotations

import re

from docsite.model import Page, Site
from docsite.model.languages import profile
from docsite.model.prose import front_matter_prose
from docsite.text import GLOSSARY_SLUG, IS_CJK_IDEOGRAPH

from . import register

ENGLISH_WORDS = 4  # "This copy shares memory."; no Chinese page writes four in a row (two at most)
WORD = r"[A-Za-z]+(?:'[a-z]+)?"
ENGLISH = re.compile(
    rf"(?<![A-Za-z0-9_./-])(?:{WORD}[,;:]?\s+){{{ENGLISH_WORDS - 1},}}{WORD}[.!?]?"
)
QUOTED = re.compile(r"“[^”]*”|‘[^’]*’")  # a message as printed, a name as written
HIDDEN = "\x00"


def english(text: str) -> re.Match | None:
    """The first run of English words in `text`, quotes left out."""
    return ENGLISH.search(QUOTED.sub(lambda quote: re.sub(r"\S", HIDDEN, quote[0]), text))


def _reader_text(page: Page) -> list[tuple[int, str]]:
    """(first line, text) of each piece of the page's prose as `english` reads it: inline code,
    HTML and link labels hidden; on the glossary page, a table cell without Chinese (its English
    term) left out."""
    found = [(line, text) for line, _, text in front_matter_prose(page)]
    for i, token in enumerate(page.tokens):
        if token.type != "inline" or not token.map:
            continue
        in_cell = page.tokens[i - 1].type in ("td_open", "th_open")
        if in_cell and page.slug == GLOSSARY_SLUG and not IS_CJK_IDEOGRAPH.search(token.content):
            continue
        pieces, in_link = [], 0
        for child in token.children or []:
            in_link += {"link_open": 1, "link_close": -1}.get(child.type, 0)
            if child.type in ("softbreak", "hardbreak"):
                pieces.append("\n")
            else:
                pieces.append(child.content if child.type == "text" and not in_link else HIDDEN)
        found.append((token.map[0] + 1, "".join(pieces)))
    return found


@register("untranslated")
def check_untranslated(site: Site) -> list[str]:
    errors = []
    for page in (page for page in site.all_pages() if profile(page.lang).cjk):
        name, marker = profile(page.lang).name, profile(page.lang).comment_marker
        for line, text in _reader_text(page):
            if found := english(text):
                errors.append(
                    f"{page.rel}:{line + text[: found.start()].count(chr(10))}: English on a "
                    f"{name} page ('{' '.join(found[0].split())}'): translate it (a message "
                    "quoted as printed goes in “…”)"
                )
        errors += [
            f"{example.snippet}:{said.line}: this '{marker}' line is English ('{found[0]}'): say "
            f"it in {name} (code and names may stay as they are)"
            for example in page.examples
            for comment in example.source.comments
            for said in comment.translated(page.lang)
            if IS_CJK_IDEOGRAPH.search(said.text) and (found := english(said.text))
        ]  # one without any Chinese: the comments check's
    return list(dict.fromkeys(errors))
