import torch

p = torch.nn.Parameter(torch.tensor([1.0, 2.0]))
p.grad = torch.tensor([1.0, 1.0])
# _version is private, read here only to show what is counted
start = p._version

torch.optim.SGD([p], lr=0.5).step()  # the default implementation
torch.optim.SGD([p], lr=0.5, foreach=True).step()
assert p._version == start + 2  # two steps, two counted writes
print(p.tolist())
#> [0.0, 1.0]
for optimizer in (torch.optim.SGD, torch.optim.Adam, torch.optim.AdamW):
    before = p.tolist()
    optimizer([p], lr=0.5, fused=True).step()
    assert p.tolist() != before  # written ...
    assert p._version == start + 2  # ... but not counted

# A write through NumPy is not counted either.
x = torch.tensor([0.0, 1.0], requires_grad=True)
y = torch.sigmoid(x)
y.detach().numpy()[:] = 0.0
assert y._version == 0
y.sum().backward()  # no error, and the gradient is wrong
print(x.grad.tolist())
#> [0.0, 0.0]
