import torch

torch.manual_seed(0)
# create it with its dtype (or device=...) and requires_grad at once
# zh: 创建时一并给出 dtype（或 device=...）和 requires_grad
a = torch.randn(3, dtype=torch.float64, requires_grad=True)
# or convert first, then ask for gradients
# zh: 或者先转换，再要求梯度
b = torch.randn(3).double().requires_grad_()
# multiplying is an operation too: scale first, then requires_grad_()
# zh: 乘法也是运算：先缩放，再调用 requires_grad_()
c = (torch.randn(3) * 0.01).requires_grad_()
print(a.is_leaf, b.is_leaf, c.is_leaf)
#> True True True
scaled = torch.randn(3, requires_grad=True) * 0.01
print(scaled.is_leaf)
#> False

# .to() that changes nothing returns the tensor itself: still a leaf
# zh: 不做任何转换的 .to() 返回张量本身：仍是叶子张量
d = torch.randn(3, requires_grad=True)
print(d.to(torch.float32) is d, d.to(torch.float32).is_leaf)
#> True True
# a module's .double() keeps each Parameter object and gives it new
# float64 storage: still leaves
# zh: 模块的 .double() 保留每个 Parameter 对象，换上新的 float64 存储：
# zh: 仍是叶子张量
layer = torch.nn.Linear(2, 1)
weight, flat = layer.weight, layer.weight.view(-1)
layer.double()
print(layer.weight is weight, weight.is_leaf, weight.dtype == torch.float64)
#> True True True
# a view taken before the move still reads the old float32 storage
# zh: 移动之前取的视图读的仍是原来的 float32 存储
print(flat.dtype)
#> torch.float32

# that is the default: with this torch.__future__ flag the move makes
# new Parameter objects, and an optimizer built before holds the old ones
# zh: 这是默认行为：打开 torch.__future__ 的这个开关后，移动会创建
# zh: 新的 Parameter 对象，之前创建的优化器拿着的是旧参数
layer = torch.nn.Linear(2, 1)
sgd = torch.optim.SGD(layer.parameters(), lr=0.1)
torch.__future__.set_overwrite_module_params_on_conversion(True)
try:
    layer.double()
finally:
    torch.__future__.set_overwrite_module_params_on_conversion(False)
held = sgd.param_groups[0]["params"][0]
print(held is layer.weight, held.dtype)
#> False torch.float32
