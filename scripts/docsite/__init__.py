"""The tooling of the detach-vs-clone site.

- `docsite.model`: the one model of the site (mkdocs.yml, pages, headings, prose, examples);
- `docsite.examples`: the pytest plugin that runs every example as the page shows it;
- `docsite.checks`: the bilingual and reader checks (`python -m docsite.checks`);
- `docsite.build`: the MkDocs hooks (downloads, the one 404 page, the recorded torch versions);
- `docsite.figures`: the scripts that draw the figures drawn from numbers.
"""
