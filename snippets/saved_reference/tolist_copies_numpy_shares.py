import numpy as np
import torch

t = torch.tensor([0.5, 1.5], requires_grad=True)

# tolist() and item() return Python numbers: copies, with no way back
# into t, so they pass in grad mode
# zh: tolist() 和 item() 返回 Python 数值：都是副本，无法写回 t，
# zh: 所以在梯度模式下照样能用
numbers = t.tolist()
first = t[0].item()
with torch.no_grad():
    t.mul_(10)
assert numbers == [0.5, 1.5] and first == 0.5  # they kept their values
# zh: 它们的值没变

# numpy() makes no copy: the array is the memory of t
# zh: numpy() 不复制：数组就是 t 的那块内存
array = t.detach().numpy()
assert np.shares_memory(array, t.detach().numpy())
# What NumPy computes from it is not recorded: a plain array, with no
# grad_fn and no requires_grad to say where it came from.
# zh: NumPy 用它算出的结果不被记录：只是普通数组，没有 grad_fn，
# zh: 也没有 requires_grad 说明它从哪里来。
total = np.sum(array)
assert not hasattr(total, "grad_fn") and not hasattr(total, "requires_grad")
# A write through it changes t and leaves the version counter as it was
# (_version is private, read here only to show that).
# zh: 通过它写入会改变 t，版本计数器却不动
# zh: （_version 是私有属性，这里读它只为说明这一点）。
version = t._version
array[0] = 0.25
assert t[0].item() == 0.25 and t._version == version
