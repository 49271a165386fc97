"""Test harness for the examples on the pages (a pytest plugin)."""
