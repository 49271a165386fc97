"""The checks that passed on this very content are not run again: the page checks and the tests
of tests/pages/ (never an example: each runs every time, and the verification record counts
only those). What they read is the repository's files (those git does not ignore), the installed
packages and the environment MkDocs reads; a run remembers, in pytest's cache, the checks that
passed under a hash of all of it. Any change to any of it runs every check again; a run without
pytest's cache (`-p no:cacheprovider`, `nox -s versions`), without git, or with
--update-outputs, runs them all."""

from __future__ import annotations

import hashlib
import importlib.metadata
import os
import re
import subprocess
import sys

import pytest

KEY = "docsite/passed"
RUN = pytest.StashKey[dict]()  # its content hash, the checks passed on it, how many were not run


def _cached(item: pytest.Item) -> bool:
    return item.nodeid.endswith("::checks") or item.nodeid.startswith("tests/pages/")


def content_hash(config: pytest.Config) -> str | None:
    """A hash of what the checks read, or None where git cannot list the files."""
    root = config.rootpath
    try:
        git = ["git", "-C", str(root), "ls-files", "-z", "-co", "--exclude-standard"]
        listed = subprocess.run(git, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    digest = hashlib.sha256()
    for name in sorted(filter(None, listed.split(b"\0"))):
        path = root / os.fsdecode(name)
        digest.update(name + b"\0" + (path.read_bytes() if path.is_file() else b"-") + b"\0")
    packages = sorted(f"{d.name}=={d.version}" for d in importlib.metadata.distributions())
    mkdocs_yml = root / "mkdocs.yml"
    read = mkdocs_yml.read_text("utf-8") if mkdocs_yml.is_file() else ""
    env = [os.environ.get(name) for name in re.findall(r"!ENV\s*\[?\s*(\w+)", read)]
    device = config.getoption("examples_device")
    digest.update(repr((sys.version, packages, device, env)).encode())
    return digest.hexdigest()


def pytest_collection_modifyitems(config, items):
    cache = getattr(config, "cache", None)
    content = None if cache is None or config.getoption("update_outputs") else content_hash(config)
    if cache is None or content is None:
        return
    before = cache.get(KEY, {})
    passed = set(before.get("passed", [])) if before.get("content") == content else set()
    skipped = [item for item in items if _cached(item) and item.nodeid in passed]
    for item in skipped:  # reported as skipped, not as passed: this run does not run it
        item.runtest = lambda: pytest.skip("passed on this very content before")
    config.stash[RUN] = {"content": content, "passed": passed, "skipped": len(skipped)}


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    run = item.config.stash.get(RUN, None)
    if run is not None and call.when == "call" and _cached(item):
        (set.discard if report.failed else set.add)(run["passed"], item.nodeid)
    return report


def pytest_sessionfinish(session):
    run = session.config.stash.get(RUN, None)
    if run is not None:
        session.config.cache.set(KEY, {"content": run["content"], "passed": sorted(run["passed"])})


def pytest_terminal_summary(terminalreporter, config):
    run = config.stash.get(RUN, None)
    if run and run["skipped"]:
        terminalreporter.write_line(
            f"checks: {run['skipped']} passed on this very content before and were not run again "
            "(pytest's cache; -p no:cacheprovider runs them)"
        )
