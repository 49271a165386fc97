import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
tail = x[1:]  # a view of part of x
whole = x.view(3)  # a view of all of x: still a view

record = tail.detach()  # out of place: a new alias, fine on a view
assert not record.requires_grad and tail.requires_grad
x.detach().detach_()  # x.detach() shares storage but is not a view
with torch.inference_mode():
    # inference tensors have no graph link to protect
    torch.zeros(3)[1:].detach_()

whole.detach_()  # in place: would change the view's own graph link
#> RuntimeError: Can't detach views in-place. Use detach() instead...
