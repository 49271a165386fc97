"""Broken copies of the site: the defects test_planted_defects.py shows the checks reporting.

Each variant is a copy of the sources with several defects planted at once, built once (in the
background, see conftest.py). The defects of one variant are independent: each breaks a different
thing, and each row of test_planted_defects.py's table looks for its own message. Search has
variants of its own, because its defects would hide each other: "no-aliases" drops the other names
the glossary cites, "material-search" puts Material's search back as it comes (jieba without the
glossary's words, no stemming, Material's own reading of the query).
"""

from __future__ import annotations

import base64
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

LONG_LINE = "wide = " + " + ".join(["1"] * 60) + "  # a line no block is wide enough for\n"


def edit(path: Path, old: str, new: str, count: int = 1) -> None:
    """Replace `old` (exactly `count` times) in the file; says what the variant needs if absent."""
    text = path.read_text(encoding="utf-8")
    changed, n = re.subn(re.escape(old), new.replace("\\", "\\\\"), text, count=count)
    if n != count:
        raise AssertionError(f"the variant needs {old!r} {count} time(s) in {path}, found {n}")
    path.write_text(changed, encoding="utf-8")


def _config(root: Path) -> Path:
    return root / "mkdocs.yml"


def _reader_js(root: Path) -> Path:
    return root / "overrides" / "assets" / "javascripts" / "reader.js"


def _reader_css(root: Path) -> Path:
    return root / "overrides" / "assets" / "stylesheets" / "reader.css"


def drop_hook(name: str) -> Callable[[Path], None]:
    def plant(root: Path) -> None:
        edit(_config(root), f"  - scripts/docsite/build/{name}\n", "")

    return plant


def remove_chinese_glossary(root: Path) -> None:
    (root / "docs" / "zh" / "glossary.md").unlink()


def break_an_anchor(root: Path) -> None:
    edit(
        root / "docs" / "en" / "index.md",
        "(two-relationships.md#requires-grad)",
        "(two-relationships.md#no-such-anchor)",
    )


def add_a_web_font(root: Path) -> None:
    """Material's `theme.font`, which loads Google Fonts."""
    edit(_config(root), "  font: false\n", "  font:\n    text: Noto Sans SC\n")


def lengthen_a_snippet_line(root: Path) -> None:
    snippet = root / "snippets" / "saved_reference" / "alias_both_ways.py"
    snippet.write_text(snippet.read_text(encoding="utf-8") + LONG_LINE, encoding="utf-8")


def use_deep_orange(root: Path) -> None:
    edit(_config(root), "primary: custom", "primary: deep orange", count=2)


def drop_metadata_and_source_links(root: Path) -> None:
    main = root / "overrides" / "main.html"
    edit(main, '{% include "partials/source-links.html" %}', "")
    edit(main, '<meta property="og:locale"', '<meta property="og:no-locale"')


def forget_the_place(root: Path) -> None:
    """reader.js no longer gives the language links the section being read."""
    edit(_reader_js(root), 'url.hash = id ? "#" + id : ""', "")


def add_a_heavy_script(root: Path) -> None:
    heavy = root / "overrides" / "assets" / "javascripts" / "heavy.js"
    noise = base64.b64encode(os.urandom(150_000)).decode()  # does not compress
    heavy.write_text(f'window.heavy = "{noise}"\n', encoding="utf-8")
    edit(
        _config(root),
        "  - assets/javascripts/reader.js\n",
        "  - assets/javascripts/reader.js\n  - assets/javascripts/heavy.js\n",
    )


def use_a_tooling_word(root: Path) -> None:
    partial = root / "overrides" / "partials" / "provenance.html"
    edit(partial, '"published": "This edition published",', '"published": "Backfilled (nox)",')


def cut_comments(root: Path) -> None:
    """Comments and output lines no longer wrap on a narrow screen."""
    edit(_reader_css(root), "  white-space: pre-wrap;\n  overflow-wrap: anywhere;\n", "")


