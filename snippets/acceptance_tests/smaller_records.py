import math

import torch

activations = torch.arange(1000, dtype=torch.float32)

# When the log needs two statistics, keep two Python floats, not a tensor.
# zh: 日志只需要两个统计量时，就存两个 Python 浮点数，不存张量。
record = {
    "mean": activations.mean().item(),
    "max": activations.max().item(),
}
activations.zero_()  # the producer overwrites its buffer
# zh: 生产者覆盖了自己的缓冲区
assert record["max"] == 999.0  # plain numbers do not follow it
# zh: 普通数值不会跟着变
# float32 mean: exact on CPU, not necessarily on GPU
# zh: float32 的均值：在 CPU 上是精确值，在 GPU 上不一定
assert math.isclose(record["mean"], 499.5, rel_tol=1e-6)

# A detached slice keeps the whole 4000-byte storage alive;
# a cloned slice owns 40 bytes.
# zh: detach() 得到的切片让整块 4000 字节的存储一直释放不掉；
# zh: clone() 得到的切片只占自己的 40 字节。
head_alias = activations[:10].detach()
head_copy = activations[:10].clone()
assert head_alias.untyped_storage().nbytes() == 4000
assert head_copy.numel() == 10
assert head_copy.untyped_storage().nbytes() == 40

# A clone is sized by the elements it shows, not by the storage it
# reads: 1000 elements expanded from one 4-byte number clone to 4000.
# zh: clone() 按元素个数（由形状决定）分配存储，不看它读的存储多大：
# zh: 从一个 4 字节的数扩展出的 1000 个元素，用 clone() 复制后占 4000 字节。
spread = torch.zeros(1).expand(1000)
assert spread.untyped_storage().nbytes() == 4
assert spread.clone().untyped_storage().nbytes() == 4000
