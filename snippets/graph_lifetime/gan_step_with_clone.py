import torch
from torch.nn.functional import binary_cross_entropy_with_logits as bce

torch.manual_seed(0)
G, D = torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)
noise, real = torch.randn(4, 2), torch.randn(4, 2)
ones, zeros = torch.ones(4, 1), torch.zeros(4, 1)

fake = G(noise)
# clone() copies the values and keeps the graph edge back to G
# zh: clone() 复制了数值，却保留了连回 G 的计算图的边
d_loss = bce(D(real), ones) + bce(D(fake.clone()), zeros)
d_loss.backward()
# so D's backward went on through G, as with no detach at all
# zh: 所以 D 的反向传播照样走进了 G，和完全不调用 detach() 一样
print(G.weight.grad is not None)
#> True
D.zero_grad()

g_loss = bce(D(fake), ones)
g_loss.backward()
#> RuntimeError: Trying to backward through the graph a second time (or
#>   directly access saved tensors after they have already been freed)...
