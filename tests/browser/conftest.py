"""Fixtures of the browser tests: the site model, the built site served under site_url's path, one
Chromium for the session, browser tabs, and broken copies of the site (defects.py).

Run with `nox -s browser`, or `pytest tests/browser -p no:cacheprovider` in an environment with
the `docs` and `browser` dependency groups. Environment:

- BROWSER_SITE_DIR: test this built site (the nox session passes site/); otherwise the tests
  build one into a temporary folder first.
- SCREENSHOTS_DIR: where the screenshots go (default screenshots/, gitignored).
- CHROMIUM: the browser executable (default: `chromium` on PATH, Debian's package).
- CI=true: a missing Chromium fails instead of skipping.

The slow work that needs no browser (LinkChecker's crawl, the builds of the broken copies) starts
in the background when the session starts, and the tests that need it wait for it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

import pytest

from docsite.examples.plugin import site_of  # the run's one site model, as the examples' own
from docsite.model import Site
from tests.browser import defects, served_site
from tests.browser.walk import CLIPBOARD, Recorder, Walk, run_linkchecker

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
SIZES = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
EXTERNAL_LINKS = pytest.StashKey[list]()
PAGE_WEIGHTS = pytest.StashKey[dict]()


def chromium_path() -> str | None:
    return os.environ.get("CHROMIUM") or shutil.which("chromium")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """`md`: each page of the nav; `lang`: each language of the site."""
    site = site_of(metafunc.config)
    if "md" in metafunc.fixturenames:
        metafunc.parametrize("md", list(site.config.nav))
    if "lang" in metafunc.fixturenames:
        metafunc.parametrize("lang", list(site.languages))


def pytest_collection_modifyitems(config, items):
    # LinkChecker's report and the planted defects last: the crawl and the broken copies' builds
    # run in the background meanwhile (a stable sort: the rest keep their order)
    last = {"test_links.py": 1, "test_planted_defects.py": 2}
    items.sort(key=lambda item: last.get(item.path.name, 0))
    if chromium_path():
        return
    message = f"the browser checks need Debian's Chromium: {INSTALL}"
    if os.environ.get("CI") == "true":
        raise pytest.UsageError(f"CI=true and no Chromium found; {message}")
    skip = pytest.mark.skip(reason=message)
    for item in items:
        if "browser" in item.fixturenames:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def site(request) -> Site:
    return site_of(request.config)


@pytest.fixture(scope="session")
def url_of(site: Site) -> Callable[[str, str, str], str]:
    """url_of(base_url, md, lang): the address of a nav page in a language (Page.url_path)."""

    def url(base_url: str, md: str, lang: str) -> str:
        return base_url + site.page(site.docs_dir / lang / md).url_path

    return url


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory, site: Site) -> Path:
    given = os.environ.get("BROWSER_SITE_DIR")
    if given:
        path = Path(given).resolve()
        if not (path / "index.html").is_file():
            pytest.fail(f"BROWSER_SITE_DIR={given} holds no built site (no index.html)")
        return path
    path = tmp_path_factory.mktemp("site")
    run = served_site.build(site.root, path)
    if run.returncode:
        pytest.fail(f"mkdocs build --strict failed:\n{run.stdout}\n{run.stderr}")
    return path


@pytest.fixture(scope="session")
def site_url(site: Site) -> str:
    return site.config.raw["site_url"]


@pytest.fixture(scope="session")
def base_url(site_dir: Path, site_url: str) -> Iterator[str]:
    with served_site.serve(site_dir, served_site.url_prefix(site_url)) as url:
        yield url


@pytest.fixture(scope="session")
def background() -> Iterator[ThreadPoolExecutor]:
    """Two workers for the slow work that needs no browser (builds, LinkChecker)."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        yield pool


@pytest.fixture(scope="session", autouse=True)
def linkcheck_run(background, base_url: str) -> Future:
    """LinkChecker's crawl of the served site, started with the session (test_links.py)."""
    return background.submit(lambda: run_linkchecker(base_url))


@dataclass
class Variant:
    """A broken copy of the site, built and served."""

    root: Path
    site_dir: Path
    base_url: str
    site: Site


