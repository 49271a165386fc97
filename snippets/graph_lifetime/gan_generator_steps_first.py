import torch
from torch.nn.functional import binary_cross_entropy_with_logits as bce

torch.manual_seed(0)
G, D = torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)
opt_G = torch.optim.SGD(G.parameters(), lr=0.1)
opt_D = torch.optim.SGD(D.parameters(), lr=0.1)
noise, real = torch.randn(4, 2), torch.randn(4, 2)
ones, zeros = torch.ones(4, 1), torch.zeros(4, 1)

# the order CycleGAN and pix2pix use: the generator's step first
# zh: CycleGAN、pix2pix 的顺序：先做生成器这一步
fake = G(noise)
opt_G.zero_grad()
bce(D(fake), ones).backward()  # frees what G's forward saved
# zh: 释放了 G 的前向传播保存的值
opt_G.step()

# then the discriminator's step, on the same fake
# zh: 然后是判别器这一步，用的还是同一个 fake
opt_D.zero_grad()
d_detached = bce(D(real), ones) + bce(D(fake.detach()), zeros)
d_detached.backward()  # stops at the detach: runs
# zh: 停在 detach() 处：能跑通
d_loss = bce(D(real), ones) + bce(D(fake), zeros)
# without the detach, it is this backward that reaches G's graph
# zh: 不调用 detach()，走进 G 的计算图的就是这次反向传播
d_loss.backward()
#> RuntimeError: Trying to backward through the graph a second time (or
#>   directly access saved tensors after they have already been freed)...
