"""What this project takes from pytest-markdown-docs beyond its command-line options: the page
collector and the function that finds a page's fence tests (names it does not document, imported
here only; tests/tooling/test_adapter.py fails naming this file if a release changes them)."""

from __future__ import annotations

try:
    from pytest_markdown_docs.plugin import (
        FenceSyntax,
        MarkdownDocstringCodeModule,
        MarkdownTextFile,
        extract_fence_tests,
    )
except ImportError as err:  # pragma: no cover - only when the library changes
    raise ImportError(
        "scripts/docsite/examples/adapter.py: pytest-markdown-docs no longer provides "
        f"{err.name or err}; update the adapter to the installed release, or pin the release it "
        "was written for"
    ) from None

__all__ = ["FenceSyntax", "MarkdownDocstringCodeModule", "MarkdownTextFile", "extract_fence_tests"]
