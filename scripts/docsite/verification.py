"""Verification records: what a run of every example verified (`write_record`), and what a build
may say of a page (`verify_page`): CONTRIBUTING.md, "What the provenance box says". Standard
library only (and the site model): a GPU machine writes one with nothing but the test group."""

from __future__ import annotations

import datetime as dt
import hashlib
import importlib.metadata
import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

from docsite.model import Page, Site

RECORDS = "tests/verification"
SCHEMA = 2
# Where the commit comes from when the tree has no git (a copy installed with `pip --target`).
COMMIT_ENV = ("VERIFICATION_COMMIT", "GITHUB_SHA")
RELEASE = re.compile(r"\d+\.\d+\.\d+")

Record = dict[str, Any]


class RecordError(Exception):
    """A record or setting that cannot be used: one line naming the file and what to do."""


def text_hash(*texts: str) -> str:
    """The first 16 hex digits of the SHA-256 of the texts, one after the other."""
    return hashlib.sha256("\0".join(texts).encode("utf-8")).hexdigest()[:16]


def page_hash(page: Page) -> str:
    """A page as a run saw it: its text and the text of every snippet it includes."""
    return text_hash(page.text, *(example.source.text for example in page.examples))


def torch_releases(root: Path) -> tuple[str, ...]:
    """`[tool.docsite] torch-releases` of the pyproject.toml under `root`: the releases every
    example is verified on (the noxfile reads the same list; the first is the default)."""
    try:
        data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as err:
        raise RecordError(f"pyproject.toml: cannot be read as TOML ({err})") from None
    found = data.get("tool", {}).get("docsite", {}).get("torch-releases")
    if isinstance(found, list) and found and all(RELEASE.fullmatch(str(v)) for v in found):
        return tuple(found)
    raise RecordError('pyproject.toml: write [tool.docsite] torch-releases = ["2.13.0", ...]')


def current_commit(root: Path) -> str:
    """The commit of the tree under `root`: $VERIFICATION_COMMIT, $GITHUB_SHA, git, or unknown."""
    for name in COMMIT_ENV:
        if os.environ.get(name):
            return os.environ[name]
    try:
        git = ["git", "-C", str(root), "rev-parse", "HEAD"]
        done = subprocess.run(git, capture_output=True, text=True)
    except OSError:
        return "unknown"
    head = done.stdout.strip()
    return head if done.returncode == 0 and re.fullmatch(r"[0-9a-f]{40}", head) else "unknown"


def release(torch_version: str) -> str:
    """2.13.0 for 2.13.0+cpu: the release without the build tag."""
    return torch_version.split("+")[0]


def torch_version() -> str:
    """The torch the examples ran on, without importing it where no example did."""
    version = getattr(sys.modules.get("torch"), "__version__", None)  # a stand-in may lack it
    if isinstance(version, str):
        return version
    try:
        return importlib.metadata.version("torch")
    except importlib.metadata.PackageNotFoundError:
        return "none"


# --- writing -------------------------------------------------------------------------------------


def write_record(site: Site, outcomes: dict[str, str], device: str) -> Path:
    """Write the record of a run of every example: `outcomes` is snippet -> passed, failed or
    skipped. Returns the file written."""
    torch = torch_version()
    pages = [page for page in site.all_pages() if page.examples]
    snippets = {e.snippet_path: e.source for page in pages for e in page.examples}
    record = {
        "schema": SCHEMA,
        "commit": current_commit(site.root),
        "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "python": sys.version.split()[0],
        "torch": torch,
        "device": device,
        # --examples-device cuda imported torch and found a GPU before any example ran
        "device_name": sys.modules["torch"].cuda.get_device_name() if device == "cuda" else "CPU",
        "pages": {page.rel: page_hash(page) for page in pages},
        "examples": {
            path: {"hash": text_hash(source.text), "outcome": outcomes[path]}
            for path, source in snippets.items()
            if path in outcomes
        },
    }
    name = "cuda.json" if device == "cuda" else f"{device}-torch-{release(torch)}.json"
    path = site.root / RECORDS / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8", newline="\n")
    return path


# --- reading -------------------------------------------------------------------------------------


