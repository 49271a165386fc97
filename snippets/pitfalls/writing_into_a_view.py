import torch


def refusal(write):
    # the error a write raises, or None if it is allowed
    # zh: 写入时抛出的错误；允许写入时返回 None
    try:
        write()
    except RuntimeError as error:
        return str(error)
    return None


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)  # a leaf
# zh: 叶子张量
y = x * 2  # made by a recorded operation: not a leaf
# zh: 由被记录的运算产生：不是叶子张量

# Allowed: a view of a non-leaf; backward goes through the write.
# zh: 允许：非叶子张量的视图；反向传播会经过这次写入。
y[1:].mul_(10)
y.sum().backward()
assert x.grad.tolist() == [2.0, 20.0, 20.0]
# Allowed: any view, under no_grad (the way optimizers write).
# zh: 允许：在 no_grad 下写任何视图（优化器就是这样写的）。
with torch.no_grad():
    x[1:].add_(1)

# No limits when the base needs no gradient.
# zh: 基张量不需要梯度时，没有这些限制。
plain = torch.zeros(3)
plain.unbind()[0].add_(1)
assert plain.tolist() == [1.0, 0.0, 0.0]
# Unless the value written needs one: x[0] does.
# zh: 除非写进去的值需要梯度：x[0] 就需要。
assert "multiple views" in refusal(lambda: plain.unbind()[0].add_(x[0]))
assert "no_grad mode" in refusal(lambda: plain.split(1)[0].add_(x[0]))
assert "no_grad mode" in refusal(lambda: plain.chunk(3)[0].add_(x[0]))
with torch.no_grad():
    made_in_no_grad = plain[1:]
assert "no_grad mode" in refusal(lambda: made_in_no_grad.add_(x[0]))
with torch.inference_mode():
    made_in_inference = plain[1:]
assert "inference mode" in refusal(lambda: made_in_inference.add_(x[0]))
# An expanded view fails for another reason: one memory location ...
# zh: 写 expand() 得到的视图会失败，原因不同：几个元素指向同一个内存位置……
one = torch.zeros(1)
spread = one.expand(3)
assert "single memory location" in refusal(lambda: spread.add_(1))
# ... except a write that sets that location: fill_(), zero_(), [0]
# zh: ……只有直接设定那个位置的写入例外：fill_()、zero_()、[0]
spread.fill_(7.0)
assert one.tolist() == [7.0]
spread.zero_()
assert one.tolist() == [0.0]
spread[0] = 4.0
assert one.tolist() == [4.0]


def fill_by_indexing():
    spread[:] = 5.0


# the same fill written as indexing: allowed from PyTorch 2.15 only
# zh: 同样的填充用索引来写：PyTorch 2.15 起才允许
allowed = refusal(fill_by_indexing) is None
assert allowed == (torch.__version__ >= (2, 15))


def fill_with_a_tensor():
    spread[:] = torch.tensor(5.0)


# with a tensor on the right it is refused on every release
# zh: 右边是张量时，哪个版本都拒绝
assert "single memory location" in refusal(fill_with_a_tensor)

# Refused with grad mode on: a view of a leaf that requires grad ...
# zh: 梯度模式下会被拒绝：需要梯度的叶子张量的视图……
assert "view of a leaf" in refusal(lambda: x[1:].mul_(10))
# ... an output of unbind(), split() or chunk() ...
# zh: ……unbind()、split() 或 chunk() 的输出……
y = x * 2
assert "multiple views" in refusal(lambda: y.unbind()[0].mul_(10))
# ... a view made under inference_mode, written outside it ...
# zh: ……在 inference_mode 下创建、在它之外写入的视图……
with torch.inference_mode():
    made = y[1:]
assert "inference mode" in refusal(lambda: made.mul_(10))
# ... and a view made under no_grad.
# zh: ……以及在 no_grad 下创建的视图。
with torch.no_grad():
    tail = y[1:]
tail.mul_(10)
#> RuntimeError: A view was created in no_grad mode and is being modified
#>   inplace with grad mode enabled...
