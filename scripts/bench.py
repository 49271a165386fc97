"""How long the fast loops take, against the floor: one Python process that runs every example.

    nox -s bench [-- --runs 5 --page docs/en/saved-reference.md]

The floor of any verification of the site is one plain Python process that imports torch and runs
every example once (each snippet the pages include, as `python snippet.py` would; the list comes
from the site model, before the clock starts). Each command runs alternately (`--runs` times,
default 5, so a slow moment of the machine hits every command) and the medians are compared:

- `nox -R -s tests` (every example in both languages, and the checks of the real pages): at most
  1.2x the floor;
- one page's examples (`nox -R -s tests -- PAGE`): at most 1.3x `import torch`.

Then a breakdown: the floor's own parts, and where one `pytest` run spends its time (interpreter,
torch, collection, examples, checks), from pytest's per-test durations. Run by path from the
noxfile (`python3 scripts/bench.py`), with the environment of `nox -s tests`.
"""

from __future__ import annotations

import argparse
import json
import re
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
site, seen = Site(sys.argv[1]), {}
for lang in site.languages:
    for page in site.pages(lang):
        for example in page.examples:
            if not (example.not_run or example.needs_cuda):
                seen.setdefault(example.snippet, example.source.text)
print(json.dumps(seen))
"""

# The floor: import torch, run every example as `python snippet.py` would, print the split.
FLOOR = """
import contextlib, io, json, sys, time
began = time.perf_counter()
import torch
imported = time.perf_counter()
for snippet, code in json.load(open(sys.argv[1], encoding="utf-8")).items():
    torch.manual_seed(0)
    with contextlib.redirect_stdout(io.StringIO()):
        try:
            exec(compile(code, snippet, "exec"), {"__name__": "__main__"})
        except Exception:
            pass  # an example that shows an error raises it, as it would for the reader
done = time.perf_counter()
print(json.dumps({"torch import": imported - began, "examples": done - imported}))
"""


FAILED: set[str] = set()  # commands that exited non-zero (still timed; said once at the end)


def seconds(command: list[str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True)
    took = time.perf_counter() - start
    if done.returncode:
        FAILED.add(" ".join(command[-3:]) + f" (exit {done.returncode})")
    return took


def medians(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):  # alternate, so a slow moment of the machine hits every command
        for name, command in commands.items():
            times[name].append(seconds(command))
    return {name: statistics.median(found) for name, found in times.items()}


def floor_parts(python: str, examples: Path) -> dict[str, float]:
    out = subprocess.run(
        [python, "-W", "ignore", "-c", FLOOR, str(examples)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out.splitlines()[-1])


def pytest_parts(python: str) -> dict[str, float]:
    """Where one `pytest` run spends its time (seconds), from pytest's per-test durations."""
    start = seconds([python, "-c", "pass"])
    timed = "import time; t = time.perf_counter(); import torch; print(time.perf_counter() - t)"
    torch = float(subprocess.run([python, "-c", timed], capture_output=True, text=True).stdout)
    began = time.perf_counter()
    out = subprocess.run(
        [python, "-m", "pytest", "-q", "--durations=0", "--durations-min=0"],
        capture_output=True,
        text=True,
    ).stdout
    total = time.perf_counter() - began
    # torch's import is counted where it happens: collecting a test module that imports it, or
    # else the first example that does
    parts = {"examples (docs/)": 0.0, "checks (tests/pages/)": 0.0}
    slowest: list[tuple[float, str]] = []
    for found in re.finditer(r"^([\d.]+)s (setup|call|teardown)\s+(\S+)", out, re.MULTILINE):
        key = "checks (tests/pages/)" if found[3].startswith("tests/") else next(iter(parts))
        parts[key] += float(found[1])
        slowest.append((float(found[1]), f"{found[2]} {found[3]}"))
    result = {"pytest, all": total, "interpreter start": start}
    rest = total - start - sum(parts.values())
    result["collection (torch's import too), plugins, pytest itself, exit"] = rest
    result.update(parts)
    result["  (torch import alone, in-process)"] = torch
    for took, name in sorted(slowest, reverse=True)[:5]:
        result[f"  of which {name}"] = took
    return result


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
    listed = subprocess.run(
        [python, "-c", LIST_EXAMPLES, "."], check=True, capture_output=True, text=True
    ).stdout
    examples.write_text(listed, encoding="utf-8")
    count = len(json.loads(listed))
    nox = [sys.executable, "-m", "nox", "-R", "-s", "tests", "--"]
    found = medians(
        {
            "import torch": [python, "-c", "import torch"],
            "floor": [python, "-c", FLOOR, str(examples)],
            "nox -R -s tests": nox,
            "one page": [*nox, args.page],
        },
        args.runs,
    )
    print(f"median of {args.runs} alternating runs (the floor: `import torch`, {count} examples)")
    for name, took in found.items():
        shown = f"{name} ({args.page})" if name == "one page" else name
        print(f"  {shown}: {took:.2f} s")
    failed = False
    for name, (numerator, denominator, limit) in LIMITS.items():
        ratio = found[numerator] / found[denominator]
        failed |= ratio > limit
        verdict = "ok" if ratio <= limit else f"OVER the {limit}x limit"
        print(f"  {name}: {numerator} = {ratio:.2f}x {denominator} (limit {limit}x) {verdict}")
    print(f"  floor = {found['floor'] / found['import torch']:.2f}x import torch")
    print("breakdown of one floor run:")
    for name, value in floor_parts(python, examples).items():
        print(f"  {name}: {value:.2f} s")
    print("breakdown of one pytest run:")
    for name, value in pytest_parts(python).items():
        print(f"  {name}: {value:.2f} s")
    for command in sorted(FAILED):
        print(f"note: a timed command failed: ...{command}; the figures time a failing run")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
