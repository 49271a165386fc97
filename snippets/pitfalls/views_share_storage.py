import torch

x = torch.arange(6.0)


def shares(t):
    # do the storages of t and x have a byte in common?
    # zh: t 和 x 的存储有没有共同的字节？
    a, b = t.untyped_storage(), x.untyped_storage()
    end_a, end_b = a.data_ptr() + a.nbytes(), b.data_ptr() + b.nbytes()
    return a.data_ptr() < end_b and b.data_ptr() < end_a


grid = x.view(2, 3)
# Different names, shapes and strides; one storage.
# zh: 名字、形状、步长都不同；存储只有一块。
assert all(map(shares, [grid, x.reshape(3, 2), grid.t(), x[2:]]))

grid.t()[0, 1] = 9.0  # a write through the transpose...
# zh: 通过转置写入……
assert x[3].item() == 9.0  # ...lands in x
# zh: ……写进了 x

# reshape() and flatten() only view when they can: a transpose is not
# contiguous, so both copy it.
# zh: reshape() 和 flatten() 只在能返回视图时才返回视图：
# zh: 转置不是连续的，所以两者都会复制。
assert shares(grid.reshape(6)) and shares(grid.flatten())
assert not shares(grid.t().reshape(6)) and not shares(grid.t().flatten())
