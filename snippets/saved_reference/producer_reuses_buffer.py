import torch

# the producer's one output buffer, reused every step
# zh: 生产者唯一的输出缓冲区，每一步都复用
buffer = torch.zeros(2)


def produce(step):
    buffer.fill_(step)  # overwrites the previous result in place
    # zh: 原地覆盖上一步的结果
    return buffer


aliases, snapshots = [], []
for step in range(3):
    out = produce(step)
    aliases.append(out.detach())
    snapshots.append(out.detach().clone())

print([a.tolist() for a in aliases])
#> [[2.0, 2.0], [2.0, 2.0], [2.0, 2.0]]
print([s.tolist() for s in snapshots])
#> [[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]
# every record shows the last value
# zh: 每条记录显示的都是最后的值
assert all(a.tolist() == buffer.tolist() for a in aliases)
# each snapshot kept its step
# zh: 每个快照都保留了自己那一步的值
assert [s[0].item() for s in snapshots] == [0.0, 1.0, 2.0]
