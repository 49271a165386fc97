import math

import torch

x = torch.tensor(2.0, dtype=torch.float64, requires_grad=True)
old_target = (3 * x).detach()  # 6, stopped
# zh: 6，已停止梯度
lr = 0.1

loss = (x - old_target) ** 2
loss.backward()
assert loss.item() == 16.0 and x.grad.item() == -8.0
with torch.no_grad():
    x -= lr * x.grad  # one plain SGD step: x = 2 - 0.1 * (-8)
    # zh: 一步普通的 SGD：x = 2 - 0.1 * (-8)
assert math.isclose(x.item(), 2.8)

with torch.no_grad():
    loss_old = (x - old_target) ** 2  # against the target used for the step
    # zh: 对照这一步所用的目标
    new_target = 3 * x  # the target regenerated from the new x
    # zh: 用新的 x 重新生成的目标
    loss_new = (x - new_target) ** 2
print(loss_old.item())
#> 10.240000000000002
assert math.isclose(loss_old.item(), 10.24)  # fell from 16
# zh: 从 16 降下来
assert math.isclose(new_target.item(), 8.4)
assert math.isclose(loss_new.item(), 31.36)  # rose from 16
# zh: 从 16 升上去
