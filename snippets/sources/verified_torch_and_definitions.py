import torch

DOCS_VERSION = "2.8"  # the versioned pages this article was checked against
VERIFIED_WITH = "2.13"  # the torch release this edition's examples ran with

assert torch.__version__.startswith(VERIFIED_WITH + ".")
x = torch.tensor([2.0, 6.0], requires_grad=True)

# torch.Tensor.detach: leaves the graph, shares the storage.
d = x.detach()
assert d.grad_fn is None and not d.requires_grad
assert d.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
# torch.clone: new storage, still differentiable.
c = torch.clone(x)
assert c.grad_fn is not None
assert c.untyped_storage().data_ptr() != x.untyped_storage().data_ptr()
print(f"checked against docs {DOCS_VERSION}, ran on torch {VERIFIED_WITH}")
#> checked against docs 2.8, ran on torch 2.13
