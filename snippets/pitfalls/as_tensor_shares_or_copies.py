import numpy as np
import torch

array = np.array([2.0, 6.0])  # float64, on the CPU
shared = torch.as_tensor(array)  # nothing to convert: shares
converted = torch.as_tensor(array, dtype=torch.float32)  # copies

array[0] = 9.0
print(shared.tolist(), converted.tolist())
#> [9.0, 6.0] [2.0, 6.0]

# Say which one you mean.
alias = torch.from_numpy(array)  # shares
copy = torch.tensor(array)  # copies
array[1] = 12.0
assert alias.tolist() == [9.0, 12.0] and copy.tolist() == [9.0, 6.0]

# The same holds for a tensor: as_tensor returns it unless it converts.
x = torch.tensor([2.0, 6.0])
assert torch.as_tensor(x) is x
wider = torch.as_tensor(x, dtype=torch.float64)
assert wider.untyped_storage().data_ptr() != x.untyped_storage().data_ptr()
