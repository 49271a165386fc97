import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
y = torch.sigmoid(x)  # saved for backward
# zh: y 会被保存下来，供反向传播使用
# detach leaves the graph, not the storage or its version counter
# zh: detach() 只离开计算图：存储照样共享，计数器照样共用
y.detach().zero_()
y.sum().backward()
#> RuntimeError: one of the variables needed for gradient computation
#>   has been modified by an inplace operation...
