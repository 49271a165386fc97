"""The torch releases every example is verified on: `[tool.docsite] torch-releases` in pyproject.

`nox -s versions` runs the examples on each (the noxfile reads the same list), each run writing
its verification record; a published build needs a record of each (`docsite.verification`). What
the provenance box names comes from those records, never from this list.

Standard library only. Messages are one line, `file: what to write`.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

PYPROJECT = "pyproject.toml"
KEY = ("tool", "docsite", "torch-releases")
RELEASE = re.compile(r"\d+\.\d+\.\d+")


class VersionsError(Exception):
    """The list cannot be read: the message is one line naming the file."""


def torch_versions(root: Path) -> tuple[str, ...]:
    """The releases listed in the pyproject.toml under the repository root `root`."""
    wanted = f'[{".".join(KEY[:2])}] {KEY[2]} = ["2.13.0", ...], a list of torch releases'
    try:
        data = tomllib.loads((Path(root) / PYPROJECT).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as err:
        raise VersionsError(f"{PYPROJECT}: cannot be read as TOML ({err})") from None
    for part in KEY:
        data = data.get(part) if isinstance(data, dict) else None
    if (
        isinstance(data, list)
        and data
        and all(isinstance(v, str) and RELEASE.fullmatch(v) for v in data)
    ):
        return tuple(data)
    raise VersionsError(f"{PYPROJECT}: write {wanted}")
