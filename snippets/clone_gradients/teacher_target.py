import torch


def train_step(stop):
    teacher_w = torch.tensor(3.0, requires_grad=True)
    student_w = torch.tensor(1.0, requires_grad=True)
    x = torch.tensor(2.0)
    # the teacher's output is the student's target
    # zh: 教师模型的输出就是学生模型的目标
    target = stop(teacher_w * x)
    loss = (student_w * x - target) ** 2
    loss.backward()
    return teacher_w.grad, student_w.grad


teacher_c, student_c = train_step(torch.clone)
teacher_d, student_d = train_step(torch.Tensor.detach)
print(teacher_c.item(), student_c.item())
#> 16.0 -16.0
print(teacher_d, student_d.item())
#> None -16.0
assert teacher_c.item() == 16  # clone: the loss also trains the teacher
# zh: clone：损失连教师模型也一起训练
assert teacher_d is None  # detach: the teacher is left alone
# zh: detach：教师模型不受影响
# the student sees no difference
# zh: 对学生模型来说，两者没有区别
assert student_c.item() == student_d.item()
