"""The tooling of the detach-vs-clone site.

- `docsite.model`: the one model of the site (mkdocs.yml, pages, headings, prose, examples);
- `docsite.text`: what a Chinese character is, and the Markdown source patterns, defined once;
- `docsite.examples`: the pytest plugin that runs every example as the page shows it;
- `docsite.checks`: the checks of the pages, a registry of functions (`python -m docsite.checks`);
- `docsite.downloads`: a page's examples as a script, the page as a notebook;
- `docsite.versions`: the torch releases the examples are verified on (standard library only);
- `docsite.cli`: what the commands share (one-line usage errors, one report ending);
- `docsite.build`: the MkDocs hooks (`*_hook.py`: downloads, source links, the one 404 page, search
  by language, Chinese soft breaks, narrow figures) and what they share (`site_cache`: the build's
  site model; `i18n_adapter`: what they read of mkdocs-static-i18n);
- `docsite.figures`: the scripts that draw the figures drawn from numbers.
"""
