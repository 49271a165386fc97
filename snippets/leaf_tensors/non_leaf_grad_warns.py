import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 3  # made by an operation: not a leaf
# zh: 由运算产生：不是叶子张量
(y * y).sum().backward()
print(y.grad, x.grad.tolist())
#> UserWarning: The .grad attribute of a Tensor that is not a leaf Tensor is
#>   being accessed. Its .grad attribute won't be populated during
#>   autograd.backward()...
#> None [18.0, 36.0]
