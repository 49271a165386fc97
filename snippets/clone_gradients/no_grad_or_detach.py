import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)

# no_grad() is a mode: what is computed inside it is not recorded
# zh: no_grad() 是一种模式：在它里面计算的结果都不被记录
with torch.no_grad():
    y = x * 3
    head = x[:1]  # a view of x, made while nothing is recorded
    # zh: 在不记录时创建的 x 的视图
assert y.grad_fn is None and not y.requires_grad
# The view has no grad_fn, yet reports requires_grad like x, and reads
# the storage of x: no_grad() changes what is recorded, not what is shared.
# zh: 这个视图没有 grad_fn，requires_grad 却和 x 一样，读的也是 x 的存储：
# zh: no_grad() 改变的是记录，而不是共享。
assert head.grad_fn is None and head.requires_grad
assert head.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()

# A write inside the block is not recorded: the tensor keeps its grad_fn,
# and a view made outside and written inside gets a regenerated one.
# zh: 在代码块里的写入不被记录：张量保留原来的 grad_fn；
# zh: 在代码块外创建、在代码块内被写入的视图，换上重新生成的 grad_fn。
tripled = x * 3
first = tripled[:1]
with torch.no_grad():
    first.zero_()
print(type(tripled.grad_fn).__name__, type(first.grad_fn).__name__)
#> MulBackward0 AsStridedBackward0

# detach() is a call on one tensor: out of the graph, on the same storage
# zh: detach() 作用于一个张量：离开计算图，仍用同一块存储
z = x.detach()
assert not z.requires_grad
assert z.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()

# Outside the block autograd records again; to it, y and z are constants
# zh: 出了 with 块，autograd 又开始记录；对它来说 y 和 z 都是常数
loss = (x * y).sum() + (x * z).sum()
loss.backward()
print(x.grad.tolist())
#> [4.0, 8.0]

# A loss computed from the view sends no gradient to x and fills no
# .grad, without an error: the view is cut off like a detached tensor.
# zh: 用这个视图算出的损失不给 x 传梯度，也不填任何 .grad，而且不报错：
# zh: 这个视图和 detach() 的结果一样，不在计算图里。
head.sum().backward()
assert x.grad.tolist() == [4.0, 8.0] and head.grad is None
