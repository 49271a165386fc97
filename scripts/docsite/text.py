"""What the tooling means by a CJK character, and the two source patterns markdown-it does not
read (pymdownx's include line, Python-Markdown's attribute lists): defined once, stdlib only."""

from __future__ import annotations

import re
import unicodedata

# Chinese characters proper (radicals, extension A, the unified and compatibility ideographs, the
# Supplementary and Tertiary Ideographic Planes): what a rule about *Chinese characters* uses.
CJK_IDEOGRAPHS = "\u2e80-\u2fff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003ffff"
# CJK symbols and punctuation and the half- and full-width forms, which carry their own spacing;
# with the curly quotes, ellipsis and em dash Chinese text uses.
FULL_WIDTH_PUNCTUATION = "\u3000-\u303f\uff00-\uffef"
CJK_PUNCTUATION = FULL_WIDTH_PUNCTUATION + "“”‘’…—"
CJK = CJK_IDEOGRAPHS + CJK_PUNCTUATION  # Chinese running text: a line break between two is no space
IS_CJK = re.compile(rf"[{CJK}]")
IS_CJK_IDEOGRAPH = re.compile(rf"[{CJK_IDEOGRAPHS}]")
# A line break that is no space: the pages' soft breaks (mkdocs_plugin/), the downloads' lines
CJK_BREAK = re.compile(
    rf"(?<=[{CJK}])[ \t]*\n[ \t]*(?=[{CJK}])|(?<=[{FULL_WIDTH_PUNCTUATION}])[ \t]*\n[ \t]*"
)


def display_width(text: str) -> int:
    """Columns a line takes in a monospaced font: a wide (East Asian) character takes two."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


# A snippet include of pymdownx.snippets, `--8<-- "snippets/<page>/<name>.py"`: the quoted path.
INCLUDE = re.compile(r"""-{1,}8<-{1,}\s+(?P<q>["'])(?P<path>[^"'\n]+)(?P=q)""")
# An attribute list, `{ #id .class }` or `{: #id }`, that ends a line (headings, table rows), with
# the blanks around it; one anywhere on a line, with the id it sets; the id inside one.
ATTR_LIST = re.compile(r"[ \t]*\{:?[ \t]*[#.][^{}]*\}[ \t]*$")
ATTR_LIST_ID = re.compile(r"\{:?[^{}]*?#(?P<id>[\w-]+)[^{}]*\}")
ATTR_ID = re.compile(r"(?:^|\s)#(?P<id>[^\s#.}]+)")

# The glossary page, in every language: `<docs_dir>/<lang>/glossary.md`.
GLOSSARY_SLUG = "glossary.md"
