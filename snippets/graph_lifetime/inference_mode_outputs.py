import torch

torch.manual_seed(0)
first, second = torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)
x = torch.randn(4, 2)
with torch.inference_mode():
    hidden = first(x)  # an inference tensor
    # zh: 一个推理张量
# a clone made outside inference mode is an ordinary tensor
# zh: 在推理模式之外做的 clone() 是普通张量
second(hidden.clone()).sum().backward()
print(first.weight.grad, second.weight.grad is not None)
#> None True
# detach() and views of an inference tensor are inference tensors
# zh: 推理张量的 detach() 结果和视图仍是推理张量
print(hidden.detach().is_inference(), hidden[:2].is_inference())
#> True True
second(hidden.detach()).sum().backward()  # second would save it
# zh: second 要为反向传播保存它
#> RuntimeError: Inference tensors cannot be saved for backward...
