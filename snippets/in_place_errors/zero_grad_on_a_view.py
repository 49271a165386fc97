import torch

model = torch.nn.Linear(2, 1, bias=False)
flat = torch.ones(2, 2)
model.weight.grad = flat[:1]  # .grad is a view of flat
# zh: .grad 是 flat 的视图
model.zero_grad(set_to_none=False)  # zeroes it, and flat with it
# zh: 把它清零，flat 也跟着清零
print(flat.tolist())
#> [[0.0, 0.0], [1.0, 1.0]]
model.zero_grad()  # the default sets .grad to None: nothing to detach
# zh: 默认把 .grad 设为 None：也就不必调用 detach_()
assert model.weight.grad is None

# A view of a tensor that is in a graph must be detached first.
# zh: .grad 是计算图中某个张量的视图，zero_grad() 要先对它调用 detach_()
flat = torch.ones(2, 2, requires_grad=True) * 2
model.weight.grad = flat[:1]
model.zero_grad(set_to_none=False)
#> RuntimeError: Can't detach views in-place...
