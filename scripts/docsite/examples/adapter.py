"""Everything this project takes from pytest-markdown-docs beyond its public hooks, in one place.

pytest-markdown-docs collects and runs the examples. Its documented surface is the command-line
options, the fence options and two hooks; the names below are not documented (and `_runners` is
private by name), so they are imported here and nowhere else. tests/tooling/test_adapter.py
fails, naming this file, if a release of the library renames or reshapes any of them;
pyproject.toml pins the range this adapter was tested with. The plugin hands
`extract_fence_tests` the site model's tokens through an object with the one method the library
calls on a parser, `parse(text)`, and matches its tests to the model's examples by `start_line`.
"""

from __future__ import annotations

try:
    from pytest_markdown_docs._runners import _Runner as Runner
    from pytest_markdown_docs._runners import register_runner
    from pytest_markdown_docs.definitions import FenceTestDefinition
    from pytest_markdown_docs.plugin import (
        FenceSyntax,
        MarkdownDocstringCodeModule,
        MarkdownInlinePythonItem,
        MarkdownTextFile,
        extract_fence_tests,
    )
except ImportError as err:  # pragma: no cover - only when the library changes
    raise ImportError(
        "scripts/docsite/examples/adapter.py: pytest-markdown-docs no longer provides "
        f"{err.name or err}; update the adapter to the installed release, or pin the release it "
        "was written for"
    ) from None

__all__ = [
    "FenceSyntax",
    "FenceTestDefinition",
    "MarkdownDocstringCodeModule",
    "MarkdownInlinePythonItem",
    "MarkdownTextFile",
    "Runner",
    "extract_fence_tests",
    "register_runner",
]
