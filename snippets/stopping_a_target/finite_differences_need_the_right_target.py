import math

import torch

x0 = torch.tensor(2.0, dtype=torch.float64)
h = 1e-5
fixed_t = 3 * x0  # 6, held for both probes
# zh: 6，两次探测都用它


def stopped(x):
    return (x - fixed_t) ** 2


def moving(x):
    return (x - 3 * x) ** 2  # the target is recomputed at every probe
    # zh: 每次探测都重新计算目标


def central_difference(f):
    return ((f(x0 + h) - f(x0 - h)) / (2 * h)).item()


assert math.isclose(central_difference(stopped), -8.0, rel_tol=1e-8)
assert math.isclose(central_difference(moving), 16.0, rel_tol=1e-8)

# Autograd's gradient for the stopped-target loss: correct, -8.
# zh: autograd 对目标固定的损失算出的梯度：正确，-8。
x = x0.clone().requires_grad_()
(backward,) = torch.autograd.grad((x - (3 * x).detach()) ** 2, x)
grad = backward.item()
assert math.isclose(grad, central_difference(stopped), rel_tol=1e-8)
# Checked against the moving harness, the same correct gradient
# would be "wrong".
# zh: 拿目标随 x 变化的检查程序来比，同一个正确的梯度反倒“错了”。
assert not math.isclose(grad, central_difference(moving), rel_tol=1e-8)
