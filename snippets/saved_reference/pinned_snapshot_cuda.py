import torch

src = torch.tensor([2.0, 6.0], device="cuda")
snapshot = torch.empty(
    src.shape, dtype=src.dtype, device="cpu", pin_memory=True
)
copied = torch.cuda.Event()

# only queued on the current stream; may not have run yet
# zh: 只是排进了当前流；可能还没执行
snapshot.copy_(src, non_blocking=True)
copied.record()  # marks the point on that stream right after the copy
# zh: 在该流上标记复制之后的位置
src[0] = 9.0  # queued on the same stream, so it runs after the copy
# zh: 排在同一个流上，所以在复制之后执行

copied.synchronize()  # the host waits until the copy has finished
# zh: 主机一直等到复制完成
assert snapshot.tolist() == [2.0, 6.0]
torch.cuda.synchronize()
assert src.tolist() == [9.0, 6.0]
