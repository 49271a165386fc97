# Self-tests of the bilingual checks: each builds a small site in tmp_path, breaks one thing, and
# asserts the check reports it with its exact one-line message; the good site passes every check.
from __future__ import annotations

from pathlib import Path

import pytest

from docsite.checks import CHECKS
from docsite.checks.__main__ import main as checks_main
from docsite.checks.glossary import check_glossary_pages, check_glossary_terms
from docsite.checks.glossary_terms import TERMS, Term
from docsite.checks.numbers import check_numbers, check_numbers_asserted
from docsite.checks.pages import check_pages
from docsite.checks.provenance import check_provenance
from docsite.checks.structure import check_structure
from docsite.checks.typography import check_autocorrect, check_halfwidth_punctuation
from docsite.model import Site
from docsite.translations import confirm
from tests.tooling.small_site import MKDOCS_YML

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

BODY_EN = f"""
# Stopping a target {{ #stop-target }}

At x = 2 the gradient is 36; one step of 0.24 moves the weight by −8, and the loss falls to
31.36, as the [PyTorch 2.8 docs](https://docs.pytorch.org/docs/2.8/notes/autograd.html) say.
The `{{ #id }}` and `x[3]` here are code, not prose.

## The example {{ #example }}

{FENCE}python
--8<-- "snippets/demo/stopped_target.py"
{FENCE}

!!! note "Why it matters"
    A version counter of 10.24 would be odd.
"""

BODY_ZH = f"""
# 停止目标的梯度 {{ #stop-target }}

在 x = 2 处梯度为 36；步长为 0.24 的一步让权重变化 -8，损失降到 31.36，
[PyTorch 2.8 文档](https://docs.pytorch.org/docs/2.8/notes/autograd.html)里也这样写。
这里的 `{{ #id }}` 和 `x[3]` 是代码，不是正文。

## 示例 {{ #example }}

{FENCE}python
--8<-- "snippets/demo/stopped_target.py"
{FENCE}

!!! note "为什么重要"
    版本计数器的值是 10.24 就奇怪了。
"""

SNIPPET = """import torch

x = torch.tensor(2.0, requires_grad=True)
loss = (x**2) * 9  # gradient 36 at x = 2
loss.backward()
assert x.grad == 36
assert 0.24 * -8 != 31.36 - 10.24
#> tensor(-8.)
"""


def make_site(
    root: Path,
    *,
    en: str = FRONT_EN + BODY_EN,
    zh: str = FRONT_ZH + BODY_ZH,
    snippet: str = SNIPPET,
) -> Site:
    """Write docs/en/page.md, docs/zh/page.md, the snippet and mkdocs.yml; return the site."""
    docs = root / "docs"
    for lang, text in (("en", en), ("zh", zh)):
        (docs / lang).mkdir(parents=True, exist_ok=True)
        (docs / lang / "page.md").write_text(text, encoding="utf-8")
    (root / "snippets" / "demo").mkdir(parents=True, exist_ok=True)
    (root / "snippets" / "demo" / "stopped_target.py").write_text(snippet, encoding="utf-8")
    (root / "mkdocs.yml").write_text(MKDOCS_YML, encoding="utf-8")
    return Site(root)


SMALL_GLOSSARY = (Term("version counter", "版本计数器", ("版本计数", "版本号计数器")),)
GLOSSARY_EN = (
    FRONT_EN
    + """
# Glossary { #glossary }

| English | 中文 | What it means here |
| --- | --- | --- |
| version counter | 版本计数器 | Counts in-place writes. |
"""
)
GLOSSARY_ZH = (
    FRONT_ZH
    + """
# 术语表 { #glossary }

| 中文 | English | 在本站的含义 |
| --- | --- | --- |
| **版本计数器** | `version counter` | 记录原地修改的次数。 |
"""
)


def all_checks(docs: Site) -> list[str]:
    return (
        check_pages(docs)
        + check_structure(docs)
        + check_numbers(docs)
        + check_numbers_asserted(docs)
        + check_provenance(docs)
        + check_glossary_terms(docs, terms=SMALL_GLOSSARY)
        + check_halfwidth_punctuation(docs)
    )


