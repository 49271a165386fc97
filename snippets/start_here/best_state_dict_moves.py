import copy

import torch

torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
aliased = model.state_dict()  # "keep the best weights": aliases
# zh: “保存最佳权重”：存下的是别名
best = copy.deepcopy(model.state_dict())  # the fix: a copy
# zh: 修复：深拷贝一份
saved = best["weight"].tolist()

model(torch.ones(1, 2)).sum().backward()
opt.step()  # a later, worse epoch
# zh: 之后一个更差的 epoch
print(aliased["weight"].tolist() == model.weight.tolist())
#> True
assert best["weight"].tolist() == saved
assert best["weight"].tolist() != model.weight.tolist()
