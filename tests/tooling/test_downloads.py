# The downloads' own rules (scripts/docsite/downloads.py, scripts/docsite/build/downloads_hook.py)
# on small pages.
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from docsite import downloads
from docsite.build import downloads_hook
from docsite.downloads import run_script
from docsite.model import Example, Snippet, load_config

FENCE = "`" * 3
ADDS = {"snippets/demo/adds.py": "print(1 + 1)\n#> 2\n"}


@pytest.fixture
def mkdocs_page(small_site):
    """A page as MkDocs hands it to the hook (page, config), in a small site of its own."""

    def make(text: str, lang: str = "en"):
        site = small_site({f"{lang}/demo.md": text}, ADDS)
        return _hook_objects(site.root, site.path(f"docs/{lang}/demo.md"), lang)

    return make


def _hook_objects(root: Path, source: Path, lang: str):
    file = SimpleNamespace(
        abs_src_path=str(source),
        src_uri="demo.md",
        dest_uri=("" if lang == "en" else f"{lang}/") + "demo/index.html",
    )
    page = SimpleNamespace(file=file, meta={}, url=("" if lang == "en" else f"{lang}/") + "demo/")
    config = SimpleNamespace(
        config_file_path=str(root / "mkdocs.yml"),
        site_url="http://x/prefix/",
        site_dir=str(root / "site"),
    )
    return page, config


def test_the_hook_writes_both_files_next_to_the_page_and_skips_pages_without_examples(
    mkdocs_page, tmp_path
):
    text = (
        "---\ntitle: 演示\n---\n\n# 演示 { #demo }\n\n## 第一节 { #first }\n\n"
        "见[另一页](other.md#x)。\n\n"
        '!!! note "注意"\n    正文。\n\n'
        f'{FENCE}python\n--8<-- "snippets/demo/adds.py"\n{FENCE}\n\n结尾。\n'
    )
    page, config = mkdocs_page(text, lang="zh")
    downloads_hook.on_page_markdown("", page, config, None)
    assert page.meta["downloads"] == {"script": "demo.py", "notebook": "demo.ipynb"}
    downloads_hook.on_post_page("", page, config)
    folder = tmp_path / "site" / "zh" / "demo"
    script = (folder / "demo.py").read_text(encoding="utf-8")
    assert script.splitlines()[1] == "# 示例出自页面：http://x/prefix/zh/demo/"
    assert "# ## 第一节" in script
    cells = json.loads((folder / "demo.ipynb").read_text(encoding="utf-8"))["cells"]
    assert [c["cell_type"] for c in cells] == ["markdown", "markdown", "code", "markdown"]
    assert "".join(cells[0]["source"]).startswith("示例出自页面：http://x/prefix/zh/demo/")
    intro = "".join(cells[1]["source"])
    assert intro.startswith("# 演示\n\n## 第一节\n\n见[另一页](http://x/prefix/zh/other/#x)。")
    assert "> **注意**\n>\n> 正文。" in intro
    assert cells[2]["outputs"] == [{"output_type": "stream", "name": "stdout", "text": ["2\n"]}]
    assert "".join(cells[3]["source"]) == "结尾。"

    page, config = mkdocs_page("---\ntitle: Words\n---\n\n# Words\n\nNo code.\n")
    downloads_hook.on_page_markdown("", page, config, None)
    downloads_hook.on_post_page("", page, config)
    assert "downloads" not in page.meta
    assert not (tmp_path / "site" / "demo").exists()


def example(code: str, *options: str, lang: str = "en") -> Example:
    snippet = Snippet("snippets/demo/x.py", code)
    return Example(f"docs/{lang}/demo.md", lang, 1, 3, 2, snippet, frozenset(options), "python")


