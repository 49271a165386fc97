"""Chinese typography of the Chinese pages (run by `nox -s lint`).

Two parts:

- check_halfwidth_punctuation: no half-width , . ; : ? ! between Chinese characters, and a space
  between Chinese and inline code. Plain Python, no dependency.
- check_autocorrect: autocorrect-py (PyPI `autocorrect-py`, module `autocorrect_py`) lints the
  prose: spacing between CJK and Latin letters or digits, full-width punctuation in Chinese
  sentences. Its Markdown parser takes an indented block for code, so the prose handed to it is
  dedented first (the bodies of admonitions and content tabs are prose); fenced code and front
  matter are blanked out (title and description are prose and are linted on their own).

Messages are `file:line: what to change`.
"""

from __future__ import annotations

import difflib
import re

from docsite.model import Site
from docsite.model.prose import front_matter_prose, lintable_text, prose_lines
from docsite.text import CJK_IDEOGRAPHS, INLINE_CODE, IS_CJK_IDEOGRAPH, NOT_PROSE

from . import register

# Between two Chinese characters (ideographs: full-width punctuation is a mistake of its own).
FULLWIDTH = {",": "，", ".": "。", ";": "；", ":": "：", "?": "？", "!": "！"}
HALFWIDTH_BETWEEN_CJK = re.compile(
    rf"(?<=[{CJK_IDEOGRAPHS}])[ \t]*(?P<mark>[,.;:?!])[ \t]*(?=[{CJK_IDEOGRAPHS}])"
)

# autocorrect-py rules (the same names as in an .autocorrectrc): 1 = error, 0 = off.
AUTOCORRECT_CONFIG = """{
  "rules": {
    "space-word": 1,
    "space-punctuation": 1,
    "space-bracket": 1,
    "space-backticks": 1,
    "fullwidth": 1,
    "no-space-fullwidth": 1,
    "halfwidth-word": 1,
    "halfwidth-punctuation": 1,
    "spellcheck": 0
  }
}"""


def _excerpt(old: str, new: str, context: int = 6) -> tuple[str, str]:
    """The part of a line that changes, with a little context on each side."""
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    changes = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    if not changes:
        return old, new
    a_start, a_end = changes[0][1], changes[-1][2]
    b_start, b_end = changes[0][3], changes[-1][4]
    before = min(context, a_start)
    after = min(context, len(old) - a_end)
    return (
        old[a_start - before : a_end + after].strip(),
        new[b_start - before : b_end + after].strip(),
    )


def halfwidth_errors(rel: str, number: int, text: str) -> list[str]:
    """Half-width punctuation between Chinese characters in one line of prose."""
    errors = []
    masked = NOT_PROSE.sub("\x00", text)  # inline code, link URLs, HTML, attributes: one mark
    for match in HALFWIDTH_BETWEEN_CJK.finditer(masked):
        mark = match["mark"]
        start, end = max(0, match.start() - 3), min(len(masked), match.end() + 3)
        shown = masked[start:end].replace("\x00", "…")
        errors.append(
            f"{rel}:{number}: half-width '{mark}' between Chinese characters in "
            f"'{shown}': use '{FULLWIDTH[mark]}'"
        )
    for match in INLINE_CODE.finditer(text):
        before = text[match.start() - 1] if match.start() else ""
        after = text[match.end()] if match.end() < len(text) else ""
        cjk_before, cjk_after = (
            bool(IS_CJK_IDEOGRAPH.match(before)),
            bool(IS_CJK_IDEOGRAPH.match(after)),
        )
        if cjk_before or cjk_after:
            spaced = (" " if cjk_before else "") + match[0] + (" " if cjk_after else "")
            errors.append(
                f"{rel}:{number}: no space between Chinese and inline code in "
                f"'{before}{match[0]}{after}': write '{before}{spaced}{after}'"
            )
    return errors


def check_halfwidth_punctuation(site: Site, lang: str = "zh") -> list[str]:
    """No half-width , . ; : ? ! between Chinese characters; spaces around inline code."""
    errors = []
    for page in site.pages(lang):
        for number, _key, text in front_matter_prose(page):
            errors += halfwidth_errors(page.rel, number, text)
        for number, text in prose_lines(page):
            errors += halfwidth_errors(page.rel, number, text)
    return errors


def _autocorrect():
    try:
        import autocorrect_py
    except ImportError:
        return None
    autocorrect_py.load_config(AUTOCORRECT_CONFIG)
    return autocorrect_py


def check_autocorrect(site: Site, lang: str = "zh") -> list[str]:
    """autocorrect-py over the prose of the Chinese pages (and their title and description)."""
    autocorrect = _autocorrect()
    if autocorrect is None:
        return ["autocorrect-py is not installed: pip install autocorrect-py (lint dependencies)"]
    errors = []
    for page in site.pages(lang):
        for number, key, text in front_matter_prose(page):
            fixed = autocorrect.format(text)
            if fixed != text:
                old, new = _excerpt(text, fixed)
                errors.append(
                    f"{page.rel}:{number}: front matter '{key}': write '{new}' for '{old}'"
                )
        result = autocorrect.lint_for(lintable_text(page), "md")
        for found in result.lines:
            old, new = _excerpt(found.old, found.new)
            errors.append(f"{page.rel}:{found.line}: write '{new}' for '{old}'")
    return errors


@register("typography")
def check_typography(site: Site, lang: str = "zh") -> list[str]:
    """Both typography checks: the explicit half-width one, then autocorrect-py on the lines the
    first found nothing on (one mistake, one message)."""
    explicit = check_halfwidth_punctuation(site, lang)
    reported = {problem.split(": ", 1)[0] for problem in explicit}  # file:line
    more = [p for p in check_autocorrect(site, lang) if p.split(": ", 1)[0] not in reported]
    return explicit + more
