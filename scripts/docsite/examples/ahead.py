"""The page checks of a run, done ahead in a second process.

The checks need no torch; the examples do, and importing it is most of a run's time. So at the
start of a run the plugin forks a process that runs the page-level checks of the pages the run
names (all of them, or the pages given on the command line), while this one imports torch and
runs the examples on the other core; each page's checks item then reads what it found. Where
there is no fork (Windows), or the second process fails, each item runs its checks itself, so
what a run reports never depends on this: only when it is ready does.
"""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

from docsite.checks import page_problems
from docsite.model import Site, SiteError


def pages_named(site: Site, args: list[str]) -> set[str]:
    """The slugs of the pages a run's arguments collect: a page file, or the folders above it."""
    slugs: set[str] = set()
    for arg in args:
        path = (site.root / arg.split("::")[0]).resolve()
        if path.suffix == ".md":
            slugs.add(site.page(path).slug)
        elif path.is_dir() and (
            site.docs_dir.resolve().is_relative_to(path)
            or path.is_relative_to(site.docs_dir.resolve())
        ):
            slugs |= {slug for lang in site.languages for slug in site.files(lang)}
    return slugs


class ChecksAhead:
    def __init__(self, root: Path, args: list[str]):
        self.found: dict[str, list[str]] | None = None
        self.pid = 0
        if not hasattr(os, "fork"):
            return
        try:
            slugs = pages_named(Site(root), args)
        except (SiteError, OSError):
            return  # the run reports the bad input itself
        if not slugs:
            return
        self._read, write = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # the second process: the checks, as JSON, then out (no atexit)
            os.close(self._read)
            data = b""
            try:
                site = Site(root)
                found = {slug: page_problems(site.restricted_to({slug})) for slug in slugs}
                data = json.dumps(found).encode()
            finally:
                with os.fdopen(write, "wb") as out:
                    out.write(data)
                os._exit(0)
        os.close(write)

    def problems(self, slug: str) -> list[str] | None:
        """What the second process found on the page (None: not known, run the checks here)."""
        if self.found is None:
            self.found = {}
            if self.pid:
                with os.fdopen(self._read, "rb") as result:
                    data = result.read()
                os.waitpid(self.pid, 0)
                self.pid = 0
                if data:
                    self.found = json.loads(data)
        return self.found.get(slug)

    def close(self) -> None:
        """End the second process if nothing read what it found (a run without checks items)."""
        if self.pid:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
            os.close(self._read)
            self.pid = 0
