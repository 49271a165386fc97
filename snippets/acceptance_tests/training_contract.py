import torch

torch.manual_seed(0)
student, teacher = torch.nn.Linear(2, 1), torch.nn.Linear(2, 1)
inputs = torch.randn(4, 2)


def with_grad(module):
    params = module.named_parameters()
    return [name for name, p in params if p.grad is not None]


def train_step(make_target):
    student.zero_grad(set_to_none=True)
    teacher.zero_grad(set_to_none=True)
    target = make_target(teacher(inputs))
    torch.nn.functional.mse_loss(student(inputs), target).backward()
    return with_grad(student), with_grad(teacher)


# Contract: every student parameter receives a gradient; the teacher
# branch is fixed.
# zh: 约定：学生模型的每个参数都拿到梯度；教师分支固定。
assert train_step(lambda t: t.detach()) == (["weight", "bias"], [])
# clone() protects the data but keeps the graph edge: the same test
# catches it.
# zh: clone() 保护了数据，却保留了计算图这条边：同一个测试能发现它。
both = ["weight", "bias"]
assert train_step(lambda t: t.clone()) == (both, both)

# The check reads None as "received nothing". A gradient zeroed in
# place by an earlier step is not None, and would count as received.
# zh: 这个检查把 None 当作“没有拿到梯度”。之前某一步原地清零的梯度
# zh: 不是 None，会被算作拿到了梯度。
teacher.zero_grad(set_to_none=False)
assert with_grad(teacher) == both
teacher.zero_grad()  # the default sets them to None again
# zh: 按默认设置，梯度又被设回 None
assert with_grad(teacher) == []