@pytest.fixture(scope="session", autouse=True)
def variant_builds(background, site: Site, tmp_path_factory) -> dict[str, Future]:
    """The broken copies of defects.VARIANTS, each built in the background (without --strict
    on purpose: the browser checks, not mkdocs, must catch the defects)."""

    def build(name: str) -> tuple[Path, Path]:
        folder = tmp_path_factory.mktemp(name)
        root = served_site.copy_tree(site.root, folder / "src")
        variant = defects.VARIANTS[name]
        for plant in variant.plants:
            plant(root)
        site_dir = folder / "site"
        run = served_site.build(root, site_dir, strict=False, env=variant.env)
        if run.returncode:
            raise RuntimeError(f"the variant {name!r} did not build:\n{run.stderr[-3000:]}")
        return root, site_dir

    return {name: background.submit(build, name) for name in defects.VARIANTS}


@pytest.fixture(scope="session")
def variant(variant_builds) -> Iterator[Callable[[str], Variant]]:
    """variant(name): that broken copy, built and served (waits for its build)."""
    served: dict[str, Variant] = {}
    with ExitStack() as stack:

        def get(name: str) -> Variant:
            if name not in served:
                root, site_dir = variant_builds[name].result(timeout=300)
                site = Site(root)
                prefix = served_site.url_prefix(site.config.raw["site_url"])
                url = stack.enter_context(served_site.serve(site_dir, prefix))
                served[name] = Variant(root, site_dir, url, site)
            return served[name]

        yield get


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


@pytest.fixture(scope="session")
def tabs(browser, base_url: str) -> Iterator[Callable[..., Walk]]:
    """tabs(scheme="light", size="desktop"): a tab of a browser profile with that colour scheme
    preference and window size, shared by the session's tests (each one takes the recorder's
    problems at its end); clipboard access for the served site. fresh=True: a new profile, closed
    with the session."""
    origin = "/".join(base_url.split("/", 3)[:3])
    shared: dict[tuple, Walk] = {}
    with ExitStack() as stack:

        def tab(scheme: str = "light", size: str = "desktop", fresh: bool = False) -> Walk:
            key = (scheme, size)
            if fresh or key not in shared:
                phone = size == "phone"
                context = browser.new_context(
                    viewport=SIZES[size],
                    color_scheme=scheme,
                    is_mobile=phone,
                    has_touch=phone,
                )
                stack.callback(context.close)
                context.grant_permissions(CLIPBOARD, origin=origin)
                recorder = Recorder()
                recorder.attach(context)
                walk = Walk(context.new_page(), recorder)
                if fresh:
                    return walk
                shared[key] = walk
            return shared[key]

        yield tab


@pytest.fixture
def tab(tabs) -> Walk:
    """The shared desktop tab in the light scheme."""
    walk = tabs()
    walk.recorder.take()
    return walk


@pytest.fixture(scope="session")
def screenshots_dir(site: Site) -> Path:
    path = Path(os.environ.get("SCREENSHOTS_DIR", "screenshots"))
    if not path.is_absolute():
        path = site.root / path
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="session")
def external_links(request) -> list[str]:
    """test_links.py fills this; the terminal summary lists them (listed, never fetched)."""
    return request.config.stash.setdefault(EXTERNAL_LINKS, [])


@pytest.fixture(scope="session")
def page_weights(request) -> dict[str, int]:
    """url -> gzip bytes the page loads, filled by the page tests; the summary shows the top 3."""
    return request.config.stash.setdefault(PAGE_WEIGHTS, {})


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    links = config.stash.get(EXTERNAL_LINKS, None)
    if links:
        terminalreporter.section(f"external links ({len(links)}, listed, not fetched)")
        for link in links:
            terminalreporter.write_line(link)
    weights = config.stash.get(PAGE_WEIGHTS, None)
    if weights:
        terminalreporter.section("heaviest pages (gzip, everything the page loads)")
        for url, weight in sorted(weights.items(), key=lambda item: -item[1])[:3]:
            terminalreporter.write_line(f"{weight / 1024:.1f} KB  {url}")
