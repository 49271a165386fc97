import torch

torch.manual_seed(0)
w = torch.ones(3, requires_grad=True)
y = torch.randn(2, 3) * w

# Iterating a tensor unbinds it: each row is a view of y.
# zh: 遍历张量就是调用 unbind()：每一行都是 y 的视图。
rows = list(y)
assert rows[0].data_ptr() == y.data_ptr()
doubled = torch.stack([row * 2 for row in y])  # the fix: out of place
# zh: 修复：改用非原地运算
assert torch.equal(doubled, y * 2)

for row in y:
    row.mul_(2)
#> RuntimeError: Output 0 of Unbind is a view and is being modified
#>   inplace...
