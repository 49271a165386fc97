"""The mkdocs.yml of the small sites the self-tests build: two languages, snippets from the root."""

MKDOCS_YML = """site_name: demo
nav:
  - page.md
plugins:
  - i18n:
      docs_structure: folder
      languages:
        - locale: en
          name: English
          default: true
        - locale: zh
          name: 中文
markdown_extensions:
  - pymdownx.snippets:
      base_path: [.]
      check_paths: true
"""
