"""The model's one kind of error, and how its messages show a path."""

from __future__ import annotations

from pathlib import Path


class SiteError(Exception):
    """Bad input: the message is one line, `file[:line]: what is wrong and what to do`."""


def shown_path(path: Path, root: Path) -> str:
    """A path as messages show it: relative to the repository root where it is inside it."""
    path = Path(path).resolve()
    return path.relative_to(root).as_posix() if path.is_relative_to(root) else path.as_posix()
