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

from docsite.build.site_cache import site_for
from docsite.model import Site
from docsite.model.prose import prose_lines, table_rows
from docsite.text import CJK_IDEOGRAPHS, GLOSSARY_SLUG

WORD = re.compile(rf"[{CJK_IDEOGRAPHS}]{{2,8}}")
QUOTED = re.compile(r"“(?P<name>[^”]+)”")
# A name cell lists names before any explanation in brackets: "深拷贝、浅拷贝（Python 中文文档…）"
NAME_SEPARATORS = re.compile(r"[、，,；;/]")


def glossary_words(site: Site, lang: str = "zh") -> list[str]:
    """The words the glossary of `lang` names, in page order, each once: the names in its tables'
    cells (not the header rows, not the sentences of the meanings) and every quoted name."""
    path = site.docs_dir / lang / GLOSSARY_SLUG
    if not path.is_file():
        return []
    page = site.page(path)
    words = [m["name"] for _line, text in prose_lines(page) for m in QUOTED.finditer(text)]
    rows = table_rows(page)
    lines = {line for line, _cells in rows}
    for line, cells in rows:
        if line - 1 not in lines and line - 2 not in lines:
            continue  # a header row: the first row of its table
        for cell in cells:
            if "。" in cell:
                continue  # a sentence (the meaning), not names
            names = cell.split("（")[0].split("(")[0]
            words += [name.strip() for name in NAME_SEPARATORS.split(names)]
    return list(dict.fromkeys(word for word in words if WORD.fullmatch(word)))


def on_config(config):
    import jieba  # the search plugin's segmenter (the docs dependency group)

    for word in glossary_words(site_for(config)):
        jieba.add_word(word)
    return config
