# The example harness: runs every python fence of docs/ as the reader sees it (see tests/harness).
pytest_plugins = ["tests.harness.plugin"]
