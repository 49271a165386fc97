"""The tooling of the detach-vs-clone site. Its map (what lives where, and the test that shows each
part failing) is CONTRIBUTING.md's "Where things live"."""
