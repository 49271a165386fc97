"""Each check of scripts/docsite/checks/, shown failing on a planted defect, with its exact
messages.

A small bilingual site (`good_site`) passes every registered check; each row of `PLANTS` breaks one
thing in it and names what the check must say. Every registered check has a row.
"""

from __future__ import annotations

import subprocess

import pytest

from docsite import downloads
from docsite.checks import CHECKS
from docsite.checks.__main__ import main as checks_main
from docsite.checks.glossary_terms import TERMS, Term
from docsite.figures.stopped_vs_moving_target import figure
from docsite.translations import COMMAND, confirm

FENCE = "`" * 3
FRONT_EN = """---
title: Stopping a target
description: Why a moving target changes the gradient.
article_date: 2025-10-21T09:00:00+08:00
published: 2026-11-29T20:00:00+00:00
backfill: true
sources:
  - title: torch.Tensor.detach
    url: https://docs.pytorch.org/docs/2.8/generated/torch.Tensor.detach.html
    version: "2.8"
---
"""
FRONT_ZH = FRONT_EN.replace("Stopping a target", "停止目标的梯度").replace(
    "Why a moving target changes the gradient.", "目标跟着变时，梯度为什么会变。"
)

PAGE_EN = f"""{FRONT_EN}
# Stopping a target {{ #stop-target }}

At x = 2 the gradient is 36; one step of 0.24 moves the weight by −8, and the loss falls to
31.36, as the [PyTorch 2.8 docs](https://docs.pytorch.org/docs/2.8/notes/autograd.html) say.
The `{{ #id }}` and `x[3]` here are code, not prose.

## The example {{ #example }}

{FENCE}python
--8<-- "snippets/demo/stopped_target.py"
{FENCE}

!!! note "Why it matters"
    A [version counter](glossary.md#version-counter) of 10.24 would be odd.
"""

PAGE_ZH = f"""{FRONT_ZH}
# 停止目标的梯度 {{ #stop-target }}

在 x = 2 处梯度为 36；步长为 0.24 的一步让权重变化 -8，损失降到 31.36，
[PyTorch 2.8 文档](https://docs.pytorch.org/docs/2.8/notes/autograd.html)里也这样写。
这里的 `{{ #id }}` 和 `x[3]` 是代码，不是正文。

## 示例 {{ #example }}

{FENCE}python
--8<-- "snippets/demo/stopped_target.py"
{FENCE}

!!! note "为什么重要"
    [版本计数器](glossary.md#version-counter)的值是 10.24 就奇怪了。
"""

SNIPPET = """import torch

x = torch.tensor(2.0, requires_grad=True)
loss = (x**2) * 9  # gradient 36 at x = 2
# zh: 在 x = 2 处梯度为 36
loss.backward()
assert x.grad == 36
assert 0.24 * -8 != 31.36 - 10.24
#> tensor(-8.)
"""

GLOSSARY_EN = f"""{FRONT_EN}
# Glossary {{ #glossary }}

| English | 中文 | What it means here |
| --- | --- | --- |
| version counter | 版本计数器 | Counts in-place writes. {{ #version-counter }} |
"""
GLOSSARY_ZH = f"""{FRONT_ZH}
# 术语表 {{ #glossary }}

| 中文 | English | 在本站的含义 |
| --- | --- | --- |
| **版本计数器** | `version counter` | 记录原地修改的次数。 {{ #version-counter }} |
"""

# The small site's glossary: one term, with the variants the real one forbids for it.
SMALL_GLOSSARY = (Term("version counter", "版本计数器", ("版本计数", "版本号计数器")),)
TAKE_TERMS = {"glossary-pages", "glossary-terms", "glossary-links", "glossary-anchors"}

EN, ZH = "docs/en/page.md", "docs/zh/page.md"
SNIPPET_FILE = "snippets/demo/stopped_target.py"


