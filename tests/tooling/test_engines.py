"""The fallback engine: ProperDocs (a maintained fork of MkDocs 1.6) builds this very site as MkDocs
does, but for the generator line (CONTRIBUTING.md, "The engine")."""

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


def test_the_build_and_the_model_import_no_check_and_only_the_plugin_imports_mkdocs():
    code = (
        "import sys; import docsite.model, docsite.downloads, docsite.verification, "
        "docsite.translations, docsite.model.glossary; assert not [m for m in sys.modules if "
        "m.split('.')[0] in ('mkdocs', 'material', 'mkdocs_static_i18n')], 'engine'; "
        "import docsite.mkdocs_plugin; assert not [m for m in sys.modules if "
        "m.startswith('docsite.checks')], 'checks'"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr.splitlines()[-1:]
