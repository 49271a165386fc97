import copy

import torch

torch.manual_seed(0)
inputs = torch.randn(4, 3)


def loss_of(model):
    return model(inputs).pow(2).sum()


def grads_at(model):
    # the gradient a fresh forward and backward give at these parameters
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
loss_of(mlp).backward()  # a first step, to have gradients
at_old = grads_at(mlp)
loss = loss_of(mlp)
# _version is private, read here only to show that the step is not counted
version = mlp[2].weight._version
optimizer.step()  # the update lands between forward and backward
assert mlp[2].weight._version == version
at_new = grads_at(mlp)

optimizer.zero_grad()
loss.backward()  # no error
got = [p.grad for p in mlp.parameters()]
print(same(got, at_old), same(got, at_new))
#> False False
# The first layer's gradient went through the second layer's new weight.
assert not torch.equal(got[0], at_old[0])
assert torch.equal(got[2], at_old[2])