@pytest.fixture
def good_site(small_site):
    site = small_site(
        {
            "en/page.md": PAGE_EN,
            "zh/page.md": PAGE_ZH,
            "en/glossary.md": GLOSSARY_EN,
            "zh/glossary.md": GLOSSARY_ZH,
            "en/assets/stopped-vs-moving-target.svg": figure("en"),
            "zh/assets/stopped-vs-moving-target.svg": figure("zh"),
        },
        {SNIPPET_FILE: SNIPPET},
        nav=("page.md", "glossary.md"),
    )
    confirm(site.model(), ["--all"])  # both languages reviewed: the translation stamps
    subprocess.run(["git", "init", "-q", str(site.root)], check=True)  # the paths check reads git
    return site


def run_check(name: str, site) -> list[str]:
    check = CHECKS[name]
    return check(site, terms=SMALL_GLOSSARY) if name in TAKE_TERMS else check(site)


@pytest.mark.parametrize("name", CHECKS)
def test_the_good_site_passes_every_check(good_site, name):
    assert run_check(name, good_site.model()) == []


def plant(name, file, old, new, expected, *, id, more=()):
    """A row: check `name` reports `expected` after `old` becomes `new` in `file` (and the
    `more` edits: (file, old, new); old None writes the file, new None too deletes it)."""
    return pytest.param(name, ((file, old, new), *more), expected, id=id)


def apply(site, edits) -> None:
    for file, old, new in edits:
        if old is not None:
            site.replace(file, old, new)
        elif new is not None:
            site.write(file, new)
        else:
            site.path(file).unlink()


