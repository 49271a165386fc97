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
# zh: 修复：明确要求复制

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

# Any other integer dtype counts as an int too, except uint8: a 0-dim
# uint8 (or bool) index is a mask, which adds a dimension and copies.
# zh: 其他整数类型也算作 int，uint8 除外：0 维的 uint8（或 bool）
# zh: 索引是掩码，会多出一个维度，并且复制数据。
as_int32 = x[i.to(torch.int32)]
as_uint8 = x[i.to(torch.uint8)]
x[1] = 13.0
assert as_int32.item() == 13.0
assert as_uint8.shape == (1, 3) and as_uint8[0, 1].item() == 12.0
