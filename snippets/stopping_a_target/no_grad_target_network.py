import torch
from torch import nn

torch.manual_seed(0)
target = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4))
next_state = torch.randn(5, 4)
running_mean = target[1].running_mean.clone()

with torch.no_grad():
    y = target(next_state)
# Nothing was recorded: y has no grad_fn, so y.detach() would add nothing.
# zh: 什么都没有记录：y 没有 grad_fn，再调用 y.detach() 也不会多做什么。
assert y.grad_fn is None and not y.requires_grad

# no_grad() stops gradients, not the forward pass's writes: in training
# mode BatchNorm still updates its running statistics.
# zh: no_grad() 停的是梯度，不是前向传播里的写入：训练模式下，
# zh: BatchNorm 照样更新它的滑动统计量。
assert not torch.equal(target[1].running_mean, running_mean)

# eval() keeps them (and normalizes with them instead of the batch's).
# zh: eval() 让它们保持不变（同时改用它们而不是本批的统计量做归一化）。
target.eval()
running_mean = target[1].running_mean.clone()
with torch.no_grad():
    target(next_state)
assert torch.equal(target[1].running_mean, running_mean)

# Frozen parameters record nothing either, but only while the input
# does not require grad.
# zh: 参数设为不需要梯度，同样什么都不记录，但前提是输入不需要梯度。
target.requires_grad_(False)
assert target(next_state).grad_fn is None
features = next_state.clone().requires_grad_()
assert target(features).grad_fn is not None
