import torch

x = torch.tensor([2.0, 6.0])  # a CPU tensor
# zh: CPU 张量


def shares(t):
    # do the storages of t and x have a byte in common?
    # zh: t 和 x 的存储有没有共同的字节？
    a, b = t.untyped_storage(), x.untyped_storage()
    end_a, end_b = a.data_ptr() + a.nbytes(), b.data_ptr() + b.nbytes()
    return a.data_ptr() < end_b and b.data_ptr() < end_a


# Already where they are asked to be: nothing is copied.
# zh: 张量已经符合要求：什么也不复制。
assert shares(x.to("cpu")) and shares(x.contiguous())
assert shares(torch.as_tensor(x))
# These copy.
# zh: 这些会复制。
assert not shares(x.to("cpu", copy=True))
assert not shares(x.detach().clone())
values = x.tolist()  # Python floats
# zh: Python 浮点数

x[0] = 9.0
print(values, x.to("cpu").tolist())
#> [2.0, 6.0] [9.0, 6.0]
