"""Checks of the site's pages, each a function from the site model to one-line problems.

A check is registered where it is written, with one line above its function:

    @register("numbers")
    def check_numbers(site: Site) -> list[str]: ...

Every module of this package is imported here, so `CHECKS` (name -> function) holds every check
there is: `python -m docsite.checks` runs them, and `tests/pages/test_page_checks.py` runs each one
on the real pages (so no registered check can be left out of `nox`). A check that needs a heavy
library imports it inside the function (`nox -s lint` runs typography without pydantic).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from docsite.model import Site

Check = Callable[["Site"], list[str]]
CHECKS: dict[str, Check] = {}


def register(name: str) -> Callable[[Check], Check]:
    """Register a check under `name` (for `--check NAME` and the test ids)."""

    def add(check: Check) -> Check:
        if name in CHECKS:
            raise ValueError(f"two checks are named {name!r}: {CHECKS[name]} and {check}")
        CHECKS[name] = check
        return check

    return add


for _module in pkgutil.iter_modules(__path__):
    if _module.name != "__main__":
        importlib.import_module(f"{__name__}.{_module.name}")
