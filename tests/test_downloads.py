# The downloads of each page (scripts/downloads.py): the script runs, the notebook is the page.
from __future__ import annotations

import contextlib
import io
import json
import warnings
from pathlib import Path
from types import SimpleNamespace

import nbformat
import pytest
import torch

from scripts import downloads, mkdocs_downloads_hook
from scripts.pages import headings, language_pages, load_page
from tests.harness.outputs import matches, shown_lines
from tests.harness.pages import Page

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = [(lang, slug) for lang in ("en", "zh") for slug in language_pages(DOCS, lang)]
URL = "/detach-vs-clone/page/"


def page_id(param) -> str:
    lang, slug = param
    return f"{lang}/{slug}"


@pytest.fixture(params=PAGES, ids=page_id)
def page(request):
    lang, slug = request.param
    path = DOCS / lang / slug
    rel = path.relative_to(ROOT).as_posix()
    return downloads.read_page(path.read_text(encoding="utf-8"), ROOT, lang=lang, source=rel)


def run_script(script: str, filename: str) -> list[str]:
    """Run a script as `python script.py` would (a fresh `__main__`); return the printed lines."""
    out = io.StringIO()
    device = torch.get_default_device()
    try:
        with (
            contextlib.redirect_stdout(out),
            contextlib.redirect_stderr(io.StringIO()),
            warnings.catch_warnings(),  # anomaly mode warns on stderr, as it would for a reader
        ):
            warnings.simplefilter("ignore")
            exec(compile(script, filename, "exec"), {"__name__": "__main__"})
    finally:
        torch.set_default_device(device)
    return out.getvalue().splitlines()


def assert_shown_in_order(shown: list[str], printed: list[str], where: str) -> None:
    """Each shown `#>` line matches a printed line, in order (the script may print more)."""
    rest = iter(printed)
    for line in shown:
        assert any(matches(line, p) for p in rest), f"{where}: {line!r} was not printed"


def test_the_script_of_every_page_runs_and_prints_what_the_page_shows(page):
    if not page.examples:
        pytest.skip(f"{page.source} has no examples, so no downloads")
    script = downloads.python_script(page, URL, "page.py")
    printed = run_script(script, f"{page.source} (download)")
    shown = [line for e in page.examples if not e.needs_cuda for line in shown_lines(e.code)]
    assert_shown_in_order(shown, printed, page.source)
    if any(e.needs_cuda for e in page.examples) and not torch.cuda.is_available():
        assert any(line.startswith("skipped: this example needs CUDA") for line in printed)


def test_the_script_comments_carry_the_headings_in_order(page):
    script = downloads.python_script(page, URL, "page.py")
    heads = [line[2:] for line in script.splitlines() if line.startswith("# #")]
    assert heads == [h.markdown for h in page.headings]
    assert script.startswith(f"# {page.title}\n")
    assert "do not edit" in script or "请勿手工修改" in script


def test_the_notebook_cells_are_the_page_examples_and_headings(page):
    nb = nbformat.reads(downloads.notebook_json(page, URL), as_version=4)
    nbformat.validate(nb)
    assert nb.metadata.kernelspec.name == "python3"
    # The examples as the site renders them: pymdownx includes expanded, read with markdown-it.
    rendered = Page(DOCS / page.source.removeprefix("docs/"), ROOT).python_fences
    code = [cell.source for cell in nb.cells if cell.cell_type == "code"]
    assert code == [fence.code.rstrip("\n") for fence in rendered]
    assert [e.snippet for e in page.examples] == [str(f.snippet) for f in rendered]
    # The headings, as the bilingual checks read them, in the page's language.
    lang, slug = page.source.split("/")[1], page.source.split("/", 2)[2]
    scanned = load_page(ROOT / page.source, ROOT, lang, slug)
    expected = [f"{'#' * h.level} {h.text}" for h in headings(scanned)]
    heading_cells = [c.source.split("\n")[0] for c in nb.cells if c.source.startswith("#")]
    assert heading_cells == expected
    if lang == "zh":
        assert all(any("\u4e00" <= ch <= "\u9fff" for ch in h) for h in heading_cells[:1])


def test_the_languages_share_the_code_and_differ_in_the_headings():
    for slug in language_pages(DOCS, "en"):
        en, zh = (
            downloads.read_page((DOCS / lang / slug).read_text(encoding="utf-8"), ROOT, lang=lang)
            for lang in ("en", "zh")
        )
        assert [e.code for e in en.examples] == [e.code for e in zh.examples], slug
        assert [h.id for h in en.headings] == [h.id for h in zh.headings], slug
        assert en.title != zh.title, slug


FENCE = "`" * 3


def fake_page(text: str, tmp_path: Path, lang: str = "en", with_examples: bool = True):
    source = tmp_path / "docs" / lang / "demo.md"
    source.parent.mkdir(parents=True, exist_ok=True)
    source.write_text(text, encoding="utf-8")
    file = SimpleNamespace(
        abs_src_path=str(source),
        src_uri=f"{lang}/demo.md",
        dest_uri=("" if lang == "en" else f"{lang}/") + "demo/index.html",
        content_string=text,
    )
    page = SimpleNamespace(file=file, meta={}, url=("" if lang == "en" else f"{lang}/") + "demo/")
    config = SimpleNamespace(
        theme={"language": lang}, site_url="http://x/prefix/", site_dir=str(tmp_path / "site")
    )
    return page, config


