import copy
import io

import torch


# Why an average: 50 noisy least-squares fits side by side, each one's
# last weights and their EMA measured against the exact solution.
# zh: 为什么要取平均：并排做 50 组带噪声的最小二乘拟合，
# zh: 分别量出最后一步的权重和它们的 EMA 离精确解有多远。
# On the CPU, so that every machine draws the same numbers.
# zh: 在 CPU 上算，这样每台机器抽到的随机数都一样。
def fit(decay, anneal=False, runs=50, steps=300):
    torch.manual_seed(0)
    w_true = torch.randn(runs, 5, 1, device="cpu")
    w = torch.zeros_like(w_true, requires_grad=True)
    ema = w.detach().clone()
    for step in range(steps):
        x = torch.randn(runs, 4, 5, device="cpu")
        noise = torch.randn(runs, 4, 1, device="cpu")
        y = x @ w_true + 0.5 * noise  # noisy labels
        # zh: 带噪声的标签
        loss = ((x @ w - y) ** 2).mean(dim=(1, 2)).sum()
        (grad,) = torch.autograd.grad(loss, w)
        lr = 0.1 * (1 - step / steps) if anneal else 0.1
        with torch.no_grad():
            w -= lr * grad  # an SGD step
            # zh: 一步 SGD
            ema.lerp_(w, 1 - decay)
    errors = [(v.detach() - w_true).square() for v in (ema, w)]
    return [e.sum(dim=(1, 2)) for e in errors]


# Nearer the exact fit in most runs, not in all; on average, a squared
# error under a third of the last weights'.
# zh: 多数组里离精确解更近，但不是每一组；平均下来，
# zh: 平方误差不到最后一步权重的三分之一。
ema_error, last_error = fit(decay=0.99)
print((ema_error < last_error).sum().item(), "of 50")
#> 45 of 50
assert ema_error.mean() * 3 < last_error.mean()
# Not when the window, 1 / (1 - decay) = 1000 steps, outlasts the run,
# nor when the learning rate is annealed to zero: the last weights win.
# zh: 窗口 1 / (1 - decay) = 1000 步比整个训练还长时不行，
# zh: 学习率退火到零时也不行：最后一步的权重更近。
assert round(1 / (1 - 0.999)) == 1000
ema_error, last_error = fit(decay=0.999)
print((ema_error < last_error).sum().item(), "of 50")
#> 0 of 50
ema_error, last_error = fit(decay=0.99, anneal=True)
print((ema_error < last_error).sum().item(), "of 50")
#> 3 of 50

# To sample: checkpoint both, load the EMA into a copy of the model.
# zh: 采样时：两份都存进检查点，把 EMA 加载进一个同结构的模型。
model = torch.nn.Linear(5, 1)
ema_model = copy.deepcopy(model).requires_grad_(False)
with torch.no_grad():
    model.weight.add_(1.0)  # stands in for training
    # zh: 代替训练
    pairs = zip(ema_model.parameters(), model.parameters(), strict=True)
    for e, p in pairs:
        e.lerp_(p, 1 - 0.99)
file = io.BytesIO()
checkpoint = {"model": model.state_dict(), "ema": ema_model.state_dict()}
torch.save(checkpoint, file)
file.seek(0)
checkpoint = torch.load(file)

sampler = torch.nn.Linear(5, 1)
sampler.load_state_dict(checkpoint["ema"])
x = torch.randn(3, 5)
with torch.no_grad():
    assert torch.equal(sampler(x), ema_model(x))
    assert not torch.equal(sampler(x), model(x))
# Training resumes from the model's own weights, not the EMA's.
# zh: 训练从模型自己的权重接着走，而不是 EMA 的。
resumed = torch.nn.Linear(5, 1)
resumed.load_state_dict(checkpoint["model"])
assert torch.equal(resumed.weight, model.weight)
