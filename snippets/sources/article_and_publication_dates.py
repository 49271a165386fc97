from datetime import UTC, datetime, timedelta, timezone

beijing = timezone(timedelta(hours=8))
# the article's slot
# zh: 原文标注的日期和时刻
article_date = datetime(2025, 10, 21, 9, 0, tzinfo=beijing)
published = datetime(2026, 12, 1, 23, 30, tzinfo=UTC)  # this edition
# zh: 这一版

assert published > article_date  # this edition came after the article
# zh: 这一版晚于原文发布
print(article_date.isoformat())
#> 2025-10-21T09:00:00+08:00
print(article_date.astimezone(UTC).isoformat())
#> 2025-10-21T01:00:00+00:00
print(published.isoformat())
#> 2026-12-01T23:30:00+00:00

# The article gives no year: PyTorch 2.8 came out before that day in
# 2025, the first year that fits, but the same day in 2026 fits too.
# zh: 原文没有写年份：PyTorch 2.8 在 2025 年的这一天之前发布，
# zh: 2025 是说得通的最早年份，但 2026 年的同一天也说得通。
torch_2_8_released = datetime(2025, 8, 6, tzinfo=UTC)
print(torch_2_8_released.date().isoformat())
#> 2025-08-06
assert torch_2_8_released < article_date
assert article_date.replace(year=2024) < torch_2_8_released
assert torch_2_8_released < article_date.replace(year=2026) < published
