"""`nox -s bench [-- --runs 5 --page docs/en/saved-reference.md]`: medians of alternating runs of
`nox -R -s tests` against the floor (one process that imports torch and runs every example once,
as `python snippet.py` would), and of one page against `import torch`; over a limit,
`pytest --durations=10` in the session's environment says where the time goes."""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

VENV_PYTHON = Path(".nox/tests/bin/python")
# name -> (numerator, denominator, limit)
LIMITS = {
    "full run": ("nox -R -s tests", "floor", 1.2),
    "one page": ("one page", "import torch", 1.3),
}

# The examples to run, from the site model: each snippet once, skipping `notest` and CUDA-only.
LIST_EXAMPLES = """
import json, sys
from docsite.model import Site
site = Site(sys.argv[1])
print(json.dumps({e.snippet_path: e.source.text for p in site.all_pages() for e in p.runnable
                  if not e.needs_cuda}))
"""

# The floor: import torch, run every example as `python snippet.py` would.
FLOOR = """
import contextlib, io, json, sys
import torch
for snippet, code in json.load(open(sys.argv[1], encoding="utf-8")).items():
    with contextlib.redirect_stdout(io.StringIO()):
        try:
            exec(compile(code, snippet, "exec"), {"__name__": "__main__"})
        except Exception:
            pass  # an example that shows an error raises it, as it would for the reader
"""


def medians(commands: dict[str, list[str]], runs: int) -> tuple[dict[str, float], set[str]]:
    """The median seconds of each command, run alternately; the commands that failed."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    failed = set()
    for _ in range(runs):  # alternate, so a slow moment of the machine hits every command
        for name, command in commands.items():
            start = time.perf_counter()
            if subprocess.run(command, capture_output=True).returncode:
                failed.add(name)
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(found) for name, found in times.items()}, failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="nox -s bench", description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--page", default="docs/en/saved-reference.md")
    args = parser.parse_args(argv)
    if not VENV_PYTHON.is_file():
        print(f"{VENV_PYTHON}: missing; run `nox -s tests` once first")
        return 1
    python = str(VENV_PYTHON)
    examples = Path(".nox/tests/tmp/bench-examples.json")
    examples.parent.mkdir(parents=True, exist_ok=True)
    listed = subprocess.run([python, "-c", LIST_EXAMPLES, "."], check=True, capture_output=True)
    examples.write_bytes(listed.stdout)
    nox = [sys.executable, "-m", "nox", "-R", "-s", "tests", "--"]
    commands = {
        "import torch": [python, "-c", "import torch"],
        "floor": [python, "-c", FLOOR, str(examples)],
        "nox -R -s tests": nox,
        "one page": [*nox, args.page],
    }
    found, failed = medians(commands, args.runs)
    count = len(json.loads(listed.stdout))
    print(f"median of {args.runs} alternating runs (the floor: `import torch`, {count} examples)")
    for name, took in found.items():
        print(f"  {name}{f' ({args.page})' if name == 'one page' else ''}: {took:.2f} s")
    over = False
    for name, (numerator, denominator, limit) in LIMITS.items():
        ratio = found[numerator] / found[denominator]
        over |= ratio > limit
        verdict = "ok" if ratio <= limit else f"OVER the {limit}x limit"
        print(f"  {name}: {numerator} = {ratio:.2f}x {denominator} (limit {limit}x) {verdict}")
    for name in sorted(failed):
        print(f"note: {name} failed (exit status not 0); the figures time a failing run")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
