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
    # zh: no_grad 停止记录运算，但不停止计数
assert y._version == 2
