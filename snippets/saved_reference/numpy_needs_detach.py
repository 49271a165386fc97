import numpy as np
import torch


def refusal(convert):
    # the error a conversion raises, or None if it is allowed
    # zh: 转换时抛出的错误；允许转换时返回 None
    try:
        convert()
    except RuntimeError as error:
        return str(error)
    return None


w = torch.tensor([1.0, 2.0], requires_grad=True)
values = w.detach().numpy()  # a NumPy view: detach() copied nothing
# zh: NumPy 视图：detach() 什么也没复制
values[0] = 5.0
print(w.tolist())  # the write through the array changed w
# zh: 通过数组的写入改了 w
#> [5.0, 2.0]
# a copy of its own: clone() first, or copy the array
# zh: 要一份自己的副本：先用 clone() 复制，或者复制数组
kept = w.detach().clone().numpy()
also_kept = w.detach().numpy().copy()
with torch.no_grad():
    w.zero_()
assert kept.tolist() == also_kept.tolist() == [5.0, 2.0]
# on a CPU tensor numpy(force=True) and np.asarray() share the memory
# too
# zh: 对 CPU 张量，numpy(force=True) 和 np.asarray() 同样共享内存
assert np.shares_memory(w.numpy(force=True), values)
assert np.shares_memory(np.asarray(w.detach()), values)

# NumPy calls numpy() itself: a list of losses that require grad fails
# the same way; store numbers instead
# zh: NumPy 会自己调用 numpy()：需要梯度的损失组成的列表同样报错；
# zh: 改存数值
losses = [(w + 1).sum(), (w + 3).sum()]
assert "requires grad" in refusal(lambda: np.array(losses))
assert np.array([loss.item() for loss in losses]).tolist() == [2.0, 6.0]
w.numpy()  # requires grad: refused in grad mode
# zh: 需要梯度：在梯度模式下被拒绝
#> RuntimeError: Can't call numpy() on Tensor that requires grad...
