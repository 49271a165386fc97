import torch
from torch.autograd.gradcheck import GradcheckError, gradcheck

x = torch.tensor([2.0], dtype=torch.float64, requires_grad=True)
t = torch.tensor([6.0], dtype=torch.float64)  # the stopped target, an input without gradient


def loss_with_target(x, t):
    return (x - t) ** 2


def loss_detaching_inside(x):
    return (x - (3 * x).detach()) ** 2  # gradcheck's probes move the target too


assert gradcheck(loss_with_target, (x, t))  # t is not perturbed: it does not require grad

try:
    gradcheck(loss_detaching_inside, (x,))
    raise AssertionError("gradcheck should have failed")
except GradcheckError as error:
    report = str(error)
# Finite differences see the moving target (16); autograd differentiates the stopped one (-8).
assert "numerical:tensor([[16.0000]]" in report and "analytical:tensor([[-8.]]" in report
