"""The one model of the site: mkdocs.yml, and each page's front matter, headings, prose, examples.

Every tool reads the site through this package: the examples plugin (`docsite.examples`), the
checks (`docsite.checks`), the downloads and the build hooks (`docsite.build`), the browser tests.
Split by job:

- `config.py`: mkdocs.yml, read once (`Config`: languages and their URL prefixes, nav, extensions);
- `markdown.py`: a page's Markdown parsed as the site renders it (tokens, includes, containers);
- `page.py`: a page, read once (text, front matter, headings, fences, examples, URL);
- `example.py`: what an example is, once: the fence rules, the snippet that runs, its comments in
  each language, its shown output and declared error;
- `prose.py`: views of the prose for the checks and the downloads;
- `site.py`: the site under a root, its pages each read once;
- `errors.py`: `SiteError`, whose message is one line naming the file and what to fix.

What a check needs beyond these belongs to the check; Markdown source patterns and the CJK ranges
are `docsite.text`'s.
"""

from .config import Config, load_config, nav_files
from .errors import SiteError, shown_path
from .example import FENCE_OPTIONS, Example, Snippet
from .markdown import PYTHON_LANGS, Container, fence_info
from .page import Heading, Page
from .site import Site

__all__ = [
    "FENCE_OPTIONS",
    "PYTHON_LANGS",
    "Config",
    "Container",
    "Example",
    "Heading",
    "Page",
    "Site",
    "SiteError",
    "Snippet",
    "fence_info",
    "load_config",
    "nav_files",
    "shown_path",
]
