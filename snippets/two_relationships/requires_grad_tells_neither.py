import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)
a = x.detach()  # requires_grad is False ...
# zh: requires_grad 为 False……
b = x.detach().requires_grad_()  # requires_grad is True ...
# zh: requires_grad 为 True……

same_storage = x.untyped_storage().data_ptr()
# ... yet both still share x's storage: the flag says nothing about memory.
# zh: ……两者却都仍与 x 共享存储：这个标志说明不了内存。
assert not a.requires_grad
assert a.untyped_storage().data_ptr() == same_storage
assert b.requires_grad
assert b.untyped_storage().data_ptr() == same_storage

# b requires grad, but its graph starts at b itself:
# nothing flows back to x.
# zh: b 需要梯度，但它的计算图从 b 自己开始：
# zh: 没有梯度流回 x。
(b * 3).sum().backward()
assert b.is_leaf and b.grad.tolist() == [3.0, 3.0]
assert x.grad is None

# x requires grad, yet an integer or boolean result is never recorded
# zh: x 需要梯度，但整数或布尔结果永远不会被记录
assert x.argmax().grad_fn is None and not (x > 0).requires_grad
# nor is a float result autograd has no derivative for, or one that
# takes only x's shape
# zh: 没有导数的浮点结果、只用到 x 形状的结果，也都不会被记录
assert torch.histc(x, bins=2).grad_fn is None
assert torch.zeros_like(x).grad_fn is None
