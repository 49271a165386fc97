"""Typography of the pages in a CJK language (`cjk: true` in the language's profile): the rules
below on the text the reader reads (from the page's tokens), English left untranslated, then
autocorrect-py (PyPI `autocorrect-py`) over the prose. Messages are `file:line: what to change`."""

from __future__ import annotations

import difflib
import json
import re

from docsite.model import Page, Site
from docsite.model.languages import profile
from docsite.model.prose import front_matter_prose, lintable_text
from docsite.text import CJK_IDEOGRAPHS, GLOSSARY_SLUG, IS_CJK_IDEOGRAPH

from . import register

# Between two Chinese characters (ideographs: full-width punctuation is a mistake of its own).
FULLWIDTH = {",": "，", ".": "。", ";": "；", ":": "：", "?": "？", "!": "！"}
BETWEEN = rf"(?<=[{CJK_IDEOGRAPHS}])[ \t]*(?P<mark>[,.;:?!])[ \t]*(?=[{CJK_IDEOGRAPHS}])"
RULES = [
    (
        re.compile(BETWEEN),
        "half-width '{mark}' between Chinese characters in '{shown}': use '{fw}'",
    ),
    (
        re.compile(rf"(?<=[{CJK_IDEOGRAPHS}])[ \t]+(?=[{CJK_IDEOGRAPHS}])"),
        "a space between Chinese characters in '{shown}': remove it",
    ),
    (
        re.compile(rf"(?P<q>[\"'])[^\"'\n]*[{CJK_IDEOGRAPHS}][^\"'\n]*(?P=q)"),
        "ASCII quotes around Chinese in '{shown}': write “…” (or ‘…’)",
    ),
    (
        re.compile(rf"[ \t]*\([^()\n]*[{CJK_IDEOGRAPHS}][^()\n]*\)"),
        "half-width parentheses around Chinese in '{shown}': write （…）, as the site does",
    ),
    (
        re.compile("(?P<mark>[\u00a0\u2007\u202f])"),
        "a no-break space ({code}) in '{shown}': write an ordinary space",
    ),
]
MASK = "\x00"  # inline code and HTML in the reader's text: not prose, and no Chinese character
# English left untranslated: a run of four English words or more (no Chinese page writes more than
# two in a row), quoted messages and names left out.
WORD = r"[A-Za-z]+(?:'[a-z]+)?"
ENGLISH = re.compile(rf"(?<![A-Za-z0-9_./-])(?:{WORD}[,;:]?\s+){{3,}}{WORD}[.!?]?")
QUOTED = re.compile(r"“[^”]*”|‘[^’]*’")


def english(text: str) -> re.Match | None:
    """The first run of English words in `text`, outside quotes."""
    return ENGLISH.search(QUOTED.sub(lambda quote: re.sub(r"\S", MASK, quote[0]), text))


# autocorrect-py's rules that are on (the names of an .autocorrectrc); spellcheck is off.
AUTOCORRECT_RULES = (
    "space-word space-punctuation space-bracket space-backticks fullwidth no-space-fullwidth "
    "halfwidth-word halfwidth-punctuation"
)
AUTOCORRECT_CONFIG = json.dumps(
    {"rules": {**dict.fromkeys(AUTOCORRECT_RULES.split(), 1), "spellcheck": 0}}
)


def _excerpt(old: str, new: str, context: int = 6) -> tuple[str, str]:
    """The part of a line that changes, with a little context on each side."""
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    if not (changes := [op for op in matcher.get_opcodes() if op[0] != "equal"]):
        return old, new
    (_, a_start, _, b_start, _), (_, _, a_end, _, b_end) = changes[0], changes[-1]
    before, after = min(context, a_start), min(context, len(old) - a_end)
    return (
        old[a_start - before : a_end + after].strip(),
        new[b_start - before : b_end + after].strip(),
    )


