import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
# sigmoid's backward reuses its output: dy/dx = y * (1 - y)
y = torch.sigmoid(x)
alias = y.detach()
head = y[:1]  # a view of y
assert alias.untyped_storage().data_ptr() == y.untyped_storage().data_ptr()

# _version is private API, read here only to show what autograd checks.
assert y._version == 0
alias.zero_()  # one in-place write through the detached alias...
# ...is counted on the counter all three tensors share
assert y._version == alias._version == head._version == 1
assert y.tolist() == [0.0, 0.0]  # and y reads the new values

with torch.no_grad():
    y.add_(1.0)  # no_grad stops recording operations, not counting writes
assert y._version == 2