PLANTS = [
    plant(
        "pages",
        "mkdocs.yml",
        "  - glossary.md\n",
        "  - other.md\n",
        [
            "mkdocs.yml: nav lists other.md but docs/en/other.md does not exist",
            "mkdocs.yml: nav lists other.md but docs/zh/other.md does not exist",
            "mkdocs.yml: glossary.md exists in every language but is not in nav",
        ],
        id="page-left-out-of-nav",
    ),
    plant(
        "structure",
        ZH,
        "{ #example }",
        "{ #examples }",
        ["docs/zh/page.md:19: heading id 2 is 'examples' here but 'example' in docs/en/page.md:19"],
        id="heading-id-mismatch",
    ),
    plant(
        "structure",
        ZH,
        " { #example }",
        "",
        [
            "docs/zh/page.md:19: heading '示例' has no { #id } (give it the same fixed English id "
            "in both languages)",
            "docs/zh/page.md:13: heading id 2 'example' of docs/en/page.md:19 is missing in "
            "section #stop-target",
        ],
        id="heading-without-id",
    ),
    plant(
        "structure",
        ZH,
        "!!! note",
        "??? tip",
        ["docs/zh/page.md:25: admonition 1 is '??? tip' here but '!!! note' in docs/en/page.md:25"],
        id="admonition-kind-mismatch",
    ),
    plant(
        "numbers",
        ZH,
        "31.36",
        "31.63",
        [
            "docs/zh/page.md:13: number 31.36 is in docs/en/page.md:16 but not in section "
            "#stop-target",
            "docs/en/page.md:13: number 31.63 is in docs/zh/page.md:15 but not in section "
            "#stop-target",
        ],
        id="changed-number",
    ),
    plant(
        "numbers",
        ZH,
        "变化 -8，",
        "变化，",
        ["docs/zh/page.md:13: number -8 is in docs/en/page.md:15 but not in section #stop-target"],
        id="missing-negative-number",
    ),
    plant(
        "numbers",
        ZH,
        "梯度为 36",
        "梯度为 36（36）",
        [
            "docs/zh/page.md:15: number 36 appears 2 time(s) here (line 15) but 1 time(s) in "
            "docs/en/page.md (line 15)"
        ],
        id="number-repeated-in-one-language",
    ),
    plant(
        "numbers-in-examples",
        SNIPPET_FILE,
        "31.36",
        "31.0",
        [
            "docs/en/page.md: number 31.36 in the prose is in no example on this page "
            "(show it in one, asserted)",
            "docs/zh/page.md: number 31.36 in the prose is in no example on this page "
            "(show it in one, asserted)",
        ],
        id="prose-number-in-no-example",
    ),
    plant(
        "provenance",
        ZH,
        "20:00:00+00:00",
        "20:00:00",
        [
            "docs/zh/page.md:5: front matter 'published': '2026-11-29T20:00:00' has no UTC offset "
            "(write it as e.g. 2025-10-21T09:00:00+08:00)",
        ],
        id="date-without-offset",
    ),
    plant(
        "provenance",
        ZH,
        "Tensor.detach.html",
        "Tensor.clone.html",
        [
            "docs/zh/page.md:7: front matter 'sources[0].url' is "
            "'https://docs.pytorch.org/docs/2.8/generated/torch.Tensor.clone.html' here "
            "but 'https://docs.pytorch.org/docs/2.8/generated/torch.Tensor.detach.html' "
            "in docs/en/page.md"
        ],
        id="mismatched-sources",
    ),
    plant(
        "provenance",
        ZH,
        '"2.8"',
        "2.8",
        [
            "docs/zh/page.md:7: front matter 'sources[0].version': 2.8 must be a quoted string, "
            'e.g. "2.8"',
        ],
        id="unquoted-version",
    ),
    plant(
        "glossary-terms",
        ZH,
        "版本计数器](glossary",
        "版本号计数器](glossary",
        [
            "docs/zh/page.md:26: '版本号计数器' is not the glossary term: write '版本计数器' "
            "(version counter)"
        ],
        id="forbidden-term-variant",
    ),
    plant(
        "glossary-terms",
        ZH,
        "title: 停止目标的梯度",
        "title: 版本号计数器",
        [
            "docs/zh/page.md:2: '版本号计数器' is not the glossary term: write '版本计数器' "
            "(version counter)"
        ],
        id="forbidden-term-variant-in-the-title",
    ),
    plant(
        "glossary-terms",
        SNIPPET_FILE,
        "# zh: 在 x = 2 处梯度为 36",
        "# zh: 版本号计数器不变；在 x = 2 处梯度为 36",
        [
            "snippets/demo/stopped_target.py:5 (included by docs/zh/page.md:21): '版本号计数器' "
            "is not the glossary term: write '版本计数器' (version counter)"
        ],
        id="forbidden-term-variant-in-a-chinese-comment",
    ),
    plant(
        "labels",
        "mkdocs.yml",
        "示例出自页面",
        "例子出自页面",
        [
            "mkdocs.yml: labels.downloads.page of zh: '例子' is not the glossary term: write "
            "'示例' (code example)"
        ],
        id="a-forbidden-variant-in-the-interface",
    ),
    plant(
        "labels",
        "mkdocs.yml",
        '"skipped": "已跳过',
        '"skipt": "已跳过',
        [
            "mkdocs.yml: labels.downloads.skipped is in one language only",
            "mkdocs.yml: labels.downloads.skipt is in zh only",
        ],
        id="a-word-in-one-language-only",
    ),
    plant(
        "glossary-pages",
        "docs/zh/glossary.md",
        "**版本计数器**",
        "**版本号**",
        [
            "docs/zh/glossary.md: no table row pairs 'version counter' with '版本计数器' "
            "(scripts/docsite/checks/glossary_terms.py)"
        ],
        id="glossary-row-without-the-term",
    ),
    plant(
        "glossary-links",
        EN,
        "[version counter](glossary.md#version-counter)",
        "version counter",
        [
            "docs/en/page.md:26: first use of 'version counter' is not a link to its glossary "
            "entry (glossary.md#version-counter)"
        ],
        id="unlinked-first-use",
    ),
    plant(
        "glossary-links",
        ZH,
        "(glossary.md#version-counter)",
        "(glossary.md#glossary)",
        [
            "docs/zh/page.md:26: first use of '版本计数器' is not a link to its glossary entry "
            "(glossary.md#version-counter)"
        ],
        id="first-use-links-the-wrong-entry",
    ),
    plant(
        "links",
        ZH,
        "(glossary.md#version-counter)",
        "(glossary.md#version-counters)",
        [
            "docs/zh/page.md:26: link to 'glossary.md#version-counters': docs/zh/glossary.md has "
            "no anchor '#version-counters'; did you mean version-counter?"
        ],
        id="link-to-a-missing-anchor",
    ),
    plant(
        "links",
        EN,
        "(glossary.md#version-counter)",
        "(glosary.md#version-counter)",
        [
            "docs/en/page.md:26: link to 'glosary.md#version-counter': docs/en/glosary.md does "
            "not exist; did you mean glossary.md?"
        ],
        id="link-to-a-missing-page",
    ),
    plant(
        "glossary-anchors",
        "docs/en/glossary.md",
        " { #version-counter }",
        "",
        [
            "docs/en/glossary.md: no anchor { #version-counter } for 'version counter' / "
            "'版本计数器' (put it at the end of the term's table row)",
        ],
        id="entry-without-its-anchor",
    ),
    plant(
        "tooling-talk",
        EN,
        "are code, not prose.",
        "are code, checked in every nox session.",
        [
            "docs/en/page.md:17: 'nox': reader pages do not talk about the tooling "
            "(say it on sources.md or in CONTRIBUTING.md)",
            "docs/en/page.md:17: 'session': reader pages do not talk about the tooling "
            "(say it on sources.md or in CONTRIBUTING.md)",
        ],
        id="tooling-in-the-prose",
    ),
    plant(
        "tooling-talk",
        SNIPPET_FILE,
        "loss.backward()\n",
        "loss.backward()  # as pytest runs it\n",
        [
            "snippets/demo/stopped_target.py:5 (included by docs/en/page.md:21): 'pytest': "
            "reader pages do not talk about the tooling",
            "snippets/demo/stopped_target.py:5 (included by docs/zh/page.md:21): 'pytest': "
            "reader pages do not talk about the tooling",
        ],
        id="tooling-in-an-example",
    ),
    plant(
        "typography",
        ZH,
        "是代码，不是正文",
        "是代码,不是正文",
        [
            "docs/zh/page.md:17: half-width ',' between Chinese characters in '是代码,不是正': "
            "use '，'",
        ],
        id="halfwidth-comma",
    ),
    plant(
        "typography",
        ZH,
        "和 `x[3]` 是",
        "和`x[3]`是",
        [
            "docs/zh/page.md:17: no space between Chinese and inline code in '和`x[3]`是': "
            "write '和 `x[3]` 是'",
        ],
        id="no-space-around-inline-code",
    ),
    plant(
        "typography",
        ZH,
        "是代码，不是正文。",
        "是代码（`x`），不是正文。",
        [],  # full-width punctuation carries its own spacing: no space next to inline code
        id="full-width-punctuation-next-to-inline-code",
    ),
    plant(
        "typography",
        ZH,
        "在 x = 2 处梯度为 36；",
        "在x = 2处梯度为36;",
        ["docs/zh/page.md:15: write '在 x = 2 处梯度为 36;步长为' for '在x = 2处梯度为36;步长为'"],
        id="autocorrect-spacing",
    ),
    plant(
        "fences",
        ZH,
        f'{FENCE}python\n--8<-- "snippets/demo/stopped_target.py"',
        f'{FENCE}python notest retry\nx = 1\n--8<-- "snippets/demo/stopped_target.py"',
        [
            "docs/zh/page.md:21: write fence options in brace form, {.python notest retry}, "
            "not 'python notest retry'",
            "docs/zh/page.md:21: unknown fence option 'retry': use one of notest, fixture:cuda, "
            "fixture:cpu",
            "docs/zh/page.md:21: a python fence holds exactly one line, "
            '--8<-- "snippets/page/<what_it_shows>.py"; move the code into that file',
            "docs/zh/page.md:21: a notest fence needs '<!-- notest: why -->' right above it",
        ],
        id="every-fence-problem-listed",
    ),
    plant(
        "figures",
        "docs/zh/assets/stopped-vs-moving-target.svg",
        "</svg>",
        "</svg>\n<!-- edited by hand -->",
        [
            "docs/zh/assets/stopped-vs-moving-target.svg: out of date; "
            "run python -m docsite.figures.stopped_vs_moving_target"
        ],
        id="figure-edited-by-hand",
    ),
    plant(
        "pages",
        ZH,
        None,
        None,
        [
            "docs/zh/page.md: missing: docs/en/page.md has no counterpart in 'zh'",
            "mkdocs.yml: nav lists page.md but docs/zh/page.md does not exist",
        ],
        id="missing-counterpart",
    ),
    plant(
        "structure",
        ZH,
        "stopped_target",
        "moving_target",
        [
            "docs/zh/page.md:21: code block 1, line 1, is "
            "'--8<-- \"snippets/demo/moving_target.py\"' here "
            "but '--8<-- \"snippets/demo/stopped_target.py\"' in docs/en/page.md:21"
        ],
        id="include-mismatch",
        more=[("snippets/demo/moving_target.py", None, SNIPPET)],
    ),
    plant(
        "numbers",
        ZH,
        "`x[3]`",
        "`x[4]`",
        [],  # a number only in inline code, a heading id or a link URL may differ
        id="numbers-in-code-and-urls-are-not-prose",
        more=[(ZH, "docs/2.8/notes", "docs/2.9/notes")],
    ),
    plant(
        "provenance",
        EN,
        "2026-11-29T20:00:00",
        "2025-10-20T20:00:00",
        [
            "docs/en/page.md:5: front matter 'published': 2025-10-20T20:00:00+00:00 is before "
            "article_date 2025-10-21T09:00:00+08:00",
            "docs/zh/page.md:5: front matter 'published': 2025-10-20T20:00:00+00:00 is before "
            "article_date 2025-10-21T09:00:00+08:00",
        ],
        id="published-before-article-date",
        more=[(ZH, "2026-11-29T20:00:00", "2025-10-20T20:00:00")],
    ),
    plant(
        "provenance",
        EN,
        "docs/2.8/generated",
        "docs/stable/generated",
        [
            "docs/en/page.md:7: front matter 'sources[0].url': 'https://docs.pytorch.org/docs/"
            "stable/generated/torch.Tensor.detach.html' is not the versioned documentation "
            "page: it does not contain /2.8/",
        ],
        id="unversioned-source-url",
    ),
    plant(
        "provenance",
        EN,
        "backfill: true",
        'backfill: "yes"',
        [
            "docs/en/page.md:1: front matter 'description': is required",
            "docs/en/page.md:5: front matter 'backfill': Input should be a valid boolean",
        ],
        id="backfill-not-a-boolean-and-a-required-key-missing",
        more=[(EN, "description: Why a moving target changes the gradient.\n", "")],
    ),
    plant(
        "provenance",
        ZH,
        "2026-11-29T20:00:00+00:00",
        "soon",
        [
            "docs/zh/page.md:5: front matter 'published': Input should be a valid datetime or "
            "date, input is too short",
        ],
        id="a-date-that-is-not-a-date",
    ),
    plant(
        "translations",
        EN,
        "would be odd.",
        "would be strange.",
        [
            "docs/en/page.md#example: English changed since the Chinese was confirmed; once "
            f"docs/zh/page.md#example says the same, run: {COMMAND} docs/en/page.md#example"
        ],
        id="one-language-edited-since-its-stamp",
    ),
    plant(
        "provenance",
        EN,
        "sources:",
        "source:",
        ["docs/en/page.md:7: front matter 'source' is no key of the site: did you mean 'sources'?"],
        id="misspelt-key-blames-its-file",
    ),
    plant(
        "comments",
        SNIPPET_FILE,
        "# zh: 在 x = 2 处梯度为 36\n",
        "",
        [
            "snippets/demo/stopped_target.py:4: this comment has no Chinese: put it on a "
            "'# zh: ...' line right under the comment"
        ],
        id="comment-without-its-chinese",
    ),
    plant(
        "comments",
        SNIPPET_FILE,
        "# zh: 在 x = 2 处梯度为 36",
        "# zh: 在 x = 2 处，损失对 x 的梯度为 36，这正是页面上的那个数：一个中文字占两列",
        [
            "snippets/demo/stopped_target.py:4: 94 columns on the Chinese pages (a Chinese "
            "character takes 2); keep each line within 76"
        ],
        id="chinese-comment-too-wide",
    ),
    plant(
        "comments",
        SNIPPET_FILE,
        "loss.backward()\n",
        "loss.backward()\n# zh: 反向传播\n",
        [
            "snippets/demo/stopped_target.py:7: this '# zh:' line follows no English comment; "
            "put it right under the comment it translates"
        ],
        id="chinese-comment-without-its-english",
    ),
    plant(
        "comments",
        SNIPPET_FILE,
        "# zh: 在 x = 2 处梯度为 36",
        "# zh: dL/dx = 36 at x = 2",
        [
            "snippets/demo/stopped_target.py:5: this '# zh:' comment has no Chinese in it; say it "
            "in Chinese (code and names may stay as they are)"
        ],
        id="chinese-comment-in-english",
    ),
    plant(
        "rendering",
        EN,
        "!!! note",
        f"<div markdown>\n{FENCE}python\nassert False\n{FENCE}\n</div>\n\n!!! note",
        [
            "docs/en/page.md: the site renders 2 python code block(s), but the page has 1 "
            "example(s): a python fence the tests do not see does not run"
        ],
        id="a-python-block-the-tests-do-not-see",
    ),
    plant(
        "translations",
        SNIPPET_FILE,
        "# zh: 在 x = 2 处梯度为 36",
        "# zh: 在 x = 2 处，梯度为 36",
        [
            "docs/zh/page.md#example: Chinese changed since the English was confirmed; once "
            f"docs/en/page.md#example says the same, run: {COMMAND} docs/en/page.md#example"
        ],
        id="a-comment-edited-in-one-language",
    ),
    plant(
        "translations",
        ZH,
        "{ #example }",
        "{ #examples }",
        [],  # the structure check says what differs: confirming would be the wrong fix
        id="no-stamp-message-while-the-structure-differs",
        more=[(ZH, "就奇怪了", "就很奇怪了")],
    ),
    plant(
        "downloads",
        ZH,
        "title: 停止目标的梯度",
        "title: Stopping a target",
        ["docs/zh/page.md: its downloads have the title of docs/en/page.md's; translate the title"],
        id="a-download-titled-as-the-other-language",
    ),
]


