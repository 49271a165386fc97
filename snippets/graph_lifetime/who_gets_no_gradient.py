import torch
from torch.nn.functional import mse_loss


def model():
    torch.manual_seed(0)
    return torch.nn.Sequential(
        torch.nn.Linear(3, 4), torch.nn.ReLU(), torch.nn.Linear(4, 1)
    )


def no_grad_params(net):
    # the one-line check: who received nothing?
    # zh: 一行就能查：谁什么都没拿到？
    return [n for n, p in net.named_parameters() if p.grad is None]


x, y = torch.randn(8, 3), torch.randn(8, 1)

# a detach in the wrong place: the first layer is cut off, no error
# zh: detach() 放错了地方：第一层被切断，却不报错
net = model()
mse_loss(net[2](net[1](net[0](x)).detach()), y).backward()
print(no_grad_params(net))
#> ['0.weight', '0.bias']

# the first layer run under no_grad: the same cut
# zh: 第一层在 no_grad 下运行：同样被切断
net = model()
with torch.no_grad():
    hidden = net[1](net[0](x))
mse_loss(net[2](hidden), y).backward()
print(no_grad_params(net))
#> ['0.weight', '0.bias']

# requires_grad_(False) on the last layer fixes only that layer:
# the gradient still flows through it to the first one
# zh: 对最后一层调用 requires_grad_(False) 只固定这一层，
# zh: 梯度照样穿过它传到第一层
net = model()
net[2].requires_grad_(False)
mse_loss(net(x), y).backward()
print(no_grad_params(net))
#> ['2.weight', '2.bias']
# frozen on purpose: requires_grad is False, so leave it out of the list
# zh: 有意冻结的层 requires_grad 为 False，把它排除在清单之外
print([n for n, p in net.named_parameters()
       if p.requires_grad and p.grad is None])
#> []

# an auxiliary branch whose loss is left out of the sum: no error either
# zh: 辅助分支的损失没加进总损失：同样不报错
net, aux = model(), torch.nn.Linear(4, 1)
hidden = net[1](net[0](x))
main_loss, aux_loss = mse_loss(net[2](hidden), y), mse_loss(aux(hidden), y)
main_loss.backward()  # meant: (main_loss + aux_loss).backward()
# zh: 本意是 (main_loss + aux_loss).backward()
print(no_grad_params(aux))
#> ['weight', 'bias']

# an optimizer skips a None .grad: the cut layer does not move
# zh: 优化器跳过 .grad 为 None 的参数：被切断的层一动不动
net = model()
optimizer = torch.optim.SGD(net.parameters(), lr=0.1)
before = net[0].weight.clone()
mse_loss(net[2](net[1](net[0](x)).detach()), y).backward()
optimizer.step()
assert torch.equal(net[0].weight, before)
assert not torch.equal(net[2].weight, model()[2].weight)

# read after the step's zero_grad(), every .grad is None (set_to_none=True
# is the default): read gradients between backward() and step()
# zh: 在这一步的 zero_grad() 之后读，所有 .grad 都是 None（默认
# zh: set_to_none=True）：要在 backward() 和 step() 之间读梯度
net = model()
optimizer = torch.optim.SGD(net.parameters(), lr=0.1)
mse_loss(net(x), y).backward()
print(no_grad_params(net))
#> []
optimizer.step()
optimizer.zero_grad()
print(no_grad_params(net))
#> ['0.weight', '0.bias', '2.weight', '2.bias']
