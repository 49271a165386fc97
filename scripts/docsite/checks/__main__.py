"""Run the checks on the site's pages and print one line per problem; exit status 1 if any.

`python -m docsite.checks [--root .] [--check NAME ...]`: without --check, every check."""

from __future__ import annotations

import sys
from pathlib import Path

from docsite.checks import CHECKS, run_checks
from docsite.cli import OneLineParser
from docsite.model import Site, SiteError


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m docsite.checks", description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the folder of mkdocs.yml")
    parser.add_argument(
        "--check", action="append", choices=list(CHECKS), help="run only this check (repeatable)"
    )
    args = parser.parse_args(argv)
    try:
        problems = run_checks(Site(args.root), args.check or list(CHECKS))
    except SiteError as err:
        problems = [str(err)]
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
