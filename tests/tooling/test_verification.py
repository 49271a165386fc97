"""Verification records (scripts/docsite/verification.py): a whole run writes one, the build
believes it only while nothing changed, and the provenance box says so in the page's language."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from types import SimpleNamespace

import jinja2
import pytest
import torch  # loaded before pytester's runs: it cannot load twice
from mkdocs.exceptions import PluginError

from docsite import verification
from docsite.mkdocs_plugin import DocsitePlugin
from docsite.model import Site

from .conftest import include

CPU_RUN = pytest.mark.skipif(torch.cuda.is_available(), reason="shows the CPU run's record")

FRONT = "---\ntitle: Demo\npublished: 2026-11-29T18:40:00+00:00\n---\n\n"


ADDS_UP_HASH = verification.text_hash("assert 1 + 1 == 2\n")
ON_GPU_HASH = verification.text_hash("import torch\n\nassert torch.ones(1).is_cuda\n")
PAGE = (
    FRONT
    + "# Demo\n\n"
    + include("snippets/demo/adds_up.py")
    + "\n"
    + include("snippets/demo/on_gpu.py", "{.python fixture:cuda}")
    + "\n<!-- notest: shows a typo -->\n"
    + include("snippets/demo/typo.py", "{.python notest}")
)


@pytest.fixture
def demo(example_site, monkeypatch):
    """A two-language site whose page has a plain, a CUDA-only and a notest example."""
    monkeypatch.setenv("VERIFICATION_COMMIT", "c0ffee" * 6 + "c0ff")
    files = {
        "docs/en/page.md": PAGE,
        "docs/zh/page.md": PAGE.replace("# Demo", "# 演示"),
        "snippets/demo/adds_up.py": "assert 1 + 1 == 2\n",
        "snippets/demo/on_gpu.py": "import torch\n\nassert torch.ones(1).is_cuda\n",
        "snippets/demo/typo.py": "import nothing\n",
    }
    for rel, text in files.items():
        example_site.write(rel, text)
    return example_site.pytester


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def record_of(root: Path, name: str = "cpu") -> tuple[Path, dict]:
    """The one record file whose name starts with `name`, and what it holds."""
    (path,) = (root / verification.RECORDS).glob(f"{name}*.json")
    return path, json.loads(path.read_text(encoding="utf-8"))


# --- the record ----------------------------------------------------------------------------------


@CPU_RUN
def test_a_whole_run_writes_what_ran_where_and_the_hashes_of_what_it_ran(demo):
    result = demo.runpytest_inprocess()
    result.assert_outcomes(passed=2, skipped=2)
    result.stdout.fnmatch_lines(["verification record: tests/verification/cpu-torch-*.json"])
    _, record = record_of(demo.path)
    assert record["commit"] == "c0ffee" * 6 + "c0ff"
    assert record["device"] == "cpu" and record["torch"] == verification.torch_version()
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", record["date"])
    page = Site(demo.path).page("docs/zh/page.md")
    assert record["pages"]["docs/zh/page.md"] == verification.page_hash(page)
    assert record["examples"] == {
        "snippets/demo/adds_up.py": {"hash": ADDS_UP_HASH, "outcome": "passed"},
        "snippets/demo/on_gpu.py": {"hash": ON_GPU_HASH, "outcome": "skipped"},
    }


def test_a_failed_example_is_named_with_the_release_it_failed_on(demo):
    (demo.path / "snippets/demo/adds_up.py").write_text("assert 1 + 1 == 3\n", encoding="utf-8")
    result = demo.runpytest_inprocess()
    release = verification.torch_version()
    result.stdout.fnmatch_lines([f"examples failed on torch {release}: snippets/demo/adds_up.py"])


def test_a_run_of_part_of_the_site_writes_no_record(demo):
    result = demo.runpytest_inprocess("-k", "adds_up")
    result.stdout.fnmatch_lines(["verification record not written: 1 of 2 examples ran"])
    assert not (demo.path / verification.RECORDS).exists()
    result = demo.runpytest_inprocess("docs/en/page.md")  # the other pages are not even parsed
    result.stdout.fnmatch_lines(["verification record not written: 1 of 2 pages ran"])
    assert not (demo.path / verification.RECORDS).exists()
    result = demo.runpytest_inprocess("--update-outputs")
    result.stdout.fnmatch_lines(["verification record not written: a run with --update-outputs"])
    assert not (demo.path / verification.RECORDS).exists()


def test_the_commit_without_git_comes_from_the_environment_or_is_unknown(tmp_path, monkeypatch):
    for name in verification.COMMIT_ENV:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    assert verification.current_commit(tmp_path) == "unknown"
    monkeypatch.setenv("VERIFICATION_COMMIT", "abc123")
    assert verification.current_commit(tmp_path) == "abc123"


def test_the_torch_releases_are_written_once(tmp_path):
    write(tmp_path / "pyproject.toml", '[tool.docsite]\ntorch-releases = ["2.13.0", "2.14.1"]\n')
    assert verification.torch_releases(tmp_path) == ("2.13.0", "2.14.1")
    write(tmp_path / "pyproject.toml", '[tool.docsite]\ntorch-releases = "2.13"\n')
    with pytest.raises(verification.RecordError, match=r"^pyproject.toml: write \[tool.docsite\]"):
        verification.torch_releases(tmp_path)


# --- what a build may say ------------------------------------------------------------------------


def site_with_record(demo, device: str = "cpu") -> None:
    """The demo site and the record of a whole run (as a GPU run if device is cuda)."""
    assert demo.runpytest_inprocess().ret == 0
    if device == "cuda":  # what `--examples-device cuda` writes, made here from the CPU run
        path, record = record_of(demo.path)
        record |= {"device": "cuda", "device_name": "NVIDIA H200", "torch": "2.11.0+cu130"}
        for example in record["examples"].values():
            example["outcome"] = "passed"
        path.unlink()
        write(path.with_name("cuda.json"), json.dumps(record))


def verified(root: Path, lang: str = "en") -> dict:
    page = Site(root).page(f"docs/{lang}/page.md")
    return verification.verify_page(verification.load_records(root), page)


@CPU_RUN
def test_a_matching_record_names_its_run_and_the_examples_not_run(demo):
    site_with_record(demo)
    for lang in ("en", "zh"):
        found = verified(demo.path, lang)
        assert found["verified"]
        (run,) = found["runs"]
        assert (run["ran"], run["total"]) == (1, 3)
        assert [(e["name"], e["why"]) for e in found["not_run"]] == [
            ("on_gpu", "cuda"),
            ("typo", "notest"),
        ]
        assert found["gpu"] is None and found["cuda"] == ["on_gpu"]  # no GPU record yet


@pytest.mark.parametrize(
    "edited", ["docs/en/page.md", "snippets/demo/adds_up.py", "snippets/demo/typo.py"]
)
def test_a_record_made_before_an_edit_does_not_count(demo, edited):
    site_with_record(demo)
    assert verified(demo.path)["verified"]
    path = demo.path / edited
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    found = verified(demo.path)
    assert not found["verified"] and found["runs"] == [] and found["not_run"] == []
    assert verified(demo.path, "zh")["verified"] == (edited == "docs/en/page.md")


@CPU_RUN
def test_a_release_counts_only_when_every_example_of_the_page_passed_on_it(demo, box):
    site_with_record(demo)
    path, record = record_of(demo.path)
    record["torch"], record["examples"]["snippets/demo/adds_up.py"]["outcome"] = "2.99.0", "failed"
    write(path.with_name("cpu-torch-2.99.0.json"), json.dumps(record))  # one release fails
    found = verified(demo.path)
    assert found["verified"] and "2.99.0" not in found["releases"]
    assert found["failed"] == [{"name": "adds_up", "torch": "2.99.0", "why": "failed"}]
    assert "adds_up on PyTorch 2.99.0 (failed)." in box(build_page(demo.path), "en")
    path.unlink()  # every example of the page failed on every release
    found = verified(demo.path)
    assert not found["verified"] and found["releases"] == []
    en = box(build_page(demo.path), "en")
    assert "Examples that did not pass: adds_up on PyTorch 2.99.0 (failed)." in en
    assert "ran and passed" not in en
    zh = box(build_page(demo.path, "zh"), "zh")
    assert "未通过的示例：adds_up（PyTorch 2.99.0，运行失败）。" in zh


def test_a_record_that_cannot_be_read_is_one_line_naming_it(tmp_path):
    write(tmp_path / verification.RECORDS / "cpu-torch-2.13.0.json", "{")
    named = r"^tests/verification/cpu-torch-2\.13\.0\.json: "
    with pytest.raises(verification.RecordError, match=named):
        verification.load_records(tmp_path)


# --- the build and the box -----------------------------------------------------------------------


def plugin_on(root: Path, require: bool = False) -> tuple[DocsitePlugin, SimpleNamespace]:
    """A new build's docsite plugin after its on_config (which reads the pages and records)."""
    plugin = DocsitePlugin()
    plugin.load_config({"require_verification": require})
    config = SimpleNamespace(
        config_file_path=str(root / "mkdocs.yml"), markdown_extensions=[], repo_url=""
    )
    plugin.on_config(config)
    return plugin, config


