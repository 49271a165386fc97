"""Every python fence is an example the harness can run: the rules are the model's
(`docsite.model.example.fence_problems`); this check lists every problem of every page."""

from __future__ import annotations

from docsite.model import Site
from docsite.model.example import fence_problems

from . import register


@register("fences")
def check_fences(site: Site) -> list[str]:
    return [problem for page in site.all_pages() for problem in fence_problems(page)]
