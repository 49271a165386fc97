import torch

# the producer's one output buffer, reused every step
buffer = torch.zeros(2)


def produce(step):
    buffer.fill_(step)  # overwrites the previous result in place
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
assert all(a.tolist() == buffer.tolist() for a in aliases)
# each snapshot kept its step
assert [s[0].item() for s in snapshots] == [0.0, 1.0, 2.0]
