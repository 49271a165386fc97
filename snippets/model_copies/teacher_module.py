import torch
import torch.nn.functional as F

torch.manual_seed(0)
teacher = torch.nn.Sequential(
    torch.nn.Linear(3, 3), torch.nn.BatchNorm1d(3), torch.nn.Dropout(0.5)
)
student = torch.nn.Linear(3, 3)
x = torch.randn(4, 3)

# no_grad() alone leaves the teacher in training mode:
# zh: 只用 no_grad()，教师模型仍处于训练模式：
with torch.no_grad():
    first, second = teacher(x), teacher(x)
print(torch.equal(first, second), teacher[1].num_batches_tracked.item())
#> False 2

# eval() turns dropout off and makes BatchNorm use running statistics;
# zh: eval() 关闭 dropout，让 BatchNorm 用滑动统计量；
# requires_grad_(False) freezes the parameters.
# zh: requires_grad_(False) 冻结参数。
teacher.eval().requires_grad_(False)
with torch.no_grad():
    target = teacher(x)
assert torch.equal(target, teacher(x))
assert teacher(x).grad_fn is None  # frozen: not recorded even here
# zh: 已冻结：即使在这里也不记录
assert target.grad_fn is None and not target.requires_grad
# A BatchNorm without running statistics uses the batch's, even in eval().
# zh: 没有滑动统计量的 BatchNorm，即使在 eval() 下也用当前批次的统计量。
batch_norm = torch.nn.BatchNorm1d(3, track_running_stats=False).eval()
assert not torch.allclose(batch_norm(x)[:1], batch_norm(x[:2])[:1])

loss = F.mse_loss(student(x), target)
loss.backward()
assert all(p.grad is None for p in teacher.parameters())
# Check what the optimizer holds: the student's parameters only.
# zh: 检查优化器里有什么：只有学生模型的参数。
opt = torch.optim.SGD(student.parameters(), lr=0.1)
held = {id(p) for group in opt.param_groups for p in group["params"]}
assert held == {id(p) for p in student.parameters()}
assert not held & {id(p) for p in teacher.parameters()}

# An optimizer over both models holds the teacher's parameters too;
# zh: 基于两个模型创建的优化器也持有教师的参数；
# a step skips them only because their .grad is None.
# zh: 每一步跳过它们，只是因为它们的 .grad 是 None。
both = torch.nn.ModuleList([student, teacher])
opt = torch.optim.SGD(both.parameters(), lr=0.1, weight_decay=0.1)
held = {id(p) for group in opt.param_groups for p in group["params"]}
assert {id(p) for p in teacher.parameters()} <= held
before = [p.clone() for p in teacher.parameters()]
opt.step()
after = list(teacher.parameters())
assert all(map(torch.equal, before, after))
