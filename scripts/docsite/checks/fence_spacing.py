"""A code fence has a blank line (or a heading, list, comment or block) above it: Python-Markdown
renders a fence right under paragraph text inside that paragraph (`<p>…<div>…</div></p>`)."""

from __future__ import annotations

from docsite.model import Page, Site

from . import register


def fence_spacing_errors(page: Page) -> list[str]:
    tokens = page.tokens
    containers = {container.line for container in page.containers}
    # the 1-based lines where a paragraph ends (a container's title is no text).
    paragraph_ends = {
        token.map[1]
        for token in tokens
        if token.type == "paragraph_open"
        and token.map
        and token.map[0] + 1 not in containers
        and token.map[1] not in containers
    }
    return [
        f"{page.rel}:{fence.map[0] + 1}: this code fence comes right after a line of text, so "
        "the site renders it inside that paragraph; put a blank line above the fence"
        for fence in page.fences
        if fence.map[0] in paragraph_ends
    ]


@register("fence-spacing")
def check_fence_spacing(site: Site) -> list[str]:
    """Every code fence of every page is set off from the paragraph above it by a blank line."""
    return [error for page in site.all_pages() for error in fence_spacing_errors(page)]
