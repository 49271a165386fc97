"""MkDocs hook: one 404 page per language, the default language's at the site root.

mkdocs-static-i18n builds every language into the same site_dir, so each build writes the root
404.html and the last language wins (a Chinese 404 with a Chinese nav for every reader). The
default build keeps the root 404.html; each other language's goes to <locale>/404.html, which the
root page sends a reader on a path of that language to (overrides/404.html).
"""

from pathlib import Path

from docsite.build import i18n_adapter


def on_post_template(output_content, template_name, config):
    if template_name == "404.html" and not i18n_adapter.is_default_build(config):
        path = Path(config.site_dir) / (i18n_adapter.current_language(config) or "") / "404.html"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(output_content, encoding="utf-8")
        return ""  # MkDocs skips writing a template whose output is empty
    return output_content
