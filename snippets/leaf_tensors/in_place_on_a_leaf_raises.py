import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
print(w.is_leaf)  # created by you, not by a recorded operation
# zh: 由你创建，而不是由记录下的运算产生
#> True


def message(write):
    try:
        write()
    except RuntimeError as error:
        return str(error)


def write_at_index():
    w[0] = 0.0


def write_masked():
    w[w > 1] = 0.0


# an integer or slice index writes through a view: its own message;
# a mask writes into w itself: the message below
# zh: 整数或切片下标经由视图写入，报错说法不同；
# zh: 布尔掩码直接写 w 本身，报的就是下面这个错
assert "a view of a leaf Variable" in message(write_at_index)
assert "a leaf Variable" in message(write_masked)
assert "a view of" not in message(write_masked)
# every in-place method that writes values raises the same
# zh: 每个往里写数值的原地方法都报同样的错
for write in (lambda: w.add_(1), w.zero_, lambda: w.copy_(w), w.uniform_):
    assert message(write).startswith("a leaf Variable that requires grad")
w += 1
#> RuntimeError: a leaf Variable that requires grad is being used in an
#>   in-place operation.
