import torch

x = torch.tensor(2.0, requires_grad=True)

# Target stopped: t is computed from x, then cut out of the graph. Autograd
# sees L = (x - t)^2.
t = (3 * x).detach()
loss_stopped = (x - t) ** 2
(grad_stopped,) = torch.autograd.grad(loss_stopped, x)

# Target moving: t = 3x stays in the graph, so L = (x - 3x)^2 = 4x^2.
loss_moving = (x - 3 * x) ** 2
(grad_moving,) = torch.autograd.grad(loss_moving, x)

assert t.item() == 6.0
# same forward value...
assert loss_stopped.item() == loss_moving.item() == 16.0
assert grad_stopped.item() == -8.0  # ...opposite gradient directions
assert grad_moving.item() == 16.0
print(grad_stopped.item(), grad_moving.item())
#> -8.0 16.0
