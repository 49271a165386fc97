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

# The default load_state_dict() copies the values into the parameters
# and leaves the dictionary alone.
# zh: 默认的 load_state_dict() 把数值复制进参数，字典保持不变。
model.load_state_dict(frozen)
with torch.no_grad():
    model.weight.fill_(7.0)
assert frozen["weight"].tolist() == saved

# With assign=True the parameters become new Parameters over frozen's
# tensors: an in-place update of the model now moves the deep copy ...
# zh: 加上 assign=True，参数换成了建在 frozen 张量上的新 Parameter：
# zh: 这时原地更新模型，深拷贝也跟着变……
opt = torch.optim.SGD(model.parameters(), lr=0.1)  # built before
# zh: 在加载之前创建
model.load_state_dict(frozen, assign=True)
with torch.no_grad():
    model.weight.fill_(5.0)
assert frozen["weight"].tolist() == [[5.0, 5.0]]
# ... and the optimizer built before the call holds the old Parameters:
# its step no longer trains the model.
# zh: ……而加载之前创建的优化器拿着的是旧 Parameter：
# zh: 它的更新再也训练不到模型。
assert all(p is not model.weight for p in opt.param_groups[0]["params"])
model(torch.ones(1, 2)).sum().backward()
opt.step()
assert model.weight.tolist() == [[5.0, 5.0]]
