import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)
y = x.detach()

# detach() cuts the graph edge: y is not part of x's computation graph.
# zh: detach() 切断计算图这条边：y 不在 x 的计算图里。
assert y.requires_grad is False and y.grad_fn is None
# It keeps the storage edge: both tensors read the same memory.
# zh: 存储这条边还在：两个张量读的是同一块内存。
assert y.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()

with torch.no_grad():
    x[0] = 9.0
print(y.tolist())
#> [9.0, 6.0]
