import torch

torch.manual_seed(0)
x = torch.randn(2, 3)
relu = torch.nn.ReLU(inplace=True)

# Safe: Linear and BatchNorm save their input, not their output.
# zh: 安全：Linear 和 BatchNorm 保存的是输入，不是输出。
for layer in (torch.nn.Linear(3, 3), torch.nn.BatchNorm1d(3)):
    h = layer(x)
    y = relu(h)
    assert y is h  # the activation overwrote h
    # zh: 激活函数覆盖了 h
    y.sum().backward()
    assert layer.weight.grad is not None

# On a leaf that requires grad, the in-place ReLU is refused at once.
# zh: 对需要梯度的叶子张量，原地 ReLU 当场被拒绝。
try:
    relu(torch.ones(3, requires_grad=True))
    refused = False
except RuntimeError as error:
    refused = "a leaf Variable that requires grad" in str(error)
assert refused

# Not safe: sigmoid's backward reads its own output, which ReLU overwrote.
# zh: 不安全：sigmoid 的反向传播要读它自己的输出，而 ReLU 把它覆盖了。
w = torch.ones(3, requires_grad=True)
y = relu(torch.sigmoid(x * w))
y.sum().backward()
#> RuntimeError: one of the variables needed for gradient computation has
#>   been modified by an inplace operation...
