import torch

x = torch.tensor(2.0, requires_grad=True)
y = 3 * x
z = torch.clone(y)  # new storage, same value, still in the graph
# zh: 新的存储，相同的值，仍在计算图里
loss = z**2
loss.backward()

print(z.grad_fn.name(), z.item(), x.grad.item())
#> CloneBackward0 6.0 36.0
assert z.grad_fn.name() == "CloneBackward0"
assert z.item() == 6
# chain rule: dL/dx = 2z * dz/dy * dy/dx
# zh: 链式法则：dL/dx = 2z * dz/dy * dy/dx
assert x.grad.item() == 2 * z.item() * 3 == 36
with torch.no_grad():
    y.zero_()  # a write into y ...
    # zh: 往 y 里写入……
assert z.item() == 6  # ... does not reach the clone: new storage
# zh: ……不会影响 clone() 的结果：它有新的存储

# with autograd off, clone (like any op) records nothing
# zh: 关掉 autograd 后，clone() 和其他运算一样，什么也不记录
with torch.no_grad():
    assert not torch.clone(y).requires_grad
