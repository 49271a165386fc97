import copy

import torch

torch.manual_seed(0)
critic = torch.nn.Linear(3, 1)  # a linear Q(s, a), so the check is exact
# zh: 线性的 Q(s, a)，检查才能精确
target = copy.deepcopy(critic).requires_grad_(False)
s_next = torch.randn(4, 3)


# r + gamma * Q'(s'), with r = 1 and gamma = 0.99
# zh: 即 r + gamma * Q'(s')，取 r = 1、gamma = 0.99
def td_target(net):
    with torch.no_grad():
        return 1.0 + 0.99 * net(s_next)


# The soft update as MADDPG-style code spells it, with dictionaries.
# zh: MADDPG 一类代码的软更新写法：用字典。
def soft_update(tau):
    mine = target.state_dict()
    blend = {
        k: tau * v + (1 - tau) * mine[k]
        for k, v in critic.state_dict().items()
    }
    target.load_state_dict(blend)


before = td_target(target)
with torch.no_grad():
    critic.weight.add_(0.5)  # stands in for optimizer.step()
    # zh: 代替 optimizer.step()
moved = td_target(critic) - before  # as far as a target with no lag moves
# zh: 不滞后的目标会移动这么远

# A soft update with tau = 0.01 moves the TD target 0.01 as far.
# zh: tau = 0.01 的软更新，TD 目标只移动 0.01 那么远。
soft_update(0.01)
assert torch.allclose(td_target(target) - before, 0.01 * moved, atol=1e-6)

# With tau = 1 (MADDPG-style __init__) it is a hard copy: equal.
# zh: tau = 1 时（MADDPG 一类代码的 __init__）就是硬更新：两者相等。
soft_update(1)
assert all(map(torch.equal, target.parameters(), critic.parameters()))
# So is loading the critic's own state_dict().
# zh: 直接加载 critic 自己的 state_dict() 也一样。
with torch.no_grad():
    critic.weight.add_(0.5)
target.load_state_dict(critic.state_dict())
assert all(map(torch.equal, target.parameters(), critic.parameters()))
