import copy

import torch
from torch import nn


def target_moved(stop):
    torch.manual_seed(0)
    online = nn.Linear(4, 3)
    target = copy.deepcopy(online)
    # One optimizer over both networks, as over model.parameters() of a
    # module that holds them both; momentum and weight decay included.
    # zh: 一个优化器管着两个网络，就像对同时包含两者的模块调用
    # zh: model.parameters()；带动量和权重衰减。
    params = [*online.parameters(), *target.parameters()]
    opt = torch.optim.SGD(params, lr=0.1, momentum=0.9, weight_decay=0.01)
    before = target.weight.detach().clone()
    for _ in range(3):
        opt.zero_grad()
        y = target(torch.randn(5, 4))
        if stop:
            y = y.detach()
        (online(torch.randn(5, 4)) - y).square().mean().backward()
        opt.step()
    return not torch.equal(target.weight, before)


# With detach(): the target's .grad stays None and the optimizer skips it.
# zh: 调用 detach()：目标网络的 .grad 一直是 None，优化器跳过它。
assert not target_moved(stop=True)
# Without it, the optimizer steps the target network on that gradient.
# zh: 不调用，优化器就按这份梯度更新目标网络。
assert target_moved(stop=False)
print(target_moved(stop=True), target_moved(stop=False))
#> False True
