"""Verify detach-vs-clone: `nox` runs the examples and tests, builds the site and lints."""

import argparse
import os
import shutil
import signal
import socket
import subprocess

import nox

nox.needs_version = ">=2025.02.09"  # nox.project.dependency_groups
nox.options.sessions = ["tests", "tooling", "docs", "lint"]
nox.options.error_on_missing_interpreters = True

PYPROJECT = nox.project.load_toml("pyproject.toml")
LINTED = ["scripts", "snippets", "tests", "noxfile.py"]
MKDOCS_ENV = {"NO_MKDOCS_2_WARNING": "1"}


# The torch releases the examples are verified on, each with a run and a verification record;
# the first is the one every other session installs. Written once: [tool.docsite] in pyproject.
TORCH_VERSIONS = PYPROJECT["tool"]["docsite"]["torch-releases"]
TORCH = f"torch=={TORCH_VERSIONS[0]}"  # exactly: the records name it (why CUDA builds: pyproject)


def install_groups(session: nox.Session, *groups: str, torch: str = "") -> None:
    """The dependency groups (and `torch`, a pinned release), and the project's own tooling
    (docsite) in editable mode.

    `--no-compile`: pip would compile every module of every package to bytecode, torch's thousands
    (some 25 s of a cold `nox`); Python compiles the ones a run imports instead, and keeps them in
    the session's environment (PYTHONDONTWRITEBYTECODE, if set, is lifted inside the session).
    """
    wanted = [*nox.project.dependency_groups(PYPROJECT, *groups), *([torch] if torch else [])]
    session.install("--no-compile", *wanted, "-e", ".")
    session.env["PYTHONDONTWRITEBYTECODE"] = ""  # empty: Python writes the bytecode it compiles


@nox.session
def tests(session: nox.Session) -> None:
    """Every example on every page (both languages) and the checks of the real pages, on the CPU."""
    install_groups(session, "test", torch=TORCH)
    session.run("pytest", *session.posargs)


@nox.session
def tooling(session: nox.Session) -> None:
    """The tooling's own tests: the checks, the examples plugin, the build, each shown failing."""
    install_groups(session, "tooling", torch=TORCH)  # the examples' rules on torch's settings
    # The small sites these tests build are never published: no verification records needed.
    session.run("pytest", "tests/tooling", *session.posargs, env={"REQUIRE_VERIFICATION": ""})


@nox.session(default=False)
def engine(session: nox.Session) -> None:
    """ProperDocs builds the real site as MkDocs does (two builds: CI runs it, not every `nox`)."""
    install_groups(session, "engine")
    session.run("pytest", "tests/engine", "-o", "addopts=", "-p", "no:cacheprovider")


@nox.session
def docs(session: nox.Session) -> None:
    """Build the site into site/ with `mkdocs build --strict` (warnings, broken links fail)."""
    install_groups(session, "docs")
    session.run("mkdocs", "build", "--strict", "--site-dir", "site", env=MKDOCS_ENV)


@nox.session(default=False)
def translations(session: nox.Session) -> None:
    """Translation stamps: `-- confirm docs/en/<page>.md#<section-id>` once both languages agree."""
    session.install("--no-compile", "-e", ".")
    session.run("python", "-m", "docsite.translations", *session.posargs)


@nox.session(default=False)
@nox.parametrize("torch_version", TORCH_VERSIONS, ids=list(TORCH_VERSIONS))
def versions(session: nox.Session, torch_version: str) -> None:
    """Every example on this torch release (of [tool.docsite] torch-releases), with its record;
    `-- docs/en/<page>.md`: that page's, in both languages."""
    install_groups(session, "test", torch=f"torch=={torch_version}")
    session.run("pytest", *(session.posargs or ["docs"]), "-p", "no:cacheprovider")


@nox.session(default=False, venv_backend="none")
def bench(session: nox.Session) -> None:
    """Time `nox -R -s tests` and one page against their floors (scripts/bench.py)."""
    session.run("python3", "-m", "nox", "-s", "tests", "--install-only", silent=True)
    session.run("python3", "scripts/bench.py", *session.posargs)


def stop_like_ctrl_c() -> None:
    """Make `kill <nox's PID>` (SIGTERM), a closed terminal (SIGHUP) and SIGINT to a nox started
    in the background stop nox as Ctrl-C does: nox then stops the command it is running (SIGTERM
    after 0.3 s), so no server outlives it (tests/tooling/test_serve_stops.py)."""

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    for name in ("SIGTERM", "SIGHUP", "SIGINT"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), interrupt)


