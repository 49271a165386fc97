import torch

x = torch.tensor([1.0, 2.0])  # data: no gradient asked for
# zh: 数据：没有要求梯度
y = x * 3
# nothing was recorded, so y is a leaf that needs no gradient
# zh: 什么都没被记录，所以 y 是不需要梯度的叶子张量
print(y.is_leaf, y.requires_grad)
#> True False
# y is a leaf already: let it require a gradient, and read y.grad
# zh: y 本来就是叶子张量：让它需要梯度，再读 y.grad
y.requires_grad_()
(y * y).sum().backward()
print(y.grad.tolist())
#> [6.0, 12.0]
# only a floating-point tensor can require a gradient
# zh: 只有浮点张量才能设 requires_grad=True
counts = torch.tensor([1, 2]) * 3
try:
    counts.requires_grad_()
except RuntimeError as error:
    assert "floating point" in str(error)
else:
    raise AssertionError("an integer tensor required grad")

# retain_grad() keeps a gradient that backward computes; here none is
# zh: retain_grad() 保留的是反向传播算出的梯度；这里不会为 z 算梯度
z = x * 3
z.retain_grad()
#> RuntimeError: can't retain_grad on Tensor that has requires_grad=False
