import torch

x = torch.arange(1024.0)
# each clone is freed as soon as its address is read: the allocator
# may hand its memory to the next one, so addresses in freed may
# repeat, or not (it depends on the allocator)
# zh: 每个副本一读完地址就被释放：内存分配器可以把这块内存交给下一个，
# zh: 所以 freed 里的地址可能重复，也可能不重复（取决于内存分配器）
freed = [x.clone().data_ptr() for _ in range(3)]
# kept alive, every clone has memory of its own
# zh: 都留着的时候，每个副本都有自己的内存
kept = [x.clone() for _ in range(3)]
assert len({c.data_ptr() for c in kept}) == 3
assert all(c.data_ptr() != x.data_ptr() for c in kept)
kept[0][0] = 9.0  # and writes stay in the clone written
# zh: 写入也只留在被写的那个副本里
assert kept[1][0].item() == 0.0 and x[0].item() == 0.0
