"""The reader checks can fail: each test plants one defect in a copy of the site, builds it and
shows that the check of tests/browser/reader_checks.py reports it (like test_can_fail.py).
"""

from __future__ import annotations

import base64
import os
import re

from tests.browser import checks, reader_checks, site
from tests.browser.conftest import new_context
from tests.browser.test_can_fail import variant  # noqa: F401 - the fixture

ZH = site.Language("zh", "zh/")
EN = site.Language("en", "")


def edit(path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    changed, n = re.subn(re.escape(old), new.replace("\\", "\\\\"), text, count=count)
    assert n == count, f"the variant needs {old!r} in {path}"
    path.write_text(changed, encoding="utf-8")


def run(browser, base_url, check, **options):
    context, recorder = new_context(browser, base_url, **options)
    try:
        page = context.new_page()
        page.recorder = recorder
        problems = check(page)
    finally:
        context.close()
    print("\n".join(problems))
    return problems


def test_soft_breaks_kept_fail_the_chinese_space_check(browser, variant):  # noqa: F811
    edit(variant.root / "mkdocs.yml", "  - scripts/docsite/build/cjk_soft_breaks_hook.py\n", "")
    base_url, _ = variant()
    url = base_url + "zh/saved-reference/"
    problems = run(browser, base_url, lambda page: reader_checks.stray_cjk_spaces(page, url))
    assert problems and all("space between Chinese characters" in p for p in problems)


def test_long_snippet_line_fails_the_code_width_check(browser, variant):  # noqa: F811
    snippet = variant.root / "snippets" / "saved_reference" / "alias_both_ways.py"
    snippet.write_text(
        snippet.read_text(encoding="utf-8") + "x = 1  # " + "a trailing comment " * 5 + "\n",
        encoding="utf-8",
    )
    base_url, _ = variant()
    url = base_url + "zh/saved-reference/"
    problems = run(browser, base_url, lambda page: reader_checks.scrolling_code(page, url))
    assert any("a trailing comment" in p for p in problems), problems


def test_wide_figure_on_a_phone_fails_the_text_size_check(browser, variant):  # noqa: F811
    edit(variant.root / "mkdocs.yml", "  - scripts/docsite/build/narrow_figures_hook.py\n", "")
    base_url, site_dir = variant()
    url = base_url + "two-relationships/"
    problems = run(
        browser,
        base_url,
        lambda page: reader_checks.small_figure_text(page, url, site_dir, base_url),
    )
    assert any("two-edges.svg: smallest text" in p for p in problems), problems


def test_material_deep_orange_fails_axe(browser, variant):  # noqa: F811
    edit(variant.root / "mkdocs.yml", "primary: custom", "primary: deep orange", count=2)
    base_url, _ = variant()
    problems = run(
        browser, base_url, lambda page: reader_checks.axe_violations(page, base_url, "light")
    )
    assert any("color-contrast" in p for p in problems), problems


def test_placeholder_site_url_fails_the_address_checks(browser, variant, monkeypatch):  # noqa: F811
    config = site.load_config()
    monkeypatch.setenv("SITE_URL", "https://OWNER.github.io/detach-vs-clone/")
    base_url, site_dir = variant()
    problems = reader_checks.placeholder_addresses(site_dir)
    assert any(p.startswith("sitemap.xml") for p in problems), problems
    md = variant.root / "docs" / "zh" / "sources.md"
    includes = site.page_includes(variant.root, md)

    def check(page):
        return reader_checks.page_address(
            page,
            base_url + "zh/sources/",
            base_url,
            config["site_url"],
            "zh",
            "docs/zh/sources.md",
            includes,
        )

    problems = run(browser, base_url, check)
    assert any(
        p.endswith(
            "is 'https://OWNER.github.io/detach-vs-clone/zh/sources/', expected "
            f"'{config['site_url']}zh/sources/'"
        )
        for p in problems
    ), problems


def test_missing_metadata_and_source_links_fail_the_address_check(browser, variant):  # noqa: F811
    overrides = variant.root / "overrides"
    edit(overrides / "main.html", '{% include "partials/source-links.html" %}', "")
    edit(overrides / "main.html", '<meta property="og:locale"', '<meta property="og:no-locale"')
    base_url, _ = variant()
    md = variant.root / "docs" / "en" / "saved-reference.md"
    includes = site.page_includes(variant.root, md)

    def check(page):
        return reader_checks.page_address(
            page,
            base_url + "saved-reference/",
            base_url,
            site.load_config(variant.root)["site_url"],
            "en",
            "docs/en/saved-reference.md",
            includes,
        )

    problems = run(browser, base_url, check)
    assert any("og:locale" in p for p in problems), problems
    assert any("no link to its source" in p for p in problems), problems
    assert any("links to snippets []" in p for p in problems), problems


def test_dropped_fragment_fails_the_section_check(browser, variant):  # noqa: F811
    script = variant.root / "overrides" / "assets" / "javascripts" / "reader.js"
    edit(script, "if (!link || !location.hash) return", "return")
    base_url, _ = variant()
    problems = run(
        browser,
        base_url,
        lambda page: reader_checks.section_kept(
            page, base_url, "saved-reference.md", [EN, ZH], "both-ways"
        ),
    )
    assert any("led to" in p and "#both-ways" in p for p in problems), problems


def test_one_index_for_both_languages_fails_the_search_check(browser, variant):  # noqa: F811
    edit(variant.root / "mkdocs.yml", "  - scripts/docsite/build/search_index_hook.py\n", "")
    base_url, _ = variant()
    url = base_url + "zh/saved-reference/"
    problems = run(
        browser,
        base_url,
        lambda page: reader_checks.search_index_and_weight(page, url, base_url, ZH),
    )
    assert any("search_index.json: HTTP 404, not a search index" in p for p in problems), problems


def test_heavy_script_fails_the_weight_check(browser, variant):  # noqa: F811
    heavy = variant.root / "overrides" / "assets" / "javascripts" / "heavy.js"
    noise = base64.b64encode(os.urandom(150_000)).decode()  # does not compress
    heavy.write_text(f'window.heavy = "{noise}"\n', encoding="utf-8")
    edit(
        variant.root / "mkdocs.yml",
        "  - assets/javascripts/reader.js\n",
        "  - assets/javascripts/reader.js\n  - assets/javascripts/heavy.js\n",
    )
    base_url, _ = variant()
    url = base_url + "glossary/"
    problems = run(
        browser,
        base_url,
        lambda page: reader_checks.search_index_and_weight(page, url, base_url, EN),
    )
    assert any("KB gzip in all, over 120 KB" in p for p in problems), problems


def test_tooling_words_fail_the_provenance_check(browser, variant):  # noqa: F811
    partial = variant.root / "overrides" / "partials" / "provenance.html"
    edit(partial, '"published": "This edition published",', '"published": "Backfilled (nox)",')
    base_url, _ = variant()
    md = variant.root / "docs" / "en" / "glossary.md"
    url = base_url + "glossary/"
    problems = run(browser, base_url, lambda page: checks.check_provenance(page, url, md, "en"))
    assert any("tooling word 'backfill'" in p for p in problems), problems
    assert any("lacks 'This edition published: " in p for p in problems), problems
