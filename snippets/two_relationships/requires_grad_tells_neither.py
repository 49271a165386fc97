import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)
a = x.detach()  # requires_grad is False ...
b = x.detach().requires_grad_()  # requires_grad is True ...

same_storage = x.untyped_storage().data_ptr()
# ... yet both still share x's storage: the flag says nothing about memory.
assert not a.requires_grad
assert a.untyped_storage().data_ptr() == same_storage
assert b.requires_grad
assert b.untyped_storage().data_ptr() == same_storage

# b requires grad, but its graph starts at b itself:
# nothing flows back to x.
(b * 3).sum().backward()
assert b.is_leaf and b.grad.tolist() == [3.0, 3.0]
assert x.grad is None
