import torch

# Make the target an independent input, so autograd reports both partial
# derivatives.
# zh: 把目标当作独立的输入，autograd 就会给出两个偏导数。
x = torch.tensor(2.0, requires_grad=True)
t = torch.tensor(6.0, requires_grad=True)
loss = (x - t) ** 2
dL_dx, dL_dt = torch.autograd.grad(loss, (x, t))
assert (dL_dx.item(), dL_dt.item()) == (-8.0, 8.0)

dt_dx = 3.0  # what t = 3x would contribute if the target moved with x
# zh: 目标随 x 变化时的 dt/dx（t = 3x）
partial = dL_dx.item()  # t held fixed: the stopped target
# zh: t 保持不变：目标固定
# chain rule through t: the moving target
# zh: 经过 t 的链式法则：目标随 x 变化
total = dL_dx.item() + dL_dt.item() * dt_dx
assert (partial, total) == (-8.0, 16.0)
