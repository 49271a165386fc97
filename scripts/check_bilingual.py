"""Run the bilingual checks on the pages and print one line per problem.

    python scripts/check_bilingual.py [--docs docs] [--check NAME ...]

Exits 1 if any check reports a problem. Without --check it runs every check; `nox -s lint` runs
`--check typography` (which needs autocorrect-py from the lint dependencies).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# name -> (module, function); each function takes the docs folder and returns error lines.
CHECKS: dict[str, tuple[str, str]] = {
    "pages": ("scripts.page_pairs", "check_pages"),
    "structure": ("scripts.structure", "check_structure"),
    "numbers": ("scripts.prose_numbers", "check_numbers"),
    "asserted-numbers": ("scripts.prose_numbers", "check_numbers_asserted"),
    "provenance": ("scripts.provenance", "check_provenance"),
    "glossary": ("scripts.glossary", "check_glossary"),
    "typography": ("scripts.typography", "check_typography"),
}


def run_checks(docs_dir: Path, names: list[str]) -> list[str]:
    errors = []
    for name in names:
        module_name, function_name = CHECKS[name]
        check = getattr(importlib.import_module(module_name), function_name)
        errors += check(docs_dir)
    return errors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=Path, default=ROOT / "docs", help="docs folder (en/, zh/)")
    parser.add_argument(
        "--check",
        action="append",
        choices=list(CHECKS),
        help="run only this check (repeatable); default: all",
    )
    args = parser.parse_args(argv)
    docs_dir = args.docs.resolve()
    if not docs_dir.is_dir():
        print(f"{args.docs}: no such folder")
        return 1
    errors = run_checks(docs_dir, args.check or list(CHECKS))
    for line in errors:
        print(line)
    return 1 if errors else 0


if __name__ == "__main__":
    # Run as a file, the scripts/ folder is on sys.path: put the repository root there instead,
    # so `scripts.*` imports work and no module here shadows a standard library one.
    here = str(Path(__file__).resolve().parent)
    sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != Path(here)]
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
