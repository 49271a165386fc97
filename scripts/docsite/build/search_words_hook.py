"""MkDocs hook: Chinese search knows the glossary's words, so a term on a page is indexed whole.

Material's search plugin segments Chinese text with jieba at build time, and the browser splits a
Chinese query into the words the index holds. jieba's own dictionary splits the site's terms
(版本计数器 into 版本 + 计数器, 叶子张量 into 叶子 + 张量), so a reader who types the term finds
its parts all over the site. Before anything is indexed, this hook adds to jieba every word the
Chinese glossary names (docs/zh/glossary.md, read through the site model): the words of its tables'
name cells (原地修改, 版本计数器, 深拷贝 …) and the other names it cites in quotes (原地操作,
就地修改, 叶子节点 …), so that a reader who types one of those finds the glossary row that says
which term the site uses.
"""

from __future__ import annotations

import re
from pathlib import Path

from docsite.model import Site

GLOSSARY = "glossary.md"
HAN = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
WORD = re.compile(rf"[{HAN}]{{2,8}}")
QUOTED = re.compile(r"“(?P<name>[^”]+)”")
# A name cell lists names before any explanation in brackets: "深拷贝、浅拷贝（Python 中文文档…）"
BEFORE_BRACKET = re.compile(r"^[^（(]*")
NAME_SEPARATORS = re.compile(r"[、，,；;/]")
TABLE_ROW = re.compile(r"^\s*\|(?P<cells>.*)\|\s*$")
SEPARATOR_ROW = re.compile(r"^\s*\|(\s*:?-+:?\s*\|)+\s*$")


def glossary_words(site: Site, lang: str = "zh") -> list[str]:
    """The words the glossary of `lang` names, in page order, each once."""
    path = site.docs_dir / lang / GLOSSARY
    if not path.is_file():
        return []
    lines = [line for _number, line in site.page(path).prose_lines]
    words: list[str] = []
    for i, line in enumerate(lines):
        words += [m["name"] for m in QUOTED.finditer(line)]
        row = TABLE_ROW.match(line)
        following = lines[i + 1] if i + 1 < len(lines) else ""
        if not row or SEPARATOR_ROW.match(line) or SEPARATOR_ROW.match(following):
            continue  # not a table row, or its header
        for cell in row["cells"].split("|"):
            if "。" in cell:
                continue  # a sentence (the meaning), not names
            names = BEFORE_BRACKET.match(re.sub(r"[*_`]", "", cell).strip())[0]
            words += [name.strip() for name in NAME_SEPARATORS.split(names)]
    return list(dict.fromkeys(word for word in words if WORD.fullmatch(word)))


def on_config(config):
    import jieba  # the search plugin's segmenter (the docs dependency group)

    config_file = Path(config.config_file_path)
    for word in glossary_words(Site(config_file.parent, config_file.name)):
        jieba.add_word(word)
    return config
