"""The tooling of the detach-vs-clone site: the site model (`docsite.model`), the examples' pytest
plugin (`docsite.examples`), the checks (`docsite.checks`), the downloads, the MkDocs hooks
(`docsite.build`). CONTRIBUTING.md ("Where things live") maps what lives where.
"""
