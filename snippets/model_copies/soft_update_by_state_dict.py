import copy

import torch

torch.manual_seed(0)
actor = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.Linear(4, 1))
target_actor = copy.deepcopy(actor)
with torch.no_grad():
    for p in actor.parameters():
        p.add_(torch.randn_like(p))  # the actor trained since the copy
        # zh: 复制之后，actor 又训练过了
online_before = copy.deepcopy(actor.state_dict())
target_before = copy.deepcopy(target_actor.state_dict())
weight = target_actor[0].weight

# The soft update of MADDPG-style code, as it is written there.
# zh: MADDPG 一类代码里的软更新，照原样写。
tau = 0.01
actor_state_dict = dict(actor.named_parameters())
target_actor_state_dict = dict(target_actor.named_parameters())
for name in actor_state_dict:
    actor_state_dict[name] = (
        tau * actor_state_dict[name].clone()
        + (1 - tau) * target_actor_state_dict[name].clone()
    )
# The blend is recorded (the parameters require grad), but loaded
# under no_grad(): the target keeps its leaf parameters, no graph.
# zh: 混合结果被记录了（参数需要梯度），但加载是在 no_grad() 下进行的：
# zh: 目标网络保留它的叶子参数，不带计算图。
assert actor_state_dict["0.weight"].grad_fn is not None
target_actor.load_state_dict(actor_state_dict)

# The online actor is untouched: the loop rebound the dict's entries.
# zh: 在线的 actor 没有变：循环换掉的只是字典里的条目。
now = actor.state_dict().values()
assert all(map(torch.equal, now, online_before.values()))
# The target moved tau of the way, in its own leaf tensors.
# zh: 目标网络朝在线网络靠近了差值的 tau 倍，写在它自己的叶子张量里。
assert target_actor[0].weight is weight
for name, t in target_actor.named_parameters():
    blend = tau * online_before[name] + (1 - tau) * target_before[name]
    assert torch.equal(t, blend)
    assert t.is_leaf and t.grad_fn is None
# The clone() calls change nothing: tau * p is a new tensor already.
# zh: 那两个 clone() 什么也没改变：tau * p 本来就是新张量。
p, t = actor[0].weight, target_before["0.weight"]
assert torch.equal(tau * p.clone() + (1 - tau) * t, tau * p + (1 - tau) * t)

# The same update as lerp_(), up to rounding, written in place.
# zh: 和 lerp_() 是同一个更新，只差在舍入上；lerp_() 是原地写入。
lerped = copy.deepcopy(target_before)
with torch.no_grad():
    for name, t in lerped.items():
        t.lerp_(online_before[name], tau)
now = target_actor.state_dict().values()
assert all(map(torch.allclose, now, lerped.values()))

# A named_parameters() dict has no buffers: with BatchNorm it fails.
# zh: named_parameters() 的字典里没有缓冲区：有 BatchNorm 时加载失败。
bn_actor = torch.nn.Sequential(
    torch.nn.Linear(3, 4), torch.nn.BatchNorm1d(4)
)
bn_target = copy.deepcopy(bn_actor)
bn_target.load_state_dict(dict(bn_actor.named_parameters()))
#> RuntimeError: Error(s) in loading state_dict for Sequential
