"""pytest plugin: a run of every example writes its verification record (`docsite.verification`).

Loaded by the examples plugin. At the end of a run that ran every example of the site (none
deselected, no `--update-outputs`), it writes `verification/cpu-torch-<release>.json`, or
`verification/cuda.json` under `--examples-device cuda`: the commit, date, Python, torch release
and device, and per page the hashes of the page and of each snippet with each example's outcome.
A run of part of the site writes nothing and says so in one line. `--verification-dir` moves the
folder.
"""

from __future__ import annotations

import importlib.metadata
import platform
import sys
from pathlib import Path

import pytest

from docsite import verification
from docsite.model import SiteError

OUTCOMES = pytest.StashKey[dict]()  # (page file, fence line) -> {"outcome", "reason", "device"}


def pytest_addoption(parser):
    parser.getgroup("examples").addoption(
        "--verification-dir",
        default=verification.RECORD_DIR,
        help="the folder of the run's verification record, under the root (default: %(default)s)",
    )


def pytest_configure(config):
    config.stash[OUTCOMES] = {}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    example = getattr(item, "example", None)
    if example is None:
        return report
    outcomes = item.config.stash[OUTCOMES]
    key = (example.page, example.line)
    if report.failed:
        outcomes[key] = {"outcome": "failed"}
    elif report.skipped and key not in outcomes:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        outcomes[key] = {"outcome": "skipped", "reason": reason.removeprefix("Skipped: ")}
    elif report.when == "call" and report.passed and key not in outcomes:
        device = run_device(item.config)
        outcomes[key] = {"outcome": "passed", "device": "cpu" if example.stays_on_cpu else device}
    return report


def run_device(config) -> str:
    """The run's default device for the examples (the plugin's --examples-device)."""
    return config.getoption("examples_device")


def torch_version() -> str:
    """The torch the examples ran on, without importing it where no example did."""
    version = getattr(sys.modules.get("torch"), "__version__", None)  # a stand-in may lack it
    if isinstance(version, str):
        return version
    try:
        return importlib.metadata.version("torch")
    except importlib.metadata.PackageNotFoundError:
        return "none"


def _notest_reason(page, example) -> str:
    comment = page.lines[example.line - 2].strip()
    return comment.removeprefix("<!--").removesuffix("-->").strip().removeprefix("notest:").strip()


def build_record(config) -> tuple[dict | None, str]:
    """(record, "") for a run of every example; (None, why not) otherwise."""
    from docsite.examples.plugin import site_of  # the plugin loads this module: import at use

    outcomes = config.stash[OUTCOMES]
    if not outcomes:
        return None, ""
    if config.getoption("update_outputs", False):
        return None, "a run with --update-outputs"
    try:
        site = site_of(config)
        pages = [page for page in site.all_pages() if page.examples]
        expected = [(p.rel, e.line) for p in pages for e in p.runnable]
    except SiteError as err:
        return None, str(err)
    missing = [key for key in expected if key not in outcomes]
    if missing:
        return None, f"{len(expected) - len(missing)} of {len(expected)} examples ran"
    device = run_device(config)
    record = {
        "schema": verification.SCHEMA,
        "commit": verification.current_commit(config.rootpath),
        "date": verification.now(),
        "python": platform.python_version(),
        "torch": torch_version(),
        "device": device,
        # --examples-device cuda imported torch and found a GPU before any example ran
        "device_name": sys.modules["torch"].cuda.get_device_name() if device == "cuda" else "CPU",
        "pages": {},
    }
    for page in pages:
        examples = []
        for example in page.examples:
            entry = {
                "line": example.line,
                "snippet": example.snippet,
                "hash": verification.content_hash(site.root / example.snippet),
            }
            if example.not_run:
                entry |= {"outcome": "notest", "reason": _notest_reason(page, example)}
            else:
                entry |= outcomes[(page.rel, example.line)]
            examples.append(entry)
        record["pages"][page.rel] = {
            "hash": verification.content_hash(page.path),
            "examples": examples,
        }
    return record, ""


def pytest_sessionfinish(session, exitstatus):
    config = session.config
    record, why_not = build_record(config)
    if record is None:
        config.stash[NOTE] = f"verification record not written: {why_not}" if why_not else ""
        return
    folder = config.rootpath / config.getoption("verification_dir")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / verification.record_name(record["device"], record["torch"])
    path.write_text(verification.dump(record), encoding="utf-8", newline="\n")
    config.stash[NOTE] = f"verification record: {_shown(path, config.rootpath)}"


NOTE = pytest.StashKey[str]()


def _shown(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)


def pytest_terminal_summary(terminalreporter, config):
    note = config.stash.get(NOTE, "")
    if note:
        terminalreporter.write_line(note)
