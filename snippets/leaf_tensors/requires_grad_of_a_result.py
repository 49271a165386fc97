import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
y = w * 3  # recorded: not a leaf, and it requires grad
# zh: 被记录下来：不是叶子张量，需要梯度
# to use its values without a gradient, detach it
# zh: 想用它的数值而不要梯度，就 detach()
values = y.detach()
assert values.is_leaf and not values.requires_grad
y.requires_grad_()  # switching it on again changes nothing
# zh: 再打开一次，什么都不变
# switching off what autograd recorded is refused
# zh: 想关掉 autograd 记录的结果的 requires_grad，会被拒绝
y.requires_grad_(False)
#> RuntimeError: you can only change requires_grad flags of leaf
#>   variables...
