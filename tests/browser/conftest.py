"""Fixtures of the browser tests: the site model, the built site served under site_url's path, one
Chromium (per pytest-xdist worker) with a shared tab per colour scheme and window size, and a
broken copy of the site. `nox -s browser` builds site/ and runs them (CONTRIBUTING.md). Environment:

- BROWSER_SITE_DIR: the built site to test (default: site/).
- SCREENSHOTS_DIR: where test_pages puts its screenshots (none without it; gitignored).
- CHROMIUM: the browser executable (default: `chromium` on PATH, Debian's package).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import NamedTuple

import pytest

from docsite.model import Site
from docsite.pytest_site import site_of
from tests.browser import served
from tests.browser.browsing import Tab

SIZES = {
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
}
SUMMARY = pytest.StashKey[dict]()
# every request but 127.0.0.1's goes to port 9 of 127.0.0.1, where nothing listens: it fails at
# once, to an IP address too
OFFLINE = {"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"}


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """`md`: each page of the nav (every one exists in each language)."""
    if "md" in metafunc.fixturenames:
        metafunc.parametrize("md", list(site_of(metafunc.config).config.nav))


@pytest.fixture(scope="session")
def site(request: pytest.FixtureRequest) -> Site:
    return site_of(request.config)


@pytest.fixture(scope="session")
def site_url(site: Site) -> str:
    return site.config.site_url


@pytest.fixture(scope="session")
def site_dir(site: Site) -> Path:
    path = site.root / os.environ.get("BROWSER_SITE_DIR", "site")
    if not (path / "index.html").is_file():
        pytest.fail(f"{path} holds no built site (no index.html): run `nox -s browser`")
    return path


@pytest.fixture(scope="session")
def base_url(site_dir: Path, site: Site) -> Iterator[str]:
    with served.serve(site_dir, site.config.url_prefix) as url:
        yield url


@pytest.fixture(scope="session")
def url_of(site: Site) -> Callable[[str, str, str], str]:
    """url_of(base_url, md, lang): the address of a nav page in a language."""
    return lambda base_url, md, lang: base_url + site.page(site.docs_dir / lang / md).url_path


class Broken(NamedTuple):
    """A copy of the built site with defects planted (test_planted_defects.py), served."""

    site_dir: Path
    base_url: str


@pytest.fixture(scope="session")
def broken(site_dir: Path, site: Site, tmp_path_factory) -> Iterator[Callable[..., Broken]]:
    """broken(plant): a copy of the built site (hard links: the plant replaces the files it
    changes) with `plant(copy)` applied, served."""
    with ExitStack() as stack:

        def copy(plant: Callable[[Path], None]) -> Broken:
            folder = tmp_path_factory.mktemp("broken") / "site"
            shutil.copytree(site_dir, folder, copy_function=os.link)
            plant(folder)
            return Broken(folder, stack.enter_context(served.serve(folder, site.config.url_prefix)))

        yield copy


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    path = os.environ.get("CHROMIUM") or shutil.which("chromium")
    options = {"executable_path": path, "args": ["--no-sandbox"], "proxy": OFFLINE}
    with sync_playwright() as playwright, playwright.chromium.launch(**options) as browser:
        yield browser


@pytest.fixture(scope="session")
def tabs(browser, base_url: str) -> Iterator[Callable[..., Tab]]:
    """tabs(scheme="light", size="desktop"): the session's tab of that colour scheme preference
    and window size (each test takes the problems it recorded); clipboard access on 127.0.0.1."""
    shared: dict[tuple[str, str], Tab] = {}
    with ExitStack() as stack:

        def tab(scheme: str = "light", size: str = "desktop") -> Tab:
            if (scheme, size) not in shared:
                context = browser.new_context(color_scheme=scheme, **SIZES[size])
                stack.callback(context.close)
                origin = "/".join(base_url.split("/", 3)[:3])
                context.grant_permissions(["clipboard-read", "clipboard-write"], origin=origin)
                shared[scheme, size] = Tab.open(context)
            return shared[scheme, size]

        yield tab


@pytest.fixture
def tab(tabs) -> Tab:
    """The shared desktop tab in the light scheme, with nothing recorded yet."""
    tabs().take()
    return tabs()


@pytest.fixture(scope="session")
def gzip_sizes() -> dict[str, int]:
    """The gzip size of each address weighed so far (the served files do not change)."""
    return {}


@pytest.fixture(scope="session")
def screenshots_dir(site: Site) -> Path | None:
    if "SCREENSHOTS_DIR" not in os.environ:
        return None
    path = site.root / os.environ["SCREENSHOTS_DIR"]
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="session")
def summary(request: pytest.FixtureRequest) -> dict[str, dict]:
    """Figures the tests report (section -> {what: figure}), the largest printed at the end."""
    return request.config.stash.setdefault(SUMMARY, {})


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Under pytest-xdist a worker hands its figures to the controller, which reports them."""
    if hasattr(session.config, "workeroutput"):
        session.config.workeroutput["summary"] = session.config.stash.get(SUMMARY, {})


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's, run by the controller
def pytest_testnodedown(node, error) -> None:
    summary = node.config.stash.setdefault(SUMMARY, {})
    for section, figures in node.workeroutput.get("summary", {}).items():
        summed = summary.setdefault(section, {})
        for what, figure in figures.items():  # a count (code lines) adds up over the workers
            summed[what] = summed[what] + figure if what in summed else figure


def pytest_terminal_summary(terminalreporter, exitstatus, config: pytest.Config) -> None:
    for section, figures in config.stash.get(SUMMARY, {}).items():
        terminalreporter.section(section)
        for what, figure in sorted(figures.items(), key=lambda item: item[1], reverse=True)[:3]:
            terminalreporter.write_line(f"{figure}  {what}")
