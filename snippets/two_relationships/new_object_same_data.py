import torch


def storage_ptr(t):
    return t.untyped_storage().data_ptr()


x = torch.tensor([2.0, 6.0, 7.0])
d = x.detach()
tail = x[1:]  # a view that starts one element into the same storage
c = x.clone()
picked = x[[1, 2]]  # indexing with a list (or a tensor, or a mask) copies

# Three new Python objects ...
assert d is not x and tail is not x and c is not x
# ... but only the clone owns new memory (of the three; advanced indexing
# copies too).
assert storage_ptr(d) == storage_ptr(x)
assert storage_ptr(tail) == storage_ptr(x)
assert storage_ptr(c) != storage_ptr(x)
assert storage_ptr(picked) != storage_ptr(x)
# data_ptr() is where the tensor's first element lives, so a view can differ
# from x.
assert tail.data_ptr() != x.data_ptr()
