import torch
from torch.nn.functional import binary_cross_entropy_with_logits as bce

torch.manual_seed(0)
G, D = torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)
noise, real = torch.randn(4, 2), torch.randn(4, 2)
ones, zeros = torch.ones(4, 1), torch.zeros(4, 1)

fake = G(noise)
# the discriminator's step, with fake as it is
# zh: 判别器这一步，直接用 fake
d_loss = bce(D(real), ones) + bce(D(fake), zeros)
d_loss.backward()
# backward went on through G: D's loss filled G's .grad
# zh: 反向传播一直走进 G：D 的损失的梯度写进了 G 的 .grad
print(G.weight.grad is not None)
#> True
D.zero_grad()

# the generator's step, on the same fake
# zh: 生成器这一步，用的还是同一个 fake
g_loss = bce(D(fake), ones)
g_loss.backward()  # G's part of the graph was freed above
# zh: 计算图中 G 的那部分在上面已经释放
#> RuntimeError: Trying to backward through the graph a second time (or
#>   directly access saved tensors after they have already been freed)...
