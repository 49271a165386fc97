import torch

torch.manual_seed(0)
model = torch.nn.Linear(2, 2)
start = [p.detach().clone() for p in model.parameters()]
ema = [p + 1.0 for p in start]  # the EMA weights
# zh: EMA 权重


def copy_into(params, weights):
    with torch.no_grad():
        for p, w in zip(params, weights, strict=True):
            p.copy_(w)


keepers = {
    "p": lambda p: p,
    "p.data": lambda p: p.data,
    "p.detach()": lambda p: p.detach(),
    "p.detach().clone()": lambda p: p.detach().clone(),
}
for name, keep in keepers.items():
    copy_into(model.parameters(), start)
    # store(); copy_to() to evaluate with the EMA weights; restore()
    # zh: store()；copy_to() 换上 EMA 权重做评估；restore()
    stored = [keep(p) for p in model.parameters()]
    copy_into(model.parameters(), ema)
    copy_into(model.parameters(), stored)
    print(name, all(map(torch.equal, model.parameters(), start)))
#> p False
#> p.data False
#> p.detach() False
#> p.detach().clone() True

# A state_dict() kept without a deep copy is the same trap.
# zh: 不做深拷贝就留下的 state_dict() 也是同一个陷阱。
copy_into(model.parameters(), start)
backup = model.state_dict()
copy_into(model.parameters(), ema)
model.load_state_dict(backup)
assert torch.equal(model.weight, ema[0])  # training goes on from the EMA
# zh: 训练从 EMA 权重接着走