def test_good_pair_passes_every_check(tmp_path):
    assert all_checks(make_site(tmp_path)) == []


def test_good_pair_passes_autocorrect(tmp_path):
    pytest.importorskip("autocorrect_py")
    assert check_autocorrect(make_site(tmp_path)) == []


# 1. Pages


def test_missing_counterpart(tmp_path):
    docs = make_site(tmp_path)
    (docs.docs_dir / "zh" / "page.md").unlink()
    assert check_pages(docs) == [
        "docs/zh/page.md: missing: docs/en/page.md has no counterpart in 'zh'",
        "mkdocs.yml: nav lists page.md but docs/zh/page.md does not exist",
    ]


def test_page_left_out_of_nav(tmp_path):
    docs = make_site(tmp_path)
    (tmp_path / "mkdocs.yml").write_text(MKDOCS_YML.replace("- page.md", "- other.md"))
    docs = Site(tmp_path)
    assert check_pages(docs) == [
        "mkdocs.yml: nav lists other.md but docs/en/other.md does not exist",
        "mkdocs.yml: nav lists other.md but docs/zh/other.md does not exist",
        "mkdocs.yml: page.md exists in every language but is not in nav",
    ]


# 2. Structure


def test_heading_id_mismatch(tmp_path):
    docs = make_site(tmp_path, zh=FRONT_ZH + BODY_ZH.replace("{ #example }", "{ #examples }"))
    assert check_structure(docs) == [
        "docs/zh/page.md: heading id 2 is 'examples' here but 'example' in docs/en/page.md"
    ]


def test_heading_without_id(tmp_path):
    docs = make_site(tmp_path, zh=FRONT_ZH + BODY_ZH.replace(" { #example }", ""))
    assert check_structure(docs) == [
        "docs/zh/page.md:19: heading '示例' has no { #id } (give it the same fixed English id "
        "in both languages)",
        "docs/zh/page.md: heading id 2 'example' of docs/en/page.md is missing here",
    ]


def test_include_mismatch(tmp_path):
    docs = make_site(tmp_path, zh=FRONT_ZH + BODY_ZH.replace("stopped_target", "moving_target"))
    (tmp_path / "snippets" / "demo" / "moving_target.py").write_text(SNIPPET, encoding="utf-8")
    assert check_structure(docs) == [
        "docs/zh/page.md:21: code block 1, line 1, is "
        "'--8<-- \"snippets/demo/moving_target.py\"' here "
        "but '--8<-- \"snippets/demo/stopped_target.py\"' in docs/en/page.md"
    ]


def test_admonition_kind_mismatch(tmp_path):
    docs = make_site(tmp_path, zh=FRONT_ZH + BODY_ZH.replace("!!! note", "??? tip"))
    assert check_structure(docs) == [
        "docs/zh/page.md: admonition 1 is '??? tip' here but '!!! note' in docs/en/page.md"
    ]


# 3. Numbers


def test_changed_number_in_one_language(tmp_path):
    docs = make_site(tmp_path, zh=FRONT_ZH + BODY_ZH.replace("31.36", "31.63"))
    assert check_numbers(docs) == [
        "docs/zh/page.md: number 31.36 is in docs/en/page.md but not here",
        "docs/en/page.md: number 31.63 is in docs/zh/page.md but not here",
    ]


def test_missing_negative_number(tmp_path):
    docs = make_site(tmp_path, zh=FRONT_ZH + BODY_ZH.replace("变化 -8，", "变化，"))
    assert check_numbers(docs) == ["docs/zh/page.md: number -8 is in docs/en/page.md but not here"]


def test_number_repeated_in_one_language(tmp_path):
    docs = make_site(tmp_path, zh=FRONT_ZH + BODY_ZH.replace("梯度为 36", "梯度为 36（36）"))
    assert check_numbers(docs) == [
        "docs/zh/page.md: number 36 appears 2 time(s) here but 1 time(s) in docs/en/page.md"
    ]


