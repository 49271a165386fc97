"""LinkChecker over the served site: zero broken internal links or anchors; external links listed.

External links are never fetched (`checkextern=0` in linkcheckerrc); the canonical links, which
point at site_url, are checked against the built site instead.
"""

from __future__ import annotations

from tests.browser import checks, site


def test_no_broken_links_or_anchors(base_url, site_dir, config, external_links):
    report = checks.check_links(base_url, config["site_url"], site_dir)
    external_links.extend(report.external)
    assert report.checked > 100, f"LinkChecker saw only {report.checked} links"
    assert not report.broken, "\n".join(report.broken)
    assert not [url for url in report.external if url.startswith(site.url_prefix(config))]
