import torch

x = torch.tensor(2.0, requires_grad=True)

# Target stopped: t is computed from x, then cut out of the graph. Autograd
# sees L = (x - t)^2.
# zh: 目标固定：t 由 x 算出，随后对它调用 detach()，不再留在计算图里。
# zh: autograd 看到的是 L = (x - t)^2。
t = (3 * x).detach()
loss_stopped = (x - t) ** 2
(grad_stopped,) = torch.autograd.grad(loss_stopped, x)

# Target moving: t = 3x stays in the graph, so L = (x - 3x)^2 = 4x^2.
# zh: 目标随 x 变化：t = 3x 留在计算图里，所以 L = (x - 3x)^2 = 4x^2。
loss_moving = (x - 3 * x) ** 2
(grad_moving,) = torch.autograd.grad(loss_moving, x)

assert t.item() == 6.0
# same forward value...
# zh: 前向传播的值相同……
assert loss_stopped.item() == loss_moving.item() == 16.0
assert grad_stopped.item() == -8.0  # ...opposite gradient directions
# zh: ……梯度方向却相反
assert grad_moving.item() == 16.0
print(grad_stopped.item(), grad_moving.item())
#> -8.0 16.0
