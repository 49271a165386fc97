import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
tail = x[1:]  # a view of x

record = tail.detach()  # out of place: a new alias, fine on a view
assert not record.requires_grad and tail.requires_grad

tail.detach_()  # in place: would change the view's own graph link
#> RuntimeError: Can't detach views in-place. Use detach() instead...
