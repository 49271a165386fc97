import copy

import torch

torch.manual_seed(0)
inputs = torch.randn(4, 3)  # data: needs no gradient
# zh: 数据：不需要梯度


def loss_of(model):
    # mixed precision: the layers compute in bfloat16
    # zh: 混合精度：各层用 bfloat16 计算
    with torch.autocast(inputs.device.type, dtype=torch.bfloat16):
        return model(inputs).float().pow(2).sum()


def sgd_step(model, lr=0.1):
    with torch.no_grad():
        for p in model.parameters():
            p -= lr * p.grad


mlp = torch.nn.Sequential(
    torch.nn.Linear(3, 4), torch.nn.Tanh(), torch.nn.Linear(4, 1)
)
loss_of(mlp).backward()  # a first backward, so p.grad exists
# zh: 先做一次反向传播，让参数有梯度
old = copy.deepcopy(mlp)
loss = loss_of(mlp)
sgd_step(mlp)  # the update that raised in full precision
# zh: 在全精度下会报错的那次更新
mlp.zero_grad()
# no error: a bfloat16 copy of the weight was saved, not the weight
# zh: 不报错：为反向传播保存的是权重的 bfloat16 副本，不是权重本身
loss.backward()
old.zero_grad()
loss_of(old).backward()
# the gradient is the one at the old parameters
# zh: 得到的是旧参数处的梯度
pairs = zip(mlp.parameters(), old.parameters(), strict=True)
print(all(torch.equal(p.grad, q.grad) for p, q in pairs))
#> True
