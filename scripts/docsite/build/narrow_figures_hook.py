"""MkDocs hook: a figure with a narrow version is shown as that version on a phone.

For an image `<name>.svg` that has a sibling `<name>-narrow.svg` among the site's files, the
page's `<img>` becomes a `<picture>` whose `<source>` picks the narrow drawing below Material's
tablet breakpoint (45em), so the figure's text stays at 11 px or more on a 390 px screen instead
of shrinking with a wide drawing. The Markdown keeps one plain image.
"""

from __future__ import annotations

import posixpath
import re

NARROW_MEDIA = "(max-width: 44.9375em)"
IMG = re.compile(r'<img\b[^>]*\bsrc="(?P<src>[^"]+?)\.svg"[^>]*>')


def on_page_content(html, page, config, files):
    urls = {file.url for file in files}

    def picture(match: re.Match) -> str:
        src = match["src"]
        if "://" in src:
            return match.group(0)
        narrow = posixpath.normpath(posixpath.join(page.url, f"{src}-narrow.svg"))
        if narrow not in urls:
            return match.group(0)
        source = f'<source media="{NARROW_MEDIA}" srcset="{src}-narrow.svg">'
        return f"<picture>{source}{match.group(0)}</picture>"

    return IMG.sub(picture, html)
