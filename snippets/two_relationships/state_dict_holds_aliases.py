import copy

import torch

torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
best = model.state_dict()  # detached aliases of the parameters
assert all(t.is_leaf and not t.requires_grad for t in best.values())
frozen = copy.deepcopy(model.state_dict())  # a clone of every tensor
saved = frozen["weight"].tolist()

with torch.no_grad():
    # a later training step writes the parameters in place
    model.weight.fill_(9.0)

# the "best" weights moved on
assert best["weight"].tolist() == [[9.0, 9.0]]
assert frozen["weight"].tolist() == saved  # the deep copy kept them
best_ptr = best["weight"].untyped_storage().data_ptr()
assert best_ptr == model.weight.untyped_storage().data_ptr()
