import copy

import torch

torch.manual_seed(0)
online = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.BatchNorm1d(2))
# The copy keeps requires_grad; say that nothing trains it.
# zh: 深拷贝保留了 requires_grad；明确告诉 PyTorch 它不参与训练。
ema = copy.deepcopy(online)
assert all(p.requires_grad for p in ema.parameters())
ema.requires_grad_(False)
addresses = [t.data_ptr() for t in ema.state_dict().values()]
old = ema[0].weight.clone()

online(torch.randn(8, 2))  # a training forward moves the BN statistics
# zh: 训练模式下的前向传播会改动 BN 的统计量
with torch.no_grad():
    online[0].weight.add_(1.0)  # stands in for optimizer.step()
    # zh: 代替 optimizer.step()
    decay = 0.75
    for e, p in zip(ema.parameters(), online.parameters(), strict=True):
        e.lerp_(p, 1 - decay)  # e = decay * e + (1 - decay) * p
        # zh: 即 e = decay * e + (1 - decay) * p
    for e, b in zip(ema.buffers(), online.buffers(), strict=True):
        if e.is_floating_point():
            e.mul_(decay).add_(b, alpha=1 - decay)  # the same update
            # zh: 同一个更新
        else:
            e.copy_(b)  # num_batches_tracked is an integer count
            # zh: num_batches_tracked 是整数计数

# Written in place: the EMA model kept its own storage ...
# zh: 原地写入：EMA 模型保留了自己的存储……
assert [t.data_ptr() for t in ema.state_dict().values()] == addresses
# ... and moved a quarter of the way, running_mean included.
# zh: ……并向在线模型移动了四分之一，running_mean 也一样。
new = 0.75 * old + 0.25 * online[0].weight
assert torch.allclose(ema[0].weight, new)
assert torch.allclose(ema[1].running_mean, 0.25 * online[1].running_mean)
print(ema[1].num_batches_tracked.item())
#> 1

# Why a copy: after n updates the start keeps a share decay ** n of the
# average. From a fresh model, 1000 updates at decay 0.999 leave 0.37.
# zh: 为什么从副本开始：更新 n 次后，起点在平均值里仍占 decay ** n。
# zh: 从新初始化的模型开始，衰减系数 0.999 下更新 1000 次，仍剩 0.37。
fresh = torch.nn.Linear(2, 2).requires_grad_(False)
with torch.no_grad():
    gap = fresh.weight - online[0].weight
    for _ in range(1000):
        fresh.weight.lerp_(online[0].weight, 1 - 0.999)
    share = (fresh.weight - online[0].weight) / gap
assert torch.allclose(share, torch.tensor(0.999**1000), rtol=1e-3)
assert round(0.999**1000, 2) == 0.37
