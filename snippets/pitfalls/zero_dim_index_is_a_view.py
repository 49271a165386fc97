import torch

scores = torch.tensor([0.1, 0.9, 0.3])
x = torch.tensor([2.0, 6.0, 7.0])
i = scores.argmax()  # a 0-dim tensor, used like a plain int
# zh: 0 维张量，当作普通 int 使用
best = x[i]  # so this is a view of x
# zh: 所以这是 x 的视图
picked = x[i.reshape(1)]  # a 1-d index tensor copies
# zh: 1 维的索引张量会复制
listed = x[[1]]  # so does a list
# zh: 列表也会
masked = x[scores > 0.5]  # and a boolean mask
# zh: 布尔掩码也会
kept = x[i].clone()  # the fix: ask for the copy
# zh: 改法：明确要求复制

x[1] = 12.0  # the producer writes again
# zh: 生产者再次写入
print(best.item(), picked.item(), listed.item(), masked.item())
#> 12.0 6.0 6.0 6.0
assert kept.item() == 6.0
ptr = x.untyped_storage().data_ptr()
assert i.dim() == 0 and best.untyped_storage().data_ptr() == ptr
# int(i) is basic indexing as well: also a view
# zh: int(i) 也是基本索引：同样得到视图
assert x[int(i)].untyped_storage().data_ptr() == ptr
