import torch

x = torch.zeros(1000, dtype=torch.float32)
assert x.untyped_storage().nbytes() == 4000

alias = x.detach()  # no new storage
# zh: 不分配新的存储
assert alias.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
snapshot = x.clone()  # a second storage of the same size: 8000 bytes in all
# zh: 又一块同样大小的存储：合计 8000 字节
x_storage = x.untyped_storage()
snapshot_storage = snapshot.untyped_storage()
assert x_storage.nbytes() + snapshot_storage.nbytes() == 8000
x[0] = 1.0  # the snapshot's storage is its own: the write misses it
# zh: 快照的存储是它自己的：这次写入影响不到它
assert snapshot[0].item() == 0.0

# one snapshot per step, 100 steps
# zh: 每一步一个快照，共 100 步
history = [x.clone() for _ in range(100)]
total = sum(s.untyped_storage().nbytes() for s in history)
assert total == 100 * 4000
print(total)
#> 400000
