"""What the project's commands share: one-line usage errors.

Standard library only (the figure script uses it without the site's libraries).
"""

from __future__ import annotations

import argparse


class OneLineParser(argparse.ArgumentParser):
    """argparse for the project's commands: a bad option is one line, not usage and a line."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")
