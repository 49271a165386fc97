import torch

w = torch.tensor([8.0], requires_grad=True)
aliases, history = [], []
for _ in range(3):
    aliases.append(w.detach())  # "log the weight at this step"
    # zh: “记下这一步的权重”
    history.append(w.detach().clone())  # the fix: a copy per step
    # zh: 修复：每一步各存一份副本
    (w**2).sum().backward()
    with torch.no_grad():
        # a plain SGD step: it writes into w's storage in place
        # zh: 一步普通的 SGD：原地写进 w 的存储
        w -= 0.25 * w.grad
    w.grad = None

print([a.item() for a in aliases])
#> [1.0, 1.0, 1.0]
print([h.item() for h in history])
#> [8.0, 4.0, 2.0]
assert [a.item() for a in aliases] == [w.item()] * 3
assert [h.item() for h in history] == [8.0, 4.0, 2.0]
