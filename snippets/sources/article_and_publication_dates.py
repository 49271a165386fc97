from datetime import UTC, datetime, timedelta, timezone

beijing = timezone(timedelta(hours=8))
# the article's slot
article_date = datetime(2025, 10, 21, 9, 0, tzinfo=beijing)
published = datetime(2026, 12, 1, 3, 30, tzinfo=UTC)  # this edition

assert published > article_date  # a backfill goes out after its slot
print(article_date.isoformat())
#> 2025-10-21T09:00:00+08:00
print(article_date.astimezone(UTC).isoformat())
#> 2025-10-21T01:00:00+00:00
print(published.isoformat())
#> 2026-12-01T03:30:00+00:00

# The year is inferred: PyTorch 2.8 came out before the 2025 slot,
# so 2025 is the earliest year that fits, but the 2026 slot fits too.
torch_2_8_released = datetime(2025, 8, 6, tzinfo=UTC)
assert torch_2_8_released < article_date
assert article_date.replace(year=2024) < torch_2_8_released
assert torch_2_8_released < article_date.replace(year=2026) < published
