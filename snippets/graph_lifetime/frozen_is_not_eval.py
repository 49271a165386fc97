import torch

torch.manual_seed(0)
norm = torch.nn.BatchNorm1d(2)
norm.requires_grad_(False)  # no gradients for its weight and bias
# zh: 它的 weight 和 bias 不再得到梯度
before = norm.running_mean.clone()
norm(torch.randn(8, 2) + 3.0)
# in training mode it still updates its running statistics
# zh: 在训练模式下，它照样更新滑动统计量
print(torch.equal(norm.running_mean, before))
#> False

norm.eval()  # eval() stops that, and freezes nothing
# zh: eval() 让它停止更新，但什么也不冻结
before = norm.running_mean.clone()
norm(torch.randn(8, 2) + 3.0)
print(torch.equal(norm.running_mean, before))
#> True
# model.train(), as a training loop calls it, undoes eval()
# zh: 训练循环调用的 model.train() 会撤销 eval()
model = torch.nn.Sequential(norm, torch.nn.Linear(2, 1))
model.train()
assert norm.training
linear = torch.nn.Linear(2, 1).eval()
linear(torch.randn(4, 2)).sum().backward()
print(linear.weight.grad is not None)
#> True
