import torch

# The versioned reference pages this article was checked against.
# zh: 原文核对过的、带版本号的参考文档页面。
DOCS_VERSION = "2.8"

x = torch.tensor([2.0, 6.0], requires_grad=True)

# torch.Tensor.detach: leaves the graph, shares the storage.
# zh: torch.Tensor.detach：离开计算图，共享存储。
d = x.detach()
assert d.grad_fn is None and not d.requires_grad
assert d.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
# An in-place change through either one is seen by the other.
# zh: 通过任何一方原地修改，另一方都能看到。
d[0] = 9.0
assert x[0].item() == 9.0
# torch.clone: new storage, still differentiable (a gradient reaches x).
# zh: torch.clone：新的存储，仍然可微（梯度能传到 x）。
c = torch.clone(x)
c.sum().backward()
assert x.grad.tolist() == [1.0, 1.0]
c.detach()[0] = 1.0  # a write into the copy does not reach x
# zh: 往副本里写入，不会影响 x
assert x[0].item() == 9.0
print(f"docs {DOCS_VERSION}: detach() shares, clone() copies")
#> docs 2.8: detach() shares, clone() copies