def dev_addr(args: list[str]) -> str:
    """Where `mkdocs serve` serves with these arguments: the last --dev-addr (or -a)."""
    parser = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    parser.add_argument("-a", "--dev-addr", default="127.0.0.1:8000")
    return parser.parse_known_args(args)[0].dev_addr


def busy(address: str) -> bool:
    """Whether something already listens on HOST:PORT."""
    host, _, port = address.rpartition(":")
    with socket.socket() as probe:
        return probe.connect_ex((host, int(port))) == 0


@nox.session(default=False)
def serve(session: nox.Session) -> None:
    """Serve the site with live reload on http://127.0.0.1:8000/detach-vs-clone/ (Ctrl-C stops)."""
    address = dev_addr(session.posargs)
    if busy(address):
        host, _, port = address.rpartition(":")
        session.error(
            f"{address} is in use (another server?); serve on another port: "
            f"nox -R -s serve -- --dev-addr {host}:{int(port) + 1}"
        )
    install_groups(session, "docs")
    stop_like_ctrl_c()
    session.run("mkdocs", "serve", "--dev-addr", address, *session.posargs, env=MKDOCS_ENV)


@nox.session
def lint(session: nox.Session) -> None:
    """ruff, mypy over the tooling, and actionlint and zizmor over .github/ (offline)."""
    install_groups(session, "lint")
    session.run("ruff", "check", *LINTED)
    session.run("ruff", "format", "--check", *LINTED)
    session.run("mypy")  # over scripts/docsite ([tool.mypy] in pyproject)
    session.run("python", "scripts/workflow_lint.py", ".github")


def _cuda_missing() -> str | None:
    if os.environ.get("CUDA_VISIBLE_DEVICES") == "":
        return "CUDA_VISIBLE_DEVICES is empty"
    if shutil.which("nvidia-smi") is None and not os.path.exists("/proc/driver/nvidia/version"):
        return "no NVIDIA driver found (no nvidia-smi, no /proc/driver/nvidia/version)"
    return None


@nox.session(default=False)
def cuda(session: nox.Session) -> None:
    """Every example on the GPU, CUDA-only ones included; writes tests/verification/cuda.json."""
    if missing := _cuda_missing():
        session.skip(f"nox -s cuda needs an NVIDIA GPU: {missing}; the CPU checks are `nox`")
    install_groups(session, "test", torch=TORCH)
    # a torch that sees no GPU (a CPU build) is pytest's one line: --examples-device cuda says it
    session.run("pytest", "--examples-device", "cuda", *session.posargs)
    # A whole run wrote the GPU record: the provenance box reads it per example.
    session.log("commit tests/verification/cuda.json: GPU runs are rare, their record is in git")


BROWSER_INSTALL = "apt-get install chromium fonts-noto-cjk"


def _browser_missing() -> str | None:
    if not (os.environ.get("CHROMIUM") or shutil.which("chromium")):
        return "no `chromium` on PATH"
    if fc_list := shutil.which("fc-list"):
        fonts = subprocess.run([fc_list, ":lang=zh", "family"], capture_output=True, text=True)
        if not fonts.stdout.strip():
            return "no font for Chinese (fc-list :lang=zh is empty)"
    return None


@nox.session(default=False)
def browser(session: nox.Session) -> None:
    """Build the site and test it in Chromium: every page in both languages, search, links."""
    if missing := _browser_missing():
        message = f"nox -s browser needs Chromium and CJK fonts ({missing}): {BROWSER_INSTALL}"
        if os.environ.get("CI") == "true":
            session.error(message)
        session.skip(message)
    install_groups(session, "docs", "browser")
    session.run("mkdocs", "build", "--strict", "--site-dir", "site", env=MKDOCS_ENV)
    # not pyproject's addopts: they load the examples plugin, which runs the pages' examples
    plain = ["-o", "addopts=", "-p", "no:cacheprovider"]
    # a Chromium per core: a page's four tabs leave a core idle while Python reads a printout
    # or a test waits for search; worksteal evens out the long pages at the end
    workers = ["--numprocesses=auto", "--dist=worksteal"]
    env = {"BROWSER_SITE_DIR": "site"}  # and SCREENSHOTS_DIR, if the caller sets it
    session.run("pytest", "tests/browser", *plain, *workers, *session.posargs, env=env)
