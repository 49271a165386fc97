import torch

torch.manual_seed(0)
online = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.BatchNorm1d(2))
target = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.BatchNorm1d(2))
online(torch.randn(8, 2))  # moves running_mean and num_batches_tracked
# zh: 改动 running_mean 和 num_batches_tracked
weight = target[0].weight

# A hard update: the values are copied into the target's own tensors.
# zh: 硬更新：数值复制进目标网络自己的张量。
target.load_state_dict(online.state_dict())
assert target[0].weight is weight  # the same Parameter object
# zh: 还是同一个 Parameter 对象
assert torch.equal(target[0].weight, online[0].weight)
assert weight.data_ptr() != online[0].weight.data_ptr()
print(target[1].num_batches_tracked.item())  # buffers are copied too
# zh: 缓冲区也复制了
#> 1

# The same by hand: state_dict() holds aliases, so copy_ into them.
# zh: 手写也一样：state_dict() 里是别名，对它们调用 copy_() 即可。
online(torch.randn(8, 2))
with torch.no_grad():
    pairs = zip(
        target.state_dict().values(),
        online.state_dict().values(),
        strict=True,
    )
    for mine, theirs in pairs:
        mine.copy_(theirs)
assert torch.equal(target[1].running_mean, online[1].running_mean)
print(target[1].num_batches_tracked.item())
#> 2
# Outside no_grad(), copy_() into a parameter is refused.
# zh: 在 no_grad() 之外，往参数里 copy_() 会被拒绝。
target[0].weight.copy_(online[0].weight)
#> RuntimeError: a leaf Variable that requires grad is being used in an
#>   in-place operation.
