"""Verification records: what a run of the examples verified, and what a build of the site may say.

A record is one JSON file under `verification/`, written by the test run
(`docsite.examples.record`): the commit, date, Python, torch release and device of the run, and for
every page the content hash of the page and, per example, of its snippet, with what happened to it
(passed, failed, skipped and why, or not run by design). The CPU runs' records
(`verification/cpu-torch-<release>.json`, one per torch release) are build output; the GPU run's
record (`verification/cuda.json`) is committed, because GPU runs are rare.

The site build (`docsite.build.provenance_hook`) counts a CPU record for a page only when the page
and every snippet it includes still have the hashes the record holds, and the GPU record per
example: an example is "verified on a GPU" only while its snippet is unchanged since that run.

Standard library only: the record is written on a GPU machine with nothing but the test group.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from docsite import versions

RECORD_DIR = "verification"
SCHEMA = 1
GPU_RECORD = "cuda.json"
# Where the commit comes from when the tree has no git (a copy installed with `pip --target`).
COMMIT_ENV = ("VERIFICATION_COMMIT", "GITHUB_SHA")


class RecordError(Exception):
    """A record or setting that cannot be used: one line naming the file and what to do."""


def content_hash(path: Path) -> str:
    """The first 16 hex digits of the file's SHA-256 (what `sha256sum` prints, shortened)."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]


def current_commit(root: Path) -> str:
    """The commit of the tree under `root`: $VERIFICATION_COMMIT, $GITHUB_SHA, git, or unknown."""
    for name in COMMIT_ENV:
        if os.environ.get(name):
            return os.environ[name]
    try:
        done = subprocess.run(
            ["git", "-C", str(root), "rev-parse", "HEAD"],
            capture_output=True,
            text=True,
            timeout=10,
        )
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    head = done.stdout.strip()
    return head if done.returncode == 0 and re.fullmatch(r"[0-9a-f]{40}", head) else "unknown"


def now() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def record_name(device: str, torch_version: str) -> str:
    """cuda.json for the GPU run; cpu-torch-2.13.0.json for a CPU run of that release."""
    if device == "cuda":
        return GPU_RECORD
    return f"{device}-torch-{release(torch_version)}.json"


def release(torch_version: str) -> str:
    """2.13.0 for 2.13.0+cpu: the release without the build tag."""
    return torch_version.split("+")[0]


def dump(record: dict) -> str:
    """The record as JSON that reads well in a diff: one line per example."""
    head = {k: v for k, v in record.items() if k != "pages"}
    lines = ["{"] + [
        f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()
    ]
    lines.append('  "pages": {')
    pages = list(record["pages"].items())
    for i, (page, entry) in enumerate(pages):
        lines.append(
            f'    {json.dumps(page)}: {{"hash": {json.dumps(entry["hash"])}, "examples": ['
        )
        examples = entry["examples"]
        for j, example in enumerate(examples):
            comma = "," if j < len(examples) - 1 else ""
            lines.append(f"      {json.dumps(example, ensure_ascii=False)}{comma}")
        lines.append("    ]}" + ("," if i < len(pages) - 1 else ""))
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n"


# --- reading records -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Record:
    file: str  # verification/cpu-torch-2.13.0.json
    commit: str
    date: str  # ISO 8601, UTC: 2026-12-01T01:23:45Z
    python: str
    torch: str
    device: str  # cpu | cuda
    device_name: str
    pages: dict = field(repr=False)  # page file -> {"hash", "examples": [...]}

    @property
    def release(self) -> str:
        return release(self.torch)


def load_records(root: Path) -> list[Record]:
    """Every record under root/verification/, newest first."""
    folder = Path(root) / RECORD_DIR
    records = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        shown = f"{RECORD_DIR}/{path.name}"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            record = Record(
                shown,
                str(data["commit"]),
                str(data["date"]),
                str(data["python"]),
                str(data["torch"]),
                str(data["device"]),
                str(data["device_name"]),
                dict(data["pages"]),
            )
        except (OSError, ValueError, KeyError, TypeError) as err:
            raise RecordError(
                f"{shown}: not a verification record ({type(err).__name__}: {err}); "
                "delete it and run the tests again"
            ) from None
        if data.get("schema") != SCHEMA:
            raise RecordError(
                f"{shown}: record schema {data.get('schema')!r}, not {SCHEMA}; "
                "delete it and run the tests again"
            )
        records.append(record)
    return sorted(records, key=lambda r: r.date, reverse=True)


# --- what a page may claim -----------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    """A CPU record that matches the page as it is built."""

    date: str
    torch: str
    device: str
    device_name: str
    commit: str
    python: str
    ran: int  # examples of this page that passed in that run
    total: int


