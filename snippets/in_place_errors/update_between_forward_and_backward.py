import copy

import torch

torch.manual_seed(0)
inputs = torch.randn(4, 3)  # data: needs no gradient


def sgd_step(model, lr=0.1):
    # What optimizer.step() does for plain SGD: an in-place write.
    with torch.no_grad():
        for p in model.parameters():
            p -= lr * p.grad


def loss_of(model):
    return model(inputs).pow(2).sum()


# One linear layer: its backward saves the inputs, not its weight.
single = torch.nn.Linear(3, 1)
loss_of(single).backward()  # a first step, to have gradients
old = copy.deepcopy(single)
loss = loss_of(single)
sgd_step(single)  # the update lands between forward and backward
single.zero_grad()
loss.backward()  # no error: backward saved nothing that was updated
old.zero_grad()
loss_of(old).backward()
# the gradient is the one at the old parameters
print(torch.equal(single.weight.grad, old.weight.grad))
#> True

# Two layers: the second one's backward needs its weight.
mlp = torch.nn.Sequential(
    torch.nn.Linear(3, 4), torch.nn.Tanh(), torch.nn.Linear(4, 1)
)
loss_of(mlp).backward()
loss = loss_of(mlp)
sgd_step(mlp)
loss.backward()
#> RuntimeError: one of the variables needed for gradient computation
#>   has been modified by an inplace operation...
