"""Checks of the site's pages, each a function from the site model to one-line problems.

`python -m docsite.checks [--check NAME ...]` runs them and prints one line per problem.
"""

from __future__ import annotations

from collections.abc import Callable

from docsite.model import Site

from . import glossary, numbers, pages, provenance, structure, typography

CHECKS: dict[str, Callable[[Site], list[str]]] = {
    "pages": pages.check_pages,
    "structure": structure.check_structure,
    "numbers": numbers.check_numbers,
    "asserted-numbers": numbers.check_numbers_asserted,
    "provenance": provenance.check_provenance,
    "glossary": glossary.check_glossary,
    "typography": typography.check_typography,
}
