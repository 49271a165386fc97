import torch

torch.manual_seed(0)
x = torch.randn(2, 3)
w = torch.ones(3, requires_grad=True)

out = torch.relu(x * w)
out = out + x  # the fix: a new tensor for the sum
# zh: 修复：相加的结果放进一个新张量
out.sum().backward()
# torchvision's order is fine: BatchNorm does not save its output
# zh: torchvision 的顺序没有问题：BatchNorm 不保存自己的输出
out = torch.nn.BatchNorm1d(3)(x * w)
out += x
torch.relu_(out).sum().backward()

out = torch.relu(x * w)  # relu saves its output for backward ...
# zh: relu 为反向传播保存了它的输出……
out += x  # ... and the residual is added into it
# zh: ……残差却原地加了进去
out.sum().backward()
#> RuntimeError: one of the variables needed for gradient computation has
#>   been modified by an inplace operation...
