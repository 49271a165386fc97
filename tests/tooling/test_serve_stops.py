"""`nox -s serve` stops with its server: Ctrl-C, or `kill` of nox's PID, leaves nothing running.

The session's own command is `mkdocs serve`; here a stand-in server (a Python that sleeps) runs
under a noxfile holding the real noxfile's `stop_like_ctrl_c`, so the test needs no docs venv.
"""

from __future__ import annotations

import ast
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

NOXFILE = Path(__file__).resolve().parents[2] / "noxfile.py"

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


def the_real_function() -> str:
    tree = ast.parse(NOXFILE.read_text(encoding="utf-8"))
    node = next(n for n in tree.body if getattr(n, "name", None) == "stop_like_ctrl_c")
    return ast.get_source_segment(NOXFILE.read_text(encoding="utf-8"), node)


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
    nox = shutil.which("nox")
    if nox is None:
        pytest.skip("nox is not on PATH (run this through `nox -s tooling`)")
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
def test_killing_nox_stops_the_server(tmp_path, stop):
    process, server = start_serve(tmp_path, the_real_function())
    assert stopped(process, server, stop), f"the server outlived nox ({stop})"


def test_without_the_handler_the_server_outlives_nox(tmp_path):
    """The defect the handler fixes (nox 2026.10): SIGTERM kills nox, not the command it runs."""
    process, server = start_serve(tmp_path, "def stop_like_ctrl_c():\n    pass\n")
    assert not stopped(process, server, "SIGTERM", patience=1)
