"""MkDocs hook: keep the site's one 404 page from the default-language build.

mkdocs-static-i18n builds every language into the same site_dir, so each build writes the root
404.html and the last language wins (a Chinese 404 with a Chinese nav for every reader). The 404
template (overrides/404.html) speaks both languages; render it once, in the default build.
"""

from docsite.build import i18n_adapter


def on_post_template(output_content, template_name, config):
    if template_name == "404.html" and not i18n_adapter.is_default_build(config):
        return ""  # MkDocs skips writing a template whose output is empty
    return output_content
