import torch
from torch.nn.functional import binary_cross_entropy_with_logits as bce

torch.manual_seed(0)
G, D = torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)
noise, real = torch.randn(4, 2), torch.randn(4, 2)
ones, zeros = torch.ones(4, 1), torch.zeros(4, 1)

# D's step without detach: its backward runs on through G
# zh: D 的这一步不调用 detach()：它的反向传播一直走进 G
d_loss = bce(D(real), ones) + bce(D(G(noise)), zeros)
d_loss.backward()
print(G.weight.grad is None)  # gradients of D's loss, for nothing
# zh: 这是 D 的损失对 G 的梯度，白算了
#> False
D.zero_grad()
G.zero_grad()  # or G's step would add them to its own
# zh: 不清零的话，G 的更新会把它们加到自己的梯度上

# G's step forwards G again: a new graph, nothing freed in it
# zh: G 的这一步重新对 G 做一次前向传播：新的计算图，没有被释放过
g_loss = bce(D(G(noise)), ones)
(own,) = torch.autograd.grad(g_loss, G.weight, retain_graph=True)
g_loss.backward()
print(torch.equal(G.weight.grad, own))
#> True

# with dropout in G, the second forward draws a new mask
# zh: G 里有 dropout 时，第二次前向传播换了一个新的掩码
G = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Dropout(0.5))
assert not torch.equal(G(noise), G(noise))
# BatchNorm gives the same output, but counts the batch twice
# zh: BatchNorm 的输出相同，但这批数据被统计了两次
norm = torch.nn.BatchNorm1d(2)
assert torch.equal(norm(noise), norm(noise))
assert norm.num_batches_tracked.item() == 2