def test_prose_number_not_asserted_by_snippet(tmp_path):
    docs = make_site(tmp_path, snippet=SNIPPET.replace("31.36", "31.0"))
    assert check_numbers_asserted(docs) == [
        "docs/en/page.md: number 31.36 in the prose is not asserted by any example on this page",
        "docs/zh/page.md: number 31.36 in the prose is not asserted by any example on this page",
    ]


def test_numbers_in_code_and_ids_are_not_prose(tmp_path):
    # A number only in inline code, a heading id or a link URL differs freely between languages.
    docs = make_site(
        tmp_path,
        zh=FRONT_ZH
        + BODY_ZH.replace("`x[3]`", "`x[4]`").replace("docs/2.8/notes", "docs/2.9/notes"),
    )
    assert check_numbers(docs) == []


# 4. Provenance


def test_date_without_offset(tmp_path):
    docs = make_site(tmp_path, zh=FRONT_ZH.replace("20:00:00+00:00", "20:00:00") + BODY_ZH)
    assert check_provenance(docs) == [
        "docs/zh/page.md: front matter 'published': '2026-11-29T20:00:00' has no UTC offset "
        "(write it as e.g. 2025-10-21T09:00:00+08:00)",
        "docs/zh/page.md: front matter 'published' is '2026-11-29T20:00:00' here "
        "but '2026-11-29T20:00:00+00:00' in docs/en/page.md",
    ]


def test_published_before_article_date(tmp_path):
    en = FRONT_EN.replace("2026-11-29T20:00:00", "2025-10-20T20:00:00") + BODY_EN
    zh = FRONT_ZH.replace("2026-11-29T20:00:00", "2025-10-20T20:00:00") + BODY_ZH
    docs = make_site(tmp_path, en=en, zh=zh)
    message = (
        "front matter 'published': 2025-10-20T20:00:00+00:00 is before article_date "
        "2025-10-21T09:00:00+08:00"
    )
    assert check_provenance(docs) == [f"docs/en/page.md: {message}", f"docs/zh/page.md: {message}"]


def test_mismatched_sources(tmp_path):
    zh = FRONT_ZH.replace("Tensor.detach.html", "Tensor.clone.html") + BODY_ZH
    docs = make_site(tmp_path, zh=zh)
    assert check_provenance(docs) == [
        "docs/zh/page.md: front matter 'sources[0].url' is "
        "'https://docs.pytorch.org/docs/2.8/generated/torch.Tensor.clone.html' here "
        "but 'https://docs.pytorch.org/docs/2.8/generated/torch.Tensor.detach.html' "
        "in docs/en/page.md"
    ]


def test_unversioned_source_url_and_unquoted_version(tmp_path):
    front = FRONT_EN.replace("docs/2.8/", "docs/stable/")
    docs = make_site(tmp_path, en=front + BODY_EN, zh=FRONT_ZH.replace('"2.8"', "2.8") + BODY_ZH)
    assert check_provenance(docs) == [
        "docs/en/page.md: front matter 'sources[0].url': 'https://docs.pytorch.org/docs/stable/"
        "generated/torch.Tensor.detach.html' is not the versioned documentation page: "
        "it does not contain /2.8/",
        "docs/zh/page.md: front matter 'sources[0].version': 2.8 must be a quoted string, "
        'e.g. "2.8"',
        "docs/zh/page.md: front matter 'sources[0].url' is "
        "'https://docs.pytorch.org/docs/2.8/generated/torch.Tensor.detach.html' here but "
        "'https://docs.pytorch.org/docs/stable/generated/torch.Tensor.detach.html' "
        "in docs/en/page.md",
    ]


def test_backfill_must_be_a_boolean_and_keys_are_required(tmp_path):
    front = FRONT_EN.replace("backfill: true", 'backfill: "yes"').replace(
        "description: Why a moving target changes the gradient.\n", ""
    )
    docs = make_site(tmp_path, en=front + BODY_EN)
    assert check_provenance(docs)[:2] == [
        "docs/en/page.md: front matter 'description': is required",
        "docs/en/page.md: front matter 'backfill': Input should be a valid boolean",
    ]


# 5. Chinese typography


