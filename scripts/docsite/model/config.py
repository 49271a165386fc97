"""mkdocs.yml, read once (without MkDocs): the model's `Config`, where every tool takes the
languages, the nav, the Markdown extensions and their settings from, never from the raw YAML."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import yaml
from yaml_env_tag import construct_env_tag

from .errors import SiteError, shown_path
from .languages import code_language


@dataclass(frozen=True)
class Config:
    path: Path
    raw: dict
    languages: tuple[str, ...]  # locales, the default language first
    nav: tuple[str, ...]  # the page files nav lists, in order
    extensions: tuple[str, ...]
    extension_configs: dict

    @property
    def root(self) -> Path:
        return self.path.parent

    @property
    def docs_dir(self) -> Path:
        return self.root / self.raw.get("docs_dir", "docs")

    @property
    def default_language(self) -> str:
        return self.languages[0]

    @property
    def site_url(self) -> str:
        return self.raw.get("site_url") or "/"

    @property
    def url_prefix(self) -> str:
        """The path part of site_url, with slashes on both ends: "/detach-vs-clone/"."""
        path = urlsplit(self.site_url).path.strip("/")
        return f"/{path}/" if path else "/"

    def labels(self, lang: str) -> dict:
        """The words of the site's own interface in `lang`: `extra: labels: <lang>:` of mkdocs.yml,
        the one table the theme's partials and the downloads read."""
        found = ((self.raw.get("extra") or {}).get("labels") or {}).get(lang)
        if not isinstance(found, dict):
            where = shown_path(self.path, self.root)
            raise SiteError(f"{where}: no `extra: labels: {lang}:` (the words of the interface)")
        return found

    def snippet_base(self) -> list[str]:
        bases = self.extension_configs.get("pymdownx.snippets", {}).get("base_path", ["."])
        listed = [bases] if isinstance(bases, str) else bases
        return [str((self.root / base).resolve()) for base in listed]


def nav_files(nav) -> list[str]:
    """The local .md files a MkDocs `nav` lists, in order (external links left out)."""
    if isinstance(nav, str):
        return [nav.lstrip("/")] if nav.endswith(".md") and "://" not in nav else []
    items = nav if isinstance(nav, list) else list(nav.values()) if isinstance(nav, dict) else []
    return [page for item in items for page in nav_files(item)]


# libyaml's safe loader where PyYAML has it (a tenth of the pure-Python one's time)
SAFE_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(yaml.SafeLoader):  # its messages: "expected ',' or ']', but got ':'"
    """YAML as MkDocs reads mkdocs.yml, without MkDocs: `!ENV` as pyyaml-env-tag reads it (MkDocs'
    own loader), any other tag (`!relative`, `!!python/name:`) a value the model never reads."""


_Loader.add_constructor("!ENV", construct_env_tag)
_Loader.add_multi_constructor("", lambda loader, suffix, node: None)


def _read_yaml(path: Path) -> dict:
    shown = shown_path(path, path.parent)
    try:
        with open(path, encoding="utf-8") as f:
            raw = yaml.load(f, Loader=_Loader) or {}
    except OSError as err:
        raise SiteError(f"{shown}: cannot be read ({err.strerror})") from None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"{shown}:{mark.line + 1}" if mark else shown
        problem = getattr(err, "problem", None) or str(err).splitlines()[0]
        raise SiteError(f"{where}: not valid YAML: {problem}") from None
    if not isinstance(raw, dict):
        raise SiteError(f"{shown}: not a mapping of settings")
    return raw


def _languages(raw: dict) -> tuple[str, ...]:
    """The i18n plugin's locales, the default one first (the theme's language without it)."""
    plugins = raw.get("plugins") or []
    i18n: dict = next((p["i18n"] for p in plugins if isinstance(p, dict) and "i18n" in p), {})
    declared = i18n.get("languages") or [
        {"locale": raw.get("theme", {}).get("language", code_language().code)}
    ]
    default = [lang["locale"] for lang in declared if lang.get("default")]
    return tuple(
        sorted((lang["locale"] for lang in declared), key=lambda locale: locale not in default)
    )


def load_config(path: Path) -> Config:
    raw = _read_yaml(path)
    names, settings = [], {}
    for entry in raw.get("markdown_extensions") or []:
        name, conf = next(iter(entry.items())) if isinstance(entry, dict) else (entry, {})
        names.append(name)
        settings[name] = dict(conf or {})
    nav = tuple(nav_files(raw.get("nav") or []))
    return Config(path, raw, _languages(raw), nav, tuple(names), settings)
