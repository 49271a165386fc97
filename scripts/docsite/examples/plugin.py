"""pytest plugin: every example of the site run exactly as the pages show it: `collect` reads
the pages (through pytest-markdown-docs, `adapter`), `run` runs each example (`runner` judges it),
`record` keeps what the run did. CONTRIBUTING.md says the rules."""

pytest_plugins = [
    "docsite.examples.record",
    "docsite.examples.run",
    "docsite.examples.collect",
    "docsite.examples.passed",
]
