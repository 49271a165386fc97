"""LinkChecker over the served site: zero broken internal links or anchors; external links listed.

External links are never fetched (`checkextern=0` in linkcheckerrc); the canonical links, which
point at site_url, are checked against the built site instead. The crawl starts with the session
(conftest.py: linkcheck_run).
"""

from __future__ import annotations

from tests.browser import served_site, walk


def test_no_broken_links_or_anchors(linkcheck_run, site_url, site_dir, external_links):
    report = walk.link_report(linkcheck_run.result(timeout=300), site_url, site_dir)
    external_links.extend(report.external)
    assert report.checked > 100, f"LinkChecker saw only {report.checked} links"
    assert not report.broken, "\n".join(report.broken)
    prefix = served_site.url_prefix(site_url)
    assert not [url for url in report.external if url.startswith(prefix)]
