import torch
from torch.autograd import gradcheck

x = torch.tensor([2.0], dtype=torch.float64, requires_grad=True)
t = torch.tensor([6.0], dtype=torch.float64)  # the stopped target, an input without gradient


def loss_with_target(x, t):
    return (x - t) ** 2


def loss_detaching_inside(x):
    return (x - (3 * x).detach()) ** 2  # gradcheck's probes move the target too


assert gradcheck(loss_with_target, (x, t))
assert not gradcheck(loss_detaching_inside, (x,), raise_exception=False)
