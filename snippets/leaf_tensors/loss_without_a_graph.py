import torch

torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
x = torch.randn(4, 2)
with torch.no_grad():  # e.g. a validation helper reused for training
# zh: 比如把验证用的辅助函数拿来训练
    loss = model(x).pow(2).mean()
print(loss.requires_grad, loss.grad_fn)
#> False None
loss.backward()
#> RuntimeError: element 0 of tensors does not require grad and does not
#>   have a grad_fn