def unfocusable_code(root: Path) -> None:
    edit(_reader_js(root), "    keyboardScrolling()\n", "")


def break_names(root: Path) -> None:
    """Inline code gets no <wbr>, and may break anywhere again (Material's own rule)."""
    edit(_reader_js(root), "    breakableInlineCode()\n", "")
    edit(_reader_css(root), "  word-break: normal;\n  overflow-wrap: normal;\n", "")


def white_figures(root: Path) -> None:
    edit(_reader_css(root), "  filter: invert(0.88) hue-rotate(180deg);\n", "")


def english_words_on_chinese_pages(root: Path) -> None:
    """The Chinese palette labels and permalink titles are gone."""
    edit(
        _config(root), "                  name: 切换到深色模式\n", "                  name: Dark\n"
    )
    edit(root / "overrides" / "main.html", '{"zh": "永久链接"}', "{}")


def no_x_default(root: Path) -> None:
    (root / "overrides" / "sitemap.xml").unlink()


def one_404_for_all(root: Path) -> None:
    """The root 404 page no longer sends a reader on a Chinese path to the Chinese one."""
    edit(root / "overrides" / "404.html", "location.replace(", "void (")


def invisible_tab_stop(root: Path) -> None:
    """Material's own tabindex on the search results' scroll area: a Tab stop of no height."""
    edit(
        root / "overrides" / "partials" / "search.html",
        '<div class="md-search__scrollwrap" tabindex="-1" data-md-scrollfix>',
        '<div class="md-search__scrollwrap" tabindex="0" data-md-scrollfix>',
    )
    edit(_reader_js(root), "    searchResultsTabStop()\n", "")


def drop_the_aliases(root: Path) -> None:
    """The glossary cites no other names: the quoted names and the other-words table's rows go."""
    for lang in ("en", "zh"):
        path = root / "docs" / lang / "glossary.md"
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"“[^”]*”", "", text)
        text = "\n".join(line for line in text.splitlines() if "拷贝" not in line) + "\n"
        path.write_text(text, encoding="utf-8")


def materials_own_query_reading(root: Path) -> None:
    """Material's search as it comes: no stemming in the index, Material's own worker."""
    edit(_config(root), "      pipeline: [stemmer, stopWordFilter]\n", "")
    partial = root / "overrides" / "partials" / "search-language.html"
    edit(
        partial,
        "    el.textContent = JSON.stringify(config);",
        "    config.search = search;\n    el.textContent = JSON.stringify(config);",
    )
    edit(
        partial,
        "    var material = config.search",
        "    var search = config.search;\n    var material = config.search",
    )


@dataclass(frozen=True)
class VariantSpec:
    plants: tuple[Callable[[Path], None], ...]
    env: dict[str, str] = field(default_factory=dict)


VARIANTS: dict[str, VariantSpec] = {
    "broken": VariantSpec(
        plants=(
            remove_chinese_glossary,
            break_an_anchor,
            add_a_web_font,
            drop_hook("cjk_soft_breaks_hook.py"),
            lengthen_a_snippet_line,
            drop_hook("narrow_figures_hook.py"),
            use_deep_orange,
            drop_metadata_and_source_links,
            forget_the_place,
            drop_hook("search_index_hook.py"),
            add_a_heavy_script,
            use_a_tooling_word,
            cut_comments,
            unfocusable_code,
            break_names,
            white_figures,
            english_words_on_chinese_pages,
            no_x_default,
            one_404_for_all,
            invisible_tab_stop,
        ),
        env={"SITE_URL": "https://OWNER.github.io/detach-vs-clone/"},
    ),
    "no-aliases": VariantSpec(plants=(drop_the_aliases,)),
    "material-search": VariantSpec(
        plants=(drop_hook("search_words_hook.py"), materials_own_query_reading)
    ),
}
