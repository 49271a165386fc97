import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 3
y.retain_grad()  # before backward: keep y's gradient
# zh: 在反向传播之前调用：保留 y 的梯度
(y * y).sum().backward()
print(y.grad.tolist(), y.retains_grad)
#> [6.0, 12.0] True

# backward(inputs=[v]) calls retain_grad() on a non-leaf v itself
# zh: backward(inputs=[v]) 会替非叶子张量 v 调用 retain_grad()
v = x * 3
(v * v).sum().backward(inputs=[v])
assert v.retains_grad and v.grad.tolist() == [6.0, 12.0]

# after backward it is too late: None, and no warning
# zh: 反向传播之后再调用就晚了：得到 None，而且没有警告
z = x * 3
(z * z).sum().backward()
z.retain_grad()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(z.grad, len(caught))
    #> None 0

# or ask for the gradient itself, without storing it in .grad
# zh: 也可以直接求这个梯度，不存进 .grad
u = x * 3
(gradient,) = torch.autograd.grad((u * u).sum(), u)
print(gradient.tolist())
#> [6.0, 12.0]
