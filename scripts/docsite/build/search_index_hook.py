"""MkDocs hook: one search index per language, so a page loads only its own language's index.

mkdocs-static-i18n builds each language in turn and then writes one search/search_index.json
holding every language's pages. After that (this hook runs after the i18n plugin's own
post-build step), the index is split by the pages' language prefix: search/search_index.json
keeps the default language's pages, <locale>/search/search_index.json each other language's,
with the prefix taken off their locations (they are relative to the language's root).
overrides/partials/search-language.html points each page's search at its language's root, so
Material fetches that index and resolves the results against it.

Each index's config also holds `synonyms`: the other names readers type for a term, and what
they mean on the site. The Chinese index maps each glossary term's other names (`also` in
scripts/docsite/checks/glossary_terms.py, which the Chinese glossary cites) and its English name
to the Chinese term, so 原地操作 or "version counter" typed on a Chinese page searches for 原地修改
and 版本计数器 (overrides/assets/javascripts/workers/reader-search.js reads them).

The code blocks (`<pre>`) are left out of the index: they are the same snippets in every language,
more than half of each index's text, and a page loads its index whether or not the reader
searches (the heaviest page must stay under 120 KB gzip). Inline code in the prose stays
searchable.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from mkdocs.plugins import event_priority

from docsite.build import i18n_adapter
from docsite.checks.glossary_terms import TERMS, WORD_CHOICES

CODE_BLOCK = re.compile(r"<pre\b.*?</pre>", re.S)
# language -> {what a reader types: the site's term}
SYNONYMS: dict[str, dict[str, str]] = {
    "zh": {
        **{term.en: term.zh for term in TERMS},
        **{name: term.zh for term in (*TERMS, *WORD_CHOICES) for name in term.also},
    }
}


# after mkdocs-static-i18n's on_post_build, which writes the stacked index
@event_priority(i18n_adapter.I18N_POST_BUILD_PRIORITY - 100)
def on_post_build(config):
    if i18n_adapter.current_language(config) is None or i18n_adapter.is_nested_build(config):
        return  # a nested language build: the stacked index is written after the last one
    index_path = Path(config.site_dir) / "search" / "search_index.json"
    if not index_path.is_file():
        return
    index = json.loads(index_path.read_text(encoding="utf-8"))
    prefixes = i18n_adapter.language_prefixes(config)
    by_prefix: dict[str, list] = {prefix: [] for prefix in ["", *prefixes]}
    for doc in index["docs"]:
        location = doc.get("location", "")
        prefix = next((p for p in prefixes if location.startswith(p)), "")
        text = CODE_BLOCK.sub(" ", doc.get("text", ""))
        by_prefix[prefix].append({**doc, "location": location.removeprefix(prefix), "text": text})
    for prefix, docs in by_prefix.items():
        path = Path(config.site_dir) / prefix / "search" / "search_index.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        # in "config": the part of the index Material hands its worker whole
        settings = {**index["config"], "synonyms": SYNONYMS.get(prefix.strip("/"), {})}
        text = json.dumps(
            {**index, "config": settings, "docs": docs}, ensure_ascii=False, separators=(",", ":")
        )
        path.write_text(text, encoding="utf-8")
