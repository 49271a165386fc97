"""Front matter: its pydantic schema, and the non-prose values equal across the languages. A key
close to the schema's (`source`) is a typo, said once; a key wrong in one language is not compared
with the other (one mistake, one message)."""

import difflib
import functools
import re
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from docsite.model import Page, Site, SiteError

from . import register

EXAMPLE = "2025-10-21T09:00:00+08:00"
# Written in each language; every other key must be equal across the two languages.
PROSE_KEYS = ("title", "description")
# pydantic's errors by type, in the site's words ({}: the value as written)
MESSAGES = {
    "missing": "is required",
    "timezone_aware": f"{{}} has no UTC offset (write it as e.g. {EXAMPLE})",
    "datetime": f"{{}} is no date and time: write one like {EXAMPLE}",
    "bool_type": "{} is not true or false: write true or false, unquoted",
    "string_type": '{} must be a quoted string, e.g. "2.8"',  # a source's version
}


@functools.cache
def front_matter_schema():
    """The pydantic model of a page's front matter (built on first use: pydantic is imported
    only when this check runs)."""
    from pydantic import (
        AwareDatetime,
        BaseModel,
        ConfigDict,
        Field,
        StrictBool,
        StrictStr,
        ValidationInfo,
        field_validator,
    )

    text = Annotated[StrictStr, Field(min_length=1)]

    class Source(BaseModel):
        model_config = ConfigDict(extra="forbid")

        title: text
        version: Annotated[StrictStr, Field(pattern=r"^\d+\.\d+(\.\d+)?$")]
        url: text

        @field_validator("url")
        @classmethod
        def versioned_https_url(cls, url: str, info: ValidationInfo) -> str:
            if not re.match(r"^https://[^/\s]+/\S*$", url):
                raise ValueError(f"{url!r} is not an https:// URL")
            version = info.data.get("version")
            if version and f"/{version}/" not in url:
                raise ValueError(
                    f"{url!r} is not the versioned documentation page: "
                    f"it does not contain /{version}/"
                )
            return url

    class FrontMatter(BaseModel):
        # Keys beyond these (e.g. Material's `hide`) are allowed, and must match across languages.
        model_config = ConfigDict(extra="allow")

        title: text
        description: text
        article_date: AwareDatetime | None = None  # only on a page drawn from the article
        published: AwareDatetime
        backfill: StrictBool | None = None
        sources: Annotated[list[Source], Field(min_length=1)]

        @field_validator("article_date", "published", mode="before")
        @classmethod
        def datetime_not_date(cls, found: Any) -> Any:
            if isinstance(found, str | datetime):
                return found
            raise ValueError(
                f"{found!r} is not an ISO 8601 date and time with a UTC offset "
                "(e.g. 2025-10-21T09:00:00+08:00)"
            )

        @field_validator("published")
        @classmethod
        def not_before_article_date(cls, published: datetime, info: ValidationInfo) -> datetime:
            article_date = info.data.get("article_date")
            if article_date is not None and published < article_date:
                raise ValueError(
                    f"{published.isoformat()} is before article_date {article_date.isoformat()}"
                )
            if published > datetime.now(published.tzinfo):
                raise ValueError(
                    f"{published.isoformat()} is in the future: write when this edition went out"
                )
            return published

        @field_validator("backfill")
        @classmethod
        def only_with_the_article(cls, backfill: bool, info: ValidationInfo) -> bool:
            if info.data.get("article_date") is None:
                raise ValueError(
                    "marks the article's date: on a page without article_date, delete it"
                )
            return backfill

    return FrontMatter


def _location(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def schema_errors(page: Page) -> tuple[list[str], set[str]]:
    """The page's front matter problems, and the keys they are about."""
    if not page.meta and page.body_line == 1:
        return [
            f"{page.rel}:1: no front matter: start the page with a --- block (CONTRIBUTING.md)"
        ], set()
    from pydantic import ValidationError

    schema = front_matter_schema()
    errors, keys = [], set()
    for key in page.meta:
        close = difflib.get_close_matches(key, list(schema.model_fields), n=1, cutoff=0.8)
        if key not in schema.model_fields and close and close[0] not in page.meta:
            keys |= {key, close[0]}
            errors.append(
                f"{page.rel}:{page.key_line(key)}: front matter '{key}' is no key of the site: "
                f"did you mean '{close[0]}'?"
            )
    try:
        schema.model_validate(page.meta)
    except ValidationError as exc:
        for error in exc.errors():
            key = str(error["loc"][0])
            if error["type"] == "missing" and key in keys:
                continue  # misspelt: said above
            kind = "datetime" if error["type"].startswith("datetime") else error["type"]
            message = error["msg"].removeprefix("Value error, ")
            if kind in MESSAGES and (kind != "string_type" or error["loc"][-1] == "version"):
                message = MESSAGES[kind].format(_show(error.get("input")))
            keys.add(key)
            errors.append(
                f"{page.rel}:{page.key_line(key)}: front matter '{_location(error['loc'])}': "
                f"{message}"
            )
    return errors, keys


def first_yaml_difference(mine: Any, theirs: Any, where: str) -> tuple[str, str, str] | None:
    """(location, mine, theirs) of the first difference between two YAML values, as text."""
    if isinstance(mine, dict) and isinstance(theirs, dict):
        for key in list(mine) + [key for key in theirs if key not in mine]:
            if found := first_yaml_difference(mine.get(key), theirs.get(key), f"{where}.{key}"):
                return found
        return None
    if isinstance(mine, list) and isinstance(theirs, list):
        for index, (a, b) in enumerate(zip(mine, theirs, strict=False)):
            if found := first_yaml_difference(a, b, f"{where}[{index}]"):
                return found
        if len(mine) != len(theirs):
            return where, f"a list of {len(mine)}", f"a list of {len(theirs)}"
        return None
    if mine != theirs or type(mine) is not type(theirs):
        return where, _show(mine), _show(theirs)
    return None


def _show(found: Any) -> str:
    if found is None:
        return "missing"
    return repr(found.isoformat() if isinstance(found, datetime) else found)


@register("provenance")
def check_provenance(site: Site) -> list[str]:
    """Every page's front matter validates; non-prose values are equal across the languages."""
    errors = []
    wrong: dict[Path, set[str]] = {}  # page file -> its keys with a problem
    unread: set[Path] = set()  # pages whose front matter cannot be read
    for page in site.all_pages():
        try:
            found, wrong[page.path] = schema_errors(page)
            errors += found
        except SiteError as err:
            errors.append(str(err))
            unread.add(page.path)
    for first, *others in site.pairs():  # the default language, then each other one
        for second in others:
            if {first.path, second.path} & unread:
                continue
            skip = wrong[first.path] | wrong[second.path]
            keys = [key for key in {**first.meta, **second.meta} if key not in PROSE_KEYS]
            for key in (key for key in keys if key not in skip):
                difference = first_yaml_difference(second.meta.get(key), first.meta.get(key), key)
                if difference:
                    where, mine, theirs = difference
                    errors.append(
                        f"{second.rel}:{second.key_line(key)}: front matter '{where}' is {mine} "
                        f"here but {theirs} in {first.rel}"
                    )
    return errors
