import torch


def moves_after_freezing(make_optimizer, set_to_none):
    torch.manual_seed(0)
    layer = torch.nn.Linear(3, 2)
    optimizer = make_optimizer(layer.parameters())
    layer(torch.randn(4, 3)).pow(2).mean().backward()
    optimizer.step()  # one real step: the optimizer now holds state
    # zh: 真正更新一步：优化器里有了状态
    layer.requires_grad_(False)  # frozen partway through training
    # zh: 训练到一半才冻结
    optimizer.zero_grad(set_to_none=set_to_none)
    before = layer.weight.clone()
    optimizer.step()
    return not torch.equal(layer.weight, before)


# no weight decay anywhere
# zh: 都没有设权重衰减
optimizers = {
    "SGD": lambda p: torch.optim.SGD(p, lr=0.1),
    "SGD momentum": lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9),
    "Adam": lambda p: torch.optim.Adam(p, lr=0.1),
}
for name, make in optimizers.items():
    # a zero .grad: momentum and Adam's averages still move the weight
    # zh: .grad 为零：动量和 Adam 的滑动平均照样让权重变化
    print(name, moves_after_freezing(make, set_to_none=False))
    # a None .grad: every optimizer skips the weight
    # zh: .grad 为 None：每个优化器都跳过这个权重
    assert not moves_after_freezing(make, set_to_none=True)
#> SGD False
#> SGD momentum True
#> Adam True


# frozen before the first step: momentum and Adam hold no state yet,
# so a zero .grad moves nothing; weight decay moves it all the same
# zh: 第一步之前就冻结：动量和 Adam 还没有状态，.grad 为零时不动它；
# zh: 权重衰减照样让它动
def moves_frozen_from_start(make_optimizer):
    layer = torch.nn.Linear(3, 2).requires_grad_(False)
    optimizer = make_optimizer(layer.parameters())
    for p in layer.parameters():
        p.grad = torch.zeros_like(p)
    before = layer.weight.clone()
    optimizer.step()
    return not torch.equal(layer.weight, before)


assert not moves_frozen_from_start(optimizers["SGD momentum"])
assert not moves_frozen_from_start(optimizers["Adam"])
assert moves_frozen_from_start(lambda p: torch.optim.AdamW(p, lr=0.1))
