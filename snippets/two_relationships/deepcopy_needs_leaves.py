import copy

import torch

w = torch.tensor([2.0, 6.0], requires_grad=True)  # a leaf
# zh: 叶子张量
copied = copy.deepcopy({"w": w})["w"]
# A deep copy of a leaf has its own storage, and still requires grad.
# zh: 叶子张量的深拷贝有自己的存储，而且仍然需要梯度。
assert copied.is_leaf and copied.requires_grad
with torch.no_grad():
    copied[0] = 9.0
assert w[0].item() == 2.0  # the write did not reach w
# zh: 这次写入没有影响 w

# An operation's result is a leaf when nothing was recorded: fine too.
# zh: 运算没有被记录时，结果就是叶子张量：也没问题。
data = torch.tensor([2.0, 6.0])  # requires no grad
# zh: 不需要梯度
with torch.no_grad():
    halved = w / 2
assert (data * 2).is_leaf and halved.is_leaf
copy.deepcopy([data * 2, halved])

# For a snapshot of every tensor, say so for each one.
# zh: 要给每个张量做快照，就逐个写明。
records = {"w": w, "double": w * 2}  # w * 2 has a grad_fn: not a leaf
# zh: w * 2 有 grad_fn：不是叶子张量
frozen = {k: v.detach().clone() for k, v in records.items()}
assert not any(v.requires_grad for v in frozen.values())
assert frozen["double"].tolist() == [4.0, 12.0]

copy.deepcopy(records)
#> RuntimeError: Only Tensors created explicitly by the user...
