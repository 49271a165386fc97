import torch

p = torch.nn.Parameter(torch.tensor([1.0, 2.0]))
p.grad = torch.tensor([1.0, 1.0])
# _version is private, read here only to show what is counted
# zh: _version 是私有属性，这里读它只是为了展示哪些写入被计数
start = p._version

torch.optim.SGD([p], lr=0.5).step()  # the default implementation
# zh: 默认实现
torch.optim.SGD([p], lr=0.5, foreach=True).step()
assert p._version == start + 2  # two steps, two counted writes
# zh: 两步更新，计了两次写入
print(p.tolist())
#> [0.0, 1.0]
optim = torch.optim
for optimizer in (optim.SGD, optim.Adam, optim.AdamW, optim.Adagrad):
    before = p.tolist()
    optimizer([p], lr=0.5, fused=True).step()
    assert p.tolist() != before  # written ...
    # zh: 写进去了……
    assert p._version == start + 2  # ... but not counted
    # zh: ……却没有计数

# Nor is a write through NumPy, into the storage itself, or through a
# tensor made again from the same memory (it has a counter of its own).
# zh: 通过 NumPy 的写入、直接写进存储的写入，以及通过同一块内存
# zh: 重新构造的张量（它有自己的计数器）做的写入，同样不计数。
writes = {
    "numpy": lambda t: t.detach().numpy().fill(0.0),
    "storage": lambda t: t.untyped_storage().fill_(0),
    "dlpack": lambda t: torch.from_dlpack(t.detach()).zero_(),
}
for name, write in writes.items():
    x = torch.tensor([0.0, 1.0], requires_grad=True)
    y = torch.sigmoid(x)
    write(y)
    assert y._version == 0
    y.sum().backward()  # no error, and the gradient is wrong
    # zh: 不报错，梯度却是错的
    print(name, x.grad.tolist())
#> numpy [0.0, 0.0]
#> storage [0.0, 0.0]
#> dlpack [0.0, 0.0]
