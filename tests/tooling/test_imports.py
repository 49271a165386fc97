"""What imports what: the build and the model run without the checks or the engine."""

from __future__ import annotations

import subprocess
import sys


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
