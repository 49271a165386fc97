"""What scripts/docsite/mkdocs_plugin/i18n_adapter.py reads of mkdocs-static-i18n is there, as it
reads it.

The plugin's object is not documented; if a release renames or reshapes the current language, the
default-build test, the nested-build flag, the languages, the selector's homes or its post-build
priority, this fails naming the adapter, before a build writes one language's 404 or search index
over the other's.
"""

from __future__ import annotations

from importlib.metadata import version

import pytest
from mkdocs.config import load_config

from docsite.mkdocs_plugin import i18n_adapter

FIX = (
    "scripts/docsite/mkdocs_plugin/i18n_adapter.py no longer matches the installed "
    f"mkdocs-static-i18n {version('mkdocs-static-i18n')}: "
)
# What the adapter reads of the build being made: its language, whether default, whether nested.
BUILD = (i18n_adapter.current_language, i18n_adapter.is_default_build, i18n_adapter.is_nested_build)


@pytest.fixture
def config(small_site):
    site = small_site(pages={"en/page.md": "# Page\n", "zh/page.md": "# 页面\n"})
    yml = site.path("mkdocs.yml")  # the site's theme: the plugin sets its language selector
    yml.write_text(yml.read_text(encoding="utf-8") + "theme:\n  name: material\n", "utf-8")
    config = load_config(str(yml))
    return config.plugins.on_config(config)  # the plugin sets the language being built


def test_the_plugin_has_what_the_adapter_reads(config):
    i18n = config.plugins["i18n"]
    for name in ["current_language", "default_language", "building", "extra_alternate"]:
        assert hasattr(i18n, name), FIX + f"the plugin object has no `{name}`"
    for language in i18n.config.languages:
        for name in ["locale", "default", "build"]:
            assert hasattr(language, name), FIX + f"a language of its config has no `{name}`"
    priority = getattr(type(i18n).on_post_build, "mkdocs_priority", 0)
    assert priority == i18n_adapter.I18N_POST_BUILD_PRIORITY, (
        FIX + f"its on_post_build runs at priority {priority}"
    )


def test_the_adapter_reads_the_default_build_then_a_nested_one(config):
    i18n = config.plugins["i18n"]
    facts = (
        *(read(config) for read in BUILD),
        i18n_adapter.language_prefixes(config),
        [(home["lang"], home["link"]) for home in i18n_adapter.language_homes(config)],
    )
    homes = [("en", "/demo/"), ("zh", "/demo/zh/")]
    assert facts == ("en", True, False, ["zh/"], homes), FIX + f"the default build reads as {facts}"
    i18n.current_language, i18n.building = "zh", True  # what its on_post_build sets, per language
    facts = tuple(read(config) for read in BUILD)
    assert facts == ("zh", False, True), FIX + f"the nested zh build reads as {facts}"
