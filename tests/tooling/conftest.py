"""The tooling's own tests: each runs the plugin, a check or a build step on a small site."""
