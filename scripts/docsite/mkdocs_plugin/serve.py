"""Under `mkdocs serve`, a build that fails is one line, and the last good site stays served
(MkDocs would print a traceback and hold every request until a build succeeds)."""

from __future__ import annotations

import logging
import logging.handlers
import shutil
from collections.abc import Callable
from pathlib import Path

from mkdocs.livereload import LiveReloadServer

log = logging.getLogger("mkdocs.plugins.docsite")


def failed_build_line(error: BaseException, logged: list[str]) -> str:
    """What went wrong, in the most telling line: a `file:line: ...` one if there is one."""
    lines = [*logged, str(error)]
    telling = [m for m in lines if m and not m.startswith(("Error reading page", "Aborted"))]
    return (telling or lines)[0].splitlines()[0]


def guarded(build: Callable[[], None], server: LiveReloadServer) -> Callable[[], None]:
    def rebuild() -> None:
        site = Path(server.root)
        last_good = site.with_name(site.name + "-last-good")
        shutil.rmtree(last_good, ignore_errors=True)
        site.rename(last_good)
        server.root = str(last_good)
        held = logging.handlers.BufferingHandler(capacity=10_000)  # MkDocs' errors, held back
        held.setLevel(logging.ERROR)
        mkdocs_log = logging.getLogger("mkdocs")
        shown = list(mkdocs_log.handlers)
        mkdocs_log.addHandler(held)
        for handler in shown:
            handler.addFilter(_below_error)
        failure = None
        try:
            build()
        except Exception as error:  # any failure of the build: said in one line
            failure = failed_build_line(error, [record.getMessage() for record in held.buffer])
        finally:
            mkdocs_log.removeHandler(held)
            for handler in shown:
                handler.removeFilter(_below_error)
        if failure is None:
            shutil.rmtree(last_good, ignore_errors=True)
        else:
            log.error(f"{failure} (still serving the last good site)")
            shutil.rmtree(site, ignore_errors=True)
            last_good.rename(site)
        server.root = str(site)

    return rebuild


def _below_error(record: logging.LogRecord) -> bool:
    return record.levelno < logging.ERROR
