import torch

src = torch.tensor([2.0, 6.0], device="cuda")
snapshot = torch.empty(
    src.shape, dtype=src.dtype, device="cpu", pin_memory=True
)
copied = torch.cuda.Event()

# only queued on the current stream; may not have run yet
snapshot.copy_(src, non_blocking=True)
copied.record()  # marks the point on that stream right after the copy
src[0] = 9.0  # queued on the same stream, so it runs after the copy

copied.synchronize()  # the host waits until the copy has finished
assert snapshot.tolist() == [2.0, 6.0]
torch.cuda.synchronize()
assert src.tolist() == [9.0, 6.0]
