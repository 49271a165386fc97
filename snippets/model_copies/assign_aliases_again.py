import copy

import torch

torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
best = copy.deepcopy(model.state_dict())  # a snapshot of its own
# zh: 一份独立的快照
saved = best["weight"].tolist()

# Loading by copy (the default) keeps the model's storage.
# zh: 按复制加载（默认）保留模型自己的存储。
model.load_state_dict(best)
assert model.weight.data_ptr() != best["weight"].data_ptr()

# assign=True makes the model's parameters wrap the snapshot's tensors.
# zh: assign=True 让模型的参数直接包住快照里的张量。
model.load_state_dict(best, assign=True)
assert model.weight.data_ptr() == best["weight"].data_ptr()
assert model.weight.requires_grad  # kept from the module's parameter
# zh: 沿用模块原来参数的设置
with torch.no_grad():
    model.weight.add_(1.0)  # any in-place update of the model ...
    # zh: 对模型的任何原地更新……
assert best["weight"].tolist() != saved  # ... moves the snapshot again
# zh: ……又会改动快照

# And the optimizer still holds the parameters the model dropped.
# zh: 而优化器里仍是模型已经换掉的那些参数。
held = opt.param_groups[0]["params"]
print(any(p is model.weight for p in held))
#> False

# assign=True takes the dictionary's dtype, and its Parameters as they are.
# zh: assign=True 沿用字典的 dtype；字典里是 Parameter 时，直接用它们本身。
wide = torch.nn.Linear(2, 1).double()
wide.load_state_dict(best, assign=True)
assert wide.weight.dtype == torch.float32
other = torch.nn.Linear(2, 1)
other.load_state_dict(model.state_dict(keep_vars=True), assign=True)
assert other.weight is model.weight

# With torch.__future__'s swap flag on, assign=True keeps the objects.
# zh: 打开 torch.__future__ 的 swap 开关后，assign=True 保留原来的对象。
flag = torch.__future__.get_swap_module_params_on_conversion()
torch.__future__.set_swap_module_params_on_conversion(True)
try:
    kept = torch.nn.Linear(2, 1)
    weight = kept.weight
    kept.load_state_dict(copy.deepcopy(best), assign=True)
    assert kept.weight is weight
finally:
    torch.__future__.set_swap_module_params_on_conversion(flag)
