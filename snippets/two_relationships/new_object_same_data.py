import torch


def storage_ptr(t):
    return t.untyped_storage().data_ptr()


x = torch.tensor([2.0, 6.0, 7.0])
d = x.detach()
tail = x[1:]  # a view that starts one element into the same storage
c = x.clone()

# Three new Python objects ...
assert d is not x and tail is not x and c is not x
# ... but only the clone owns new memory.
assert storage_ptr(d) == storage_ptr(x)
assert storage_ptr(tail) == storage_ptr(x)
assert storage_ptr(c) != storage_ptr(x)
# data_ptr() is where the tensor's first element lives, so a view can differ
# from x.
assert tail.data_ptr() != x.data_ptr()

# Advanced indexing copies: a list, a 1-d tensor of indices, a mask ...
for index in ([1, 2], torch.tensor([1, 2]), x > 3):
    assert storage_ptr(x[index]) != storage_ptr(x)
# ... but a 0-dim int64 tensor counts as a plain int: a view.
assert storage_ptr(x[torch.tensor(1)]) == storage_ptr(x)

# Writes travel both ways along the storage edge.
d[0] = 5.0
assert x[0].item() == 5.0
