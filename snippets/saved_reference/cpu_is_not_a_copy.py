import numpy as np
import torch

buffer = torch.zeros(2)  # a CPU tensor
# zh: CPU 张量
# already on the CPU: nothing to move, so nothing is copied
# zh: 已经在 CPU 上：无需移动，所以什么也不复制
record = buffer.cpu()
array = buffer.numpy()  # a NumPy view of the same memory
# zh: 同一块内存的 NumPy 视图
assert record is buffer
assert buffer.contiguous() is buffer and buffer.to(torch.float32) is buffer

# asked for explicitly, the same conversion does copy
# zh: 明确要求时，同样的转换确实会复制
copied = buffer.to(torch.float32, copy=True)
assert not np.shares_memory(copied.numpy(), array)
kept = buffer.detach().to("cpu", copy=True)  # the fix
# zh: 修复
assert not np.shares_memory(kept.numpy(), array)

buffer.add_(1.0)  # the producer writes its next result
# zh: 生产者写入下一个结果
print(record.tolist(), array.tolist(), kept.tolist())
#> [1.0, 1.0] [1.0, 1.0] [0.0, 0.0]

# From NumPy: as_tensor shares the array's memory unless it must convert
# zh: 从 NumPy 转过来：只要不必转换，as_tensor 就共享数组的内存
values = np.zeros(3)  # float64
# zh: dtype 为 float64
assert np.shares_memory(torch.as_tensor(values).numpy(), values)
as_float32 = torch.as_tensor(values, dtype=torch.float32)
assert not np.shares_memory(as_float32.numpy(), values)

# Under no_grad(), numpy() takes a tensor that requires gradients too,
# and a write through the array changes the parameter itself.
# zh: 在 no_grad() 下，需要梯度的张量也能调用 numpy()，
# zh: 通过数组写入，改的就是参数本身。
weight = torch.ones(2, requires_grad=True)
with torch.no_grad():
    weight.numpy()[0] = 5.0
assert weight.tolist() == [5.0, 1.0]

# Weights taken out for analysis need no clone() when the conversion
# copies: tolist() (no detach() needed either) and np.array()
# zh: 把权重取出来做分析时，转换本身会复制就不必先调用 clone()：
# zh: tolist()（连 detach() 都不用）和 np.array()
layer = torch.nn.Linear(3, 1)
listed = layer.weight.tolist()
copied_array = np.array(layer.weight.detach())
shared = layer.weight.detach().numpy()  # not a copy
# zh: 不是副本
with torch.no_grad():
    layer.weight.add_(1.0)  # an in-place write, like optimizer.step()
    # zh: 原地写入，和 optimizer.step() 一样
assert copied_array.tolist() == listed
assert shared.tolist() == layer.weight.tolist() != listed
