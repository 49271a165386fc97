import torch
from torch.nn.functional import binary_cross_entropy_with_logits as bce

torch.manual_seed(0)
G, D = torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)
opt_G = torch.optim.SGD(G.parameters(), lr=0.1)
noise, ones = torch.randn(4, 2), torch.ones(4, 1)

fake = G(noise)
before = G.weight.clone()
# the mistake: the generator's loss on a detached fake
# zh: 错误写法：生成器的损失用了 fake.detach()
g_loss = bce(D(fake.detach()), ones)
opt_G.zero_grad()
g_loss.backward()  # raises nothing: D's weights require grad
# zh: 不报错：D 的权重需要梯度
opt_G.step()
# G got no gradient, and its optimizer skipped it
# zh: G 没有得到梯度，优化器跳过了它
print(G.weight.grad, torch.equal(G.weight, before))
#> None True

# the fix: no detach in the generator's step
# zh: 修复：生成器这一步不调用 detach()
g_loss = bce(D(fake), ones)
opt_G.zero_grad()
g_loss.backward()
opt_G.step()
print(torch.equal(G.weight, before))
#> False

# with D frozen for G's step (CycleGAN's set_requires_grad), the same
# mistake leaves no graph at all, and backward says so
# zh: G 这一步里 D 被冻结时（CycleGAN 的 set_requires_grad），
# zh: 同样的错误让损失完全没有计算图，反向传播会报错
D.requires_grad_(False)
g_loss = bce(D(G(noise).detach()), ones)
g_loss.backward()
#> RuntimeError: element 0 of tensors does not require grad and does not
#>   have a grad_fn...
