"""Small tools the site's checks use (tests/test_bilingual.py, scripts/check_bilingual.py)."""
