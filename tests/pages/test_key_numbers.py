"""The article's key numbers are load-bearing: changing any of them in an example fails its check.

Each occurrence of 36, 8 (of −8), 16, 2.8, 10.24, 31.36 and the alias values 9, 12, 2, 6 in an
example's code or shown output is replaced by 7, one at a time, and the example is run as the
harness runs it. A mutant that still passes is a number the example does not actually check.
"""

import io
import itertools
import re
import tokenize

import pytest

from docsite.examples.record import failed_snippet, readable
from docsite.examples.runner import Run, execute, judge
from docsite.model import Example, Snippet
from docsite.model.shown import MARK
from docsite.pytest_site import site_of

KEY_NUMBERS = {36, 8, 16, 2.8, 10.24, 31.36, 9, 12, 2, 6}
PAGES = ["saved-reference.md", "clone-gradients.md", "stopping-a-target.md"]
# gradcheck compares autograd with finite differences at whatever point it is given: the input
# values 2 and 6 there are not claims, so changing them must not (and does not) fail.
NOT_CLAIMS = {"snippets/stopping_a_target/gradcheck_takes_the_target_as_input.py"}


def key_snippets(site) -> list[str]:
    """The snippet of each example of the key pages that runs on the CPU, once."""
    pages = readable([site.page(site.docs_dir / site.config.default_language / p) for p in PAGES])
    examples = [e for page in pages for e in page.runnable if not e.needs_cuda]
    return list(dict.fromkeys(e.snippet_path for e in examples if e.snippet_path not in NOT_CLAIMS))


def pytest_generate_tests(metafunc):
    if "snippet" in metafunc.fixturenames:
        metafunc.parametrize("snippet", key_snippets(site_of(metafunc.config)))


def passes(code: str, name: str, run: Run | None = None) -> bool:
    """Whether the code passes as an example; `run`: what it printed (a changed `#>` line changes
    what the page shows, not what runs)."""
    snippet = Snippet(name, code)
    example = Example(name, "en", 1, 3, 2, snippet, frozenset())
    return judge(example, run or execute(snippet)) is None


def mutants(code: str):
    """(line, original text, mutated code) for each key number in code or in a `#>` line."""
    starts = [0, *itertools.accumulate(len(line) for line in code.splitlines(True))]
    for tok in tokenize.generate_tokens(io.StringIO(code).readline):
        at = starts[tok.start[0] - 1] + tok.start[1]
        if tok.type == tokenize.NUMBER and float(tok.string) in KEY_NUMBERS:
            spans = [(at, at + len(tok.string), tok.string)]
        elif tok.type == tokenize.COMMENT and tok.string.startswith(MARK):
            found = re.finditer(r"\d+(?:\.\d+)?", tok.string)
            spans = [(at + m.start(), at + m.end(), m.group()) for m in found]
            spans = [s for s in spans if float(s[2]) in KEY_NUMBERS]
        else:
            continue
        for start, end, text in spans:
            yield tok.start[0], text, code[:start] + "7" + code[end:]


def test_changing_a_key_number_fails_the_example(pytestconfig, snippet):
    failed = failed_snippet(pytestconfig, snippet)
    if failed:
        pytest.skip(f"{snippet}: the example {failed} failed; its report says what to fix")
    code = (pytestconfig.rootpath / snippet).read_text(encoding="utf-8")
    run = execute(Snippet(snippet, code))
    assert passes(code, snippet, run), f"{snippet} does not pass as it is"
    lines = code.splitlines()
    survivors = [
        f"{snippet}:{line}: {text} -> 7"
        for line, text, mutant in mutants(code)
        if passes(mutant, snippet, run if lines[line - 1].lstrip().startswith(MARK) else None)
    ]
    assert not survivors, "still passes with a key number changed:\n" + "\n".join(survivors)


def test_the_key_numbers_occur_in_the_examples(pytestconfig):
    site = site_of(pytestconfig)
    found = {
        float(text) for s in key_snippets(site) for _, text, _ in mutants(site.snippet(s).text)
    }
    assert found == {float(n) for n in KEY_NUMBERS}
