import torch
from torch.autograd.graph import allow_mutation_on_saved_tensors

x = torch.tensor([0.0, 1.0], requires_grad=True)
with allow_mutation_on_saved_tensors():
    y = torch.sigmoid(x)
    # around tensor operations: nothing is copied first
    # zh: 绕开了张量运算：事先什么也没复制
    y.detach().numpy()[:] = 0.0
    y.sum().backward()  # no error ...
    # zh: 不报错……
print(x.grad.tolist())
#> [0.0, 0.0]
# ... and the gradient is wrong: at 0 it is 0.25
# zh: ……梯度却是错的：在 0 处应为 0.25
assert x.grad[0].item() != 0.25
