import torch

torch.manual_seed(0)


def net():
    layers = torch.nn.Linear(2, 2), torch.nn.BatchNorm1d(2)
    return torch.nn.Sequential(*layers)


# 1. The "hard_update" of public code: a new dict of the same buffers.
# zh: 1. 公开代码里的“hard_update”：新的字典，装的还是那些缓冲区。
src, tgt = net(), net()
for m1, m2 in zip(tgt.modules(), src.modules(), strict=True):
    m1._buffers = m2._buffers.copy()
assert tgt[1]._buffers is not src[1]._buffers
assert tgt[1].running_mean is src[1].running_mean
src(torch.randn(8, 2))  # a training forward of the source ...
# zh: 源模型在训练模式下做一次前向传播……
print(tgt[1].num_batches_tracked.item())  # ... moves the target's BN
# zh: ……目标网络的 BN 也跟着变了
#> 1
# load_state_dict() then copies each of these tensors into itself.
# zh: 之后再调用 load_state_dict()，只是把这些张量复制进它们自己。
tgt.load_state_dict(src.state_dict())
assert tgt[1].running_mean is src[1].running_mean

# 2. p.data = q.data: two Parameters over one storage.
# zh: 2. p.data = q.data：两个 Parameter 共享一块存储。
src, tgt = net(), net()
for p, q in zip(tgt.parameters(), src.parameters(), strict=True):
    p.data = q.data
assert tgt[0].weight is not src[0].weight
assert tgt[0].weight.data_ptr() == src[0].weight.data_ptr()
with torch.no_grad():
    src[0].weight.add_(1.0)  # stands in for optimizer.step()
    # zh: 代替 optimizer.step()
assert torch.equal(tgt[0].weight, src[0].weight)


# 3. Copying attributes (YOLOv5's copy_attr) never reaches a weight.
# zh: 3. 复制属性（YOLOv5 的 copy_attr）碰不到任何权重。
def copy_attr(a, b):
    for k, v in b.__dict__.items():
        if not k.startswith("_"):
            setattr(a, k, v)


src, tgt = net(), net()
src.names = ["cat"]  # a plain attribute
# zh: 普通属性
src.eval()
copy_attr(tgt, src)
print(sorted(k for k in src.__dict__ if not k.startswith("_")))
#> ['names', 'training']
assert tgt.names is src.names  # the same list, not a copy
# zh: 同一个列表，不是副本
assert not tgt.training and tgt[0].training  # the top module's flag only
# zh: 只改了最外层模块的标志
assert not torch.equal(tgt[0].weight, src[0].weight)  # weights untouched
# zh: 权重没动
