import torch

scores = torch.tensor([0.1, 0.9, 0.3])
x = torch.tensor([2.0, 6.0, 7.0])
i = scores.argmax()  # a 0-dim tensor, used like a plain int
best = x[i]  # so this is a view of x
picked = x[i.reshape(1)]  # a 1-d index tensor copies
listed = x[[1]]  # so does a list
masked = x[scores > 0.5]  # and a boolean mask
kept = x[i].clone()  # the fix: ask for the copy

x[1] = 12.0  # the producer writes again
print(best.item(), picked.item(), listed.item(), masked.item())
#> 12.0 6.0 6.0 6.0
assert kept.item() == 6.0
ptr = x.untyped_storage().data_ptr()
assert i.dim() == 0 and best.untyped_storage().data_ptr() == ptr
# int(i) is basic indexing as well: also a view
assert x[int(i)].untyped_storage().data_ptr() == ptr
