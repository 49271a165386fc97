import torch
from torch.nn.functional import mse_loss

torch.manual_seed(0)
model = torch.nn.ModuleDict(
    {"backbone": torch.nn.Linear(3, 4), "head": torch.nn.Linear(4, 1)}
)
x, y = torch.randn(8, 3), torch.randn(8, 1)


def train(optimizer):
    before = {n: p.clone() for n, p in model.named_parameters()}
    for _ in range(3):
        optimizer.zero_grad()
        mse_loss(model["head"](model["backbone"](x)), y).backward()
        optimizer.step()
    # did each parameter stay the same?
    # zh: 每个参数是不是都没变？
    return [torch.equal(before[n], p) for n, p in model.named_parameters()]


def not_held(optimizer):
    # the check: which trainable parameters does the optimizer lack?
    # zh: 检查：哪些要训练的参数不在优化器里？
    held = {id(p) for g in optimizer.param_groups for p in g["params"]}
    return [
        n
        for n, p in model.named_parameters()
        if p.requires_grad and id(p) not in held
    ]


# param groups built from names: the second filter matches nothing
# (there is no "decoder"), and nothing raises
# zh: 按名字构建参数组：第二个过滤条件一个也没匹配上（没有 "decoder"），
# zh: 却什么都不报错
groups = [
    {"params": [p for n, p in model.named_parameters()
                if "backbone" in n], "lr": 1e-4},
    {"params": [p for n, p in model.named_parameters()
                if "decoder" in n]},
]
optimizer = torch.optim.AdamW(groups, lr=1e-3)
print(train(optimizer))
#> [False, False, True, True]
# every .grad is there: this is not the .grad-is-None case
# zh: 每个 .grad 都在：不是 .grad 为 None 的那种情况
print(all(p.grad is not None for p in model.parameters()))
#> True
print(not_held(optimizer))
#> ['head.weight', 'head.bias']

# compare by id(): `in` on a list of tensors compares their values
# zh: 按 id() 比较：对张量列表用 in，比较的是数值
try:
    _ = model["head"].weight in list(model["backbone"].parameters())
except RuntimeError:
    pass
else:
    raise AssertionError("`in` should have compared values")
# one-element parameters: `in` says True for one that is not held
# zh: 只有一个元素的参数：不在优化器里的，in 也说 True
scale, temperature = (torch.nn.Parameter(torch.ones(1)) for _ in "ab")
held = [scale]
print(temperature in held, id(temperature) in {id(p) for p in held})
#> True False

# the fix: every trainable parameter in some group; then check the lr
# zh: 修复：每个要训练的参数都进某个参数组；再检查学习率
groups = [
    {"params": model["backbone"].parameters(), "lr": 1e-4},
    {"params": model["head"].parameters()},
]
optimizer = torch.optim.AdamW(groups, lr=1e-3)
print(not_held(optimizer), [g["lr"] for g in optimizer.param_groups])
#> [] [0.0001, 0.001]
print(train(optimizer))
#> [False, False, False, False]

# an optimizer built for another instance: the model you train is
# not in it, though it has the same names
# zh: 优化器是为另一个实例构建的：要训练的模型不在里面，尽管名字一样
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
model = torch.nn.ModuleDict(
    {"backbone": torch.nn.Linear(3, 4), "head": torch.nn.Linear(4, 1)}
)
print(len(not_held(optimizer)), train(optimizer))
#> 4 [True, True, True, True]

# held, and still not moving: a learning rate of 0
# zh: 在优化器里，却还是不动：学习率是 0
optimizer = torch.optim.AdamW(model.parameters(), lr=0.0)
print(not_held(optimizer), [g["lr"] for g in optimizer.param_groups])
#> [] [0.0]
print(train(optimizer))
#> [True, True, True, True]
