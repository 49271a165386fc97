"""Checks of the site's pages, each a function from the site model to one-line problems.

`python -m docsite.checks [--check NAME ...]` runs them and prints one line per problem. A check's
module is imported only when it runs (`nox -s lint` runs typography without pydantic installed).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from docsite.model import Site

# name -> "module:function" in this package
CHECKS: dict[str, str] = {
    "pages": "pages:check_pages",
    "structure": "structure:check_structure",
    "numbers": "numbers:check_numbers",
    "asserted-numbers": "numbers:check_numbers_asserted",
    "provenance": "provenance:check_provenance",
    "glossary": "glossary:check_glossary",
    "reader": "reader:check_reader_pages",
    "typography": "typography:check_typography",
    "translations": "translations:check_translations",
}


def check(name: str) -> Callable[[Site], list[str]]:
    module, function = CHECKS[name].split(":")
    return getattr(importlib.import_module(f"{__name__}.{module}"), function)
