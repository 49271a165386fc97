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
assert wider.untyped_storage().data_ptr() != x.untyped_storage().data_ptr()
