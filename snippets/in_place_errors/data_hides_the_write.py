import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
y = torch.sigmoid(x)
detached, data = y.detach(), y.data
# both: y's storage, outside the graph
# zh: 两者一样：都是 y 的存储，都不在计算图里
assert detached.data_ptr() == data.data_ptr() == y.data_ptr()
assert detached.grad_fn is None and data.grad_fn is None
data.zero_()  # the same write detached.zero_() would make ...
# zh: 和 detached.zero_() 做的是同一次写入……
# ... counted on .data's own counter, not on the one y shares
# (private, read only to show which counter moved)
# zh: ……却记在 .data 自己的计数器上，而不是 y 共用的那个
# zh: （私有属性，这里读它只为看出哪个计数器变了）
assert data._version == 1 and y._version == detached._version == 0
y.sum().backward()  # no error: autograd never sees the write
# zh: 不报错：autograd 根本没看到这次写入

# The correct gradient, from an untouched copy: sigmoid'(x) = s * (1 - s).
# zh: 用未被改动的副本算出正确的梯度：sigmoid'(x) = s * (1 - s)。
x_ref = x.detach().clone().requires_grad_()
torch.sigmoid(x_ref).sum().backward()
assert x_ref.grad[0].item() == 0.25
expected = torch.tensor([0.25, 0.1966])
assert torch.allclose(x_ref.grad, expected, rtol=0, atol=1e-4)

print(x.grad.tolist())
#> [0.0, 0.0]
assert not torch.allclose(x.grad, x_ref.grad)  # wrong, and nothing said so
# zh: 梯度错了，却没有任何提示
