"""Translation stamps (`docs/translations.yml`): per page and section, a short hash of each
language's text when both were confirmed to say the same (CONTRIBUTING.md, "Translation stamps");
`python -m docsite.translations confirm PAGE[#id] | --all` stamps sections again."""

from __future__ import annotations

import hashlib
import re
import sys
from collections.abc import Collection
from pathlib import Path

import yaml

from docsite.cli import OneLineParser
from docsite.model import Page, Site, SiteError
from docsite.model.config import SAFE_LOADER
from docsite.model.languages import profile
from docsite.model.prose import front_matter_prose

STAMPS = "docs/translations.yml"
COMMAND = "nox -R -s translations -- confirm"
HEADER = (
    "# Translation stamps: per page and section (heading id), a hash of each language's text when\n"
    "# someone last confirmed that both say the same. Written by `python -m docsite.translations\n"
    "# confirm PAGE#SECTION`; `nox` fails when a section changed on one side since its stamp.\n"
)


def section_hash(text: str) -> str:
    """8 hex digits of the SHA-256 of the text without its white space (what a stamp holds)."""
    return hashlib.sha256(re.sub(r"\s+", "", text).encode("utf-8")).hexdigest()[:8]


def sections(page: Page) -> dict[str, str]:
    """heading id -> the section's text hash, in page order (headings without an id join the one
    above them; the first section also holds the title and description)."""
    found: dict[str, list[str]] = {}
    starts = [(h.id, h.line) for h in page.headings if h.id]
    front = [text for _, _, text in front_matter_prose(page)]
    for i, (heading_id, line) in enumerate(starts):
        begin = page.body_line if i == 0 else line
        end = starts[i + 1][1] if i + 1 < len(starts) else len(page.lines) + 1
        comments = [
            text
            for example in page.examples
            if begin <= example.line < end
            for text in example.source.comment_texts(page.lang)
        ]
        found[heading_id] = (front if i == 0 else []) + page.lines[begin - 1 : end - 1] + comments
    return {section: section_hash("\n".join(lines)) for section, lines in found.items()}


def stamps_path(site: Site) -> Path:
    return site.root / STAMPS


def read_stamps(site: Site) -> dict[str, dict[str, dict[str, str]]]:
    path = stamps_path(site)
    if not path.is_file():
        return {}
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER) or {}
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"{STAMPS}:{mark.line + 1}" if mark else STAMPS
        raise SiteError(f"{where}: not valid YAML; restore it from git and confirm again") from None
    if not _table_of(_table_of(_table_of(lambda stamp: isinstance(stamp, str))))(data):
        raise SiteError(
            f"{STAMPS}: write page -> section -> {{<locale>: hash, ...}}; "
            f"restore it from git and confirm again"
        )
    return data


def _table_of(valid):
    """Whether a value is a mapping whose every value is `valid`."""
    return lambda found: isinstance(found, dict) and all(valid(v) for v in found.values())


def write_stamps(site: Site, stamps: dict) -> None:
    order = {page.slug: i for i, (page, *_) in enumerate(site.pairs())}
    ordered = {slug: stamps[slug] for slug in sorted(stamps, key=lambda s: (order.get(s, 1e9), s))}
    text = yaml.safe_dump(
        ordered, sort_keys=False, default_flow_style=None, allow_unicode=True, width=100
    )
    stamps_path(site).write_text(HEADER + text, encoding="utf-8", newline="\n")


def pair_sections(pair: tuple[Page, ...]) -> dict[str, dict[str, str]]:
    """section id -> {lang: hash} for the sections every language of the pair has."""
    per_lang = {page.lang: sections(page) for page in pair}
    first = list(per_lang[pair[0].lang])
    return {
        section: {lang: hashes[section] for lang, hashes in per_lang.items()}
        for section in first
        if all(section in hashes for hashes in per_lang.values())
    }


