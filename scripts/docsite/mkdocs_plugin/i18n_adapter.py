"""The five facts the build takes from mkdocs-static-i18n's plugin object (1.3.1, its last
release), which it does not document: read here and nowhere else, and held to their shape by
tests/tooling/test_i18n_adapter.py."""

from __future__ import annotations

from copy import deepcopy

# The plugin's on_post_build priority: it writes the stacked search index and runs the nested
# builds there; what needs that index runs after it (a lower priority).
I18N_POST_BUILD_PRIORITY = -100


def _plugin(config):
    return config.plugins["i18n"]  # mkdocs.yml's; a site of this project always has it


def current_language(config) -> str:
    """The locale being built."""
    return _plugin(config).current_language


def is_default_build(config) -> bool:
    """True in the default language's build (it writes the site's root)."""
    i18n = _plugin(config)
    return i18n.current_language == i18n.default_language


def is_nested_build(config) -> bool:
    """True while the plugin builds another language from inside the default build's post-build."""
    return bool(_plugin(config).building)


def language_prefixes(config) -> list[str]:
    """The URL prefixes of the other built languages (`<locale>/`); the default has none."""
    return [
        f"{language.locale}/"
        for language in _plugin(config).config.languages
        if not language.default and language.build
    ]


def language_homes(config) -> list[dict]:
    """The language selector's entries (`config.extra.alternate`), each leading to its language's
    home: the plugin's own copy, which it retargets to the same page in each language per page."""
    return deepcopy(_plugin(config).extra_alternate)
