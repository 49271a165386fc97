import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)


def connected(t):
    # Connected means a gradient from t actually reaches x,
    # not just t.requires_grad.
    # zh: “连着”指从 t 出发的梯度真的能传到 x，
    # zh: 而不只是看 t.requires_grad。
    if not t.requires_grad:
        return False
    (grad,) = torch.autograd.grad(t.sum(), x, allow_unused=True)
    return grad is not None


def shares_storage(t):
    # do the storages of t and x have a byte in common?
    # zh: t 和 x 的存储有没有共同的字节？
    a, b = t.untyped_storage(), x.untyped_storage()
    end_a, end_b = a.data_ptr() + a.nbytes(), b.data_ptr() + b.nbytes()
    return a.data_ptr() < end_b and b.data_ptr() < end_a


rows = {
    "y = x": x,
    "x.detach()": x.detach(),
    "x.clone()": x.clone(),
    "x.detach().clone()": x.detach().clone(),
}
for name, t in rows.items():
    graph, storage = connected(t), shares_storage(t)
    print(f"{name:<19} graph={graph!s:<5} storage={storage}")
#> y = x               graph=True  storage=True
#> x.detach()          graph=False storage=True
#> x.clone()           graph=True  storage=False
#> x.detach().clone()  graph=False storage=False
assert [(connected(t), shares_storage(t)) for t in rows.values()] == [
    (True, True),
    (False, True),
    (True, False),
    (False, False),
]
# Under no_grad nothing is recorded, clone() included.
# zh: 在 no_grad 下什么都不记录，clone() 也一样。
with torch.no_grad():
    assert not connected(x.clone())
