import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
y = torch.sigmoid(x)  # saved for backward
# zh: 为反向传播保存
# detach leaves the graph, not the storage or its version counter
# zh: detach 离开的是计算图，不是存储，也不是它的版本计数器
y.detach().zero_()
y.sum().backward()
#> RuntimeError: one of the variables needed for gradient computation
#>   has been modified by an inplace operation...
