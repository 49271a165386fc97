"""No section changed on one side since its translation stamp (`docsite.translations`); a pair
whose structure differs or whose headings are wrong (the `structure` check's) gets no stamp
message: confirming is no fix."""

from __future__ import annotations

from docsite.model import Page, Site, SiteError
from docsite.translations import check_stamps

from . import register
from .structure import compare_pages, heading_errors


def same_structure(pair: tuple[Page, ...]) -> bool:
    """Whether every language of a pair has the same structure, right headings and valid
    examples."""
    first, *others = pair
    try:
        for page in pair:
            page.examples  # noqa: B018 - a bad fence raises (the fences check says which)
        return not any(compare_pages(other, first) for other in others) and not any(
            heading_errors(page) for page in pair
        )
    except SiteError:
        return False


@register("translations")
def check_translations(site: Site) -> list[str]:
    skip = {pair[0].slug for pair in site.pairs() if not same_structure(pair)}
    return check_stamps(site, skip)
