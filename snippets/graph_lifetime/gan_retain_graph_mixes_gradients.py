import torch
from torch.nn.functional import binary_cross_entropy_with_logits as bce

torch.manual_seed(0)
G, D = torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)
noise, real = torch.randn(4, 2), torch.randn(4, 2)
ones, zeros = torch.ones(4, 1), torch.zeros(4, 1)

fake = G(noise)
d_loss = bce(D(real), ones) + bce(D(fake), zeros)
d_loss.backward(retain_graph=True)  # no error later, but:
# zh: 之后不会报错，但是：
from_d = G.weight.grad.clone()  # D's loss, in G's .grad
# zh: G 的 .grad 里是 D 的损失的梯度
D.zero_grad()

g_loss = bce(D(fake), ones)
(own,) = torch.autograd.grad(g_loss, G.weight, retain_graph=True)
g_loss.backward()
# G's optimizer would step on the sum of both losses' gradients
# zh: G 的优化器会按两个损失的梯度之和更新
same_as_sum = torch.allclose(G.weight.grad, from_d + own)
print(same_as_sum, torch.allclose(G.weight.grad, own))
#> True False
