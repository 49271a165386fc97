import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2
# detach() returns a new tensor and leaves y as it was
# zh: detach() 返回一个新张量，y 保持原样
y.detach()
assert y.grad_fn is not None and y.requires_grad
# detach_() takes y itself out of the graph: a leaf needing no grad
# zh: detach_() 把 y 本身从计算图里摘掉：它成了不需要梯度的叶子张量
y.detach_()
print(y.grad_fn, y.requires_grad, y.is_leaf)
#> None False True
