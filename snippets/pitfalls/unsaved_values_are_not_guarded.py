import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)
y = x + 1  # backward of + needs neither x nor y
# zh: + 的反向传播既不需要 x，也不需要 y
loss = (y * 3).sum()  # * by a number saves only the number
# zh: 乘以一个数，只保存这个数

y.detach().mul_(10)  # counted, yet backward never needed y
# zh: 被计数了，但反向传播根本用不到 y
loss.backward()  # no error
# zh: 不报错
assert x.grad.tolist() == [3.0, 3.0]
print(y.tolist())
#> [30.0, 70.0]
# The loss still holds what it computed from the old y:
# zh: 损失里存的仍是用旧的 y 算出的值：
assert loss.item() == 30.0 and (y * 3).sum().item() == 300.0
# The fix: write into a copy; the tensor in use keeps its values.
# zh: 修复：写进副本；还在用的张量保持原值。
z = y.detach().clone()
z.mul_(10)
assert y.tolist() == [30.0, 70.0] and z.tolist() == [300.0, 700.0]
