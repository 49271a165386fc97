import torch
from torch.nn.utils.parametrizations import weight_norm

w = torch.tensor([1.0, 2.0], requires_grad=True)
y = w * 3  # recorded: not a leaf, and it requires grad
# zh: 被记录下来：不是叶子张量，需要梯度
# to use its values without a gradient, detach it
# zh: 想用它的数值而不要梯度，就对它调用 detach()
values = y.detach()
assert values.is_leaf and not values.requires_grad
y.requires_grad_()  # the method switching it on changes nothing
# zh: 用方法再打开一次，什么都不变
# switching it off is refused, with either spelling
# zh: 想关掉它会被拒绝，两种写法都一样
for switch_off in (lambda: y.requires_grad_(False),
                   lambda: setattr(y, "requires_grad", False)):
    try:
        switch_off()
    except RuntimeError as error:
        assert "use var_no_grad = var.detach()" in str(error)
    else:
        raise AssertionError("requires_grad switched off")
# a parameter is a leaf: its flag is yours, which is how layers freeze
# zh: 参数是叶子张量：它的标志由你设置，冻结层靠的就是这一点
layer = torch.nn.Linear(2, 1)
layer.weight.requires_grad = False
layer.bias.requires_grad_(False)
assert layer.weight.is_leaf and not any(
    p.requires_grad for p in layer.parameters()
)
# under a parametrization, layer.weight is computed at each access:
# it refuses too, and the module's requires_grad_() freezes it
# zh: 加了参数化的层，layer.weight 每次访问时才算出来：同样会拒绝，
# zh: 要用模块的 requires_grad_() 冻结
normed = weight_norm(torch.nn.Linear(2, 1))
assert not normed.weight.is_leaf
try:
    normed.weight.requires_grad = False
except RuntimeError as error:
    assert "only change requires_grad flags of leaf" in str(error)
else:
    raise AssertionError("a parametrized weight's flag was switched off")
normed.requires_grad_(False)  # the parameters behind layer.weight
# zh: 冻结的是 layer.weight 背后的参数
assert not normed.weight.requires_grad
# the attribute refuses even True, the value it already has
# zh: 用属性赋值，连它本来就有的 True 也会被拒绝
y.requires_grad = True
#> RuntimeError: you can only change requires_grad flags of leaf variables.
