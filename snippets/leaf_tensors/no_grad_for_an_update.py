import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(w * w).sum().backward()
# an update, not part of the model: no graph recorded
# zh: 这是一次更新，不属于模型：不记录计算图
with torch.no_grad():
    w -= 0.25 * w.grad
w.grad = None
print(w.tolist(), w.is_leaf, w.requires_grad)
#> [0.5, 1.0, 1.5] True True
# torch.nn.init writes to a leaf the same way, under no_grad()
# zh: torch.nn.init 也是这样写入叶子张量的：在 no_grad() 下
torch.nn.init.zeros_(w)
print(w.tolist(), w.is_leaf)
#> [0.0, 0.0, 0.0] True
