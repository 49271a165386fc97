import numpy as np
import torch


def overlaps(a, b):
    # do the storages of a and b have a byte in common?
    # zh: a 和 b 的存储有没有共同的字节？
    sa, sb = a.untyped_storage(), b.untyped_storage()
    end_a, end_b = sa.data_ptr() + sa.nbytes(), sb.data_ptr() + sb.nbytes()
    return sa.data_ptr() < end_b and sb.data_ptr() < end_a


array = np.array([2.0, 6.0, 7.0])
whole = torch.from_numpy(array)
tail = torch.from_numpy(array[1:])  # wraps the same memory again
# zh: 再包装一次同一块内存
# Two storages at different addresses ...
# zh: 两块存储，地址不同……
whole_ptr = whole.untyped_storage().data_ptr()
assert tail.untyped_storage().data_ptr() != whole_ptr
# ... over one memory: a write through tail shows in whole.
# zh: ……底下却是同一块内存：通过 tail 写入，whole 也能看到。
tail[0] = 9.0
print(whole.tolist())
#> [2.0, 9.0, 7.0]
assert overlaps(whole, tail) and np.shares_memory(whole.numpy(), array)

# A clone's storage has no byte in common with the original's.
# zh: clone() 结果的存储与原张量的存储没有任何共同的字节。
copy = whole.clone()
assert not overlaps(whole, copy)
assert overlaps(whole, whole.detach()) and overlaps(whole, whole[2:])
