import copy

import torch

torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
best = model.state_dict()  # detached aliases of the parameters
# zh: 参数的别名，已脱离计算图
assert all(t.is_leaf and not t.requires_grad for t in best.values())
frozen = copy.deepcopy(model.state_dict())  # a clone of every tensor
# zh: 每个张量各复制一份
saved = frozen["weight"].tolist()

with torch.no_grad():
    # a later training step writes the parameters in place
    # zh: 之后的训练步骤原地修改参数
    model.weight.fill_(9.0)

# the "best" weights moved on
# zh: “最佳”权重跟着变了
assert best["weight"].tolist() == [[9.0, 9.0]]
assert frozen["weight"].tolist() == saved  # the deep copy kept them
# zh: 深拷贝保住了它们
best_ptr = best["weight"].untyped_storage().data_ptr()
assert best_ptr == model.weight.untyped_storage().data_ptr()
# With keep_vars=True the dictionary holds the parameters themselves.
# zh: 加上 keep_vars=True，字典里存的就是参数本身。
assert model.state_dict(keep_vars=True)["weight"] is model.weight

# Loaded back with assign=True, the model uses frozen's tensors themselves,
# and the deep copy moves with the next update.
# zh: 用 assign=True 加载回去，模型直接用上 frozen 里的张量本身，
# zh: 下一次更新时这份深拷贝也跟着变了。
model.load_state_dict(frozen, assign=True)
with torch.no_grad():
    model.weight.fill_(5.0)
assert frozen["weight"].tolist() == [[5.0, 5.0]]
