"""The figures drawn from numbers are what their scripts draw now (`scripts/docsite/figures/`)."""

from __future__ import annotations

from docsite.figures import stopped_vs_moving_target
from docsite.model import Site

from . import register


@register("figures", whole_site=True)
def check_figures(site: Site) -> list[str]:
    return stopped_vs_moving_target.stale(site.docs_dir, site.root)
