"""MkDocs hook: the provenance box says what verified this page's examples, from the run's records.

`on_config` reads the verification records (`verification/*.json`, written by the test run; see
`docsite.verification`) afresh for each build: `mkdocs serve` reuses this module between builds.
`on_page_markdown` sets `page.meta.verification` for every page with examples: the CPU runs whose
record matches the page and its snippets as built (date, torch release, device, commit), the
examples that were not run and why, and per example whether the committed GPU record still holds
its snippet. overrides/partials/provenance.html renders it in the page's language; a page no
record matches says that this build was not verified.

With REQUIRE_VERIFICATION=1 (set by CI for the published site) the build fails unless each torch
release of `[tool.docsite] torch-releases` has a record of this very commit matching every page.
"""

from __future__ import annotations

import os
from pathlib import Path

from mkdocs.exceptions import PluginError

from docsite import verification
from docsite.model import Site, SiteError

REQUIRE = "REQUIRE_VERIFICATION"

_build: dict = {}  # this build's site model and records; replaced by every on_config


def on_config(config):
    root = Path(config.config_file_path).resolve().parent
    try:
        site = Site(root)
        records = verification.load_records(root)
        if os.environ.get(REQUIRE) == "1":
            commit = verification.current_commit(root)
            problems = verification.require(records, site, root, commit)
            if problems:
                more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
                raise PluginError(
                    f"{REQUIRE}=1: {problems[0]}{more}; run the tests and `nox -s versions` on "
                    "this commit before the build"
                )
    except (SiteError, verification.RecordError) as err:
        raise PluginError(str(err)) from None
    _build.clear()
    _build.update(site=site, records=records, root=root)
    return config


def on_page_markdown(markdown, page, config, files):
    page.meta.pop("verification", None)
    source = Path(page.file.abs_src_path or "").resolve()
    site = _build["site"]
    if not source.is_relative_to(site.root):
        return markdown
    try:
        found = verification.verify_page(_build["records"], site.page(source), _build["root"])
    except SiteError as err:
        raise PluginError(str(err)) from None
    if found is not None:
        page.meta["verification"] = found.as_meta()
    return markdown
