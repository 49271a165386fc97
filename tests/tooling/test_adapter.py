"""The private surface of pytest-markdown-docs that scripts/docsite/examples/adapter.py takes.

If a release renames or reshapes any of it, this fails naming the adapter, before any example runs
with a half-working plugin.
"""

import inspect
from pathlib import Path

import pytest

from docsite.examples import adapter

FIX = "scripts/docsite/examples/adapter.py no longer matches the installed pytest-markdown-docs: "


def test_extract_fence_tests_takes_a_parser_text_offset_path_and_syntax():
    params = list(inspect.signature(adapter.extract_fence_tests).parameters)
    wanted = ["markdown_it_parser", "markdown_string", "start_line_offset", "source_path"]
    assert params[:4] == wanted and "fence_syntax" in params, FIX + f"extract_fence_tests{params}"
    assert adapter.FenceSyntax("superfences"), FIX + "FenceSyntax has no 'superfences'"


def test_the_page_collector_is_what_the_plugin_subclasses():
    assert issubclass(adapter.MarkdownTextFile, pytest.File), FIX + "MarkdownTextFile"


def test_extract_fence_tests_reads_the_tokens_of_a_parse_method_and_starts_at_the_fence_line():
    from markdown_it import MarkdownIt

    text = "# Page\n\nText.\n\n```python\nx = 1\n```\n"

    class Tokens:  # what docsite.examples.plugin hands the library: the model's tokens
        def parse(self, _text, env=None):
            return MarkdownIt("commonmark").parse(text)

    syntax = adapter.FenceSyntax.superfences
    tests = list(adapter.extract_fence_tests(Tokens(), "", 0, Path("page.md"), fence_syntax=syntax))
    assert [t.start_line for t in tests] == [5], FIX + "start_line is no longer the fence's line"
