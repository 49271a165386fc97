import copy

import torch


def nodes(t):
    # how many backward nodes t's graph reaches
    # zh: t 的计算图能走到多少个反向节点
    seen, todo = set(), [t.grad_fn]
    while todo:
        node = todo.pop()
        if node is not None and node not in seen:
            seen.add(node)
            todo += [parent for parent, _ in node.next_functions]
    return len(seen)


torch.manual_seed(0)
online = torch.nn.Linear(2, 2)
ema = copy.deepcopy(online)
ema.requires_grad_(False)
# frozen but outside no_grad: each update is recorded ...
# zh: 冻结了，却不在 no_grad 里：每次更新都被记录……
weight = ema.weight
for _ in range(3):
    weight.lerp_(online.weight, 0.25)
    print(weight.is_leaf, type(weight.grad_fn).__name__, nodes(weight))
    #> False LerpBackward0 2
    #> False LerpBackward0 3
    #> False LerpBackward0 4
# ... so the EMA weight requires grad again, and its graph reaches
# back through every step
# zh: ……于是 EMA 权重又需要梯度了，它的计算图一直连回之前的每一步
assert weight.requires_grad
# ... and a loss through the EMA model sends gradient into the online
# model's .grad: the target no longer stops it
# zh: ……而且经过 EMA 模型算出的损失会把梯度送进在线模型的 .grad：
# zh: 目标不再挡住梯度
ema(torch.ones(1, 2)).sum().backward()
assert online.weight.grad is not None

# not frozen (the deep copy requires grad): the update raises at once
# zh: 没有冻结（深拷贝需要梯度）：更新当场报错
target = copy.deepcopy(online)
target.weight.lerp_(online.weight, 0.25)
#> RuntimeError: a leaf Variable that requires grad is being used in an
#>   in-place operation.
