import torch
import torch.nn.functional as F

torch.manual_seed(0)
teacher = torch.nn.Linear(3, 3).eval().requires_grad_(False)
student = torch.nn.Linear(3, 3)
x = torch.randn(4, 3)
with torch.inference_mode():
    target = teacher(x)
print(target.is_inference(), target.requires_grad)
#> True False

# An operation outside the block gives an ordinary tensor ...
# zh: 在 with 块外做一次运算，得到的是普通张量……
soft = F.softmax(target, dim=1)
assert not soft.is_inference()
loss = F.kl_div(F.log_softmax(student(x), dim=1), soft, reduction="sum")
loss.backward()
# ... and so does clone().
# zh: ……clone() 也一样。
F.mse_loss(student(x), target.clone()).backward()
# detach(), a view and a conversion that changes nothing do not.
# zh: detach()、视图和什么都不改变的转换则不行。
same = (target.detach(), target[:2], target.float())
assert all(t.is_inference() for t in same)

# Used as it is, where autograd must save it, the target raises.
# zh: 原样用在 autograd 必须保存它的地方，就会报错。
F.mse_loss(student(x), target)
#> RuntimeError: Inference tensors cannot be saved for backward...
