import torch

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True).double()
# x is the copy .double() made: an operation's result, not a leaf
# zh: x 是 .double() 做出的副本：运算的结果，不是叶子张量
print(x.is_leaf, type(x.grad_fn).__name__)
#> False ToCopyBackward0
x.pow(2).sum().backward()
print(x.grad)  # the gradient went to the float32 tensor, now lost
# zh: 梯度进了那个 float32 张量，而它已经拿不到了
#> UserWarning: The .grad attribute of a Tensor that is not a leaf Tensor is
#>   being accessed...
#> None
# an optimizer updates leaves only, so it refuses x
# zh: 优化器只更新叶子张量，所以不接受 x
torch.optim.SGD([x], lr=0.1)
#> ValueError: can't optimize a non-leaf Tensor
