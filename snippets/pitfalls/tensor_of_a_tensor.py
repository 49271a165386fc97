import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)
copied = torch.tensor(x)  # works, but warns
# zh: 能用，但会发出警告
#> UserWarning: To copy construct from a tensor, it is recommended to use
#>   sourceTensor.detach().clone()...
# What it did: copied the values and left the graph behind.
# zh: 它做的事：复制了数值，丢下了计算图。
assert not copied.requires_grad

a = x.detach().clone()  # cut the graph edge, then copy
# zh: 先切断计算图这条边，再复制
b = x.clone().detach()  # copy in the graph, then cut
# zh: 先在计算图里复制，再切断
assert torch.equal(a, b) and torch.equal(a, copied)
assert not a.requires_grad and not b.requires_grad
# clone() first records a node that detach() then throws away:
# zh: clone() 先记录一个节点，detach() 随后把它丢掉：
assert x.clone().grad_fn.name() == "CloneBackward0"
assert x.detach().grad_fn is None
copied[0] = 9.0  # its own storage: the write does not reach x
# zh: 它有自己的存储：这次写入不会影响 x
assert x[0].item() == 2.0
