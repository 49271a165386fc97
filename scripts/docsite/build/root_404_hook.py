"""MkDocs hook: keep the site's one 404 page from the default-language build.

mkdocs-static-i18n builds every language into the same site_dir, so each build writes the root
404.html and the last language wins (a Chinese 404 with a Chinese nav for every reader). The 404
template (overrides/404.html) speaks both languages; render it once, in the default build.
"""


def on_post_template(output_content, template_name, config):
    i18n = config.plugins.get("i18n")
    if template_name == "404.html" and i18n and i18n.current_language != i18n.default_language:
        return ""  # MkDocs skips writing a template whose output is empty
    return output_content
