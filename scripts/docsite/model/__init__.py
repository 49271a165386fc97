"""The one model of the site: mkdocs.yml, and each page's front matter, headings, prose, examples.

Every tool reads the site through this package (CONTRIBUTING.md, "Where things live"); each module
says what it holds. Markdown source patterns and the CJK ranges are `docsite.text`'s.
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
