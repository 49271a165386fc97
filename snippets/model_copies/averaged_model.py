import torch
from torch.optim.swa_utils import AveragedModel, get_ema_multi_avg_fn

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.BatchNorm1d(2))
ema = AveragedModel(
    model, multi_avg_fn=get_ema_multi_avg_fn(0.75), use_buffers=True
)
# A deep copy: no tensor of it shares storage with the model.
# zh: 这是深拷贝：它没有一个张量与模型共享存储。
pairs = zip(
    ema.module.state_dict().values(),
    model.state_dict().values(),
    strict=True,
)
storage = torch.Tensor.untyped_storage
assert all(
    storage(e).data_ptr() != storage(m).data_ptr() for e, m in pairs
)
with torch.no_grad():
    model[0].weight.mul_(-1.0)  # the model moves before the first call
    # zh: 第一次调用之前模型已经变了
ema.update_parameters(model)  # the first call copies the model
# zh: 第一次调用是复制模型
assert torch.equal(ema.module[0].weight, model[0].weight)
old = ema.module[0].weight.detach().clone()

with torch.no_grad():
    model[0].weight.add_(1.0)  # stands in for optimizer.step()
    # zh: 代替 optimizer.step()
model(torch.randn(8, 2))  # moves the BN statistics
# zh: 改动 BN 的统计量
assert torch.equal(ema.module[0].weight, old)  # training leaves it
# zh: 训练不会带动它
ema.update_parameters(model)  # ema = 0.75 * ema + 0.25 * model
# zh: 即 ema = 0.75 * ema + 0.25 * model
new = 0.75 * old + 0.25 * model[0].weight
assert torch.allclose(ema.module[0].weight, new)
mean = model[1].running_mean
assert torch.allclose(ema.module[1].running_mean, 0.25 * mean)
# The integer count is averaged too, and truncated.
# zh: 整数计数也被平均了，并且截断成整数。
count = ema.module[1].num_batches_tracked
print(count.item(), model[1].num_batches_tracked.item())
#> 0 1

# Without use_buffers=True the buffers are copied, not averaged.
# zh: 不设 use_buffers=True 时，缓冲区是复制过来的，不做平均。
copied = AveragedModel(model, multi_avg_fn=get_ema_multi_avg_fn(0.75))
copied.update_parameters(model)
model(torch.randn(8, 2))
copied.update_parameters(model)
assert torch.equal(copied.module[1].running_mean, model[1].running_mean)

# Its parameters still require grad, as a deep copy's do.
# zh: 它的参数仍然需要梯度，深拷贝出来的都这样。
assert all(p.requires_grad for p in ema.parameters())
# Its forward is ema.module's: evaluate it under no_grad().
# zh: 它的前向传播就是 ema.module 的：在 no_grad() 下评估它。
ema.eval()
x = torch.randn(4, 2)
with torch.no_grad():
    assert torch.equal(ema(x), ema.module(x))
# Its state_dict() adds a count and a prefix: load ema.module's.
# zh: 它的 state_dict() 多了计数和前缀：加载 ema.module 的。
print(list(ema.state_dict())[:2])
#> ['n_averaged', 'module.0.weight']
plain = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.BatchNorm1d(2))
plain.load_state_dict(ema.module.state_dict())
assert torch.equal(plain[0].weight, ema.module[0].weight)
