import torch
from torch import nn


def discriminator_step(prepare):
    torch.manual_seed(0)
    G, D = nn.Linear(2, 2), nn.Linear(2, 1)
    fake = G(torch.randn(4, 2))
    d_loss = D(prepare(fake)).mean()
    d_loss.backward()
    return G.weight.grad


# clone() keeps the graph edge: D's backward reaches G and fills its .grad
# zh: clone() 保留了计算图的边：D 的反向传播一直传到 G，写入了它的 .grad
through_clone = discriminator_step(torch.clone)
no_detach = discriminator_step(lambda fake: fake)
assert through_clone is not None
# the same gradient as with no detach at all
# zh: 和完全不调用 detach() 时的梯度一样
assert torch.equal(through_clone, no_detach)
# detach() is what stops it
# zh: 能挡住它的是 detach()
assert discriminator_step(torch.Tensor.detach) is None
print(through_clone is None, discriminator_step(torch.Tensor.detach))
#> False None
