import torch
import torch.nn.functional as F

w = torch.tensor([0.5, 1.5], requires_grad=True)
x = torch.tensor([1.0, 3.0])
with torch.no_grad():
    kept = w * x
with torch.inference_mode():
    served = w * x

# Both record nothing: no grad_fn, no requires_grad.
# zh: 两者都不记录：没有 grad_fn，也不需要梯度。
assert kept.grad_fn is None and served.grad_fn is None
assert not kept.requires_grad and not served.requires_grad

# Only inference_mode() makes inference tensors: no version counter
# (_version and _base are private, read here only to show this) ...
# zh: 只有 inference_mode() 产生推理张量：没有版本计数器
# zh: （_version 和 _base 是私有属性，这里读它们只为说明这一点）……
assert served.is_inference() and not kept.is_inference()
try:
    _ = served._version
    raise AssertionError("not refused")
except RuntimeError as error:
    assert "do not track version counter" in str(error)
# ... and no view tracking: its slices are not views to autograd.
# zh: ……也不跟踪视图：对 autograd 来说，它的切片不是视图。
with torch.no_grad():
    assert kept[:1]._base is kept
with torch.inference_mode():
    assert served[:1]._base is None

# Neither mode is model.eval(): dropout in training mode still drops.
# zh: 两种模式都不等于 model.eval()：训练模式下的 dropout 照样丢弃。
torch.manual_seed(0)
drop = torch.nn.Dropout(0.5)
with torch.no_grad():
    assert (drop(torch.ones(100)) == 0).any()
with torch.inference_mode():
    assert (drop(torch.ones(100)) == 0).any()
# and BatchNorm in training mode still updates its running mean
# zh: 训练模式下的 BatchNorm 照样更新 running mean
norm = torch.nn.BatchNorm1d(1)
with torch.inference_mode():
    norm(torch.tensor([[1.0], [3.0]]))
assert abs(norm.running_mean.item() - 0.2) < 1e-6

# Later, in training, the no_grad() result can be a target ...
# zh: 之后训练时，no_grad() 的结果可以当目标……
F.mse_loss(w * x + 1, kept).backward()
assert w.grad.tolist() == [1.0, 3.0]
# Whether a loss saves its target depends on the loss: l1_loss does not,
# so it takes the inference tensor.
# zh: 损失函数会不会保存目标，要看是哪一个：l1_loss 不保存，
# zh: 所以推理张量可以给它当目标。
F.l1_loss(w * x + 1, served).backward()
# Only new tensors are inference tensors: a view of an ordinary tensor
# taken in the mode stays ordinary, and a loss may save it.
# zh: 只有新算出的张量才是推理张量：在这个模式下对普通张量取的视图
# zh: 仍是普通张量，损失可以保存它。
with torch.inference_mode():
    part, plain = x[:1], x.detach()
assert not part.is_inference() and not plain.is_inference()
F.mse_loss(w * x + 1, plain).backward()
# mse_loss refuses the inference tensor: it must save it for backward.
# zh: mse_loss 不接受推理张量：它要把目标保存下来供反向传播用。
F.mse_loss(w * x + 1, served)
#> RuntimeError: Inference tensors cannot be saved for backward. Please do
#>   not use Tensors created in inference mode in computation tracked by
#>   autograd...
