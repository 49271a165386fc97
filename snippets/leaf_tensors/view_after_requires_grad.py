import torch
from torch.autograd import Variable

# view(), reshape() and indexing are recorded operations too
# zh: view()、reshape() 和索引也是被记录的运算
a = torch.tensor([4.0, 5.0, 6.0], requires_grad=True)
b = a.view(3, 1)
print(b.is_leaf, type(b.grad_fn).__name__)
#> False ViewBackward0
print(a.reshape(3, 1).is_leaf, a[:2].is_leaf, a.view(3).is_leaf)
#> False False False
# the old Variable(..., requires_grad=True) is the same leaf tensor
# zh: 旧写法 Variable(..., requires_grad=True) 得到的也是同样的叶子张量
old = Variable(torch.Tensor([4, 5, 6]), requires_grad=True)
assert type(old) is torch.Tensor and not old.view(3, 1).is_leaf

# backward fills the leaf a, in a's shape
# zh: 反向传播填的是叶子张量 a 的 .grad，形状和 a 相同
(b * b).sum().backward()
print(a.grad.tolist())
#> [8.0, 10.0, 12.0]
# or reshape first, then ask for gradients: a leaf of shape (3, 1)
# zh: 或者先改形状，再要求梯度：得到形状为 (3, 1) 的叶子张量
c = torch.tensor([4.0, 5.0, 6.0]).view(3, 1).requires_grad_()
(c * c).sum().backward()
print(c.is_leaf, c.grad.tolist())
#> True [[8.0], [10.0], [12.0]]
