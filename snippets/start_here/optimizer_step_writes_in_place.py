import torch

kinds = {
    "plain": {},
    "foreach": {"foreach": True},
    "fused": {"fused": True},
}
for kind, options in kinds.items():
    w = torch.nn.Parameter(torch.tensor([8.0]))
    optimizer = torch.optim.SGD([w], lr=0.25, **options)
    aliases, snapshots, numbers = [], [], []
    for _ in range(3):
        aliases.append(w.detach())  # "log the weight at this step"
        # zh: “记下这一步的权重”
        snapshots.append(w.detach().clone())  # a copy
        # zh: 副本
        numbers.append(w.tolist())  # Python floats: also a copy
        # zh: Python 浮点数：也是副本
        optimizer.zero_grad()
        (w**2).sum().backward()
        optimizer.step()  # writes into w's storage in place
        # zh: 原地写进 w 的存储
    logged = [a.item() for a in aliases]
    assert logged == [w.item()] * 3
    assert numbers == [[8.0], [4.0], [2.0]]
    print(f"{kind:<8}", logged, [s.item() for s in snapshots])
#> plain    [1.0, 1.0, 1.0] [8.0, 4.0, 2.0]
#> foreach  [1.0, 1.0, 1.0] [8.0, 4.0, 2.0]
#> fused    [1.0, 1.0, 1.0] [8.0, 4.0, 2.0]
