import torch

x = torch.arange(6.0)
ptr = x.untyped_storage().data_ptr()


def shares(t):
    return t.untyped_storage().data_ptr() == ptr


grid = x.view(2, 3)
# Different names, shapes and strides; one storage.
# zh: 名字、形状、步长都不同；存储只有一块。
assert all(map(shares, [grid, x.reshape(3, 2), grid.t(), x[2:]]))

grid.t()[0, 1] = 9.0  # a write through the transpose...
# zh: 通过转置写入……
assert x[3].item() == 9.0  # ...lands in x
# zh: ……写进了 x

# reshape only views when it can: a transpose is not contiguous.
# zh: reshape 只在能返回视图时才返回视图：转置不是连续的。
assert not shares(grid.t().reshape(6))
