import torch

model = torch.nn.Linear(2, 1)
x = torch.ones(1, 2)
# a framework runs the step under no_grad: enable_grad() records again
# zh: 框架在 no_grad 下运行这一步：enable_grad() 让记录重新开始
with torch.no_grad():
    with torch.enable_grad():
        loss = model(x).sum()
assert loss.requires_grad

with torch.inference_mode():
    made = torch.ones(1, 2)
    # under inference_mode, enable_grad() changes nothing
    # zh: 在 inference_mode 下，enable_grad() 什么也不改变
    with torch.enable_grad():
        assert not model(x).requires_grad
    # inference_mode(False) does; a tensor made in the mode is cloned
    # first
    # zh: inference_mode(False) 才行；模式里创建的张量要先用 clone() 复制
    with torch.inference_mode(False):
        assert model(x).requires_grad
        assert model(made.clone()).requires_grad
        model(made)
#> RuntimeError: Inference tensors cannot be saved for backward...
