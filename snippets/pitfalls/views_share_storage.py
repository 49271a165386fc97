import torch

x = torch.arange(6.0)
ptr = x.untyped_storage().data_ptr()


def shares(t):
    return t.untyped_storage().data_ptr() == ptr


grid = x.view(2, 3)
# Different names, shapes and strides; one storage.
assert all(map(shares, [grid, x.reshape(3, 2), grid.t(), x[2:]]))

grid.t()[0, 1] = 9.0  # a write through the transpose...
assert x[3].item() == 9.0  # ...lands in x

# reshape only views when it can: a transpose is not contiguous.
assert not shares(grid.t().reshape(6))
