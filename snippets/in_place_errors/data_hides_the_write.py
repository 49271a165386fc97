import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
y = torch.sigmoid(x)
y.data.zero_()  # same storage, but .data has its own version counter
# zh: 同一块存储，但 .data 有自己的版本计数器
assert y.data.untyped_storage().data_ptr() == y.untyped_storage().data_ptr()
# private, read only to show that the write was not counted
# zh: 私有属性，这里读它只是为了说明这次写入没有被计数
assert y._version == 0
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
