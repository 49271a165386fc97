"""Each Material partial copied into overrides/partials/ is still the installed Material's.

A copy shadows the theme's file: if a Material release changes the original, the site keeps the
old one without a word. So each copy must equal the installed original once its one intended
change (below) is undone; the header comment of both is left out. pyproject.toml pins
mkdocs-material to the release line the copies were taken from.
"""

from __future__ import annotations

import re
from pathlib import Path

import material
import pytest

REPO = Path(__file__).resolve().parents[2]
OURS = REPO / "overrides" / "partials"
THEIRS = Path(material.__file__).parent / "templates" / "partials"

# file name -> (Material's text, what the copy says instead): the one intended change of each copy
INTENDED = {
    # a role="dialog" needs an accessible name (axe-core rule aria-dialog-name)
    "search.html": ('role="dialog">', 'role="dialog" aria-label="{{ lang.t(\'search\') }}">'),
    # data-md-component="source" makes Material fetch star counts from api.github.com
    "source.html": (' class="md-source" data-md-component="source">', ' class="md-source">'),
}
HEADER = re.compile(r"\A\{#-.*?-#\}\n", re.S)


def body(path: Path) -> str:
    return HEADER.sub("", path.read_text(encoding="utf-8"), count=1)


def test_every_copied_partial_has_its_intended_change_listed():
    copies = sorted(path.name for path in OURS.glob("*.html") if (THEIRS / path.name).is_file())
    assert copies == sorted(INTENDED), (
        f"overrides/partials/: copies of Material's partials {copies}; list each in INTENDED of "
        "tests/tooling/test_material_partials.py with its one change"
    )


@pytest.mark.parametrize("name", sorted(INTENDED))
def test_a_copied_partial_is_the_installed_one_but_for_its_intended_change(name):
    theirs, ours = INTENDED[name]
    copy = body(OURS / name)
    assert copy.count(ours) == 1, f"overrides/partials/{name}: the intended change {ours!r} is gone"
    assert copy.replace(ours, theirs) == body(THEIRS / name), (
        f"overrides/partials/{name} differs from mkdocs-material {material_version()}'s "
        f"partials/{name} beyond {ours!r}: copy the installed file again and redo that one change"
    )


def material_version() -> str:
    from importlib.metadata import version

    return version("mkdocs-material")
