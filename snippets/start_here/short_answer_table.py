import copy
import warnings

import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)


def connected(t):
    # Connected means a gradient from t actually reaches x,
    # not just t.requires_grad.
    # zh: “连在计算图上”指从 t 出发的梯度真能传到 x，
    # zh: 不是只看 t.requires_grad。
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


dst = torch.zeros(2)
dst_storage = dst.untyped_storage().data_ptr()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    new = x.new_tensor(x)  # works, but warns
    # zh: 能用，但会发出警告
rows = {
    "y = x": x,
    "x.detach()": x.detach(),
    "x.data": x.data,
    "x.clone()": x.clone(),
    "x.detach().clone()": x.detach().clone(),
    "x.new_tensor(x)": new,
    "copy.deepcopy(x)": copy.deepcopy(x),
    "dst.copy_(x)": dst.copy_(x),
}
for name, t in rows.items():
    graph, storage = connected(t), shares_storage(t)
    print(f"{name:<19} graph={graph!s:<5} storage={storage}")
#> y = x               graph=True  storage=True
#> x.detach()          graph=False storage=True
#> x.data              graph=False storage=True
#> x.clone()           graph=True  storage=False
#> x.detach().clone()  graph=False storage=False
#> x.new_tensor(x)     graph=False storage=False
#> copy.deepcopy(x)    graph=False storage=False
#> dst.copy_(x)        graph=True  storage=False
assert [(connected(t), shares_storage(t)) for t in rows.values()] == [
    (True, True),
    (False, True),
    (False, True),
    (True, False),
    (False, False),
    (False, False),
    (False, False),
    (True, False),
]
# new_tensor(x) copies as x.detach().clone() does, and says so
# zh: new_tensor(x) 像 x.detach().clone() 那样复制，警告里也这么说
assert "sourceTensor.detach().clone()" in str(caught[0].message)
# the deep copy is a leaf of its own that requires grad
# zh: 深拷贝是一个独立的、需要梯度的叶子张量
deep = rows["copy.deepcopy(x)"]
assert deep.is_leaf and deep.requires_grad
# it keeps requires_grad as it was, and .grad: a plain tensor's deep
# copy requires no grad
# zh: 它保留原来的 requires_grad，还有 .grad：
# zh: 普通张量的深拷贝不需要梯度
assert not copy.deepcopy(x.detach()).requires_grad
w = torch.ones(2, requires_grad=True)
w.sum().backward()
assert torch.equal(copy.deepcopy(w).grad, w.grad)
# copy_ wrote x's values into dst's own storage, which it kept.
# zh: copy_ 把 x 的数值写进了 dst 自己的存储，dst 的存储没换。
assert dst.untyped_storage().data_ptr() == dst_storage
assert dst.tolist() == x.tolist()
# Under no_grad nothing is recorded, clone() included.
# zh: no_grad 下什么都不记录，clone() 也不例外。
with torch.no_grad():
    assert not connected(x.clone())
