import copy

import torch
from torch import nn

torch.manual_seed(0)
online = nn.Linear(4, 3)
# A separate network with parameters of its own, as DQN's target network,
# MoCo's key encoder and BYOL's target network are.
# zh: 一个有自己参数的独立网络，就像 DQN 的目标网络、MoCo 的动量编码器
# zh: 和 BYOL 的目标网络。
target = copy.deepcopy(online)
state, next_state = torch.randn(5, 4), torch.randn(5, 4)


def online_grads(stop):
    online.zero_grad(set_to_none=True)
    target.zero_grad(set_to_none=True)
    y = target(next_state)
    if stop:
        y = y.detach()
    loss = (online(state) - y).square().mean()
    loss.backward()
    return [p.grad.clone() for p in online.parameters()]


with_detach = online_grads(stop=True)
assert target.weight.grad is None
without_detach = online_grads(stop=False)
# The online network's gradient is the same, bit for bit ...
# zh: 在线网络的梯度完全相同，逐位相等……
assert all(map(torch.equal, with_detach, without_detach))
# ... but backward also ran through the target network and filled its .grad
# zh: ……但反向传播也走了一遍目标网络，并写入了它的 .grad
assert target.weight.grad is not None
assert target.weight.grad.abs().sum() > 0
print(target.weight.grad is None, target.bias.grad is None)
#> False False
