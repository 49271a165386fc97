"""Checks of the site's pages, each a function from the site model to one-line problems.

A check is registered where it is written, with one line above its function:

    @register("numbers")
    def check_numbers(site: Site) -> list[str]: ...

A check is about pages unless registered with `whole_site=True` (the nav, the repository's
paths, the figures, the glossary against its terms): given a site restricted to one page
(`Site.restricted_to`), a page-level check looks at that page in every language only.

Every module of this package is imported here, so `CHECKS` (name -> function) holds every check
there is: `python -m docsite.checks` runs them all; in `nox`, the examples plugin runs the
page-level ones for each page it collects (`docs/en/<page>.md::checks`), and
`tests/pages/test_page_checks.py` the whole-site ones, so no registered check can be left out. A
check that needs a heavy library imports it inside the function.
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
WHOLE_SITE: set[str] = set()  # the names of the checks that are not about pages


def register(name: str, *, whole_site: bool = False) -> Callable[[Check], Check]:
    """Register a check under `name` (for `--check NAME` and the test ids)."""

    def add(check: Check) -> Check:
        if name in CHECKS:
            raise ValueError(f"two checks are named {name!r}: {CHECKS[name]} and {check}")
        CHECKS[name] = check
        if whole_site:
            WHOLE_SITE.add(name)
        return check

    return add


def run_checks(site: Site, names: list[str]) -> list[str]:
    """The problems the named checks find, each once (a page that cannot be read: its one line)."""
    from docsite.model import SiteError

    problems: dict[str, None] = {}
    for name in names:
        try:
            found = CHECKS[name](site)
        except SiteError as err:
            found = [str(err)]
        problems.update(dict.fromkeys(found))
    return list(problems)


def page_problems(site: Site) -> list[str]:
    """What every page-level check finds (on a site restricted to one page: on that page)."""
    return run_checks(site, [name for name in CHECKS if name not in WHOLE_SITE])


for _module in pkgutil.iter_modules(__path__):
    if _module.name != "__main__":
        importlib.import_module(f"{__name__}.{_module.name}")
