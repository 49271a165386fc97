import torch


def storage_ptr(t):
    return t.untyped_storage().data_ptr()


x = torch.tensor([2.0, 6.0, 7.0])
d = x.detach()
tail = x[1:]  # a view that starts one element into the same storage
# zh: 从同一块存储的第二个元素开始的视图
c = x.clone()

# Three new Python objects ...
# zh: 三个新的 Python 对象……
assert d is not x and tail is not x and c is not x
# ... but only the clone owns new memory.
# zh: ……但只有 clone 的结果拥有新的内存。
assert storage_ptr(d) == storage_ptr(x)
assert storage_ptr(tail) == storage_ptr(x)
assert storage_ptr(c) != storage_ptr(x)
# data_ptr() is where the tensor's first element lives, so a view can differ
# from x.
# zh: data_ptr() 是张量第一个元素所在的地址，所以视图的可能和 x 不同。
assert tail.data_ptr() != x.data_ptr()

# Advanced indexing copies: a list, a 1-d tensor of indices, a mask ...
# zh: 高级索引会复制：列表、1 维索引张量、掩码……
for index in ([1, 2], torch.tensor([1, 2]), x > 3):
    assert storage_ptr(x[index]) != storage_ptr(x)
# ... but a 0-dim int64 tensor counts as a plain int: a view.
# zh: ……但 0 维 int64 张量算作普通 int：得到视图。
assert storage_ptr(x[torch.tensor(1)]) == storage_ptr(x)

# Writes travel both ways along the storage edge.
# zh: 写入沿存储这条边双向传递。
d[0] = 5.0
assert x[0].item() == 5.0
