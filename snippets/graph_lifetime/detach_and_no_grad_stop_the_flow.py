import torch


def layers():
    torch.manual_seed(0)
    return torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)


x = torch.randn(4, 2)
first, second = layers()
second(first(x).detach()).sum().backward()
print(first.weight.grad, second.weight.grad is not None)
#> None True

first, second = layers()
with torch.no_grad():
    hidden = first(x)  # no graph recorded: a plain tensor
    # zh: 不记录计算图：得到一个普通张量
second(hidden).sum().backward()
print(first.weight.grad, second.weight.grad is not None)
#> None True
