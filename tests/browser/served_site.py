"""Building and serving the site for the browser tests (no browser and no pytest in here).

The site is served the way GitHub Pages serves it: under the path of `site_url`
(`/detach-vs-clone/`), on 127.0.0.1, with `site/404.html` for anything missing.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import unquote, urlsplit

MKDOCS_ENV = {"NO_MKDOCS_2_WARNING": "1"}
# What a variant build copies from the repository (everything a build reads, nothing it writes).
COPY_IGNORE = shutil.ignore_patterns(
    ".git", ".venv", ".nox", "site", "screenshots", "__pycache__", ".pytest_cache", ".ruff_cache"
)


def url_prefix(site_url: str) -> str:
    """The path part of site_url, with slashes on both ends: "/detach-vs-clone/"."""
    path = urlsplit(site_url).path.strip("/")
    return f"/{path}/" if path else "/"


def build(
    root: Path, site_dir: Path, *, strict: bool = True, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess:
    """`mkdocs build` of the tree at `root` into `site_dir` (the current interpreter's mkdocs)."""
    command = [sys.executable, "-m", "mkdocs", "build", "--site-dir", str(site_dir), "--quiet"]
    if strict:
        command.append("--strict")
    return subprocess.run(
        command,
        cwd=root,
        env={**os.environ, **MKDOCS_ENV, **(env or {})},
        capture_output=True,
        text=True,
        check=False,
    )


def copy_tree(root: Path, dest: Path) -> Path:
    """A copy of the repository's sources (no site, venvs or caches) to build a variant from."""
    shutil.copytree(root, dest, ignore=COPY_IGNORE)
    return dest


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Serves `directory` under `prefix` only, like a project site on GitHub Pages."""

    prefix = "/"

    def __init__(self, *args, prefix: str, **kwargs):
        self.prefix = prefix
        super().__init__(*args, **kwargs)

    def end_headers(self):
        # LinkChecker limits itself to 10 requests a second per host unless the server answers
        # with this header (then `maxrequestspersecond` in tests/browser/linkcheckerrc applies).
        self.send_header("LinkChecker", "allowed")
        super().end_headers()

    def translate_path(self, path: str) -> str:
        path = unquote(urlsplit(path).path)
        if not path.startswith(self.prefix):
            return ""  # never a file: send_head answers 404
        return super().translate_path("/" + path[len(self.prefix) :])

    def send_head(self):
        path = urlsplit(self.path).path
        if path + "/" == self.prefix:  # /detach-vs-clone -> /detach-vs-clone/
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        local = self.translate_path(self.path)
        if local and (os.path.isfile(local) or os.path.isfile(os.path.join(local, "index.html"))):
            return super().send_head()
        return self._not_found()

    def _not_found(self):
        page = Path(self.directory) / "404.html"
        body = page.read_bytes() if page.is_file() else b"Not found"
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        return None

    def log_message(self, format, *args):  # the base class's parameter names
        pass


@contextmanager
def serve(site_dir: Path, prefix: str) -> Iterator[str]:
    """Serve `site_dir` at http://127.0.0.1:<free port><prefix>; yields that base URL."""
    handler = functools.partial(_Handler, directory=str(site_dir), prefix=prefix)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    finally:
        server.shutdown()
        server.server_close()