def test_halfwidth_comma_in_chinese_prose(tmp_path):
    zh = FRONT_ZH + BODY_ZH.replace("损失降到 31.36，", "损失降到 31.36,随后")
    zh = zh.replace("是代码，不是正文", "是代码,不是正文")
    docs = make_site(tmp_path, zh=zh)
    assert check_halfwidth_punctuation(docs) == [
        "docs/zh/page.md:17: half-width ',' between Chinese characters in '是代码,不是正': use '，'"
    ]


def test_no_space_around_inline_code(tmp_path):
    docs = make_site(tmp_path, zh=FRONT_ZH + BODY_ZH.replace("和 `x[3]` 是", "和`x[3]`是"))
    assert check_halfwidth_punctuation(docs) == [
        "docs/zh/page.md:17: no space between Chinese and inline code in '和`x[3]`是': "
        "write '和 `x[3]` 是'"
    ]


def test_autocorrect_reports_spacing_and_punctuation(tmp_path):
    pytest.importorskip("autocorrect_py")
    zh = FRONT_ZH + BODY_ZH.replace("在 x = 2 处梯度为 36；", "在x = 2处梯度为36;")
    zh = zh.replace("    版本计数器的值是 10.24 就奇怪了。", "    版本计数器的值是10.24就奇怪了.")
    docs = make_site(tmp_path, zh=zh)
    assert check_autocorrect(docs) == [
        "docs/zh/page.md:15: write '在 x = 2 处梯度为 36;步长为' for '在x = 2处梯度为36;步长为'",
        "docs/zh/page.md:26: write '计数器的值是 10.24 就奇怪了。' "
        "for '计数器的值是10.24就奇怪了.'",
    ]


# 6. Glossary


def test_forbidden_term_variant(tmp_path):
    zh = FRONT_ZH + BODY_ZH.replace("版本计数器的值", "版本号计数器的值")
    docs = make_site(tmp_path, zh=zh)
    assert check_glossary_terms(docs, terms=SMALL_GLOSSARY) == [
        "docs/zh/page.md:26: '版本号计数器' is not the glossary term: write '版本计数器' "
        "(version counter)"
    ]


def test_forbidden_term_variant_in_the_title(tmp_path):
    zh = FRONT_ZH.replace("停止目标的梯度", "版本号计数器") + BODY_ZH
    docs = make_site(tmp_path, zh=zh)
    assert check_glossary_terms(docs, terms=SMALL_GLOSSARY) == [
        "docs/zh/page.md:2: '版本号计数器' is not the glossary term: write '版本计数器' "
        "(version counter)"
    ]


def test_variant_inside_the_term_is_fine(tmp_path):
    # 版本计数 is forbidden, but it is also the start of 版本计数器, which is the term.
    docs = make_site(tmp_path)
    assert "版本计数器" in (docs.docs_dir / "zh" / "page.md").read_text(encoding="utf-8")
    assert check_glossary_terms(docs, terms=SMALL_GLOSSARY) == []


def test_glossary_pages_pair_the_terms(tmp_path):
    docs = make_site(tmp_path)
    (docs.docs_dir / "en" / "glossary.md").write_text(GLOSSARY_EN, encoding="utf-8")
    (docs.docs_dir / "zh" / "glossary.md").write_text(GLOSSARY_ZH, encoding="utf-8")
    assert check_glossary_pages(docs, terms=SMALL_GLOSSARY) == []
    (docs.docs_dir / "zh" / "glossary.md").write_text(GLOSSARY_ZH.replace("版本计数器", "版本号"))
    assert check_glossary_pages(Site(tmp_path), terms=SMALL_GLOSSARY) == [
        "docs/zh/glossary.md: no table row pairs 'version counter' with '版本计数器' "
        "(docsite/checks/glossary_terms.py)"
    ]


