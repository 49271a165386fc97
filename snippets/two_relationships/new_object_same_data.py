import torch


def overlaps(a, b):
    # do the storages of a and b have a byte in common?
    # zh: a 和 b 的存储有没有共同的字节？
    sa, sb = a.untyped_storage(), b.untyped_storage()
    end_a, end_b = sa.data_ptr() + sa.nbytes(), sb.data_ptr() + sb.nbytes()
    return sa.data_ptr() < end_b and sb.data_ptr() < end_a


x = torch.tensor([2.0, 6.0, 7.0])
d = x.detach()
tail = x[1:]  # a view that starts one element into the same storage
# zh: 从同一块存储的第二个元素开始的视图
c = x.clone()

# Three new Python objects ...
# zh: 三个新的 Python 对象……
assert d is not x and tail is not x and c is not x
# ... but only the clone owns new memory.
# zh: ……但只有 clone() 的结果拥有新的内存。
assert overlaps(d, x) and overlaps(tail, x) and not overlaps(c, x)
# Storage addresses: equal for the alias and the view.
# zh: 存储的地址：别名和视图的都与 x 相同。
storage_ptr = x.untyped_storage().data_ptr()
assert d.untyped_storage().data_ptr() == storage_ptr
assert tail.untyped_storage().data_ptr() == storage_ptr
# data_ptr() is where the tensor's first element lives: the view's
# differs from x's.
# zh: data_ptr() 是张量第一个元素的地址：视图的这个地址与 x 的不同。
assert tail.data_ptr() != x.data_ptr()

# Advanced indexing copies: a list, a 1-d tensor of indices, a mask ...
# zh: 高级索引会复制：列表、1 维索引张量、掩码……
for index in ([1, 2], torch.tensor([1, 2]), x > 3):
    assert not overlaps(x[index], x)
# ... but a 0-dim int64 tensor counts as a plain int: a view.
# zh: ……但 0 维 int64 张量算作普通 int：得到视图。
assert overlaps(x[torch.tensor(1)], x)

# Writes travel both ways along the storage edge.
# zh: 写入沿存储这条边双向传递。
d[0] = 5.0
assert x[0].item() == 5.0
