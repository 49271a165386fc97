import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)
frozen = x.detach().clone()
assert frozen.grad_fn is None and not frozen.requires_grad  # graph edge cut
# storage edge cut
assert frozen.untyped_storage().data_ptr() != x.untyped_storage().data_ptr()

frozen += 1  # not read-only: in-place writes are allowed ...
assert x.tolist() == [2.0, 6.0]  # ... and do not reach x

frozen.requires_grad_()  # it can start a graph of its own, as a leaf
assert frozen.is_leaf
(frozen**2).sum().backward()
print(frozen.grad.tolist())
#> [6.0, 14.0]
assert frozen.grad.tolist() == [6.0, 14.0]
assert x.grad is None  # nothing flows back into the original graph

# Made under inference_mode, the same call gives an inference tensor,
# which takes no in-place write once the mode is left.
with torch.inference_mode():
    inference_copy = x.detach().clone()
assert inference_copy.is_inference()
