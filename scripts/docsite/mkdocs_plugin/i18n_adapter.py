"""Everything the build takes from mkdocs-static-i18n beyond its configuration, in one place.

mkdocs-static-i18n (1.3.1, its last release; pyproject.toml pins `>=1.3.1,<1.4`) documents its
mkdocs.yml options, not its plugin object. The build needs four facts from that object: the
language being built, whether it is the default language's build, whether a nested language build
is running (the plugin builds each other language from its own `on_post_build`), and the URL
prefixes of the other languages. They are read here and nowhere else: overrides/ reads only
`config.theme.language` and the plugin's mkdocs.yml options (`config.plugins["i18n"].config`,
MkDocs' public plugin API). tests/tooling/test_i18n_adapter.py
fails, naming this file, if a release renames or reshapes any of them.
"""

from __future__ import annotations

# The plugin's on_post_build priority: it writes the stacked search index and runs the nested
# builds there; what needs that index runs after it (a lower priority).
I18N_POST_BUILD_PRIORITY = -100


def _plugin(config):
    return config.plugins.get("i18n")


def current_language(config) -> str | None:
    """The locale being built (`en`, `zh`); None without the i18n plugin."""
    i18n = _plugin(config)
    return None if i18n is None else i18n.current_language


def is_default_build(config) -> bool:
    """True in the default language's build (it writes the site's root), or without i18n."""
    i18n = _plugin(config)
    return i18n is None or i18n.current_language == i18n.default_language


def is_nested_build(config) -> bool:
    """True while the plugin builds another language from inside the default build's post-build."""
    i18n = _plugin(config)
    return i18n is not None and bool(i18n.building)


def language_prefixes(config) -> list[str]:
    """The URL prefixes of the other built languages (`zh/`); the default language has none."""
    i18n = _plugin(config)
    if i18n is None:
        return []
    return [
        f"{language.locale}/"
        for language in i18n.config.languages
        if not language.default and language.build
    ]
