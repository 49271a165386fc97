import copy

import torch

w = torch.nn.Parameter(torch.tensor([1.0, 2.0]))
opt = torch.optim.Adam([w], lr=0.1)


def train_step():
    opt.zero_grad()
    (w * w).sum().backward()
    opt.step()


train_step()
best = opt.state_dict()  # meant as a snapshot
# zh: 本想当作快照
snapshot = copy.deepcopy(opt.state_dict())
print(sorted(best["state"][0]))
#> ['exp_avg', 'exp_avg_sq', 'step']
# The entry is the optimizer's own state, tensors and all.
# zh: 这个条目就是优化器自己的状态，张量也是同一批。
assert best["state"][0]["exp_avg"] is opt.state[w]["exp_avg"]
lr = best["param_groups"][0]["lr"]

train_step()
print(best["state"][0]["step"].item(), snapshot["state"][0]["step"].item())
#> 2.0 1.0
exp_avg = opt.state[w]["exp_avg"]
assert torch.equal(best["state"][0]["exp_avg"], exp_avg)  # it moved
# zh: 它跟着变了
assert not torch.equal(snapshot["state"][0]["exp_avg"], exp_avg)
opt.param_groups[0]["lr"] = 0.5
assert best["param_groups"][0]["lr"] == lr  # a float lr stays as saved
# zh: 浮点数 lr 保持保存时的值
# A tensor lr is the optimizer's own: a scheduler updates it in place.
# zh: 张量 lr 就是优化器自己的那个：学习率调度器会原地更新它。
scheduled = torch.optim.Adam([w], lr=torch.tensor(0.1))
saved = scheduled.state_dict()
halve = torch.optim.lr_scheduler.StepLR(scheduled, step_size=1, gamma=0.5)
scheduled.step()
halve.step()
print(round(saved["param_groups"][0]["lr"].item(), 3))
#> 0.05

# SGD keeps a momentum_buffer, and without momentum no state at all.
# zh: SGD 保存 momentum_buffer；不用动量时什么状态也没有。
for momentum in (0.9, 0.0):
    sgd = torch.optim.SGD([w], lr=0.1, momentum=momentum)
    (w * w).sum().backward()
    sgd.step()
    print(momentum, list(sgd.state_dict()["state"].get(0, {})))
#> 0.9 ['momentum_buffer']
#> 0.0 []

# The foreach and fused implementations update the same live tensors.
# zh: foreach 实现和 fused 实现更新的也是这批张量。
for implementation in ({"foreach": True}, {"fused": True}):
    adam = torch.optim.Adam([w], lr=0.1, **implementation)
    (w * w).sum().backward()
    adam.step()
    state = adam.state_dict()["state"][0]
    assert state["exp_avg"] is adam.state[w]["exp_avg"]