@pytest.mark.parametrize(("name", "edits", "expected"), PLANTS)
def test_a_planted_defect_is_reported(good_site, name, edits, expected):
    apply(good_site, edits)
    assert run_check(name, good_site.model()) == expected


# The downloads are generated from the page: what their check finds is a generator gone wrong.
GENERATOR_DEFECTS = [
    pytest.param(
        "python_script",
        lambda real: lambda *args: real(*args).replace("# ## ", "# ### "),
        "its script does not carry the page's headings, in order",
        id="script-heading",
    ),
    pytest.param(
        "cell_outputs",
        lambda real: lambda example: [],
        "its notebook's cell stopped_target shows other output than the page",
        id="notebook-output",
    ),
    pytest.param(
        "_absolute",
        lambda real: lambda target, base: target,
        "its notebook links to 'glossary.md', not to the site",
        id="notebook-link",
    ),
]


@pytest.mark.parametrize(("name", "broken", "expected"), GENERATOR_DEFECTS)
def test_the_downloads_check_sees_the_generator_go_wrong(
    good_site, monkeypatch, name, broken, expected
):
    monkeypatch.setattr(downloads, name, broken(getattr(downloads, name)))
    found = run_check("downloads", good_site.model())
    assert found == [f"docs/{lang}/page.md: {expected}" for lang in ("en", "zh")]


