"""What the project's commands share: one-line usage errors, and one ending for every report.

Standard library only (the figure script and `nox -s bench` use it without the site's libraries).
"""

from __future__ import annotations

import argparse


class OneLineParser(argparse.ArgumentParser):
    """argparse for the project's commands: a bad option is one line, not usage and a line."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def report(problems: list[str], ok: str | None = None) -> int:
    """Print each problem on its own line (or `ok` when there is none); the exit status."""
    for problem in problems:
        print(problem)
    if not problems and ok:
        print(ok)
    return 1 if problems else 0
