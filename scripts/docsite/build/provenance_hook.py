"""MkDocs hook: the provenance box says what verified this page's examples, from the run's records.

The verification records (`tests/verification/*.json`, written by the test runs; see
`docsite.verification`) are read once per build, like the site model (`site_cache`): `mkdocs
serve` keeps this module between builds, and each build reads the records afresh.
`on_page_markdown` sets `page.meta.verification` for every page with examples: the CPU runs whose
record matches the page and its snippets as built (date, torch release, device, commit), the
examples that were not run and why, the page's CUDA examples (`cuda`: the only ones the box says
anything of a GPU about), and per example whether the committed GPU record still holds its
snippet. overrides/partials/provenance.html renders it in the page's language; a page no
record matches says that this build was not verified.

With REQUIRE_VERIFICATION=1 (set by CI for the published site) the build fails unless each torch
release of `[tool.docsite] torch-releases` has a record of this very commit matching every page.
"""

from __future__ import annotations

import os
from pathlib import Path

from mkdocs.exceptions import PluginError

from docsite import verification
from docsite.build.site_cache import site_for
from docsite.model import SiteError

REQUIRE = "REQUIRE_VERIFICATION"

# (the config of the build in progress, the records it reads); replaced when a new build starts
_current: tuple[object, list[verification.Record]] | None = None


def records_for(config) -> list[verification.Record]:
    """This build's records (read once per build: `mkdocs serve` keeps this module)."""
    global _current
    if _current is None or _current[0] is not config:
        root = site_for(config).root
        try:
            _current = (config, verification.load_records(root))
        except verification.RecordError as err:
            raise PluginError(str(err)) from None
    return _current[1]


def on_config(config):
    records = records_for(config)
    if os.environ.get(REQUIRE) == "1":
        site = site_for(config)
        commit = verification.current_commit(site.root)
        try:
            problems = verification.require(records, site, commit)
        except (SiteError, verification.RecordError) as err:
            raise PluginError(str(err)) from None
        if problems:
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            raise PluginError(
                f"{REQUIRE}=1: {problems[0]}{more}; run the tests and `nox -s versions` on "
                "this commit before the build"
            )
    return config


def on_page_markdown(markdown, page, config, files):
    page.meta.pop("verification", None)
    site = site_for(config)
    source = Path(page.file.abs_src_path or "").resolve()
    if not source.is_relative_to(site.root):
        return markdown
    try:
        found = verification.verify_page(records_for(config), site.page(source))
    except SiteError as err:
        raise PluginError(str(err)) from None
    if found is not None:
        page.meta["verification"] = found
    return markdown
