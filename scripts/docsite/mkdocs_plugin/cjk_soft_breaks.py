"""A Python-Markdown treeprocessor: a soft line break between two CJK characters, or after
full-width punctuation, is no space (a browser shows every break in a paragraph as one); code keeps
its text, and a break next to Latin text stays a space. pymdownx-cjk-autojoin leaves out the
full-width punctuation and curly quotes of Chinese, so most of this site's breaks would stay."""

from __future__ import annotations

import xml.etree.ElementTree as etree

from markdown import Extension, Markdown
from markdown.treeprocessors import Treeprocessor

from docsite.text import CJK_BREAK, IS_CJK

SKIP = {"code", "pre", "script", "style"}


class CjkSoftBreaks(Treeprocessor):
    def run(self, root: etree.Element) -> None:
        # the page's text in reading order, (element, "text" | "tail"); None for a code element
        slots: list[tuple[etree.Element, str] | None] = []
        self._collect(root, slots)
        for i, slot in enumerate(slots):
            if slot is None:
                continue
            element, attr = slot
            text = CJK_BREAK.sub("", getattr(element, attr))
            # a break at either end of this text, next to another element's text
            body = text.strip(" \t\n")
            if body and text != body:
                before, after = _char(slots, i - 1, -1), _char(slots, i + 1, 1)
                head, tail = text[: text.index(body)], text[text.index(body) + len(body) :]
                joins_before = "\n" in head and before and _cjk(before) and _cjk(body[0])
                joins_after = "\n" in tail and after and _cjk(body[-1]) and _cjk(after)
                text = ("" if joins_before else head) + body + ("" if joins_after else tail)
            setattr(element, attr, text)

    def _collect(self, element: etree.Element, slots: list) -> None:
        if element.tag in SKIP:
            slots.append(None)
        else:
            if element.text:
                slots.append((element, "text"))
            for child in element:
                self._collect(child, slots)
        if element.tail:
            slots.append((element, "tail"))


def _cjk(char: str) -> bool:
    return bool(IS_CJK.match(char))


def _char(slots: list, start: int, step: int) -> str | None:
    """The nearest non-blank character from slot `start` on (step 1: forward, -1: back)."""
    for slot in slots[start:] if step > 0 else reversed(slots[: start + 1]):
        if slot is None:
            return None
        if text := getattr(*slot).strip(" \t\n"):
            return text[0] if step > 0 else text[-1]
    return None


class CjkSoftBreaksExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # Python-Markdown's name
        # after "inline" (20): inline code is a <code> element by then; before "prettify" (10)
        md.treeprocessors.register(CjkSoftBreaks(md), "cjk_soft_breaks", 15)
