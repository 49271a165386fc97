"""The pytest plugin that runs every example exactly as the pages show it (see plugin.py)."""
