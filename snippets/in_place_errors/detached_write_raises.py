import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
y = torch.sigmoid(x)  # saved for backward
# detach leaves the graph, not the storage or its version counter
y.detach().zero_()
y.sum().backward()
#> RuntimeError: one of the variables needed for gradient computation
#>   has been modified by an inplace operation...