def test_the_hook_writes_both_files_next_to_the_page_and_skips_pages_without_examples(tmp_path):
    text = (
        "---\ntitle: 演示\n---\n\n# 演示 { #demo }\n\n## 第一节 { #first }\n\n"
        f'{FENCE}python\n--8<-- "snippets/saved_reference/alias_both_ways.py"\n{FENCE}\n'
    )
    page, config = fake_page(text, tmp_path, lang="zh")
    mkdocs_downloads_hook.on_page_markdown("", page, config, None)
    assert page.meta["downloads"] == {"script": "demo.py", "notebook": "demo.ipynb"}
    mkdocs_downloads_hook.on_post_page("", page, config)
    folder = tmp_path / "site" / "zh" / "demo"
    script = (folder / "demo.py").read_text(encoding="utf-8")
    assert script.splitlines()[1] == "# 页面示例：/prefix/zh/demo/"
    assert "# ## 第一节" in script
    cells = json.loads((folder / "demo.ipynb").read_text(encoding="utf-8"))["cells"]
    assert [c["cell_type"] for c in cells] == ["markdown", "markdown", "code"]

    page, config = fake_page("---\ntitle: Words\n---\n\n# Words\n\nNo code.\n", tmp_path)
    mkdocs_downloads_hook.on_page_markdown("", page, config, None)
    mkdocs_downloads_hook.on_post_page("", page, config)
    assert "downloads" not in page.meta
    assert not (tmp_path / "site" / "demo").exists()


def test_an_expected_error_is_caught_and_the_rest_of_the_script_runs():
    code = (
        "import torch\n\n"
        "# the call below raises\n"
        "with torch.no_grad():\n"
        "    torch.zeros(2).view(3)\n"
        "    #> RuntimeError: shape '[3]' is invalid...\n"
    )
    assert downloads.expected_error(code) == "RuntimeError"
    example = downloads.Example(1, code, "snippets/demo/raises.py")
    wrapped = downloads.script_code(example, downloads.LABELS["en"])
    assert "try:\n    # the call below raises\n    with torch.no_grad():" in wrapped
    assert run_script(wrapped + "print('after')\n", "<wrapped>")[-1] == "after"
    unknown = "raise ValueError('x')\n#> ValueError: x\n"
    assert downloads.expected_error(unknown) == "ValueError"
    assert downloads.expected_error("print(1)\n#> Error count: 1\n") is None
    assert downloads.expected_error("print(1)\n#> 1\n") is None


def test_a_cuda_example_is_guarded_and_its_strings_keep_their_lines():
    code = (
        'import torch\n\ntext = """a\nb"""\nassert text == "a\\nb"\n'
        'x = torch.ones(1, device="cuda")\n'
    )
    example = downloads.Example(1, code, "snippets/demo/gpu.py", {"fixture:cuda"})
    guarded = downloads.script_code(example, downloads.LABELS["en"])
    assert "if torch.cuda.is_available():\n    import torch\n" in guarded
    assert '    text = """a\nb"""\n' in guarded  # the string's second line is not indented
    printed = run_script(guarded, "<guarded>")
    if not torch.cuda.is_available():
        assert printed == [downloads.LABELS["en"]["skipped"]]


def test_read_page_keeps_the_headings_and_python_examples_in_page_order(tmp_path):
    (tmp_path / "snippets").mkdir()
    (tmp_path / "snippets" / "one.py").write_text("x = 1\n\n\n", encoding="utf-8")
    text = (
        "---\ntitle: From the front matter\n---\n\n"
        "# Top { #top .wide }\n\n"
        f"{FENCE}bash\n# a comment, not a heading\n{FENCE}\n\n"
        "## Second\n\n"
        f'{FENCE}python\n--8<-- "snippets/one.py"\n{FENCE}\n\n'
        '!!! note "Inside an admonition"\n\n'
        "    ~~~~{.python notest}\n        y = 2\n    z = 3\n    ~~~~\n"
    )
    page = downloads.read_page(text, tmp_path, lang="zh", source="docs/zh/demo.md")
    assert (page.lang, page.title) == ("zh", "From the front matter")
    assert [(b.line, type(b).__name__) for b in page.blocks] == [
        (5, "Heading"),
        (11, "Heading"),
        (13, "Example"),
        (19, "Example"),
    ]
    top, second = page.headings
    assert (top.level, top.text, top.id, top.markdown) == (1, "Top", "top", "# Top")
    assert (second.level, second.text, second.id) == (2, "Second", None)
    included, inline = page.examples
    assert (included.code, included.snippet) == ("x = 1\n", "snippets/one.py")
    assert (included.options, included.label) == (set(), "snippets/one.py")
    assert (inline.code, inline.snippet, inline.options) == ("    y = 2\nz = 3\n", None, {"notest"})
    assert (inline.label, inline.not_run, inline.needs_cuda) == ("line 19", True, False)

    untitled = downloads.read_page("Intro\n\n## First heading\n", tmp_path, lang="en")
    assert untitled.title == "First heading" and untitled.examples == []

    with pytest.raises(downloads.DownloadError, match=r"^demo\.md:3: a code fence is never closed"):
        downloads.read_page(f"# T\n\n{FENCE}python\nx = 1\n", tmp_path, lang="en", source="demo.md")
    with pytest.raises(downloads.DownloadError, match=r"^demo\.md:1: the front matter has no"):
        downloads.read_page("---\ntitle: T\n\n# T\n", tmp_path, lang="en", source="demo.md")
    missing = f'# T\n\n{FENCE}python\n--8<-- "snippets/missing.py"\n{FENCE}\n'
    with pytest.raises(downloads.DownloadError, match=r"^demo\.md:4: included file snippets/mi"):
        downloads.read_page(missing, tmp_path, lang="en", source="demo.md")
