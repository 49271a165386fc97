import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)
y = x + 1  # backward of + needs neither x nor y
loss = (y * 3).sum()  # * by a number saves only the number

y.detach().mul_(10)  # counted, yet backward never needed y
loss.backward()  # no error
assert x.grad.tolist() == [3.0, 3.0]
print(y.tolist())
#> [30.0, 70.0]
# The loss still holds what it computed from the old y:
assert loss.item() == 30.0 and (y * 3).sum().item() == 300.0
