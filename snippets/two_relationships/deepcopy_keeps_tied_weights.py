import copy

import torch


def storage_ptr(t):
    return t.untyped_storage().data_ptr()


torch.manual_seed(0)
encoder = torch.nn.Linear(2, 2, bias=False)
decoder = torch.nn.Linear(2, 2, bias=False)
decoder.weight = encoder.weight  # tied: one parameter, used twice
# zh: 权重绑定：同一个参数用了两次
model = torch.nn.Sequential(encoder, decoder)

frozen = copy.deepcopy(model.state_dict())
first, second = frozen["0.weight"], frozen["1.weight"]
# Apart from the model ...
# zh: 和模型分开了……
assert storage_ptr(first) != storage_ptr(encoder.weight)
# ... but still tied to each other: a write to one shows in the other.
# zh: ……彼此却仍然绑定：写入其中一个，另一个也能看到。
first[0, 0] = 9.0
print(second[0, 0].item())
#> 9.0
