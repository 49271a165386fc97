"""Answer first: a section that answers a problem opens with its fix, marked `**Fix:**` (each
language's `fix_marker`, languages.yml) and reached within `answer_budget` words of its heading
(CJK: characters, a Latin word counting one). The fix is code: in the marker's paragraph or the
fence after it. Both languages mark the same sections, and a `#symptoms` list links only to such."""

from __future__ import annotations

import re

from docsite.model import Page, Site
from docsite.model.languages import profile
from docsite.text import CJK, IS_CJK_IDEOGRAPH

from . import register
from .links import links

LINK_TARGET = re.compile(r"\]\([^)\s]*\)|\{[^{}]*#[^{}]*\}")  # a link's address, an attribute list
LATIN_WORD = re.compile(rf"[^\s{CJK}]*[A-Za-z0-9][^\s{CJK}]*")


def lead_size(text: str, cjk: bool) -> int:
    """Words in `text` as a reader counts them: CJK characters one each, Latin words one each."""
    text = LINK_TARGET.sub("]", text)
    return len(LATIN_WORD.findall(text)) + (len(IS_CJK_IDEOGRAPH.findall(text)) if cjk else 0)


def sections(page: Page) -> list[tuple[str | None, int, list[str]]]:
    """(id, heading line, the lines under it up to the next heading) of every heading."""
    ends = [h.line - 1 for h in page.headings] + [len(page.lines)]
    return [(h.id, h.line, page.lines[h.line : ends[i + 1]]) for i, h in enumerate(page.headings)]


def fix_leads(page: Page) -> dict[str, tuple[int, int, bool]]:
    """section id -> (marker line, words before the marker, whether the fix shows code)."""
    marker, cjk = profile(page.lang).fix_marker, profile(page.lang).cjk
    found = {}
    for section_id, line, body in sections(page):
        at = next((i for i, text in enumerate(body) if marker in text), None)
        if section_id is None or at is None or not marker:
            continue
        before = "\n".join([*body[:at], body[at].split(marker)[0]])
        paragraph = body[at:][: next((i for i, t in enumerate(body[at:]) if not t.strip()), None)]
        after = next((t for t in body[at + len(paragraph) :] if t.strip()), "")
        code = "`" in "".join(paragraph).split(marker, 1)[1] or after.lstrip().startswith("```")
        found[section_id] = (line + 1 + at, lead_size(before, cjk), code)
    return found


@register("answer-first")
def check_answer_first(site: Site) -> list[str]:
    problems = []
    for pair in site.pairs():
        leads = {page.lang: fix_leads(page) for page in pair}
        for page in pair:
            language, mine = profile(page.lang), leads[page.lang]
            unit = "characters" if language.cjk else "words"
            for section_id, (line, size, code) in mine.items():
                where = f"{page.rel}:{line}: section #{section_id}"
                if size > language.answer_budget:
                    problems.append(
                        f"{where}: {size} {unit} before its fix ({language.fix_marker}), over "
                        f"{language.answer_budget}: open the section with the cause in a sentence "
                        "and the fix"
                    )
                if not code:
                    problems.append(
                        f"{where}: its fix shows no code: write it as `code` after "
                        f"{language.fix_marker}, or as the example right after"
                    )
            heading_lines = {h.id: h.line for h in page.headings}
            problems += [
                f"{page.rel}:{heading_lines.get(section_id, 1)}: section #{section_id} has no "
                f"{language.fix_marker}, as {other.rel}:{leads[other.lang][section_id][0]} has: "
                "open it with the same fix"
                for other in pair
                for section_id in leads[other.lang].keys() - mine.keys()
            ]
        problems += [p for page in pair for p in symptom_links(site, page)]
    return problems


def symptom_links(site: Site, page: Page) -> list[str]:
    """Each link of a page's `#symptoms` section leads to a section that opens with its fix."""
    files = site.files(page.lang)
    spans = [(line, line + len(body)) for sid, line, body in sections(page) if sid == "symptoms"]
    return [
        f"{page.rel}:{n}: the symptom links to #{anchor}, which does not open with "
        f"{profile(page.lang).fix_marker}: link to the section that gives the fix"
        for n, target in links(page)
        if any(start < n <= end for start, end in spans)
        for slug, _, anchor in [target.partition("#")]
        if (file := files.get(slug or page.slug)) is None
        or anchor not in fix_leads(site.page(file))
    ]