def test_glossary_cites_other_names_in_quotes(tmp_path):
    # an alias readers search for, which is also a forbidden variant (like 原位操作 for 原地修改)
    terms = (Term("version counter", "版本计数器", ("版本号计数器",), also=("版本号计数器",)),)
    docs = make_site(tmp_path)
    (docs.docs_dir / "en" / "glossary.md").write_text(GLOSSARY_EN, encoding="utf-8")
    glossary_zh = docs.docs_dir / "zh" / "glossary.md"
    glossary_zh.write_text(GLOSSARY_ZH, encoding="utf-8")
    assert check_glossary_pages(docs, terms=terms) == [
        "docs/zh/glossary.md: the row of '版本计数器' does not cite “版本号计数器”, another name "
        "readers search for (docsite/checks/glossary_terms.py)"
    ]
    cited = GLOSSARY_ZH.replace("次数。", "次数。也写作“版本号计数器”。")
    glossary_zh.write_text(cited, encoding="utf-8")
    assert check_glossary_pages(Site(tmp_path), terms=terms) == []
    # quoted on the glossary page it is a citation; quoted on another page it is still a use
    page_zh = docs.docs_dir / "zh" / "page.md"
    page_zh.write_text(FRONT_ZH + BODY_ZH.replace("版本计数器的值", "“版本号计数器”的值"))
    assert check_glossary_terms(Site(tmp_path), terms=terms) == [
        "docs/zh/page.md:26: '版本号计数器' is not the glossary term: write '版本计数器' "
        "(version counter)"
    ]


def test_glossary_data_is_consistent():
    for term in TERMS:
        for variant in term.forbidden:
            assert variant != term.zh
            other_terms = [other.zh for other in TERMS]
            assert not any(variant in zh and variant != zh for zh in other_terms if zh != term.zh)


# The command line


def test_cli_prints_errors_and_exits_1(tmp_path, capsys):
    make_site(tmp_path, zh=FRONT_ZH + BODY_ZH.replace("31.36", "31.63"))
    assert checks_main(["--root", str(tmp_path), "--check", "numbers"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "docs/zh/page.md: number 31.36 is in docs/en/page.md but not here",
        "docs/en/page.md: number 31.63 is in docs/zh/page.md but not here",
    ]


def test_cli_exits_0_on_a_good_site(tmp_path, capsys):
    make_site(tmp_path)
    confirm(Site(tmp_path), ["--all"])  # the translation stamps of a reviewed pair
    names = [name for name in CHECKS if name not in ("glossary", "reader", "typography")]
    args = ["--root", str(tmp_path)] + [part for name in names for part in ("--check", name)]
    assert checks_main(args) == 0
    assert capsys.readouterr().out == ""


def test_cli_bad_option_is_one_line(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_info:
        checks_main(["--check", "nope"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith(
        "python -m docsite.checks: argument --check: invalid"
    )


def test_cli_reports_an_unreadable_page_in_one_line(tmp_path, capsys):
    make_site(tmp_path, zh="---\ntitle: 没有结尾\n\n# 标题\n")
    assert checks_main(["--root", str(tmp_path), "--check", "provenance"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "docs/zh/page.md:1: the front matter has no closing --- line: end it with ---"
    ]


def test_cli_reports_a_date_that_is_not_a_date(tmp_path, capsys):
    make_site(tmp_path, zh=FRONT_ZH.replace("2026-11-29T20:00:00+00:00", "soon") + BODY_ZH)
    assert checks_main(["--root", str(tmp_path), "--check", "provenance"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("docs/zh/page.md: front matter 'published': ")
    assert "is not an ISO 8601 date and time with a UTC offset" in out[0] or "datetime" in out[0]


def test_cli_reports_a_missing_snippet_in_one_line(tmp_path, capsys):
    make_site(tmp_path, zh=FRONT_ZH + BODY_ZH.replace("stopped_target", "no_such_file"))
    assert checks_main(["--root", str(tmp_path), "--check", "structure"]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "docs/zh/page.md:22: Snippet at path 'snippets/demo/no_such_file.py' could not be found"
    ]


def test_cli_reports_a_bad_mkdocs_yml_in_one_line(tmp_path, capsys):
    make_site(tmp_path)
    (tmp_path / "mkdocs.yml").write_text("nav: [a.md\n", encoding="utf-8")
    assert checks_main(["--root", str(tmp_path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == ["mkdocs.yml:2: not valid YAML: expected ',' or ']', but got '<stream end>'"]