def _inline_errors(where: str, line: int, children: list, english_ok: bool = False) -> list[str]:
    """The rules on the text of one inline token (`children`: its markdown-it tokens); English
    in it too, unless `english_ok`."""
    errors, texts = [], [""]
    for i, child in enumerate(children):
        if child.type in ("softbreak", "hardbreak"):
            texts.append("")
        elif child.type == "text":
            texts[-1] += child.content
        elif child.type in ("code_inline", "html_inline"):
            texts[-1] += MASK
        if child.type != "code_inline":
            continue
        before = children[i - 1].content[-1:] if i and children[i - 1].type == "text" else ""
        nxt = children[i + 1] if i + 1 < len(children) else None
        after = nxt.content[:1] if nxt is not None and nxt.type == "text" else ""
        cjk_before, cjk_after = (bool(IS_CJK_IDEOGRAPH.match(c)) for c in (before, after))
        if cjk_before or cjk_after:
            code = f"{child.markup}{child.content}{child.markup}"
            spaced = (" " if cjk_before else "") + code + (" " if cjk_after else "")
            errors.append(
                f"{where}:{line + len(texts) - 1}: no space between Chinese and inline code in "
                f"'{before}{code}{after}': write '{before}{spaced}{after}'"
            )
    for number, text in enumerate(texts, line):
        for pattern, message in RULES:
            for match in pattern.finditer(text):
                start, end = max(0, match.start() - 3), min(len(text), match.end() + 3)
                shown = text[start:end].replace(MASK, "…")
                mark = match.groupdict().get("mark") or ""
                code = f"U+{ord(mark):04X}" if mark else ""
                said = message.format(mark=mark, shown=shown, fw=FULLWIDTH.get(mark, ""), code=code)
                errors.append(f"{where}:{number}: {said}")
    joined = "\n".join(texts)
    if not english_ok and (found := english(joined)):
        errors.append(
            f"{where}:{line + joined.count(chr(10), 0, found.start())}: English on a Chinese "
            f"page ('{' '.join(found[0].split())}'): translate it (a message quoted as printed "
            "goes in “…”)"
        )
    return sorted(errors, key=lambda error: int(error.split(":")[1]))


def rule_errors(page: Page) -> list[str]:
    """The rules on the page's title and description and on the text of its body."""
    errors = []
    for number, _key, text in front_matter_prose(page):
        (inline,) = page.site.reader.markdown_it.parseInline(text)
        errors += _inline_errors(page.rel, number, inline.children or [])
    for i, token in enumerate(page.tokens):
        if token.type == "inline" and token.map:
            # the glossary's English column: a cell without Chinese
            term = page.tokens[i - 1].type in ("td_open", "th_open") and page.slug == GLOSSARY_SLUG
            english_ok = term and not IS_CJK_IDEOGRAPH.search(token.content)
            errors += _inline_errors(page.rel, token.map[0] + 1, token.children or [], english_ok)
    return errors


def autocorrect_errors(page: Page) -> list[str]:
    """autocorrect-py over the page's prose (and its title and description)."""
    try:
        import autocorrect_py as autocorrect
    except ImportError:
        return [
            "autocorrect-py is not installed: pip install autocorrect-py (harness dependencies)"
        ]
    autocorrect.load_config(AUTOCORRECT_CONFIG)  # type: ignore[attr-defined]  # not in its stub
    errors = []
    for number, key, text in front_matter_prose(page):
        fixed = autocorrect.format(text)
        if fixed != text:
            old, new = _excerpt(text, fixed)
            errors.append(f"{page.rel}:{number}: front matter '{key}': write '{new}' for '{old}'")
    result = autocorrect.lint_for(lintable_text(page), "md")
    for found in result.lines:
        old, new = _excerpt(found.old, found.new)
        errors.append(f"{page.rel}:{found.line}: write '{new}' for '{old}'")
    return errors


@register("typography")
def check_typography(site: Site) -> list[str]:
    """The rules, then autocorrect-py on the lines they found nothing on (one mistake, one
    message), on every page of a CJK language."""
    errors = []
    for page in (page for page in site.all_pages() if profile(page.lang).cjk):
        explicit = rule_errors(page)
        reported = {problem.split(": ", 1)[0] for problem in explicit}  # file:line
        more = [p for p in autocorrect_errors(page) if p.split(": ", 1)[0] not in reported]
        errors += explicit + more
    return errors
