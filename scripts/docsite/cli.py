"""One-line usage errors for the project's commands (standard library only)."""

from __future__ import annotations

import argparse


class OneLineParser(argparse.ArgumentParser):
    """argparse for the project's commands: a bad option is one line, not usage and a line."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")
