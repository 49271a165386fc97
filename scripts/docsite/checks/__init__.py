"""Checks of the site, each a function from the site model to one-line problems, registered with
`@register("<rule>")` in `<rule>.py` (`whole_site=True` for one not about pages): CONTRIBUTING.md,
"Where things live". Every module here is imported, so `CHECKS` holds every check there is."""

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
        module = check.__module__.rpartition(".")[2]
        if module != name.replace("-", "_"):  # found by its name: one check, one file
            raise ValueError(f"check {name!r} is in {module}.py: move it to its own file")
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
