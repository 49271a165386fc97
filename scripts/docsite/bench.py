"""How long `nox -R -s tests` takes, against `python -c "import torch"` in the same venv.

    nox -s bench [-- --runs 5 --page docs/en/saved-reference.md]

Runs each command alternately (`--runs` times, default 5) and prints the medians and the two ratios
the project holds itself to: the whole run at most 2x `import torch`, one page's examples at most
1.3x. Then a breakdown of one pytest run: interpreter start, torch import, collection, examples
(docs/) and checks (tests/), from pytest's own per-test durations. Standard library only.
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

VENV_PYTHON = Path(".nox/tests/bin/python")
LIMITS = {"full run": 2.0, "one page": 1.3}


def seconds(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - start


def medians(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):  # alternate, so a slow moment of the machine hits every command
        for name, command in commands.items():
            times[name].append(seconds(command))
    return {name: statistics.median(found) for name, found in times.items()}


def breakdown(python: str) -> dict[str, float]:
    """Where one `pytest` run spends its time (seconds)."""
    start = seconds([python, "-c", "pass"])
    torch = seconds([python, "-c", "import torch"]) - start
    began = time.perf_counter()
    out = subprocess.run(
        [
            python,
            "-m",
            "pytest",
            "-q",
            "--durations=0",
            "--durations-min=0",
            "-p",
            "no:cacheprovider",
        ],
        capture_output=True,
        text=True,
    ).stdout
    total = time.perf_counter() - began
    parts = {"examples (docs/)": 0.0, "checks (tests/)": 0.0}
    slowest: list[tuple[float, str]] = []
    for found in re.finditer(r"^([\d.]+)s (setup|call|teardown)\s+(\S+)", out, re.MULTILINE):
        key = "examples (docs/)" if found[3].startswith("docs/") else "checks (tests/)"
        parts[key] += float(found[1])
        if found[2] == "call" and found[3].startswith("docs/"):
            slowest.append((float(found[1]), found[3]))
    rest = total - start - sum(parts.values())
    result = {"interpreter start": start, "torch import": torch}
    result["collection, pytest and exit"] = rest - torch
    result.update(parts)
    for took, name in sorted(slowest, reverse=True)[:3]:
        result[f"  of which {name}"] = took
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="nox -s bench", description=__doc__.splitlines()[0])
    parser.error = lambda message: parser.exit(2, f"nox -s bench: {message}\n")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--page", default="docs/en/saved-reference.md")
    args = parser.parse_args(argv)
    if not VENV_PYTHON.is_file():
        print(f"{VENV_PYTHON}: missing; run `nox -s tests` once first")
        return 1
    nox = [sys.executable, "-m", "nox", "-R", "-s", "tests", "--"]
    found = medians(
        {
            "import torch": [str(VENV_PYTHON), "-c", "import torch"],
            "full run": nox,
            "one page": [*nox, args.page],
        },
        args.runs,
    )
    base = found["import torch"]
    print(f"median of {args.runs} alternating runs; `import torch` takes {base:.2f} s")
    failed = False
    for name, limit in LIMITS.items():
        ratio = found[name] / base
        failed |= ratio > limit
        verdict = "ok" if ratio <= limit else f"OVER the {limit}x limit"
        shown = f"{name} ({args.page})" if name == "one page" else name
        print(f"  {shown}: {found[name]:.2f} s = {ratio:.2f}x (limit {limit}x) {verdict}")
    print("breakdown of one pytest run:")
    for name, value in breakdown(str(VENV_PYTHON)).items():
        print(f"  {name}: {value:.2f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
