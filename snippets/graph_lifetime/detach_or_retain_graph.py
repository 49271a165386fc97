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


def train(fix, step=None):
    torch.manual_seed(0)
    cell = torch.nn.RNNCell(2, 3)
    if step:
        # SGD writes the weights in place after each backward
        # zh: SGD 在每次反向传播之后原地修改权重
        fused = step == "fused"
        sgd = torch.optim.SGD(cell.parameters(), lr=0.1, fused=fused)
    h = torch.zeros(1, 3)
    reached = []
    for batch in torch.randn(3, 1, 2):
        if fix == "detach":
            # keep the values of h, cut its graph edge to the last batch
            # zh: 保留 h 的数值，切断它与上一批次之间的计算图
            h = h.detach()
        elif fix == "data":
            # the older spelling of the same cut
            # zh: 旧写法，效果同样是切断
            h = h.data
        h = cell(batch, h)
        loss = h.pow(2).sum()
        reached.append(batches_reached(loss))
        loss.backward(retain_graph=fix == "retain_graph")
        if step:
            sgd.step()
            sgd.zero_grad()
    return reached


print(train("detach"), train("detach", step="plain"), train("data"))
#> [1, 1, 1] [1, 1, 1] [1, 1, 1]
# no error either, but each backward reaches further back
# zh: 同样不报错，但每次反向传播都往回走得更远
print(train("retain_graph"))
#> [1, 2, 3]
# a fused step's writes are not counted: no error, and the older
# batches' backward reads the new weights
# zh: fused 更新的写入不计数：不报错，
# zh: 而较早批次的反向传播读到的是新权重
print(train("retain_graph", step="fused"))
#> [1, 2, 3]
# the same on one layer: the gradient a retained graph gives after a
# fused step is the one of the new weights
# zh: 换成一层看得更清楚：fused 更新之后，保留下来的计算图
# zh: 给出的梯度是按新权重算的
torch.manual_seed(0)
layer = torch.nn.Linear(2, 3)
fused_sgd = torch.optim.SGD(layer.parameters(), lr=0.1, fused=True)
x = torch.ones(1, 2, requires_grad=True)
loss = layer(x).sum()
loss.backward(retain_graph=True)
before = x.grad.clone()
fused_sgd.step()
x.grad = None
loss.backward()
assert torch.equal(x.grad, layer.weight.sum(0, keepdim=True))
assert not torch.equal(x.grad, before)
# an ordinary step's writes are counted:
# zh: 普通更新的写入会计数：
train("retain_graph", step="plain")
#> RuntimeError: one of the variables needed for gradient computation has
#>   been modified by an inplace operation...
