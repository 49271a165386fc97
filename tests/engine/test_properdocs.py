"""The fallback engine: ProperDocs (a maintained fork of MkDocs 1.6) builds this very site as MkDocs
does, but for the generator line (CONTRIBUTING.md, "The engine"). Two builds of the real site:
`nox -s engine`, which CI runs, not every `nox`."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

GENERATOR = re.compile(rb'<meta name="generator" content="[^"]*">')


def test_properdocs_builds_the_site_mkdocs_builds(pytestconfig, tmp_path):
    root, bin_dir = pytestconfig.rootpath, Path(sys.executable).parent
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "REQUIRE_VERIFICATION": ""}
    build = ["build", "--strict", "-q", "-f", root / "mkdocs.yml", "-d"]
    builds = {
        engine: subprocess.Popen(
            [bin_dir / engine, *build, tmp_path / engine],
            cwd=root,
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        for engine in ("mkdocs", "properdocs")
    }
    for engine, run in builds.items():
        _, errors = run.communicate()
        assert run.returncode == 0, f"{engine} build: {errors}"
    mkdocs, properdocs = (built(tmp_path / engine) for engine in builds)
    assert mkdocs.keys() == properdocs.keys()
    differ = [str(rel) for rel, page in mkdocs.items() if page != properdocs[rel]]
    assert not differ, f"ProperDocs builds these otherwise: {differ}"
    assert len(mkdocs) > 20 and b"ProperDocs" in (tmp_path / "properdocs/index.html").read_bytes()


def built(folder: Path) -> dict[Path, bytes]:
    """Each file of a build, without its generator line."""
    files = (path for path in folder.rglob("*") if path.is_file())
    return {path.relative_to(folder): GENERATOR.sub(b"", path.read_bytes()) for path in files}
