"""The torch releases every example is verified on, as the sources page's example records them.

Standard library only: the noxfile loads this file by path (nox's own Python lacks the project)
to parametrize `nox -s versions`; the site model (`Site.torch_versions`) reads it for the
provenance box. Messages are one line, `file: what to write`.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import NamedTuple


class VerifiedOn(NamedTuple):
    """Where the record is: a tuple of release strings assigned to `name` in the file at `path`."""

    path: str  # relative to the repository root
    name: str


# The one record: the sources page's example asserts that the running torch is one of them.
VERIFIED_ON = VerifiedOn("snippets/sources/verified_torch_and_definitions.py", "VERIFIED_ON")
RELEASE = re.compile(r"\d+\.\d+\.\d+")


class VersionsError(Exception):
    """The record cannot be read: the message is one line naming the file."""


def torch_versions(root: Path, record: VerifiedOn = VERIFIED_ON) -> tuple[str, ...]:
    """The releases in the record under the repository root `root`."""
    path = Path(root) / record.path
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError) as err:
        raise VersionsError(f"{record.path}: cannot be read as Python ({err})") from None
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            getattr(target, "id", None) == record.name for target in node.targets
        ):
            try:
                versions = ast.literal_eval(node.value)
            except ValueError:
                break
            if (
                isinstance(versions, tuple)
                and versions
                and all(isinstance(v, str) and RELEASE.fullmatch(v) for v in versions)
            ):
                return versions
            break
    raise VersionsError(
        f'{record.path}: write {record.name} = ("2.13.0", ...), a tuple of torch releases'
    )
