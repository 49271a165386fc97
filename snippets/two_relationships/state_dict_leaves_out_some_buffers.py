import copy

import torch


class Smoother(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)
        # a running mean, kept out of the state_dict
        # zh: 滑动平均值，不放进 state_dict
        self.register_buffer("mean", torch.zeros(2), persistent=False)
        # a plain attribute: in neither state_dict() nor named_buffers()
        # zh: 普通属性：state_dict() 和 named_buffers() 里都没有
        self.cache = torch.zeros(2)

    def forward(self, x):
        with torch.no_grad():
            self.mean.lerp_(x.mean(0), 0.5)
        return self.lin(x)


model = Smoother()
best = copy.deepcopy(model.state_dict())
whole = copy.deepcopy(model)  # the module: every buffer included
# zh: 整个模块：所有缓冲区都在内
assert list(best) == ["lin.weight", "lin.bias"]

model(torch.ones(3, 2))  # training goes on
# zh: 训练继续进行
model.load_state_dict(best)
# load_state_dict() restored the weights, not the buffer
# zh: load_state_dict() 恢复了权重，却没有恢复这个缓冲区
print(model.mean.tolist(), whole.mean.tolist())
#> [0.5, 0.5] [0.0, 0.0]
assert torch.equal(model.lin.weight, whole.lin.weight)
# named_buffers() has the buffer, not the plain attribute
# zh: named_buffers() 里有这个缓冲区，却没有那个普通属性
assert [name for name, _ in model.named_buffers()] == ["mean"]
assert whole.cache is not model.cache

# an output kept as an attribute has a grad_fn: no deep copy then
# zh: 作为属性保存的输出带有 grad_fn：这时就无法深拷贝
model.cache = model(torch.ones(1, 2))
copy.deepcopy(model)
#> RuntimeError: Only Tensors created explicitly by the user (graph leaves)
#>   support the deepcopy protocol at the moment...
