import torch
from torch import nn

torch.manual_seed(0)
# The online and target networks share a body: the target is not a
# separate network any more.
# zh: 在线网络和目标网络共享同一个主干网络：目标网络不再是独立的网络。
body = nn.Linear(4, 4)
online = nn.Sequential(body, nn.Linear(4, 3))
target = nn.Sequential(body, nn.Linear(4, 3))
state, next_state = torch.randn(5, 4), torch.randn(5, 4)


def body_grad(stop):
    body.zero_grad(set_to_none=True)
    y = target(next_state)
    if stop:
        y = y.detach()
    (online(state) - y).square().mean().backward()
    return body.weight.grad.clone()


# Here the detach changes the online gradient: the target's path back to
# the shared body is a second path, as t = 3x was.
# zh: 这时 detach() 会改变在线网络的梯度：目标网络通回共享主干网络的路径
# zh: 是第二条路径，就像 t = 3x 那样。
assert not torch.equal(body_grad(stop=True), body_grad(stop=False))

# Double DQN's target reads the online network through argmax() only:
# its integer indices carry no gradient, so no path leads back from them.
# zh: Double DQN 的目标只通过 argmax() 读取在线网络：它返回的整数索引
# zh: 不带梯度，从这里没有路径通回在线网络。
action = online(next_state).argmax(1, keepdim=True)
assert action.dtype == torch.int64 and not action.requires_grad