@dataclass
class PageVerification:
    runs: list[Run]  # the matching CPU records, by torch release
    not_run: list[dict]  # {"name", "why": cuda | notest | failed | skipped, "reason"}
    gpu: dict | None  # None: the page has no example that runs on the GPU

    @property
    def verified(self) -> bool:
        return bool(self.runs)

    def as_meta(self) -> dict:
        """What overrides/partials/provenance.html reads, as page.meta.verification."""
        return {
            "verified": self.verified,
            "runs": [
                {
                    "date": run.date[:10],
                    "time": run.date[11:16],
                    "torch": run.torch,
                    "device": run.device,
                    "device_name": run.device_name,
                    "commit": run.commit[:7] if run.commit != "unknown" else run.commit,
                    "python": run.python,
                    "ran": run.ran,
                    "total": run.total,
                }
                for run in self.runs
            ],
            "releases": sorted({release(run.torch) for run in self.runs}, key=_version_key),
            "not_run": self.not_run,
            "gpu": self.gpu,
        }


def _version_key(version: str) -> tuple:
    return tuple(int(n) if n.isdigit() else n for n in re.split(r"[.+]", version))


def _examples_match(entry: dict, root: Path) -> bool:
    for example in entry.get("examples", []):
        path = root / example["snippet"]
        if not path.is_file() or content_hash(path) != example["hash"]:
            return False
    return True


def matches_page(record: Record, page, root: Path) -> bool:
    """The record ran this page as it is now: the page and all its snippets are unchanged."""
    entry = record.pages.get(page.rel)
    return (
        entry is not None
        and entry.get("hash") == content_hash(page.path)
        and _examples_match(entry, root)
    )


def _why(example: dict) -> dict:
    outcome = example["outcome"]
    why = "cuda" if outcome == "skipped" and "CUDA" in example.get("reason", "") else outcome
    return {"why": why, "reason": example.get("reason", "")}


def verify_page(records: list[Record], page, root: Path) -> PageVerification | None:
    """What the build may say of a page's examples; None for a page without examples."""
    if not page.examples:
        return None
    root = Path(root)
    cpu = [r for r in records if r.device != "cuda" and matches_page(r, page, root)]
    runs = []
    passed: set[int] = set()  # example lines that passed in some matching CPU run
    first_outcome: dict[int, dict] = {}
    for record in cpu:
        examples = record.pages[page.rel]["examples"]
        ok = [e["line"] for e in examples if e["outcome"] == "passed"]
        passed.update(ok)
        for example in examples:
            first_outcome.setdefault(example["line"], example)
        runs.append(
            Run(
                record.date,
                record.torch,
                record.device,
                record.device_name,
                record.commit,
                record.python,
                len(ok),
                len(examples),
            )
        )
    not_run = [
        {"name": example.name, **_why(first_outcome[example.line])}
        for example in page.examples
        if runs and example.line not in passed and example.line in first_outcome
    ]
    runs.sort(key=lambda run: _version_key(run.torch))
    return PageVerification(runs, not_run, _gpu(records, page, root))


def _gpu(records: list[Record], page, root: Path) -> dict | None:
    """The GPU record, per example: verified while the example's snippet is unchanged."""
    on_gpu = [e for e in page.runnable if not e.stays_on_cpu]
    if not on_gpu:
        return None
    gpu = next((r for r in records if r.device == "cuda"), None)
    ran: dict[str, set[str]] = {}  # snippet -> hashes that passed on the GPU
    for entry in gpu.pages.values() if gpu else []:
        for example in entry.get("examples", []):
            if example["outcome"] == "passed" and example.get("device") == "cuda":
                ran.setdefault(example["snippet"], set()).add(example["hash"])
    verified, not_yet = [], []
    for example in on_gpu:
        path = root / example.snippet
        current = content_hash(path) if path.is_file() else None
        (verified if current in ran.get(example.snippet, ()) else not_yet).append(example.name)
    return {
        "date": gpu.date[:10] if gpu and verified else None,
        "torch": gpu.torch if gpu else None,
        "device_name": gpu.device_name if gpu else None,
        "verified": list(dict.fromkeys(verified)),
        "not_yet": list(dict.fromkeys(not_yet)),
    }


def require(records: list[Record], site, root: Path, commit: str) -> list[str]:
    """Why a published build may not go out: one line per problem (empty: it may)."""
    problems = []
    try:
        releases = versions.torch_versions(root)
    except versions.VersionsError as err:
        return [str(err)]
    if commit == "unknown":
        return [f"this build's commit is unknown (no git, no ${COMMIT_ENV[0]} or ${COMMIT_ENV[1]})"]
    for wanted in releases:
        name = f"{RECORD_DIR}/{record_name('cpu', wanted)}"
        record = next((r for r in records if r.file == name), None)
        if record is None:
            problems.append(f"{name}: no record of the examples on torch {wanted}")
            continue
        if record.commit != commit:
            problems.append(
                f"{name}: made at commit {record.commit[:12]}, not this build's {commit[:12]}"
            )
            continue
        stale = [
            p.rel for p in site.all_pages() if p.runnable and not matches_page(record, p, root)
        ]
        if stale:
            problems.append(
                f"{name}: {stale[0]} changed since the run"
                + (f" (and {len(stale) - 1} more pages)" if len(stale) > 1 else "")
            )
    return problems