def build_page(root: Path, lang: str = "en") -> dict:
    """The page's meta after the plugin's on_page_markdown in one build."""
    plugin, config = plugin_on(root)
    source = root / "docs" / lang / "page.md"
    page = SimpleNamespace(file=SimpleNamespace(abs_src_path=str(source), src_uri="x.md"), meta={})
    # as MkDocs hands it over: without its front matter and the blank lines at both ends
    markdown = source.read_text(encoding="utf-8").split("---\n", 2)[2].strip("\n")
    plugin.on_page_markdown(markdown, page=page, config=config, files=None)
    return page.meta


@pytest.fixture
def box(pytestconfig, labels):
    """overrides/partials/provenance.html as the reader reads it (tags dropped)."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(pytestconfig.rootpath / "overrides"))

    def render(meta: dict, lang: str) -> str:
        page = SimpleNamespace(meta={"published": "2026-11-29", **meta})
        config = SimpleNamespace(
            theme=SimpleNamespace(language=lang), extra={"labels": {lang: labels[lang]}}
        )
        html = env.get_template("partials/provenance.html").render(page=page, config=config)
        return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html)).strip()

    return render


def test_the_box_says_plainly_that_a_build_without_a_record_was_not_verified(demo, box):
    en = box(build_page(demo.path), "en")
    assert "this build was not verified" in en
    assert "have not run on one yet. " in en and "need a GPU: on_gpu." in en
    assert "本次构建未经验证" in box(build_page(demo.path, "zh"), "zh")


@CPU_RUN
def test_the_box_shows_the_run_in_both_languages(demo, box):
    site_with_record(demo)
    release = verification.release(verification.torch_version())
    en = box(build_page(demo.path), "en")
    assert f"ran and passed on PyTorch {release}, on the CPU, on 20" in en
    assert "1 of 3 examples, " in en and " UTC, commit c0ffeec" in en
    assert "Not run on the CPU: on_gpu (needs a GPU), typo (not run by design)." in en
    zh = box(build_page(demo.path, "zh"), "zh")
    assert f"本页每个示例都已在 PyTorch {release} 上运行通过（20" in zh
    assert "未在 CPU 上运行：on_gpu（需要 GPU）、typo（按设计不运行）。" in zh


def test_the_box_shows_the_gpu_record_per_example(demo, box):
    site_with_record(demo, device="cuda")
    en = box(build_page(demo.path), "en")
    # only the CUDA example is named: the box says nothing of a GPU for the others
    assert "On a GPU: the examples that need one last ran on one on " in en
    assert "(PyTorch 2.11.0+cu130, NVIDIA H200)." in en and "adds_up" not in en
    # The page's prose may change: the GPU record is per example, by its snippet's content.
    page = demo.path / "docs/en/page.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nMore prose.\n", encoding="utf-8")
    assert "need one last ran on one on " in box(build_page(demo.path), "en")
    snippet = demo.path / "snippets/demo/on_gpu.py"
    snippet.write_text(snippet.read_text(encoding="utf-8") + "print()\n", encoding="utf-8")
    en = box(build_page(demo.path), "en")
    assert "On a GPU: the examples that need one have not run on one yet." in en
    zh = box(build_page(demo.path, "zh"), "zh")
    assert "GPU：需要 GPU 的示例尚未在 GPU 上运行。" in zh and "需要 GPU 的示例：on_gpu。" in zh


def test_a_published_build_needs_a_record_of_its_own_commit(demo, monkeypatch):
    write(demo.path / "pyproject.toml", '[tool.docsite]\ntorch-releases = ["2.13.0"]\n')
    with pytest.raises(PluginError, match=r"cpu-torch-2\.13\.0\.json: no record of the examples"):
        plugin_on(demo.path, require=True)
    site_with_record(demo)
    records = demo.path / verification.RECORDS
    shutil.move(next(records.glob("cpu*.json")), records / "cpu-torch-2.13.0.json")
    plugin_on(demo.path, require=True)  # this commit's record, matching every page
    monkeypatch.setenv("VERIFICATION_COMMIT", "f" * 40)
    with pytest.raises(PluginError, match=r"made at commit c0ffeec0ffee, not this build's ffff"):
        plugin_on(demo.path, require=True)
    monkeypatch.setenv("VERIFICATION_COMMIT", "unknown")
    with pytest.raises(PluginError, match=r"this build's commit is unknown"):
        plugin_on(demo.path, require=True)
    monkeypatch.setenv("VERIFICATION_COMMIT", "c0ffee" * 6 + "c0ff")
    record = json.loads((records / "cpu-torch-2.13.0.json").read_text(encoding="utf-8"))
    record["examples"]["snippets/demo/adds_up.py"]["outcome"] = "failed"
    write(records / "cpu-torch-2.13.0.json", json.dumps(record))
    with pytest.raises(PluginError, match=r"page\.md: example adds_up failed on torch 2\.13"):
        plugin_on(demo.path, require=True)
    write(demo.path / "docs/zh/page.md", PAGE + "\nEdited.\n")
    with pytest.raises(PluginError, match=r"docs/zh/page\.md changed since the run"):
        plugin_on(demo.path, require=True)
