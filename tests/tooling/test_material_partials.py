"""Each Material partial copied into overrides/partials/ is still the installed Material's.

A copy shadows the theme's file: if a Material release changes the original, the site keeps the
old one without a word. So each copy must equal the installed original once its intended
changes (below) are undone; the header comment of both is left out. pyproject.toml pins
mkdocs-material to the release line the copies were taken from.
"""

from __future__ import annotations

import re
from importlib.metadata import version
from pathlib import Path

import material
import pytest

THEIRS = Path(material.__file__).parent / "templates" / "partials"

# file name -> the intended changes of each copy: (Material's text, what the copy says instead)
INTENDED = {
    # <html lang="zh-Hans">: Simplified Chinese, for browsers, fonts and screen readers
    "language.html": (
        ("{{ ", '{{ key == "language" and {"zh": "zh-Hans"}[config.theme.language] or '),
    ),
    "search.html": (
        # a role="dialog" needs an accessible name (axe-core rule aria-dialog-name)
        ('role="dialog">', 'role="dialog" aria-label="{{ lang.t(\'search\') }}">'),
        # no results, no height: no Tab stop (reader.js makes it one when results show)
        ('scrollwrap" tabindex="0"', 'scrollwrap" tabindex="-1"'),
    ),
    # data-md-component="source" makes Material fetch star counts from api.github.com
    "source.html": ((' class="md-source" data-md-component="source">', ' class="md-source">'),),
}
HEADER = re.compile(r"\A\{#-.*?-#\}\n", re.S)


def body(path: Path) -> str:
    return HEADER.sub("", path.read_text(encoding="utf-8"), count=1)


@pytest.fixture
def ours(pytestconfig) -> Path:
    return pytestconfig.rootpath / "overrides" / "partials"


def test_every_copied_partial_has_its_intended_change_listed(ours):
    copies = sorted(path.name for path in ours.glob("*.html") if (THEIRS / path.name).is_file())
    assert copies == sorted(INTENDED), (
        f"overrides/partials/: copies of Material's partials {copies}; list each in INTENDED of "
        "tests/tooling/test_material_partials.py with its one change"
    )


@pytest.mark.parametrize("name", sorted(INTENDED))
def test_a_copied_partial_is_the_installed_one_but_for_its_intended_change(name, ours):
    copy = body(ours / name)
    for theirs, ours in INTENDED[name]:
        assert copy.count(ours) == 1, f"overrides/partials/{name}: the change {ours!r} is gone"
        copy = copy.replace(ours, theirs)
    changes = [ours for _theirs, ours in INTENDED[name]]
    assert copy == body(THEIRS / name), (
        f"overrides/partials/{name} differs from mkdocs-material {version('mkdocs-material')}'s "
        f"partials/{name} beyond {changes}: copy the installed file again and redo those changes"
    )
