"""What the tooling means by a Chinese character, and the Markdown source patterns: defined once.

Standard library only: the build, the site model (`docsite.model`), the checks, the downloads and
the tests all take them from here.

The characters:

- `CJK_IDEOGRAPHS`: Chinese characters proper. CJK radicals (U+2E80-2FFF), extension A
  (U+3400-4DBF), the unified ideographs (U+4E00-9FFF), the compatibility ideographs (U+F900-FAFF)
  and the Supplementary and Tertiary Ideographic Planes (U+20000-3FFFF: extensions B to I, which
  hold rare characters of names and places). A typography rule about *Chinese characters* (a space
  between one and inline code or a Latin word) uses these: full-width punctuation carries its own
  spacing, so `（`x`）` needs no space.
- `CJK_PUNCTUATION`: CJK symbols and punctuation (U+3000-303F: 、。「」《》) and the half-width
  and full-width forms (U+FF00-FFEF: ，：；（）？！), `FULL_WIDTH_PUNCTUATION`, which carries its
  own spacing; and the curly quotes, ellipsis and em dash that Chinese text uses (“”‘’…—).
- `CJK`: the union, the characters of Chinese running text. A line break between two of them is
  no space (the build's soft breaks, the notebook's joined lines, the browser's stray-space check).
"""

from __future__ import annotations

import re
import unicodedata

CJK_IDEOGRAPHS = "\u2e80-\u2fff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003ffff"
FULL_WIDTH_PUNCTUATION = "\u3000-\u303f\uff00-\uffef"
CJK_PUNCTUATION = FULL_WIDTH_PUNCTUATION + "“”‘’…—"
CJK = CJK_IDEOGRAPHS + CJK_PUNCTUATION
IS_CJK = re.compile(rf"[{CJK}]")
IS_CJK_IDEOGRAPH = re.compile(rf"[{CJK_IDEOGRAPHS}]")


def display_width(text: str) -> int:
    """Columns a line takes in a monospaced font: a wide (East Asian) character takes two."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


# --- Markdown source ------------------------------------------------------------------------------

# A snippet include of pymdownx.snippets, `--8<-- "snippets/<page>/<name>.py"`: the quoted path.
INCLUDE = re.compile(r"""-{1,}8<-{1,}\s+(?P<q>["'])(?P<path>[^"'\n]+)(?P=q)""")

# Inline code: a run of backticks, the code, the same run (CommonMark's code span).
INLINE_CODE = re.compile(r"(?<!`)(?P<ticks>`+)(?!`)(?P<code>.+?)(?<!`)(?P=ticks)(?!`)")
# An inline link or image, `[label](target "title")`; a label may hold one level of brackets.
LINK = re.compile(
    r"(?P<bang>!?)\[(?P<label>(?:[^\[\]]|\[[^\[\]]*\])*)\]"
    r"\((?P<target>[^()\s]*)(?P<title>\s+\"[^\"]*\")?\)"
)
# An attribute list, `{ #id .class }` or `{: #id }`; ATTR_LIST: one that ends a line (headings,
# table rows), with the blanks around it.
_ATTRS = r"\{:?[ \t]*[#.][^{}]*\}"
ATTR_LIST = re.compile(rf"[ \t]*{_ATTRS}[ \t]*$")
# An attribute list anywhere on a line, with the id it sets; the id inside one.
ATTR_LIST_ID = re.compile(r"\{:?[^{}]*?#(?P<id>[\w-]+)[^{}]*\}")
ATTR_ID = re.compile(r"(?:^|\s)#(?P<id>[^\s#.}]+)")
HTML_COMMENT = re.compile(r"<!--.*?-->", re.S)
# What is not prose in a line of Markdown source: inline code, link targets (a URL may hold one
# pair of parentheses), HTML comments and tags, bare URLs and attribute lists.
NOT_PROSE = re.compile(
    "|".join(
        [
            INLINE_CODE.pattern,
            r"\]\([^()\s]*(?:\([^()]*\))?[^()\s]*\)",
            HTML_COMMENT.pattern,
            r"</?[A-Za-z][^>]*>",
            r"https?://[^\s)>\]]+",
            _ATTRS,
        ]
    )
)

# The glossary page, in every language: `<docs_dir>/<lang>/glossary.md`.
GLOSSARY_SLUG = "glossary.md"
