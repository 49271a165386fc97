import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
y = torch.sigmoid(x)
y.data.zero_()  # same storage, but .data has its own version counter
assert y.data.untyped_storage().data_ptr() == y.untyped_storage().data_ptr()
# private, read only to show that the write was not counted
assert y._version == 0
y.sum().backward()  # no error: autograd never sees the write

# The correct gradient, from an untouched copy: sigmoid'(x) = s * (1 - s).
x_ref = x.detach().clone().requires_grad_()
torch.sigmoid(x_ref).sum().backward()
assert x_ref.grad[0].item() == 0.25
expected = torch.tensor([0.25, 0.1966])
assert torch.allclose(x_ref.grad, expected, rtol=0, atol=1e-4)

print(x.grad.tolist())
#> [0.0, 0.0]
assert not torch.allclose(x.grad, x_ref.grad)  # wrong, and nothing said so
