import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
(w * w).sum().backward()
# an update, not part of the model: no graph recorded
# zh: 这是一次更新，不属于模型：不记录计算图
with torch.no_grad():
    w -= 0.25 * w.grad
w.grad = None
print(w.tolist(), w.is_leaf, w.requires_grad)
