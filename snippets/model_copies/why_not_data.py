import torch

ema_w = torch.zeros(2)
online_w = torch.tensor([4.0, 8.0])
# _version is private: read here only to show which write is counted.
# zh: _version 是私有属性，这里读它只为看出哪次写入被计数。
before = ema_w._version
with torch.no_grad():
    ema_w.lerp_(online_w, 0.25)
assert ema_w._version == before + 1  # counted, like any in-place write
# zh: 和其他原地修改一样被计数
ema_w.data.lerp_(online_w, 0.25)  # the same arithmetic ...
# zh: 同样的算术……
print(ema_w.tolist())
#> [1.75, 3.5]
assert ema_w._version == before + 1  # ... that the counter never saw
# zh: ……计数器却没看见
