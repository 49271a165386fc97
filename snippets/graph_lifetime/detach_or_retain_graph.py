import torch


def batches_reached(loss):
    # How many batches' tanh nodes the loss's graph reaches.
    # zh: 损失的计算图能走到几个批次的 tanh 节点。
    seen, todo = set(), [loss.grad_fn]
    while todo:
        node = todo.pop()
        if node is not None and node not in seen:
            seen.add(node)
            todo += [parent for parent, _ in node.next_functions]
    return sum(type(node).__name__ == "TanhBackward0" for node in seen)


def train(fix, update=False):
    torch.manual_seed(0)
    cell = torch.nn.RNNCell(2, 3)
    h = torch.zeros(1, 3)
    reached = []
    for batch in torch.randn(3, 1, 2):
        if fix == "detach":
            # keep the values of h, cut its graph edge to the last batch
            # zh: 保留 h 的数值，切断它与上一批次之间的计算图
            h = h.detach()
        h = cell(batch, h)
        loss = h.pow(2).sum()
        reached.append(batches_reached(loss))
        loss.backward(retain_graph=fix == "retain_graph")
        if update:  # a hand-written SGD step: in-place writes
        # zh: 手写的 SGD 更新：原地修改
            with torch.no_grad():
                for p in cell.parameters():
                    p -= 0.1 * p.grad
                    p.grad = None
    return reached


print(train("detach"), train("detach", update=True))
#> [1, 1, 1] [1, 1, 1]
# no error either, but each backward reaches further back
# zh: 同样不报错，但每次反向传播都往回走得更远
print(train("retain_graph"))
#> [1, 2, 3]
# and once the weights change between batches, as in training:
# zh: 一旦像训练时那样在批次之间更新权重：
train("retain_graph", update=True)
#> RuntimeError: one of the variables needed for gradient computation has
#>   been modified by an inplace operation...
