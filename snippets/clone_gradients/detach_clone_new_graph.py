import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)
frozen = x.detach().clone()
# graph edge cut
# zh: 切断了计算图这条边
assert frozen.grad_fn is None and not frozen.requires_grad

frozen += 1  # not read-only: in-place writes are allowed ...
# zh: 不是只读的：可以原地修改……
# ... and do not reach x: the storage edge is cut too
# zh: ……而且不会影响 x：存储这条边也切断了
assert x.tolist() == [2.0, 6.0]

frozen.requires_grad_()  # it can start a graph of its own, as a leaf
# zh: 它可以作为叶子张量，开始自己的计算图
assert frozen.is_leaf
(frozen**2).sum().backward()
print(frozen.grad.tolist())
#> [6.0, 14.0]
assert frozen.grad.tolist() == [6.0, 14.0]
assert x.grad is None  # nothing flows back into the original graph
# zh: 没有梯度流回原来的计算图
