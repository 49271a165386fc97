import torch
from torch.nn.functional import binary_cross_entropy_with_logits as bce

torch.manual_seed(0)
G, D = torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)
noise, real = torch.randn(4, 2), torch.randn(4, 2)
ones, zeros = torch.ones(4, 1), torch.zeros(4, 1)
# the real images are data: no graph behind them, nothing to cut
# zh: 真实图像是数据：背后没有计算图，没有什么可切断的
assert real.grad_fn is None and not real.requires_grad

fake = G(noise)
d_loss = bce(D(real), ones) + bce(D(fake.detach()), zeros)
d_loss.backward()  # stops at the detach: G is left alone
# zh: 停在 detach() 处：G 不受影响
print(G.weight.grad is None)
#> True
D.zero_grad()

g_loss = bce(D(fake), ones)
# G's gradient of its own loss, computed before backward fills .grad
# zh: G 的损失对 G 的权重的梯度，趁 backward() 写入 .grad 之前先算出来
(own,) = torch.autograd.grad(g_loss, G.weight, retain_graph=True)
g_loss.backward()  # G's graph is intact
# zh: G 的计算图完好无损
print(torch.equal(G.weight.grad, own))
#> True
# it fills D's .grad too, but only G's optimizer steps: D does not move,
# and D's gradients must be zeroed before D's own backward
# zh: 它也写入了 D 的 .grad，但只有 G 的优化器更新：D 不动，
# zh: 在 D 自己的反向传播之前要先把 D 的梯度清零
before = D.weight.clone()
torch.optim.SGD(G.parameters(), lr=0.1).step()
print(D.weight.grad is not None, torch.equal(D.weight, before))
#> True True
