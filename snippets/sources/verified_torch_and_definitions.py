import torch

DOCS_VERSION = "2.8"  # the versioned pages this article was checked against
VERIFIED_WITH = "2.13"  # the torch release this edition's examples ran with

assert torch.__version__.startswith(VERIFIED_WITH + ".")
x = torch.tensor([2.0, 6.0], requires_grad=True)

# torch.Tensor.detach: leaves the graph, shares the storage.
d = x.detach()
assert d.grad_fn is None and not d.requires_grad
assert d.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
d[0] = 9.0  # an in-place change through either one is seen by the other
assert x[0].item() == 9.0
# torch.clone: new storage, still differentiable (a gradient reaches x).
c = torch.clone(x)
assert c.untyped_storage().data_ptr() != x.untyped_storage().data_ptr()
c.sum().backward()
assert x.grad.tolist() == [1.0, 1.0]
print(f"checked against docs {DOCS_VERSION}, ran on torch {VERIFIED_WITH}")
#> checked against docs 2.8, ran on torch 2.13
