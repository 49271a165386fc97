import torch

# The versioned reference pages this article was checked against.
DOCS_VERSION = "2.8"

x = torch.tensor([2.0, 6.0], requires_grad=True)

# torch.Tensor.detach: leaves the graph, shares the storage.
d = x.detach()
assert d.grad_fn is None and not d.requires_grad
assert d.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
# An in-place change through either one is seen by the other.
d[0] = 9.0
assert x[0].item() == 9.0
# torch.clone: new storage, still differentiable (a gradient reaches x).
c = torch.clone(x)
assert c.untyped_storage().data_ptr() != x.untyped_storage().data_ptr()
c.sum().backward()
assert x.grad.tolist() == [1.0, 1.0]
print(f"docs {DOCS_VERSION}: detach() shares, clone() copies")
#> docs 2.8: detach() shares, clone() copies
