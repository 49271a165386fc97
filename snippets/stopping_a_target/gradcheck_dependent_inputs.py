import math

import torch
from torch.autograd.gradcheck import GradcheckError, gradcheck

x = torch.tensor([2.0], dtype=torch.float64, requires_grad=True)


def loss(x, t):
    return (x - t) ** 2


# Fix: give gradcheck independent leaves. Computed inside the function,
# t = 3x moves with x: the total derivative, 16, is checked ...
# zh: 修复：传给 gradcheck 的输入要彼此独立，都是叶子张量。在函数内部计算
# zh: t = 3x，t 就随 x 变化：检查的是全导数 16……
assert gradcheck(lambda x: loss(x, 3 * x), (x,))
# ... or t is a leaf of its own: the partial derivatives are checked.
# zh: ……或者让 t 成为独立的叶子张量：检查的是偏导数。
assert gradcheck(loss, (x, (3 * x).detach().requires_grad_()))

# Passed as an input, t = 3x is still in x's graph. Backward follows it
# back to x (the total derivative); the probes of x hold t fixed (the
# partial one):
# zh: 作为输入传进去的 t = 3x 仍在 x 的计算图里。反向传播顺着它回到 x
# zh: （全导数），扰动 x 时 t 却保持不变（偏导数）：
(analytical,) = torch.autograd.grad(loss(x, 3 * x), x)
h = 1e-6
with torch.no_grad():
    numerical = (loss(x + h, 6.0) - loss(x - h, 6.0)) / (2 * h)
assert analytical.item() == 16.0
assert math.isclose(numerical.item(), -8.0, rel_tol=1e-6)
t = 3 * x
# gradcheck reports the two: numerical -8 against analytical 16
# zh: gradcheck 报出的正是这两个数：数值梯度 -8，解析梯度 16
try:
    gradcheck(loss, (x, t))
except GradcheckError as error:
    assert "numerical:tensor([[-8.0000]]" in str(error)
    assert "analytical:tensor([[16.]]" in str(error)
else:
    raise AssertionError("gradcheck passed")
gradcheck(loss, (x, t))
#> GradcheckError: Jacobian mismatch for output 0 with respect to input 0,
