from datetime import UTC, datetime, timedelta, timezone

beijing = timezone(timedelta(hours=8))
# the article's slot
# zh: 文章原定的发布时间
article_date = datetime(2025, 10, 21, 9, 0, tzinfo=beijing)
published = datetime(2026, 12, 1, 16, 0, tzinfo=UTC)  # this edition
# zh: 这一版

assert published > article_date  # a backfill goes out after its slot
# zh: 补发的这一版晚于原定时间发布
print(article_date.isoformat())
#> 2025-10-21T09:00:00+08:00
print(article_date.astimezone(UTC).isoformat())
#> 2025-10-21T01:00:00+00:00
print(published.isoformat())
#> 2026-12-01T16:00:00+00:00

# The year is inferred: PyTorch 2.8 came out before the 2025 slot,
# so 2025 is the earliest year that fits, but the 2026 slot fits too.
# zh: 年份是推断的：PyTorch 2.8 在 2025 年的原定时间之前发布，
# zh: 所以 2025 是说得通的最早年份，但 2026 年的同一时间也说得通。
torch_2_8_released = datetime(2025, 8, 6, tzinfo=UTC)
assert torch_2_8_released < article_date
assert article_date.replace(year=2024) < torch_2_8_released
assert torch_2_8_released < article_date.replace(year=2026) < published
