import numpy as np
import torch

array = np.zeros(3)
x = torch.from_numpy(array)  # shares the array's memory
# zh: 与数组共享内存
x = x + 1  # a new tensor; the name x now points at it
# zh: 新张量；名字 x 从此指向它
print(array.tolist())  # the array was never written
# zh: 数组从来没被写过
#> [0.0, 0.0, 0.0]

x = torch.from_numpy(array)
x += 1  # the fix: writes into the shared memory
# zh: 修复：写进共享的内存
print(array.tolist())
#> [1.0, 1.0, 1.0]
x.add_(1)
x[:] = x + 1
assert array.tolist() == [3.0, 3.0, 3.0]

# the same on the NumPy side: a = a + 1 is a new array
# zh: NumPy 这一侧也一样：a = a + 1 是一个新数组
a = array
a = a + 1
assert x.tolist() == [3.0, 3.0, 3.0]
a = array
a += 1
assert x.tolist() == [4.0, 4.0, 4.0]

# The same with a view: y = x.view(...) shares the memory of x, and
# x = x + 1 leaves it behind.
# zh: 视图也一样：y = x.view(...) 与 x 共享内存，x = x + 1 却把它撇下了。
x = torch.zeros(3)
y = x.view(3, 1)
x = x + 1
print(y.flatten().tolist())  # y still reads the old memory
# zh: y 读的还是原来那块内存
#> [0.0, 0.0, 0.0]
x = y.view(3)  # the name x on the shared memory again
# zh: 让名字 x 重新指向共享的内存
x += 1
assert y.flatten().tolist() == [1.0, 1.0, 1.0]

# an in-place write keeps the dtype: no float into an int64 array
# zh: 原地写入保持原来的 dtype：浮点数写不进 int64 数组
counts = torch.from_numpy(np.zeros(3, dtype=np.int64))
counts[:] = counts + 1.5  # an indexed write converts: it truncates
# zh: 下标写入会转换：直接截掉小数部分
assert counts.tolist() == [1, 1, 1]
counts += 0.5
#> RuntimeError: result type Float can't be cast to the desired output type
#>   Long
