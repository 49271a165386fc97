import weakref

import torch

torch.manual_seed(0)
w = torch.randn(3, 1, requires_grad=True)


def nodes(loss):
    # The number of graph nodes reachable from a loss.
    # zh: 从损失出发能访问到的计算图节点数。
    seen, todo = set(), [loss.grad_fn]
    while todo:
        node = todo.pop()
        if node is not None and node not in seen:
            seen.add(node)
            todo += [parent for parent, _ in node.next_functions]
    return len(seen)


def steps(record, backward):
    # Three steps; each loss recorded in a list.
    # zh: 三步，每一步的损失记在一个列表里。
    losses, inputs = [], []
    for _ in range(3):
        x = torch.randn(4, 3)
        loss = torch.sigmoid(x @ w).pow(2).mean()
        if backward:
            loss.backward()  # frees what this step's graph saved
            # zh: 释放这一步的计算图保存的值
        inputs.append(weakref.ref(x))
        losses.append(record(loss))
    return losses, inputs


def alive(inputs):
    return [ref() is not None for ref in inputs]


# an evaluation loop: the list keeps every graph and what it saved
# zh: 评估循环：列表留住了每一步的计算图和它保存的值
losses, inputs = steps(lambda loss: loss, backward=False)
print(alive(inputs), [nodes(loss) for loss in losses])
#> [True, True, True] [5, 5, 5]
# a training loop: backward freed the saved x, not the nodes
# zh: 训练循环：反向传播释放了保存的 x，节点却还在
losses, inputs = steps(lambda loss: loss, backward=True)
print(alive(inputs), [nodes(loss) for loss in losses])
#> [False, False, False] [5, 5, 5]
losses, inputs = steps(lambda loss: loss.item(), backward=False)
print(alive(inputs), type(losses[0]).__name__)
#> [False, False, False] float
