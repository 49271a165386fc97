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

# an optimizer skips a None .grad: the cut layer does not move
# zh: 优化器跳过 .grad 为 None 的参数：被切断的层一动不动
net = model()
optimizer = torch.optim.SGD(net.parameters(), lr=0.1)
before = net[0].weight.clone()
mse_loss(net[2](net[1](net[0](x)).detach()), y).backward()
optimizer.step()
assert torch.equal(net[0].weight, before)
assert not torch.equal(net[2].weight, model()[2].weight)
