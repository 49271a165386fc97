# The script of each real page (scripts/docsite/downloads.py) runs and prints what the page shows.
# What its downloads hold (the script's headings and program, the notebook) is the `downloads`
# check's, one of each page's checks (docs/en/<page>.md::checks); running needs torch.
from __future__ import annotations

import pytest
import torch

from docsite import downloads
from docsite.downloads import run_script
from docsite.examples.record import failed_example, readable
from docsite.model.shown import matches
from docsite.pytest_site import site_of


def pytest_generate_tests(metafunc):
    """`page`: every page with examples in the default language (the others' scripts are the same
    program: the `downloads` check)."""
    if "page" in metafunc.fixturenames:
        site = site_of(metafunc.config)
        pages = readable(site.pages(site.config.default_language))
        metafunc.parametrize("page", pages, ids=[page.rel for page in pages])


def test_the_script_of_every_page_runs_and_prints_what_the_page_shows(page, request):
    failed = failed_example(request.config, page)
    if failed:  # one failure, one report
        pytest.skip(f"{page.rel}: the example {failed} failed; its report says what to fix")
    url = page.site.config.site_url
    printed = run_script(downloads.python_script(page, url, "page.py"), f"{page.rel} (download)")
    rest = iter(printed)  # each shown line is printed, in order (the script may print more)
    for example in page.examples:
        for line in [] if example.needs_cuda else example.source.shown:
            # an error's first line is shown without the colon its details follow (runner.py)
            if not any(matches(line.text, p) or matches(line.text, p.rstrip(": ")) for p in rest):
                pytest.fail(f"{page.rel}: {line.text!r} was not printed", pytrace=False)
    if any(e.needs_cuda for e in page.examples) and not torch.cuda.is_available():
        assert downloads.labels(page)["skipped"] in printed
