import copy

import torch

torch.manual_seed(0)
encoder = torch.nn.Linear(2, 2, bias=False)
decoder = torch.nn.Linear(2, 2, bias=False)
decoder.weight = encoder.weight  # tied: one parameter, used twice
# zh: 权重绑定：同一个参数用了两次
model = torch.nn.Sequential(encoder, decoder)

frozen = copy.deepcopy(model.state_dict())
first, second = frozen["0.weight"], frozen["1.weight"]
before = encoder.weight[0, 0].item()
first[0, 0] = 9.0
# Apart from the model: the write does not reach it ...
# zh: 和模型分开了：这次写入不会影响模型……
assert encoder.weight[0, 0].item() == before
# ... but still tied to each other: it shows in the other entry.
# zh: ……彼此却仍然绑定：另一个条目也能看到这次写入。
print(second[0, 0].item())
#> 9.0