MARKDOWN_DEFECTS = [  # the page's Markdown: a link off the site, an example left out
    ("_absolute", lambda real: lambda *a: real(*a) + "-x", "its Markdown links to http"),
    ("blocks", lambda real: lambda page: real(page)[:1], "its Markdown's code blocks are not"),
]


@pytest.mark.parametrize(("name", "broken", "expected"), MARKDOWN_DEFECTS)
def test_the_markdown_check_sees_the_generator_go_wrong(
    good_site, monkeypatch, name, broken, expected
):
    monkeypatch.setattr(downloads, name, broken(getattr(downloads, name)))
    found = run_check("markdown", good_site.model())
    pages = {p.split(":")[0] for p in found if expected in p}
    assert pages == {"docs/en/page.md", "docs/zh/page.md"} == {p.split(":")[0] for p in found}


def test_a_forbidden_word_the_generator_writes_fails_the_downloads_check(good_site, monkeypatch):
    """Whatever writes a word of a Chinese download: here the generator, 例子 in the note."""
    real = downloads.labels
    monkeypatch.setattr(downloads, "labels", lambda page: {**real(page), "page": "例子出自页面："})
    wrong = "'例子' is not the glossary term: write '示例' (code example)"
    assert run_check("downloads", good_site.model()) == [
        f"docs/zh/page.md: its {name}: {wrong}" for name in ("script", "notebook")
    ]