def check_stamps(site: Site, skip: Collection[str] = ()) -> list[str]:
    """One line per section that changed on one side (or both) since its stamp, for the pages
    whose slugs are not in `skip`."""
    stamps = read_stamps(site)
    problems = []
    for pair in site.pairs():
        default = pair[0]
        if default.slug in skip:
            continue
        page_stamps = stamps.get(default.slug)
        current = pair_sections(pair)
        if not page_stamps:
            problems.append(
                f"{default.rel}: no translation stamps yet; once both languages say the same, "
                f"run: {COMMAND} {default.rel}"
            )
            continue
        for section, hashes in current.items():
            stamp = page_stamps.get(section)
            target = f"{default.rel}#{section}"
            if stamp is None:
                problems.append(
                    f"{target}: a section without a translation stamp; once both languages say "
                    f"the same, run: {COMMAND} {target}"
                )
                continue
            if not (changed := [lang for lang in hashes if stamp.get(lang) != hashes[lang]]):
                continue
            if others := [lang for lang in hashes if lang not in changed]:
                where = next(p for p in pair if p.lang == changed[0])
                side = profile(changed[0]).name
                other = " and ".join(profile(lang).name for lang in others)
                review = " and ".join(f"{p.rel}#{section}" for p in pair if p.lang in others)
                problems.append(
                    f"{where.rel}#{section}: {side} changed since the {other} was confirmed; "
                    f"once {review} says the same, run: {COMMAND} {target}"
                )
            else:
                problems.append(
                    f"{target}: both languages changed since they were confirmed together; once "
                    f"they say the same, run: {COMMAND} {target}"
                )
        for section in page_stamps:
            if section not in current:
                problems.append(
                    f"{STAMPS}: {default.slug}#{section} is no section of {default.rel} any more; "
                    f"run: {COMMAND} {default.rel}#{section}"
                )
    return problems


def confirm(site: Site, targets: list[str]) -> list[str]:
    """Stamp the named sections (PAGE#id, PAGE, or "--all" pages); returns what changed."""
    stamps = read_stamps(site)
    pairs = {pair[0].slug: pair for pair in site.pairs()}
    done = []
    for target in targets:
        path, _, section = target.partition("#")
        if target == "--all":
            slugs = list(pairs)
        else:
            try:
                slug = site.page(path).slug if "/" in path else path
            except SiteError:
                slug = path
            if slug not in pairs:
                raise SiteError(
                    f"{target}: not a page in every language; name it as docs/en/<page>.md#<id>"
                )
            slugs = [slug]
        for slug in slugs:
            current = pair_sections(pairs[slug])
            page_stamps = stamps.setdefault(slug, {})
            if section:
                if section not in current and section not in page_stamps:
                    raise SiteError(
                        f"{target}: no section #{section} in both languages; the ids are: "
                        + ", ".join(current)
                    )
                names = [section]
            else:
                names = list(dict.fromkeys([*current, *page_stamps]))
            for name in names:
                if name in current:
                    if page_stamps.get(name) != current[name]:
                        done.append(f"confirmed {slug}#{name}")
                    page_stamps[name] = current[name]
                elif page_stamps.pop(name, None) is not None:
                    done.append(f"dropped {slug}#{name} (no such section any more)")
            # in the page's section order (a stale stamp of a section not named stays, last)
            in_order = {name: page_stamps[name] for name in current if name in page_stamps}
            stamps[slug] = in_order | page_stamps
    write_stamps(site, stamps)
    return done


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(
        prog="python -m docsite.translations", description=__doc__.splitlines()[0]
    )
    commands = parser.add_subparsers(dest="command", required=True)
    confirm_parser = commands.add_parser(
        "confirm", help="stamp sections whose two languages a reviewer found to say the same"
    )
    confirm_parser.add_argument(
        "targets", nargs="*", metavar="PAGE[#SECTION]", help="docs/en/x.md#id, or docs/en/x.md"
    )
    confirm_parser.add_argument("--all", action="store_true", help="every section of every page")
    confirm_parser.add_argument("--root", type=Path, default=Path.cwd(), help="mkdocs.yml's folder")
    args = parser.parse_args(argv)
    if not (args.targets or args.all):
        parser.error("confirm: name PAGE#SECTION (or PAGE, or --all)")
    try:
        site = Site(args.root)
        targets = [*args.targets, *(["--all"] if args.all else [])]
        for line in confirm(site, targets) or ["nothing changed: the stamps were current"]:
            print(line)
    except SiteError as err:
        print(err, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
