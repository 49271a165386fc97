import warnings

import torch

torch.manual_seed(0)
model = torch.nn.Conv2d(3, 1, kernel_size=3)
image = torch.randn(1, 3, 5, 5)  # from the data: it requires no grad
# zh: 来自数据：不需要梯度
model(image).sum().backward()
with warnings.catch_warnings():
    warnings.simplefilter("error")  # a leaf: None, and no warning
    # zh: 它是叶子张量：None，也没有警告
    print(image.grad)
#> None

# ask for it before the forward pass, then read it after backward
# zh: 在前向传播之前要求梯度，反向传播之后再读
image.requires_grad_()
model(image).sum().backward()
print(image.grad.shape)
#> torch.Size([1, 3, 5, 5])
# torch.autograd.grad returns it and leaves the model's .grad alone
# zh: torch.autograd.grad 直接返回它，不动模型的 .grad
model.zero_grad()
(grad,) = torch.autograd.grad(model(image).sum(), image)
print(torch.equal(grad, image.grad), model.weight.grad)
#> True None
