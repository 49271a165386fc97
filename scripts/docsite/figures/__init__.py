"""Scripts that draw the figures drawn from numbers; `nox` fails if a committed one is stale."""
