"""scripts/docsite/mkdocs_plugin/cjk_soft_breaks.py: a break between Chinese characters is
nothing."""

from __future__ import annotations

import markdown
import pytest

from docsite.mkdocs_plugin.cjk_soft_breaks import CjkSoftBreaksExtension

SOURCE = (
    "一是梯度流回去，\n二是存储共享。\n"
    "用\nclone() 复制，`a\nb` 保持，**强调**\n之后\n[链接](x)\n结尾\n\n"
    "!!! note\n    注释第一行，\n    注释第二行。\n"
)


def render(text: str, *, extension: bool = True) -> str:
    extensions = ["admonition", *([CjkSoftBreaksExtension()] if extension else [])]
    return markdown.markdown(text, extensions=extensions)


def test_breaks_between_chinese_characters_are_removed():
    html = render(SOURCE)
    assert "流回去，二是存储共享。用" in html
    assert "注释第一行，注释第二行。" in html
    assert "<strong>强调</strong>之后" in html and "之后<a" in html and "</a>结尾" in html


def test_breaks_next_to_latin_text_and_in_code_are_kept():
    html = render(SOURCE)
    assert "用\nclone()" in html  # a space between Chinese and Latin is wanted
    assert "<code>a\nb</code>" in html  # inline code keeps its text


@pytest.mark.parametrize("text", ["一是梯度流回去，\n二是存储", "注释\n第二行"])
def test_can_fail_without_the_extension(text):
    assert "\n" in render(text, extension=False)
    assert "\n" not in render(text).removeprefix("<p>").removesuffix("</p>")


def test_a_break_after_full_width_punctuation_is_removed_before_latin_text():
    """Full-width punctuation carries its own space: "，" then `x` on the next line is "，x"."""
    assert render("都是张量，\nx 也是。") == "<p>都是张量，x 也是。</p>"
    assert render("都是张量，\nx 也是。", extension=False) == "<p>都是张量，\nx 也是。</p>"
