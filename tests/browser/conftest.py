"""Fixtures for the browser checks: the built site, a server under site_url's path, Chromium.

Run with `nox -s browser`, or `pytest tests/browser -p no:cacheprovider` in an environment with
the `docs` and `browser` dependency groups. Environment:

- BROWSER_SITE_DIR: test this built site (the nox session passes site/); otherwise the tests
  build one into a temporary folder first.
- SCREENSHOTS_DIR: where the screenshots go (default screenshots/, gitignored).
- CHROMIUM: the browser executable (default: `chromium` on PATH, Debian's package).
- CI=true: a missing Chromium fails instead of skipping.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.browser import checks, site

INSTALL = "apt-get install chromium fonts-noto-cjk"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


HERE = Path(__file__).resolve().parent


def chromium_path() -> str | None:
    return os.environ.get("CHROMIUM") or shutil.which("chromium")


def pytest_collection_modifyitems(config, items):
    if chromium_path():
        return
    message = f"the browser checks need Debian's Chromium: {INSTALL}"
    if os.environ.get("CI") == "true":
        raise pytest.UsageError(f"CI=true and no Chromium found; {message}")
    skip = pytest.mark.skip(reason=message)
    for item in items:
        if "browser" in item.keywords or "needs_chromium" in item.fixturenames:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def config() -> dict:
    return site.load_config()


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory) -> Path:
    given = os.environ.get("BROWSER_SITE_DIR")
    if given:
        path = Path(given).resolve()
        if not (path / "index.html").is_file():
            pytest.fail(f"BROWSER_SITE_DIR={given} holds no built site (no index.html)")
        return path
    path = tmp_path_factory.mktemp("site")
    run = site.build(site.ROOT, path)
    if run.returncode:
        pytest.fail(f"mkdocs build --strict failed:\n{run.stdout}\n{run.stderr}")
    return path


@pytest.fixture(scope="session")
def base_url(site_dir: Path, config: dict) -> Iterator[str]:
    with site.serve(site_dir, site.url_prefix(config)) as url:
        yield url


@pytest.fixture(scope="session")
def needs_chromium() -> str:
    path = chromium_path()
    assert path, INSTALL  # collection skipped or failed already
    return path


@pytest.fixture(scope="session")
def browser(needs_chromium: str):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=needs_chromium, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def new_context(browser, base_url: str, **options):
    """A fresh profile with a Recorder attached and clipboard access for the site's origin."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, **options)
    origin = base_url.split("/", 3)
    context.grant_permissions(checks.CLIPBOARD, origin="/".join(origin[:3]))
    recorder = checks.Recorder()
    recorder.attach(context)
    return context, recorder


@pytest.fixture
def context(browser, base_url):
    context, recorder = new_context(browser, base_url)
    context.recorder = recorder
    yield context
    context.close()


@pytest.fixture
def page(context):
    page = context.new_page()
    page.recorder = context.recorder
    return page


@pytest.fixture(scope="session")
def screenshots_dir() -> Path:
    path = Path(os.environ.get("SCREENSHOTS_DIR", "screenshots"))
    if not path.is_absolute():
        path = site.ROOT / path
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="session")
def external_links(request) -> list[str]:
    """test_links.py fills this; the terminal summary lists them (listed, never fetched)."""
    links: list[str] = []
    request.config.stash[EXTERNAL_LINKS] = links
    return links


EXTERNAL_LINKS = pytest.StashKey[list]()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    links = config.stash.get(EXTERNAL_LINKS, None)
    if links:
        terminalreporter.section(f"external links ({len(links)}, listed, not fetched)")
        for link in links:
            terminalreporter.write_line(link)
