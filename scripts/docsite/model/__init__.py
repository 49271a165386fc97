"""The one model of the site: mkdocs.yml, and each page's front matter, headings, prose, examples.

Every tool reads the site through this package (CONTRIBUTING.md, "Where things live"); each module
says what it holds. Markdown source patterns and the CJK ranges are `docsite.text`'s.
"""

from .config import load_config
from .errors import SiteError, shown_path
from .example import FENCE_OPTIONS, Example, Snippet
from .page import Heading, Page
from .site import Site

__all__ = [
    "FENCE_OPTIONS",
    "Example",
    "Heading",
    "Page",
    "Site",
    "SiteError",
    "Snippet",
    "load_config",
    "shown_path",
]
