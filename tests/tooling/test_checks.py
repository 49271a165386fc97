"""Each check of scripts/docsite/checks/, shown failing on a planted defect, with its exact
messages.

A small bilingual site (`good_site`) passes every registered check; each row of plants.yml breaks
one thing in it and names what the check must say. Every registered check has a row.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import yaml

from docsite import downloads
from docsite.checks import CHECKS, register
from docsite.checks.__main__ import main as checks_main
from docsite.figures.stopped_vs_moving_target import figure
from docsite.model.glossary import TERMS, WORD_CHOICES, Term
from docsite.translations import confirm

# The small bilingual site every check passes: its pages and snippet as files, beside this file.
GOOD_SITE = yaml.safe_load(Path(__file__).with_name("good_site.yml").read_text(encoding="utf-8"))
FRONT_EN, FRONT_ZH = GOOD_SITE["front"]["en"], GOOD_SITE["front"]["zh"]

# The small site's glossary: one term, with the variants the real one forbids for it; one of them
# is also a name readers search for (like 就地操作 for 原地修改), which a page may cite in quotes.
COUNTER = {"en": "version counter", "zh": "版本计数器"}
SMALL_GLOSSARY = (
    Term(COUNTER, {"zh": ("版本计数", "版本号计数器")}, also={"zh": ("版本号计数器",)}),
)
TAKE_TERMS = {"glossary-pages", "glossary-terms", "glossary-links"}

EN, ZH = "docs/en/page.md", "docs/zh/page.md"


@pytest.fixture
def good_site(small_site):
    front = GOOD_SITE["front"]
    pages = {path: f"{front[path[:2]]}\n{body}" for path, body in GOOD_SITE["pages"].items()}
    figures = {f"{lang}/assets/stopped-vs-moving-target.svg": figure(lang) for lang in front}
    site = small_site(pages | figures, GOOD_SITE["snippets"], nav=("page.md", "glossary.md"))
    confirm(site.model(), ["--all"])  # both languages reviewed: the translation stamps
    subprocess.run(["git", "init", "-q", str(site.root)], check=True)  # the paths check reads git
    return site


def run_check(name: str, site) -> list[str]:
    """The check's problems; the glossary's on the small glossary (and the site's word choices,
    which need no table row but are reported like a term)."""
    check, choices = CHECKS[name], WORD_CHOICES if name == "glossary-terms" else ()
    return check(site, terms=SMALL_GLOSSARY + choices) if name in TAKE_TERMS else check(site)


@pytest.mark.parametrize("name", CHECKS)
def test_the_good_site_passes_every_check(good_site, name):
    assert run_check(name, good_site.model()) == []


def apply(site, edits) -> None:
    for file, old, new in edits:
        if old is not None:
            site.replace(file, old, new)
        elif new is not None:
            site.write(file, new)
        else:
            site.path(file).unlink()


# Each check shown failing on a planted defect: the rows of plants.yml (its fields: there).
PLANTS = [
    pytest.param(
        row["check"],
        ((row["file"], row["old"], row["new"]), *map(tuple, row.get("more", ()))),
        row["expected"],
        row.get("cli", False),
        id=row["id"],
    )
    for row in yaml.safe_load(Path(__file__).with_name("plants.yml").read_text(encoding="utf-8"))
]


@pytest.mark.parametrize(("name", "edits", "expected", "cli"), PLANTS)
def test_a_planted_defect_is_reported(good_site, capsys, name, edits, expected, cli):
    apply(good_site, edits)
    if not cli:
        assert run_check(name, good_site.model()) == expected
        return
    # as a writer runs it (python -m docsite.checks): a line each, exit status 1, no traceback
    status = checks_main(["--root", str(good_site.root), *(["--check", name] if name else [])])
    assert (status, capsys.readouterr().out.splitlines()) == (1, expected)


MARKDOWN_DEFECTS = [  # the page's Markdown: a link off the site, an example left out
    ("absolute_link", lambda real: lambda *a: real(*a) + "-x", "its Markdown links to http"),
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


# A check whose defect cannot be planted in good_site (it needs files of its own): the tooling test
# that shows it failing instead.
SHOWN_FAILING_ELSEWHERE: dict[str, str] = {
    "paths": "tests/tooling/test_paths.py",
    "markdown": "test_the_markdown_check_sees_the_generator_go_wrong, above",
}


def test_every_registered_check_is_shown_failing():
    planted = {param.values[0] for param in PLANTS if param.values[2]}  # a row that fails
    missing = sorted(set(CHECKS) - planted - SHOWN_FAILING_ELSEWHERE.keys())
    assert not missing, f"add a row to plants.yml for each registered check: none for {missing}"


def test_the_real_glossary_is_consistent():
    for term in TERMS:
        for lang, forbidden in term.forbidden.items():
            others = [other.name(lang) for other in TERMS if other is not term]
            for variant in forbidden:
                assert variant != term.name(lang)
                assert not any(variant in name and variant != name for name in others)


# --- the command line -----------------------------------------------------------------------------


def test_cli_bad_option_is_one_line(capsys):
    with pytest.raises(SystemExit) as exit_info:
        checks_main(["--check", "nope"])
    assert exit_info.value.code == 2
    (err,) = capsys.readouterr().err.splitlines()
    assert err.startswith("python -m docsite.checks: argument --check: invalid")


def test_a_check_is_in_the_file_named_for_it():
    with pytest.raises(ValueError, match=r"check 'some-rule' is in test_checks\.py: move it"):
        register("some-rule")(lambda site: [])
