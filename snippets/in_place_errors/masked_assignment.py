import torch

torch.manual_seed(0)
x = torch.randn(2, 3)
w = torch.ones(3, requires_grad=True)

y = torch.exp(x * w)
y = y.masked_fill(y > 1, 0.0)  # the fix: out of place
# zh: 修复：改用非原地运算
y.sum().backward()
expected = torch.where(x > 0, 0.0, x * torch.exp(x)).sum(0)
assert torch.allclose(w.grad, expected)
# Where exp overflowed, the masked gradient is nan: 0 * inf
# zh: exp 溢出的地方，掩码后的梯度是 nan：0 * inf
z = torch.tensor([0.0, 100.0], requires_grad=True)
big = torch.tensor([False, True])
torch.exp(z).masked_fill(big, 0.0).sum().backward()
print(z.grad.tolist())
#> [1.0, nan]

y = torch.exp(x * w)  # exp saves its output for backward ...
# zh: exp 为反向传播保存了它的输出……
y[y > 1] = 0.0  # ... and masked assignment writes into it
# zh: ……掩码赋值却写进了它
y.sum().backward()
#> RuntimeError: one of the variables needed for gradient computation has
#>   been modified by an inplace operation...
