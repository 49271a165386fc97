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
        snapshots.append(w.detach().clone())  # a copy
        numbers.append(w.tolist())  # Python floats: also a copy
        optimizer.zero_grad()
        (w**2).sum().backward()
        optimizer.step()  # writes into w's storage in place
    logged = [a.item() for a in aliases]
    assert logged == [w.item()] * 3
    assert numbers == [[8.0], [4.0], [2.0]]
    print(f"{kind:<8}", logged, [s.item() for s in snapshots])
#> plain    [1.0, 1.0, 1.0] [8.0, 4.0, 2.0]
#> foreach  [1.0, 1.0, 1.0] [8.0, 4.0, 2.0]
#> fused    [1.0, 1.0, 1.0] [8.0, 4.0, 2.0]
