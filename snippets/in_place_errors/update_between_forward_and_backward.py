import copy

import torch

torch.manual_seed(0)
inputs = torch.randn(4, 3)  # data: needs no gradient
# zh: 数据：不需要梯度


def sgd_step(model, lr=0.1):
    # What optimizer.step() does for plain SGD: an in-place write.
    # zh: 普通 SGD 的 optimizer.step() 做的事：一次原地修改。
    with torch.no_grad():
        for p in model.parameters():
            p -= lr * p.grad


def loss_of(model):
    return model(inputs).pow(2).sum()


# One linear layer: it saves its inputs for backward, not its weight.
# zh: 单个线性层：为反向传播保存的是输入，不是权重。
single = torch.nn.Linear(3, 1)
loss_of(single).backward()  # a first backward, so p.grad exists
# zh: 先做一次反向传播，让参数有梯度
old = copy.deepcopy(single)
loss = loss_of(single)
sgd_step(single)  # the update lands between forward and backward
# zh: 更新落在前向传播和反向传播之间
single.zero_grad()
loss.backward()  # no error: nothing saved for backward was updated
# zh: 不报错：为反向传播保存的张量都没被更新
old.zero_grad()
loss_of(old).backward()
# the gradient is the one at the old parameters
# zh: 得到的是旧参数处的梯度
print(torch.equal(single.weight.grad, old.weight.grad))
#> True

# Two layers: the second one's backward needs its weight.
# zh: 两层：第二层的反向传播需要它的权重。
mlp = torch.nn.Sequential(
    torch.nn.Linear(3, 4), torch.nn.Tanh(), torch.nn.Linear(4, 1)
)
loss_of(mlp).backward()
loss = loss_of(mlp)
sgd_step(mlp)
loss.backward()
#> RuntimeError: one of the variables needed for gradient computation
#>   has been modified by an inplace operation...
