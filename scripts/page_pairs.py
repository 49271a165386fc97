"""Every page has its counterpart in the other language, and the nav lists only such pages.

mkdocs-static-i18n serves the English page under /zh/ when the Chinese file is missing, so a missing
counterpart does not break the build: this check does.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from scripts.pages import LANGUAGES, language_pages


class _MkDocsLoader(yaml.SafeLoader):
    """SafeLoader that reads mkdocs.yml's !!python/name and !ENV tags as plain values."""


def _any_tag(loader: yaml.SafeLoader, _suffix: str, node: yaml.Node):
    if isinstance(node, yaml.ScalarNode):
        return loader.construct_scalar(node)
    if isinstance(node, yaml.SequenceNode):
        return loader.construct_sequence(node)
    return loader.construct_mapping(node)


_MkDocsLoader.add_multi_constructor("", _any_tag)


def nav_pages(nav) -> list[str]:
    """The local .md files a mkdocs `nav` lists, in order (external links left out)."""
    found: list[str] = []
    if isinstance(nav, str):
        if nav.endswith(".md") and "://" not in nav:
            found.append(nav.lstrip("/"))
    elif isinstance(nav, list):
        for item in nav:
            found += nav_pages(item)
    elif isinstance(nav, dict):
        for value in nav.values():
            found += nav_pages(value)
    return found


def check_pages(
    docs_dir: Path, mkdocs_yml: Path | None = None, languages: tuple[str, str] = LANGUAGES
) -> list[str]:
    """Counterparts exist; nav entries exist in both languages; no page is left out of the nav."""
    root = docs_dir.parent
    docs = docs_dir.relative_to(root).as_posix() if docs_dir.is_relative_to(root) else docs_dir
    pages = {lang: language_pages(docs_dir, lang) for lang in languages}
    errors = []
    for lang in languages:
        for other in languages:
            if other == lang:
                continue
            for slug in sorted(pages[lang].keys() - pages[other].keys()):
                errors.append(
                    f"{docs}/{other}/{slug}: missing: {docs}/{lang}/{slug} has no counterpart "
                    f"in '{other}'"
                )

    mkdocs_yml = mkdocs_yml or root / "mkdocs.yml"
    if not mkdocs_yml.is_file():
        return errors
    shown = (
        mkdocs_yml.relative_to(root).as_posix() if mkdocs_yml.is_relative_to(root) else mkdocs_yml
    )
    try:
        config = yaml.load(mkdocs_yml.read_text(encoding="utf-8"), Loader=_MkDocsLoader) or {}
    except yaml.YAMLError as exc:
        return errors + [f"{shown}: not valid YAML: {str(exc).splitlines()[0]}"]
    if "nav" not in config:
        return errors
    listed = nav_pages(config["nav"])
    for slug in listed:
        for lang in languages:
            if slug not in pages[lang]:
                errors.append(f"{shown}: nav lists {slug} but {docs}/{lang}/{slug} does not exist")
    in_both = pages[languages[0]].keys() & pages[languages[1]].keys()
    for slug in sorted(in_both - set(listed)):
        errors.append(f"{shown}: {slug} exists in both languages but is not in nav")
    return errors
