import torch
from torch.autograd.gradcheck import GradcheckError, gradcheck

x = torch.tensor([2.0], dtype=torch.float64, requires_grad=True)
# the stopped target, an input without gradient
# zh: 固定的目标：一个不需要梯度的输入
t = torch.tensor([6.0], dtype=torch.float64)


def loss_with_target(x, t):
    return (x - t) ** 2


def loss_detaching_inside(x):
    # gradcheck's probes move the target too
    # zh: gradcheck 扰动 x 时，目标也跟着变
    return (x - (3 * x).detach()) ** 2


# t is not perturbed: it does not require grad
# zh: t 不会被扰动：它不需要梯度
assert gradcheck(loss_with_target, (x, t))

try:
    gradcheck(loss_detaching_inside, (x,))
    # gradcheck should have failed
    # zh: gradcheck 本应失败
    raise AssertionError
except GradcheckError as error:
    report = str(error)
# Finite differences see the moving target (16); autograd
# differentiates the stopped one (-8).
# zh: 有限差分测到的是目标随 x 变化时的导数（16），
# zh: autograd 算的是目标固定时的导数（-8）。
assert "numerical:tensor([[16.0000]]" in report
assert "analytical:tensor([[-8.]]" in report
