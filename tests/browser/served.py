"""The built site, served the way GitHub Pages serves it: under the path of `site_url`
(`/detach-vs-clone/`), on 127.0.0.1, with `404.html` for anything missing."""

from __future__ import annotations

import functools
import http.server
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import unquote, urlsplit


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Serves `directory` under `prefix` only, like a project site on GitHub Pages."""

    def __init__(self, *args, prefix: str, **kwargs):
        self.prefix = prefix
        super().__init__(*args, **kwargs)

    def translate_path(self, path: str) -> str:
        path = unquote(urlsplit(path).path)
        if not path.startswith(self.prefix):
            return ""  # never a file: send_head answers 404
        return super().translate_path("/" + path[len(self.prefix) :])

    def send_head(self):
        local = self.translate_path(self.path)
        if local and (os.path.isfile(local) or os.path.isfile(os.path.join(local, "index.html"))):
            return super().send_head()
        if urlsplit(self.path).path + "/" == self.prefix:  # /detach-vs-clone -> /detach-vs-clone/
            self.send_response(301)
            self.send_header("Location", self.prefix)
            body = b""
        else:  # anything missing
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            body = (Path(self.directory) / "404.html").read_bytes()
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
    threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    finally:
        server.shutdown()
        server.server_close()