@pytest.fixture(scope="module")
def labels(pytestconfig) -> dict[str, dict]:
    """lang -> the real site's labels (mkdocs.yml)."""
    config = load_config(pytestconfig.rootpath / "mkdocs.yml")
    return {lang: config.labels(lang) for lang in config.languages}


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
    wrapped = downloads.script_code(example(code), labels["en"]["downloads"])
    assert "try:\n    # the call below raises\n    with contextlib.nullcontext():" in wrapped
    assert run_script(wrapped + "print('after')\n", "<wrapped>")[-1] == "after"
    wrapped = downloads.script_code(example(code, lang="zh"), labels["zh"]["downloads"])
    assert "try:\n    # 下面的调用会报错\n    with contextlib.nullcontext():" in wrapped
    assert run_script(wrapped + "print('after')\n", "<wrapped>")[-1] == "after"
    unknown = "raise ValueError('x')\n#> ValueError: x\n"
    assert Snippet("x.py", unknown).declared_error == "ValueError"
    assert Snippet("x.py", "print(1)\n#> Error count: 1\n").declared_error is None
    assert Snippet("x.py", "print(1)\n#> 1\n").declared_error is None


def test_a_cuda_example_is_guarded_and_its_strings_keep_their_lines(tmp_path, monkeypatch, labels):
    # a torch that sees no GPU, whatever this machine has (and without torch installed)
    fake = tmp_path / "fake" / "torch" / "__init__.py"
    fake.parent.mkdir(parents=True)
    fake.write_text(
        "class cuda:\n    is_available = staticmethod(lambda: False)\n\n"
        "def get_default_device():\n    return 'cpu'\n\n"
        "def set_default_device(device):\n    pass\n",
        encoding="utf-8",
    )
    spec = importlib.util.spec_from_file_location("torch", fake)
    fake_torch = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fake_torch)
    # setitem, not delitem: the fake leaves sys.modules with the test, torch installed or not
    monkeypatch.setitem(sys.modules, "torch", fake_torch)
    code = (
        'import torch\n\ntext = """a\nb"""\nassert text == "a\\nb"\n'
        'x = torch.ones(1, device="cuda")\n'
    )
    guarded = downloads.script_code(example(code, "fixture:cuda"), labels["en"]["downloads"])
    assert "if torch.cuda.is_available():\n    import torch\n" in guarded
    assert '    text = """a\nb"""\n' in guarded  # the string's second line is not indented
    assert run_script(guarded, "<guarded>") == [labels["en"]["downloads"]["skipped"]]


def test_notebook_text_joins_chinese_lines_but_not_code_lists_or_latin(small_site):
    text = "第一行，\n第二行。\n\n- 列表\n- 项目\n\n```\n代码\n行\n```\nLatin\n中文\n"
    page = small_site({"zh/demo.md": text}).model().page("docs/zh/demo.md")
    (block,) = downloads.blocks(page)
    assert downloads.notebook_markdown(page, block, "http://x/").split("\n") == [
        "第一行，第二行。",
        "",
        "- 列表",
        "- 项目",
        "",
        "```",
        "代码",
        "行",
        "```",
        "Latin",
        "中文",
    ]


@pytest.mark.parametrize(
    ("built", "expected"),
    [
        pytest.param(
            {"demo/index.html": 'href="demo.py" href="demo.ipynb"', "demo/demo.py": "#"},
            ["{site}/demo/demo.ipynb: missing (the download of docs/en/demo.md)"],
            id="notebook-missing",
        ),
        pytest.param(
            {"demo/index.html": 'href="demo.ipynb"', "demo/demo.py": "#", "demo/demo.ipynb": ""},
            [
                "{site}/demo/index.html: no link to demo.py",
                "{site}/demo/demo.ipynb: not a valid notebook: Notebook does not appear to be "
                "JSON: ''",
            ],
            id="no-link-and-a-broken-notebook",
        ),
        pytest.param(
            {}, ["{site}/demo/index.html: not built (is {site} a built site?)"], id="bare"
        ),
    ],
)
def test_check_site_finds_each_page_where_its_url_says(small_site, built, expected):
    site = small_site(
        {"en/demo.md": f'# Demo\n\n{FENCE}python\n--8<-- "snippets/demo/adds.py"\n{FENCE}\n'},
        ADDS,
        nav=("demo.md",),
    )
    site_dir = site.root / "site"
    for rel, text in built.items():
        site.write(f"site/{rel}", text)
    site_dir.mkdir(exist_ok=True)
    problems = downloads.check_site(site_dir, site.model())
    assert problems == [line.format(site=site_dir) for line in expected]
