"""MkDocs hook: one search index per language, so a page loads only its own language's index.

mkdocs-static-i18n builds each language in turn and then writes one search/search_index.json
holding every language's pages. After that (this hook runs after the i18n plugin's own
post-build step), the index is split by the pages' language prefix: search/search_index.json
keeps the default language's pages, <locale>/search/search_index.json each other language's,
with the prefix taken off their locations (they are relative to the language's root).
overrides/partials/search-language.html points each page's search at its language's root, so
Material fetches that index and resolves the results against it.

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

CODE_BLOCK = re.compile(r"<pre\b.*?</pre>", re.S)


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
        text = json.dumps({**index, "docs": docs}, ensure_ascii=False, separators=(",", ":"))
        path.write_text(text, encoding="utf-8")
