import torch

scale = torch.tensor(2.0, requires_grad=True)
buffer = torch.zeros(3)  # a plain leaf: it needs no gradient
# zh: 普通的叶子张量：它不需要梯度
print(buffer.is_leaf, buffer.requires_grad)
#> True False
buffer[0] = scale  # the written value requires grad: recorded
# zh: 写进去的值需要梯度：这次写入被记录
print(buffer.is_leaf, buffer.requires_grad, type(buffer.grad_fn).__name__)
#> False True CopySlices
buffer.sum().backward()  # the gradient reaches scale through the write
# zh: 梯度经由这次写入传到 scale
print(scale.grad.item())
#> 1.0

# under no_grad the same write is not recorded: a plain leaf still
# zh: 在 no_grad 下同样的写入不被记录：仍是普通的叶子张量
kept = torch.zeros(3)
with torch.no_grad():
    kept[0] = scale
assert kept.is_leaf and not kept.requires_grad and kept[0].item() == 2.0

# CopySlices is the node of an indexed write; other writes record
# their own
# zh: CopySlices 是按索引写入的节点；别的写入记录各自的节点
copied = torch.zeros(3)
copied.copy_(scale)
assert type(copied.grad_fn).__name__ == "CopyBackwards"
added = torch.zeros(3)
added.add_(scale)
assert type(added.grad_fn).__name__ == "AddBackward0"
# an integer tensor cannot require grad: one element written, the value
# is copied and the gradient dropped without a word
# zh: 整数张量不支持梯度：写一个元素时，数值照样写进去，梯度却被悄悄丢掉
counts = torch.zeros(3, dtype=torch.long)
try:
    counts.requires_grad_()
    raise AssertionError("not refused")
except RuntimeError as error:
    assert "only Tensors of floating point dtype" in str(error)
counts[0] = scale
assert counts.is_leaf and not counts.requires_grad
assert counts[0].item() == 2
# copy_() too
# zh: copy_() 也一样
counts.copy_(scale)
assert not counts.requires_grad and counts.tolist() == [2, 2, 2]
# a slice written: an integer tensor that claims to require grad, and
# a backward through it fails inside autograd
# zh: 写一个切片：整数张量自称需要梯度，对它做反向传播会在 autograd 内部失败
sliced = torch.zeros(3, dtype=torch.long)
sliced[0:2] = scale
assert sliced.requires_grad
try:
    (sliced * 1.0).sum().backward()
except RuntimeError:
    pass
else:
    raise AssertionError("backward through an integer tensor ran")
# write scale.detach() (or scale.item()) into an integer tensor
# zh: 往整数张量里写 scale.detach()（或 scale.item()）
fixed = torch.zeros(3, dtype=torch.long)
fixed[0:2] = scale.detach()
assert not fixed.requires_grad
