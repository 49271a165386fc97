import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)
w = torch.tensor([1.0, 1.0], requires_grad=True)
a = x.detach()  # requires_grad is False
# zh: requires_grad 为 False
z = a * w  # recorded all the same: w requires grad
# zh: 照样被记录：w 需要梯度
assert not a.requires_grad and z.grad_fn is not None

# The gradient for w is a, so autograd saved a for backward.
# zh: w 的梯度就是 a，所以 autograd 为反向传播保存了 a。
a.mul_(2)
z.sum().backward()
#> RuntimeError: one of the variables needed for gradient computation
#>   has been modified by an inplace operation...
