"""pytest plugin: every example of the site run exactly as the pages show it, through
pytest-markdown-docs (`adapter`): `collect` reads the pages, `run` runs each example (`runner`
judges it), `record` keeps what the run did. CONTRIBUTING.md says the rules."""

from __future__ import annotations

import pytest

pytest_plugins = ["docsite.examples.record", "docsite.examples.run", "docsite.examples.collect"]
DEVICES = ("cpu", "cuda")


def pytest_addoption(parser):
    group = parser.getgroup("examples", "detach-vs-clone examples")
    group.addoption(
        "--examples-device",
        default="cpu",
        help="run every example on this default device (cpu-fixture examples stay on the CPU)",
    )
    group.addoption(
        "--update-outputs",
        action="store_true",
        help="write the #> lines of every example from what it prints and raises",
    )
    group.addoption(
        "--page-checks",
        action="store_true",
        help="run the page-level checks of each collected page, in every language",
    )


def pytest_configure(config):
    device = config.getoption("examples_device")
    if device not in DEVICES:
        raise pytest.UsageError(
            f"--examples-device {device}: use --examples-device cpu (the default) or "
            "--examples-device cuda"
        )
    if device == "cuda":
        try:
            import torch
        except ImportError:
            raise pytest.UsageError(
                "--examples-device cuda: torch is not installed here; run `nox -s cuda`"
            ) from None
        if not torch.cuda.is_available():
            raise pytest.UsageError(
                f"--examples-device cuda: torch {torch.__version__} sees no GPU on this machine; "
                "run on a machine with an NVIDIA GPU, or leave out --examples-device"
            )
