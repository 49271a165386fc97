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

# eval() fixes dropout and BatchNorm; requires_grad_(False) freezes it.
# zh: eval() 固定 dropout 和 BatchNorm；requires_grad_(False) 冻结参数。
teacher.eval().requires_grad_(False)
with torch.no_grad():
    target = teacher(x)
assert torch.equal(target, teacher(x))
assert target.grad_fn is None and not target.requires_grad

loss = F.mse_loss(student(x), target)
loss.backward()
assert all(p.grad is None for p in teacher.parameters())
# Check what the optimizer holds: the student's parameters only.
# zh: 检查优化器里有什么：只有学生模型的参数。
opt = torch.optim.SGD(student.parameters(), lr=0.1)
held = {id(p) for group in opt.param_groups for p in group["params"]}
assert held == {id(p) for p in student.parameters()}
assert not held & {id(p) for p in teacher.parameters()}
