import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
# sigmoid's backward reuses its output: dy/dx = y * (1 - y)
# zh: sigmoid 的反向传播要用它的输出：dy/dx = y * (1 - y)
y = torch.sigmoid(x)
alias = y.detach()
head = y[:1]  # a view of y
# zh: y 的视图
assert alias.untyped_storage().data_ptr() == y.untyped_storage().data_ptr()

# _version is private API, read here only to show what autograd checks.
# zh: _version 是私有 API，这里读它只是为了展示 autograd 检查的是什么。
assert y._version == 0
alias.zero_()  # one in-place write through the detached alias...
# zh: 通过 detach() 得到的别名原地写入一次……
# ...is counted on the counter all three tensors share
# zh: ……记在三个张量共用的计数器上
assert y._version == alias._version == head._version == 1
assert y.tolist() == [0.0, 0.0]  # and y reads the new values
# zh: y 读到的也是新值

with torch.no_grad():
    y.add_(1.0)  # no_grad stops recording operations, not counting writes
    # zh: no_grad 只停止记录运算，不停止计数
assert y._version == 2

# The fix: write into a clone, which has a counter of its own, and
# backward reads the values it saved.
# zh: 修复：写进 clone() 得到的副本，它有自己的计数器，
# zh: 反向传播读到的还是它保存的值。
z = torch.sigmoid(x)
edited = z.clone()
edited.zero_()
assert z._version == 0
z.sum().backward()
assert torch.allclose(x.grad, z * (1 - z))
