import torch
from torch.nn.functional import binary_cross_entropy_with_logits as bce


def gan(**options):
    torch.manual_seed(0)
    G, D = torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)
    opt_D = torch.optim.Adam(D.parameters(), **options)
    return G, D, opt_D


noise, real = torch.randn(4, 2), torch.randn(4, 2)
ones, zeros = torch.ones(4, 1), torch.zeros(4, 1)


def one_forward(G, D, opt_D):
    # both losses from one forward pass, fake detached for D
    # zh: 两个损失来自同一次前向传播，D 的那个用了 fake.detach()
    fake = G(noise)
    d_loss = bce(D(real), ones) + bce(D(fake.detach()), zeros)
    g_loss = bce(D(fake), ones)  # its graph saved D's weight
    # zh: 它的计算图保存了 D 的权重
    opt_D.zero_grad()
    d_loss.backward()
    opt_D.step()  # writes D's weight in place
    # zh: 原地改写 D 的权重
    return g_loss


# the fix: compute g_loss after opt_D.step(), from D as it is now
# zh: 修复：在 opt_D.step() 之后，用更新后的 D 重新算 g_loss
G, D, opt_D = gan()
one_forward(G, D, opt_D)
bce(D(G(noise)), ones).backward()
assert G.weight.grad is not None

# a fused step does not count its writes: nothing raises, and G's
# gradient mixes D's old and new weights (see pitfalls, fused step)
# zh: fused 更新不计数：什么都不报错，G 的梯度混用了 D 的新旧权重
# zh: （见常见陷阱里的 fused 更新）
G, D, opt_D = gan(fused=True)
one_forward(G, D, opt_D).backward()
mixed = G.weight.grad
G, D, _ = gan()
bce(D(G(noise)), ones).backward()  # with D's old weights
# zh: 用 D 的旧权重
assert not torch.allclose(mixed, G.weight.grad)
G, D, opt_D = gan(fused=True)
one_forward(G, D, opt_D)
bce(D(G(noise)), ones).backward()  # with D's new weights
# zh: 用 D 的新权重
assert not torch.allclose(mixed, G.weight.grad)

G, D, opt_D = gan()
g_loss = one_forward(G, D, opt_D)
g_loss.backward()
#> RuntimeError: one of the variables needed for gradient computation
#>   has been modified by an inplace operation...
