import torch


def layers():
    torch.manual_seed(0)
    return torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)


x = torch.randn(4, 2)
first, second = layers()
second.requires_grad_(False)  # freeze the later layer
# zh: 冻结后面那一层
second(first(x)).sum().backward()
# its weights get no gradient; the layer before it still does
# zh: 它的权重得不到梯度；它前面那一层照样得到
print(second.weight.grad, first.weight.grad is not None)
#> None True
# applied to plain data, the frozen layer records no graph at all
# zh: 作用在普通数据上时，冻结的层根本不记录计算图
assert not second(x).requires_grad

# the same gradient as with nothing frozen
# zh: 和什么都不冻结时的梯度相同
first_alone, second_alone = layers()
second_alone(first_alone(x)).sum().backward()
print(torch.equal(first.weight.grad, first_alone.weight.grad))
#> True

# parameters are leaves, which is why requires_grad can be switched off
# on them; a computed tensor refuses it
# zh: 参数是叶子张量，所以可以关掉它们的 requires_grad；
# zh: 计算出来的张量则会拒绝
assert all(p.is_leaf for p in first.parameters())
first.weight.requires_grad = False
try:
    first(x).requires_grad = False
except RuntimeError as error:
    assert "only change requires_grad flags of leaf" in str(error)
else:
    raise AssertionError("a computed tensor's flag was switched off")
