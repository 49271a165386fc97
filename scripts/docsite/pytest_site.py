"""The site model under test, read once per pytest run (the examples plugin's `site` fixture and
the browser tests' take it from here)."""

from __future__ import annotations

import pytest

from docsite.model import Site, SiteError

SITE = pytest.StashKey[Site]()


def site_of(config: pytest.Config) -> Site:
    """The site under pytest's root (a bad mkdocs.yml is a one-line usage error)."""
    if SITE not in config.stash:
        try:
            config.stash[SITE] = Site(config.rootpath)
        except SiteError as err:
            raise pytest.UsageError(str(err)) from None
    return config.stash[SITE]
