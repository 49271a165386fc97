import copy

import torch
from torch.func import functional_call

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x, y = torch.ones(4, 3), torch.zeros(4, 1)
before = [p.detach().clone() for p in model.parameters()]


def loss_with(params):
    return (functional_call(model, params, (x,)) - y).square().mean()


# The copy that keeps the graph: each of its parameters is a clone(),
# a node in the original's graph
# zh: 保留计算图的副本：它的每个参数都用 clone() 复制，
# zh: 是原参数计算图里的一个节点
fast = {name: p.clone() for name, p in model.named_parameters()}
assert all(p.grad_fn.name() == "CloneBackward0" for p in fast.values())
# Adapt the copy (one inner step, as MAML takes), then a loss on it
# zh: 调整副本（像 MAML 那样走一步内层更新），再在副本上算损失
inner = loss_with(fast)
grads = torch.autograd.grad(inner, list(fast.values()), create_graph=True)
steps = zip(fast.items(), grads, strict=True)
fast = {name: p - 0.1 * g for (name, p), g in steps}
loss_with(fast).backward()
# The original kept its values, and the copy's loss reached it
# zh: 原模型的参数值没变，副本上的损失却传到了它
kept = zip(model.parameters(), before, strict=True)
assert all(torch.equal(p, b) for p, b in kept)
assert all(p.grad is not None for p in model.parameters())

# copy.deepcopy(): new leaves, no path back to the original
# zh: copy.deepcopy()：新的叶子张量，没有路径通回原模型
model.zero_grad()
twin = copy.deepcopy(model)
assert all(p.is_leaf for p in twin.parameters())
(twin(x) - y).square().mean().backward()
assert all(p.grad is None for p in model.parameters())

# Buffers left out of the dictionary are the original's: in training
# mode a BatchNorm updates its own running statistics
# zh: 没放进字典的缓冲区用的是原模型的：训练模式下，
# zh: BatchNorm 更新的是它自己的滑动统计量
norm = torch.nn.BatchNorm1d(3)
fast = {name: p.clone() for name, p in norm.named_parameters()}
functional_call(norm, fast, (torch.randn(4, 3),))
assert norm.num_batches_tracked.item() == 1
# Cloned into the dictionary too, they are the copy's own
# zh: 把缓冲区也用 clone() 复制后放进字典，它们就归副本所有
buffers = {name: b.clone() for name, b in norm.named_buffers()}
functional_call(norm, {**fast, **buffers}, (torch.randn(4, 3),))
assert norm.num_batches_tracked.item() == 1
assert buffers["num_batches_tracked"].item() > 1
