import torch

torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
x = torch.randn(4, 2)


def cut_off(loss):
    return not loss.requires_grad and loss.grad_fn is None


# the output detached, or rebuilt from a number
# zh: 对输出调用了 detach()，或者由一个 Python 数值重新构造
print(cut_off(model(x).detach().pow(2).mean()))
#> True
print(cut_off(torch.tensor(model(x).pow(2).mean().item())))
#> True
with torch.inference_mode():  # like no_grad()
# zh: 和 no_grad() 一样
    print(cut_off(model(x).pow(2).mean()))
    #> True
# a model frozen whole: nothing in the graph requires grad
# zh: 整个模型都被冻结：计算图中没有任何张量需要梯度
model.requires_grad_(False)
print(cut_off(model(x).pow(2).mean()))
#> True
model.requires_grad_(True)

# requires_grad_() on the loss silences the error, trains nothing
# zh: 对损失调用 requires_grad_() 能让报错消失，却什么也训练不了
loss = model(x).detach().pow(2).mean().requires_grad_()
loss.backward()
print(model.weight.grad)
#> None

# "element 0" is the loss's place among the tensors given to backward
# zh: “element 0”指损失在传给 backward 的张量中的位置
torch.autograd.backward([model(x).sum(), model(x).detach().sum()])
#> RuntimeError: element 1 of tensors does not require grad and does not
#>   have a grad_fn
