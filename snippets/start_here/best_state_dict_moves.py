import copy

import torch

torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
best = model.state_dict()  # "keep the best weights"
# zh: “保存最佳权重”
kept = copy.deepcopy(model.state_dict())
saved = kept["weight"].tolist()

model(torch.ones(1, 2)).sum().backward()
opt.step()  # a later, worse epoch
# zh: 之后一个更差的 epoch
print(best["weight"].tolist() == model.weight.tolist())
#> True
assert kept["weight"].tolist() == saved
assert kept["weight"].tolist() != model.weight.tolist()
