"""Translation stamps: no section changed on one side since both were confirmed to say the same.

The stamps and the confirm command are `docsite.translations` (`translations.yml`).
"""

from __future__ import annotations

from docsite.model import Site
from docsite.translations import check_stamps

from . import register


@register("translations")
def check_translations(site: Site) -> list[str]:
    return check_stamps(site)