def load_records(root: Path) -> list[Record]:
    """Every record under the root, newest first; each has its file as `file`."""
    records = []
    for path in sorted((root / RECORDS).glob("*.json")):
        shown = f"{RECORDS}/{path.name}"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            valid = data["schema"] == SCHEMA and all(
                isinstance(data[key], str) for key in ("commit", "date", "torch", "device_name")
            )
            valid = valid and isinstance(data["pages"], dict) and isinstance(data["examples"], dict)
        except (OSError, ValueError, KeyError, TypeError):
            valid = False
        if not valid:
            raise RecordError(
                f"{shown}: not a verification record of schema {SCHEMA}; delete it and run the "
                "tests again"
            )
        records.append({**data, "file": shown})
    return sorted(records, key=lambda r: r["date"], reverse=True)


def _version_key(version: str) -> tuple:
    return tuple(int(n) if n.isdigit() else n for n in re.split(r"[.+]", version))


def outcome(record: Record, example) -> str:
    """passed, failed or skipped: what `record`'s run did with the example (missing: not run)."""
    return record["examples"].get(example.snippet_path, {}).get("outcome", "missing")


def failures(record: Record, page: Page) -> list:
    """The page's CPU examples that did not pass in `record`'s run (a release counts for a page
    only when every one of them passed)."""
    return [e for e in page.runnable if not e.needs_cuda and outcome(record, e) != "passed"]


def verify_page(records: list[Record], page: Page) -> dict | None:
    """What the build may say of a page's examples (page.meta.verification, read by
    overrides/partials/provenance.html); None for a page without examples."""
    if not page.examples:
        return None
    current = page_hash(page)
    cpu = [r for r in records if r["device"] != "cuda" and r["pages"].get(page.rel) == current]
    cpu.sort(key=lambda r: _version_key(r["torch"]))
    complete = [r for r in cpu if not failures(r, page)]
    runs = [
        {
            "date": record["date"][:10],
            "time": record["date"][11:16],
            "torch": record["torch"],
            "commit": record["commit"][:7],  # "unknown" is 7 letters too
            "ran": sum(outcome(record, e) == "passed" for e in page.examples),
            "total": len(page.examples),
        }
        for record in cpu
    ]
    return {
        "verified": bool(complete),
        "runs": runs,
        "releases": sorted({release(r["torch"]) for r in complete}, key=_version_key),
        "dates": sorted({r["date"][:10] for r in complete}),
        "failed": [
            {"name": e.name, "torch": release(r["torch"]), "why": outcome(r, e)}
            for r in cpu
            for e in failures(r, page)
        ],
        "not_run": [
            {"name": e.name, "why": "notest" if e.not_run else "cuda"}
            for e in page.examples
            if cpu and (e.not_run or e.needs_cuda)
        ],
        "cuda": [example.name for example in page.examples if example.needs_cuda],
        "gpu": _gpu(records, page),
    }


def _gpu(records: list[Record], page: Page) -> dict | None:
    """The GPU record, per CUDA example: verified while its snippet is unchanged since that run
    (the box says nothing of a GPU for the other examples)."""
    gpu = next((r for r in records if r["device"] == "cuda"), None)
    if gpu is None:
        return None
    passed = {"outcome": "passed"}
    verified = [
        e.name
        for e in page.examples
        if e.needs_cuda
        and gpu["examples"].get(e.snippet_path) == {"hash": text_hash(e.source.text), **passed}
    ]
    return {
        "date": gpu["date"][:10],
        "torch": gpu["torch"],
        "device_name": gpu["device_name"],
        "verified": verified,
    }


def require(records: list[Record], site: Site, commit: str) -> list[str]:
    """Why a published build may not go out: one line per problem (empty: it may)."""
    if commit == "unknown":
        return [f"this build's commit is unknown (no git, no ${COMMIT_ENV[0]} or ${COMMIT_ENV[1]})"]
    problems = []
    for wanted in torch_releases(site.root):
        name = f"{RECORDS}/cpu-torch-{wanted}.json"
        record = next((r for r in records if r["file"] == name), None)
        if record is None:
            problems.append(f"{name}: no record of the examples on torch {wanted}")
        elif record["commit"] != commit:
            problems.append(
                f"{name}: made at commit {record['commit'][:12]}, not this build's {commit[:12]}"
            )
        else:
            pages = [p for p in site.all_pages() if p.runnable]
            stale = [p.rel for p in pages if record["pages"].get(p.rel) != page_hash(p)]
            if stale:
                more = f" (and {len(stale) - 1} more pages)" if len(stale) > 1 else ""
                problems.append(f"{name}: {stale[0]} changed since the run{more}")
            problems += [
                f"{name}: {p.rel}: example {e.name} {outcome(record, e)} on torch {wanted}"
                for p in pages
                for e in failures(record, p)
            ]
    return problems