# A check whose defect cannot be planted in good_site (it needs files of its own): the tooling test
# that shows it failing instead.
SHOWN_FAILING_ELSEWHERE: dict[str, str] = {
    "paths": "tests/tooling/test_paths.py",
    "fence-spacing": "tests/tooling/test_writer_messages.py",
    "markdown": "test_the_markdown_check_sees_the_generator_go_wrong, above",
}


def test_every_registered_check_is_shown_failing():
    planted = {param.values[0] for param in PLANTS if param.values[2]}  # a row that fails
    missing = sorted(set(CHECKS) - planted - SHOWN_FAILING_ELSEWHERE.keys())
    assert not missing, f"add a row to PLANTS for each registered check: none for {missing}"


def test_glossary_cites_other_names_in_quotes(good_site):
    # an alias readers search for, which is also a forbidden variant (like 原位操作 for 原地修改)
    terms = (Term("version counter", "版本计数器", ("版本号计数器",), also=("版本号计数器",)),)
    assert CHECKS["glossary-pages"](good_site.model(), terms=terms) == [
        "docs/zh/glossary.md: the row of '版本计数器' does not cite “版本号计数器”, another name "
        "readers search for (scripts/docsite/checks/glossary_terms.py)"
    ]
    good_site.replace("docs/zh/glossary.md", "次数。", "次数。也写作“版本号计数器”。")
    assert CHECKS["glossary-pages"](good_site.model(), terms=terms) == []
    # quoted on the glossary page it is a citation; quoted on another page it is still a use
    good_site.replace(ZH, "[版本计数器]", "[“版本号计数器”]")
    assert CHECKS["glossary-terms"](good_site.model(), terms=terms) == [
        "docs/zh/page.md:26: '版本号计数器' is not the glossary term: write '版本计数器' "
        "(version counter)"
    ]


