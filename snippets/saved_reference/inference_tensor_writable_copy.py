import torch


def error_of(write):
    # the error a write raises, or None if it raises none
    # zh: 写入时抛出的错误；不报错时返回 None
    try:
        write()
    except RuntimeError as error:
        return str(error)
    return None


def write_at_index(t):
    t[0] = 5


with torch.inference_mode():
    made = torch.zeros(3)
# the fix: a clone made outside the mode is an ordinary tensor
# zh: 修复：在这个模式之外用 clone() 得到的是普通张量
editable = made.clone()
editable[0] = 1
assert not editable.is_inference() and made[0].item() == 0
# under no_grad nothing is recorded either, and the result is ordinary
# zh: no_grad 下同样什么都不记录，结果却是普通张量
with torch.no_grad():
    plain = torch.zeros(3)
plain[0] = 1
assert not plain.is_inference()
# inside the mode the write is allowed
# zh: 在这个模式之内，写入是允许的
with torch.inference_mode():
    made[0] = 1
assert made[0].item() == 1
# a clone made inside the mode is an inference tensor too
# zh: 在这个模式之内做的 clone() 也是推理张量
with torch.inference_mode():
    assert made.clone().is_inference()

# outside the mode, its detach() written directly is not refused,
# and the write lands in made
# zh: 出了这个模式，直接写它的 detach() 不会被拒绝，写入落在 made 里
made.detach().add_(1)
assert made.tolist() == [2.0, 1.0, 1.0]
# an assignment to [:] writes the tensor itself, not a view: allowed too
# zh: 给 [:] 赋值写的是张量本身，不经过视图：同样允许
made.detach()[:] = 3
assert made.tolist() == [3.0, 3.0, 3.0]
# [:] read as a tensor is a view: add_() on it raises, after writing
# zh: 把 [:] 当作张量来用就是视图：对它调用 add_() 会报错，也是写完之后
error = error_of(lambda: made.detach()[:].add_(1))
assert "outside InferenceMode" in error
assert made.tolist() == [4.0, 4.0, 4.0]
# an indexed write goes through a view: it raises, on the detach() too,
# but only after writing: the 5 is in made
# zh: 按下标写入要经过视图：会报错，对 detach() 的结果也一样，
# zh: 但报错时已经写完了：5 已经在 made 里
error = error_of(lambda: write_at_index(made.detach()))
assert "outside InferenceMode" in error
assert made.tolist() == [5.0, 4.0, 4.0]
# so does add_() on made itself: the error comes after the write
# zh: 直接对 made 调用 add_() 也一样：先写入，后报错
error = error_of(lambda: made.add_(1))
assert "outside InferenceMode" in error
assert made.tolist() == [6.0, 5.0, 5.0]
made[0] = 5
#> RuntimeError: Inplace update to inference tensor outside InferenceMode...
