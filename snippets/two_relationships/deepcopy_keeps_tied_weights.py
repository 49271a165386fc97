import copy

import torch


def storage_ptr(t):
    return t.untyped_storage().data_ptr()


torch.manual_seed(0)
encoder = torch.nn.Linear(2, 2, bias=False)
decoder = torch.nn.Linear(2, 2, bias=False)
decoder.weight = encoder.weight  # tied: one parameter, used twice
model = torch.nn.Sequential(encoder, decoder)

frozen = copy.deepcopy(model.state_dict())
first, second = frozen["0.weight"], frozen["1.weight"]
# Apart from the model ...
assert storage_ptr(first) != storage_ptr(encoder.weight)
# ... but still tied to each other: a write to one shows in the other.
first[0, 0] = 9.0
print(second[0, 0].item())
#> 9.0