def test_the_site_word_choices_are_checked(good_site):
    # not glossary terms (no table row needed), but their variants are reported like one
    good_site.replace(ZH, "[版本计数器]", "例子里的[版本计数器]")
    assert CHECKS["glossary-terms"](good_site.model()) == [
        "docs/zh/page.md:26: '例子' is not the glossary term: write '示例' (code example)"
    ]


def test_the_real_glossary_is_consistent():
    for term in TERMS:
        for variant in term.forbidden:
            assert variant != term.zh
            other_terms = [other.zh for other in TERMS]
            assert not any(variant in zh and variant != zh for zh in other_terms if zh != term.zh)


# --- the command line -----------------------------------------------------------------------------


def test_cli_prints_errors_and_exits_1(good_site, capsys):
    good_site.replace(ZH, "31.36", "31.63")
    assert checks_main(["--root", str(good_site.root), "--check", "numbers"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "docs/zh/page.md:13: number 31.36 is in docs/en/page.md:16 but not in section #stop-target",
        "docs/en/page.md:13: number 31.63 is in docs/zh/page.md:15 but not in section #stop-target",
    ]


def test_cli_bad_option_is_one_line(capsys):
    with pytest.raises(SystemExit) as exit_info:
        checks_main(["--check", "nope"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1
    assert err[0].startswith("python -m docsite.checks: argument --check: invalid")


@pytest.mark.parametrize(
    ("file", "old", "new", "check", "expected"),
    [
        pytest.param(
            ZH,
            "stopped_target",
            "no_such_file",
            "structure",
            "docs/zh/page.md:22: Snippet at path 'snippets/demo/no_such_file.py' could not be "
            "found",
            id="missing-snippet",
        ),
        pytest.param(
            "mkdocs.yml",
            "nav:\n",
            "nav: [a.md\n",
            None,
            "mkdocs.yml:6: not valid YAML: expected ',' or ']', but got ':'",
            id="bad-mkdocs-yml",
        ),
    ],
)
def test_cli_reports_bad_input_in_one_line(good_site, capsys, file, old, new, check, expected):
    good_site.replace(file, old, new)
    args = ["--root", str(good_site.root), *(["--check", check] if check else [])]
    assert checks_main(args) == 1
    assert capsys.readouterr().out.splitlines() == [expected]
