"""The checks can fail: each test builds a broken copy of the site and runs the same check on it.

- a Chinese page removed: the page walk (language selector, 404s) reports it;
- an anchor broken in a link: LinkChecker reports it;
- a web font added (Material's `theme.font`, which loads Google Fonts): the request recorder
  reports the request that leaves 127.0.0.1.

The copies are built without --strict on purpose, so the browser checks, not mkdocs, catch them.
"""

from __future__ import annotations

import re

import pytest

from tests.browser import checks, site
from tests.browser.conftest import new_context


@pytest.fixture
def variant(tmp_path):
    """A copy of the sources; call build() after breaking it to get (base_url, site_dir)."""
    root = site.copy_tree(tmp_path / "src")
    servers = []

    def build():
        site_dir = tmp_path / "site"
        run = site.build(root, site_dir, strict=False)
        assert run.returncode == 0, run.stderr
        server = site.serve(site_dir, site.url_prefix(site.load_config(root)))
        servers.append(server)
        return server.__enter__(), site_dir

    build.root = root
    yield build
    for server in servers:
        server.__exit__(None, None, None)


def walk(browser, base_url, root, md):
    context, _ = new_context(browser, base_url)
    try:
        page = context.new_page()
        page.recorder = _
        return checks.check_page(page, base_url, root, md)
    finally:
        context.close()


def test_removed_chinese_page_fails_the_page_walk(browser, variant):
    (variant.root / "docs" / "zh" / "glossary.md").unlink()
    base_url, _ = variant()
    problems = walk(browser, base_url, variant.root, "glossary.md")
    print("\n".join(problems))
    assert any("zh/glossary" in problem for problem in problems), problems


def test_broken_anchor_fails_the_link_check(variant):
    page = variant.root / "docs" / "en" / "index.md"
    text = page.read_text(encoding="utf-8")
    link = "(two-relationships.md#requires-grad)"
    broken, count = re.subn(re.escape(link), "(two-relationships.md#no-such-anchor)", text)
    assert count == 1, "the variant needs the link to two-relationships.md#requires-grad"
    page.write_text(broken, encoding="utf-8")
    base_url, site_dir = variant()
    config = site.load_config(variant.root)
    report = checks.check_links(base_url, config["site_url"], site_dir)
    print("\n".join(report.broken))
    assert any("no-such-anchor" in problem for problem in report.broken), report.broken


def test_web_font_fails_the_offline_check(browser, variant):
    config_path = variant.root / "mkdocs.yml"
    text = config_path.read_text(encoding="utf-8")
    with_font, count = re.subn(r"(?m)^  font: false$", "  font:\n    text: Noto Sans SC", text)
    assert count == 1, "the variant needs `font: false` under theme in mkdocs.yml"
    config_path.write_text(with_font, encoding="utf-8")
    base_url, _ = variant()
    problems = walk(browser, base_url, variant.root, "index.md")
    print("\n".join(problems))
    left = "request left 127.0.0.1: https://fonts.googleapis.com/"
    assert any(problem.startswith(left) for problem in problems), problems
