import copy

import torch

torch.manual_seed(0)
inputs = torch.randn(4, 3)


def loss_of(model):
    return model(inputs).pow(2).sum()


def grads_at(model):
    # the gradient a fresh forward and backward give at these parameters
    # zh: 在这组参数上重新做一次前向传播和反向传播得到的梯度
    model = copy.deepcopy(model)
    model.zero_grad()
    loss_of(model).backward()
    return [p.grad for p in model.parameters()]


def same(grads, other):
    return all(torch.equal(g, o) for g, o in zip(grads, other, strict=True))


mlp = torch.nn.Sequential(
    torch.nn.Linear(3, 4), torch.nn.Tanh(), torch.nn.Linear(4, 1)
)
optimizer = torch.optim.SGD(mlp.parameters(), lr=0.1, fused=True)
loss_of(mlp).backward()  # a first backward, so p.grad exists
# zh: 先做一次反向传播，让参数有梯度
at_old = grads_at(mlp)
loss = loss_of(mlp)
# _version is private, read here only to show that the step is not counted
# zh: _version 是私有属性，这里读它只是为了说明这次更新没有被计数
version = mlp[2].weight._version
optimizer.step()  # the update lands between forward and backward
# zh: 更新落在前向传播和反向传播之间
assert mlp[2].weight._version == version
at_new = grads_at(mlp)

optimizer.zero_grad()
loss.backward()  # no error
# zh: 不报错
got = [p.grad for p in mlp.parameters()]
print(same(got, at_old), same(got, at_new))
#> False False
# The first layer's gradient went through the second layer's new weight.
# zh: 第一层的梯度经过的是第二层的新权重。
assert not torch.equal(got[0], at_old[0])
assert torch.equal(got[2], at_old[2])
