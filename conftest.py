# The example harness runs every python fence of docs/ as the reader sees it (see tests/harness);
# pytester lets tests/test_harness.py run the harness on small pages of its own.
pytest_plugins = ["tests.harness.plugin", "pytester"]
