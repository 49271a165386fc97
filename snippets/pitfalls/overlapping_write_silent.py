import torch

# Subtract each row's first element from the row.
# zh: 每一行减去该行的第一个元素。
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
expected = (a - a[:, :1]).tolist()
print(expected)
#> [[0.0, 1.0], [0.0, 1.0]]
a -= a[:, :1]  # the argument is a view of a's first column
# zh: 右边的输入是 a 第一列的视图
print(a.tolist())
#> [[0.0, 2.0], [0.0, 4.0]]
assert a.tolist() != expected  # no error, wrong values
# zh: 没有报错，数值却错了
# A row of a transposed tensor has gaps in memory too: not caught.
# zh: 转置后张量的一行在内存里同样有间隔：也发现不了。
t = torch.tensor([[1.0, 3.0], [2.0, 4.0]]).t()
wanted = (t - t[:1]).tolist()
t -= t[:1]
assert t.tolist() != wanted
# A whole transposed tensor is not contiguous, but it covers its memory
# without gaps: its overlap is caught.
# zh: 整个转置后的张量不连续，但它不留间隔地占满自己的内存：
# zh: 这种重叠能被发现。
d = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
assert not d.t().is_contiguous()
try:
    d += d.t()
except RuntimeError as error:
    assert "single memory location" in str(error)
else:
    raise AssertionError("the overlap was not caught")

# The fix: clone the argument, or write out of place.
# zh: 修复：先对右边的输入调用 clone()，或者改用非原地运算。
b = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
b -= b[:, :1].clone()
assert b.tolist() == expected
# A reduction is a new tensor already: no overlap.
# zh: 归约的结果本来就是新张量：没有重叠。
c = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
c -= c.mean(1, keepdim=True)
assert c.tolist() == [[-0.5, 0.5], [-0.5, 0.5]]
