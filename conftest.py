# The example plugin runs every python fence of docs/ as the reader sees it (docsite/examples);
# pytester lets selftests/ run the plugin on small sites of their own.
pytest_plugins = ["docsite.examples.plugin", "pytester"]
