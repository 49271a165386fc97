import copy

import torch

w = torch.tensor([2.0, 6.0], requires_grad=True)  # a leaf
copied = copy.deepcopy({"w": w})["w"]
# A deep copy of a leaf has its own storage, and still requires grad.
assert copied.untyped_storage().data_ptr() != w.untyped_storage().data_ptr()
assert copied.is_leaf and copied.requires_grad

# An operation's result is a leaf when nothing was recorded: fine too.
data = torch.tensor([2.0, 6.0])  # requires no grad
with torch.no_grad():
    halved = w / 2
assert (data * 2).is_leaf and halved.is_leaf
copy.deepcopy([data * 2, halved])

# For a snapshot of every tensor, say so for each one.
records = {"w": w, "double": w * 2}  # w * 2 has a grad_fn: not a leaf
frozen = {k: v.detach().clone() for k, v in records.items()}
assert not any(v.requires_grad for v in frozen.values())
assert frozen["double"].tolist() == [4.0, 12.0]

copy.deepcopy(records)
#> RuntimeError: Only Tensors created explicitly by the user...
