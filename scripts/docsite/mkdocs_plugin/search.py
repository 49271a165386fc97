"""Search in each language: Chinese search knows the glossary's words (`add_glossary_words`), and
each language has an index of its own (`split_index`)."""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path

from material.plugins.search.plugin import Parser

from docsite.errors_page import raised
from docsite.model import Site
from docsite.model.glossary import TERMS, WORD_CHOICES
from docsite.model.languages import profile
from docsite.model.prose import prose_lines, table_rows
from docsite.text import CJK_IDEOGRAPHS, GLOSSARY_SLUG

WORD = re.compile(rf"[{CJK_IDEOGRAPHS}]{{2,8}}")
QUOTED = re.compile(r"“(?P<name>[^”]+)”")
NAME_SEPARATORS = re.compile(r"[、，,；;/]")
CODE_BLOCK = re.compile(r"<pre\b.*?</pre>", re.S)
CELL, CELL_TAG, ROW = r"</t[dh]>\s*<t[dh]>", r"</?t[dh]>", r"<(/?)tr>"
# Material's index keeps a table's words, not its rows: its parser keeps `tr`, `th` and `td` too,
# `rows_apart` makes rows paragraphs (MkDocs imports this module once a process).
_keep = Parser.__init__
Parser.__init__ = lambda self, *args: _keep(self, *args) or self.keep.update(("tr", "th", "td"))
# Material writes U+200B (3 bytes) around every run of Chinese characters and between jieba's
# words; punctuation and the space before Latin text separate already (mkdocs.yml's separator), so
# only a break inside a run stays, as one space (reader-search.js hides it in results).
WORD_BREAK = re.compile(rf"(?<=[{CJK_IDEOGRAPHS}])\u200b(?=[{CJK_IDEOGRAPHS}])")


def synonyms(lang: str) -> dict[str, str]:
    """What a reader types in a language other than the default: the site's term."""
    other = {term.key: term.name(lang) for term in TERMS if term.name(lang) != term.key}
    also = (*TERMS, *WORD_CHOICES)
    return other | {name: term.name(lang) for term in also for name in term.also.get(lang, ())}


def glossary_words(site: Site, lang: str) -> list[str]:
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
            # names come before any explanation in brackets: "深拷贝、浅拷贝（Python 中文文档…）"
            names = cell.split("（")[0].split("(")[0]
            words += [name.strip() for name in NAME_SEPARATORS.split(names)]
    return list(dict.fromkeys(word for word in words if WORD.fullmatch(word)))


def add_glossary_words(site: Site) -> None:
    """Give jieba every word the glossary of a CJK language names (`glossary_words`). Material's
    search segments Chinese with jieba at build time, and the browser splits a query into the words
    the index holds; jieba's own dictionary splits the site's terms (版本计数器 into 版本 + 计数器),
    so a reader who typed a term, or another name the glossary cites (原地操作), would find its
    parts all over the site, not the glossary row that says which term the site uses."""
    import jieba  # the search plugin's segmenter (the docs dependency group)

    for lang in (lang for lang in site.languages if profile(lang).cjk):
        for word in glossary_words(site, lang):
            jieba.add_word(word)


def rows_apart(text: str) -> str:
    return re.sub(ROW, r"<\1p>", re.sub(CELL_TAG, "", re.sub(CELL, " · ", text)))


def word_breaks(text: str) -> str:
    """`text` with the word breaks Chinese search needs and no others."""
    return WORD_BREAK.sub(" ", text).replace("\u200b", "")


def split_index(site_dir: Path, prefixes: list[str], site: Site) -> None:
    """mkdocs-static-i18n writes one search/search_index.json of every language's pages; split it
    by the pages' language prefix (`prefixes`: the other languages', `<locale>/`): the default
    language's stays, each other's goes to <locale>/search/, relative to the language's root
    (overrides/partials/search-language.html points each page's search there). Each index's config
    holds `synonyms`, what readers type and what the search looks for (the glossary's names and
    mkdocs.yml's `extra: search:`), read by overrides/assets/javascripts/workers/reader-search.js.
    Code blocks (`<pre>`) are left out, more than half of each index's text; each section's entry
    holds the messages of the errors and warnings its examples declare, as torch prints them
    (`errors_page.raised`), a line each; inline code in the prose stays."""
    index_path = site_dir / "search" / "search_index.json"
    if not index_path.is_file():
        return
    index = json.loads(index_path.read_text(encoding="utf-8"))
    messages: dict[str, dict[str, None]] = {}
    for lang in site.languages:
        for message, page, section in raised(site, lang):
            shown = f"<p><code>{escape(message, quote=False)}</code></p>"
            messages.setdefault(f"{page.url_path}#{section.id}", {})[shown] = None
    by_prefix: dict[str, list] = {prefix: [] for prefix in ["", *prefixes]}
    for doc in index["docs"]:
        location = doc.get("location", "")
        prefix = next((p for p in prefixes if location.startswith(p)), "")
        title = word_breaks(doc.get("title", ""))
        text = word_breaks(rows_apart(CODE_BLOCK.sub(" ", doc.get("text", "")))) + "".join(
            messages.get(location, {})
        )
        by_prefix[prefix].append(
            {**doc, "location": location.removeprefix(prefix), "title": title, "text": text}
        )
    for prefix, docs in by_prefix.items():
        path = site_dir / prefix / "search" / "search_index.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        # in "config": the part of the index Material hands its worker whole
        lang = prefix.strip("/") or site.config.default_language
        typed = (synonyms(lang) if prefix else {}) | site.config.raw["extra"]["search"][lang]
        settings = {**index["config"], "synonyms": typed}
        found = {**index, "config": settings, "docs": docs}
        path.write_text(json.dumps(found, ensure_ascii=False, separators=(",", ":")), "utf-8")
