import numpy as np
import torch

array = np.array([2.0, 6.0])  # float64, on the CPU
# zh: float64，在 CPU 上
shared = torch.as_tensor(array)  # nothing to convert: shares
# zh: 无需转换：共享
converted = torch.as_tensor(array, dtype=torch.float32)  # copies
# zh: 复制

array[0] = 9.0
print(shared.tolist(), converted.tolist())
#> [9.0, 6.0] [2.0, 6.0]

# Say which one you mean.
# zh: 想要哪一种，就明确写出来。
alias = torch.from_numpy(array)  # shares
# zh: 共享
copy = torch.tensor(array)  # copies
# zh: 复制
array[1] = 12.0
assert alias.tolist() == [9.0, 12.0] and copy.tolist() == [9.0, 6.0]

# The same holds for a tensor: as_tensor returns it unless it converts.
# zh: 对张量也一样：除非要转换，as_tensor 直接返回它本身。
x = torch.tensor([2.0, 6.0])
assert torch.as_tensor(x) is x
wider = torch.as_tensor(x, dtype=torch.float64)
x[0] = 1.0
assert wider.tolist() == [2.0, 6.0]  # a copy: the write did not reach it
# zh: 是副本：这次写入没有影响它

# An array from_numpy() cannot wrap (a negative stride, as img[..., ::-1]
# leaves) makes torch.tensor() raise too: copy it in NumPy first.
# zh: from_numpy() 无法包装的数组（负步长，img[..., ::-1] 就会产生）
# zh: 也会让 torch.tensor() 报错：先在 NumPy 里复制一份。
flipped = array[::-1]
try:
    torch.tensor(flipped)
except ValueError:
    pass
else:
    # torch.tensor() should have refused it
    # zh: torch.tensor() 本应拒绝它
    raise AssertionError
assert torch.tensor(flipped.copy()).tolist() == [12.0, 9.0]
torch.as_tensor(flipped)
#> ValueError: At least one stride in the given numpy array is negative...
