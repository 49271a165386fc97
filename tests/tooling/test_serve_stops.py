"""`nox -s serve` stops with its server: Ctrl-C, or `kill` of nox's PID, leaves nothing running;
on a busy port it says so in one line; a build that fails while serving is one line, and the last
good site stays served.

The session's own command is `mkdocs serve`; here a stand-in server (a Python that sleeps) runs
under a noxfile holding the real noxfile's `stop_like_ctrl_c`, so the test needs no docs venv.
"""

from __future__ import annotations

import ast
import logging
import os
import shutil
import signal
import socket
import subprocess
import time
import types
from pathlib import Path

import pytest

SESSION = """

@nox.session(venv_backend="none")
def serve(session):
    stop_like_ctrl_c()
    session.run(
        sys.executable, "-c",
        "import os, pathlib, time; pathlib.Path('server.pid').write_text(str(os.getpid()));"
        " time.sleep(600)",
    )
"""
NO_NOX = "nox is not on PATH (run this through `nox -s tooling`)"


def the_real_function(root: Path) -> str:
    text = (root / "noxfile.py").read_text(encoding="utf-8")
    node = next(n for n in ast.parse(text).body if getattr(n, "name", None) == "stop_like_ctrl_c")
    return ast.get_source_segment(text, node) or ""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def wait_for(predicate, seconds: float = 20.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def start_serve(tmp_path: Path, function: str) -> tuple[subprocess.Popen, int]:
    """nox running the stand-in serve session, as a background job would (SIGINT ignored, a
    session of its own); and the server's PID."""
    nox = shutil.which("nox") or pytest.skip(NO_NOX)
    noxfile = tmp_path / "noxfile.py"
    noxfile.write_text(
        "import signal\nimport sys\n\nimport nox\n\n\n" + function + "\n" + SESSION,
        encoding="utf-8",
    )
    pid_file = tmp_path / "server.pid"
    process = subprocess.Popen(
        [nox, "-f", str(noxfile), "-s", "serve"],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN),
    )
    if not wait_for(lambda: pid_file.exists() and pid_file.read_text()):
        process.kill()
        pytest.fail("the stand-in server did not start")
    return process, int(pid_file.read_text())


def stopped(process: subprocess.Popen, server: int, stop: str, patience: float = 5) -> bool:
    """Send `stop` to nox; whether the server is gone once nox has exited."""
    try:
        os.kill(process.pid, getattr(signal, stop))
        process.wait(timeout=20)
        return wait_for(lambda: not alive(server), patience)
    finally:
        if process.poll() is None:
            process.kill()
        if alive(server):
            os.kill(server, signal.SIGKILL)


@pytest.mark.parametrize("stop", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_killing_nox_stops_the_server(tmp_path, stop, pytestconfig):
    process, server = start_serve(tmp_path, the_real_function(pytestconfig.rootpath))
    assert stopped(process, server, stop), f"the server outlived nox ({stop})"


def test_without_the_handler_the_server_outlives_nox(tmp_path):
    """The defect the handler fixes (nox 2026.10): SIGTERM kills nox, not the command it runs."""
    process, server = start_serve(tmp_path, "def stop_like_ctrl_c():\n    pass\n")
    assert not stopped(process, server, "SIGTERM", patience=1)


def test_serve_on_a_busy_port_says_so_in_one_line(pytestconfig):
    nox = shutil.which("nox") or pytest.skip(NO_NOX)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        noxfile = str(pytestconfig.rootpath / "noxfile.py")
        serve = [nox, "--no-venv", "-f", noxfile, "-s", "serve", "--", "-a", f"127.0.0.1:{port}"]
        done = subprocess.run(serve, capture_output=True, text=True, timeout=60)
    said = [line for line in (done.stdout + done.stderr).splitlines() if "in use" in line]
    assert done.returncode != 0
    assert said == [
        f"nox > Session serve aborted: 127.0.0.1:{port} is in use (another server?); serve on "
        f"another port: nox -R -s serve -- --dev-addr 127.0.0.1:{port + 1}."
    ]


def test_a_failed_rebuild_is_one_line_and_the_last_good_site_stays_served(tmp_path):
    """scripts/docsite/mkdocs_plugin/serve.py around MkDocs' rebuild, with MkDocs' own logging."""
    from docsite.mkdocs_plugin import DocsitePlugin, serve

    site = tmp_path / "mkdocs_site"
    site.mkdir()
    (site / "index.html").write_text("good")
    shown = logging.getLogger("mkdocs")
    said: list[str] = []
    handler = logging.Handler()
    handler.emit = lambda record: said.append(record.getMessage())
    shown.addHandler(handler)

    def broken_build():
        site.mkdir()  # MkDocs builds into the served folder again
        (site / "index.html").write_text("half")
        build_log = logging.getLogger("mkdocs.commands.build")
        build_log.error("Error reading page 'en/page.md':")
        build_log.error("docs/en/page.md:3: Snippet at path 'snippets/x.py' could not be found")
        raise RuntimeError("Aborted with a BuildError!")

    server = types.SimpleNamespace(root=str(site), builder=None)
    try:
        DocsitePlugin().on_serve(server, config=None, builder=broken_build)
        server.builder()
    finally:
        shown.removeHandler(handler)
    assert said == [
        "docs/en/page.md:3: Snippet at path 'snippets/x.py' could not be found (still serving "
        "the last good site)"
    ]
    assert server.root == str(site) and (site / "index.html").read_text() == "good"

    def fixed_build():
        site.mkdir()
        (site / "index.html").write_text("new")

    serve.guarded(fixed_build, server)()
    assert (site / "index.html").read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == [site.name]  # no last good copy left over
