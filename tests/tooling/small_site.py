"""The mkdocs.yml of the small sites the self-tests build: two languages, snippets from the root."""

MKDOCS_YML = """site_name: demo
nav:
  - page.md
plugins:
  - i18n:
      languages:
        - locale: en
          default: true
        - locale: zh
markdown_extensions:
  - pymdownx.snippets:
      base_path: [.]
      check_paths: true
"""
