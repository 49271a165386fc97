# The downloads' own rules (scripts/docsite/downloads.py) on small pages; the build writes them
# (tests/tooling/test_build.py).
from __future__ import annotations

import sys
from types import SimpleNamespace

from docsite import downloads
from docsite.downloads import run_script
from docsite.model import Example, Snippet

from .conftest import include


def example(code: str, *options: str, lang: str = "en") -> Example:
    snippet = Snippet("snippets/demo/x.py", code)
    return Example(f"docs/{lang}/demo.md", lang, 1, 3, 2, snippet, frozenset(options))


def page_of(small_site, rel: str, text: str, snippets: dict | None = None):
    """The page `docs/<rel>` of a small site holding it alone."""
    return small_site({rel: text}, snippets).model().page(f"docs/{rel}")


def test_an_expected_error_is_caught_and_the_rest_of_the_script_runs(labels):
    code = (
        "import contextlib\n\n"
        "# the call below raises\n"
        "# zh: 下面的调用会报错\n"
        "with contextlib.nullcontext():\n"
        "    [1, 2][3]\n"
        "    #> IndexError: list index out of range...\n"
    )
    assert Snippet("x.py", code).declared_error == "IndexError"
    for lang, comment in [("en", "the call below raises"), ("zh", "下面的调用会报错")]:
        wrapped = downloads.script_code(example(code, lang=lang), labels[lang]["downloads"])
        assert f"try:\n    # {comment}\n    with contextlib.nullcontext():" in wrapped
        assert run_script(wrapped + "print('after')\n", "<wrapped>")[-1] == "after"
    unknown = "raise ValueError('x')\n#> ValueError: x\n"
    assert Snippet("x.py", unknown).declared_error == "ValueError"
    assert Snippet("x.py", "print(1)\n#> Error count: 1\n").declared_error is None
    assert Snippet("x.py", "print(1)\n#> 1\n").declared_error is None


def test_a_declared_warning_is_stderr_in_the_notebook_and_in_order_in_the_script():
    code = "import warnings\n\nwarnings.warn('slow')\n#> UserWarning: slow\nprint(1)\n#> 1\n"
    assert Snippet("x.py", code).declared_error is None
    outputs = downloads.cell_outputs(example(code))
    expected = [("stderr", "UserWarning: slow\n"), ("stdout", "1\n")]
    assert [(o.name, o.text) for o in outputs] == expected
    assert run_script(code, "<warns>") == ["UserWarning: slow", "1"]


def test_a_cuda_example_is_guarded_and_its_strings_keep_their_lines(monkeypatch, labels):
    # a torch that sees no GPU, whatever this machine has (setitem: it leaves with the test)
    fake = SimpleNamespace(
        cuda=SimpleNamespace(is_available=lambda: False),
        get_default_device=lambda: "cpu",
        set_default_device=lambda device: None,
    )
    monkeypatch.setitem(sys.modules, "torch", fake)
    code = (
        'import torch\n\ntext = """a\nb"""\nassert text == "a\\nb"\n'
        'x = torch.ones(1, device="cuda")\n'
    )
    guarded = downloads.script_code(example(code, "fixture:cuda"), labels["en"]["downloads"])
    assert "if torch.cuda.is_available():\n    import torch\n" in guarded
    assert '    text = """a\nb"""\n' in guarded  # the string's second line is not indented
    assert run_script(guarded, "<guarded>") == [labels["en"]["downloads"]["skipped"]]


def test_notebook_text_joins_lines_as_the_site_does_but_not_code_lists_or_latin(small_site):
    text = "第一行，\n第二行。\n\n- 列表\n- 项目\n\n```\n代码\n行\n```\nLatin\n中文\n\n"
    text += "图上，\n[那张表](#t)\n和\n`x`\n有关\n**强调**\n之后，\nx 也是。\n"  # as the HTML joins
    page = page_of(small_site, "zh/demo.md", text)
    (block,) = downloads.blocks(page)
    joined = "第一行，第二行。\n\n- 列表\n- 项目\n\n```\n代码\n行\n```\nLatin\n中文\n\n"
    joined += "图上，[那张表](http://x/#t)和\n`x`\n有关**强调**之后，x 也是。"
    assert downloads.notebook_markdown(page, block, "http://x/") == joined


def test_notebook_links_lead_to_the_site(small_site):
    text = "See [a section](#id), [a page](other.md#x 'its title') and [C](https://w.org/C_(x)).\n"
    text += "Also [by reference][ref].\n\n[ref]: other.md#y\n"
    page = page_of(small_site, "en/demo.md", text)
    (block,) = downloads.blocks(page)
    assert downloads.notebook_markdown(page, block, "http://x/demo/") == (
        "See [a section](http://x/demo/#id), [a page](http://x/other/#x 'its title') and "
        "[C](https://w.org/C_(x)).\nAlso [by reference][ref].\n\n[ref]: http://x/other/#y"
    )


def test_a_home_pages_links_stay_in_its_language(small_site):
    # the home page is built at its language's folder, the others one level below it
    page = page_of(small_site, "zh/index.md", "见[术语表](glossary.md#x)。\n")
    (block,) = downloads.blocks(page)
    found = downloads.notebook_markdown(page, block, "http://x/zh/")
    assert found == "见[术语表](http://x/zh/glossary/#x)。"


def test_the_downloads_say_they_are_generated(labels):
    assert "do not edit" in labels["en"]["downloads"]["source"]
    assert "请勿手工修改" in labels["zh"]["downloads"]["source"]


def test_notebook_cells_that_raise_or_need_cuda_are_tagged(small_site):
    fence = include("snippets/demo/raises.py", "{.python fixture:cuda}")
    snippets = {"snippets/demo/raises.py": "[1][2]\n#> IndexError: list index out of range\n"}
    page = page_of(small_site, "en/demo.md", "# Demo\n\n" + fence, snippets)
    (cell,) = [c for c in downloads.notebook_cells(page, "http://x/") if c.cell_type == "code"]
    assert cell.metadata["tags"] == ["raises-exception", "needs-cuda"]
    assert cell.outputs[0]["ename"] == "IndexError"
