import torch

with torch.inference_mode():
    made = torch.zeros(3)
# a clone made outside the mode is an ordinary tensor: write into it
# zh: 在这个模式之外做的 clone() 是普通张量：可以写入
editable = made.clone()
editable[0] = 1
assert not editable.is_inference() and made[0].item() == 0
# under no_grad nothing is recorded either, and the result is ordinary
# zh: no_grad 下同样什么都不记录，结果却是普通张量
with torch.no_grad():
    plain = torch.zeros(3)
plain[0] = 1
assert not plain.is_inference()
# inside the mode the write is allowed
# zh: 在这个模式之内，写入是允许的
with torch.inference_mode():
    made[0] = 1
assert made[0].item() == 1
# a clone made inside the mode is an inference tensor too
# zh: 在这个模式之内做的 clone() 也是推理张量
with torch.inference_mode():
    assert made.clone().is_inference()
