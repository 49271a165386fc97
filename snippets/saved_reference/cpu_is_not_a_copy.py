import numpy as np
import torch

buffer = torch.zeros(2)  # a CPU tensor
# already on the CPU: nothing to move, so nothing is copied
record = buffer.cpu()
array = buffer.numpy()  # a NumPy view of the same memory
assert record is buffer
assert buffer.contiguous() is buffer and buffer.to(torch.float32) is buffer

# asked for explicitly, the same conversion does copy
assert buffer.to(torch.float32, copy=True).data_ptr() != buffer.data_ptr()

buffer.add_(1.0)  # the producer writes its next result
print(record.tolist(), array.tolist())
#> [1.0, 1.0] [1.0, 1.0]

# From NumPy: as_tensor shares the array's memory unless it must convert
values = np.zeros(3)  # float64
assert torch.as_tensor(values).data_ptr() == values.ctypes.data
as_float32 = torch.as_tensor(values, dtype=torch.float32)
assert as_float32.data_ptr() != values.ctypes.data
