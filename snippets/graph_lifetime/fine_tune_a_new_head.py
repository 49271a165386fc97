import torch

torch.manual_seed(0)
# stands in for a pretrained model
# zh: 用一个小网络充当预训练模型
backbone = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU())
backbone.requires_grad_(False)  # freeze every pretrained weight
# zh: 冻结所有预训练权重
head = torch.nn.Linear(3, 2)  # the new layer, trainable
# zh: 新加的一层，要训练
model = torch.nn.Sequential(backbone, head)

trainable = [p for p in model.parameters() if p.requires_grad]
optimizer = torch.optim.SGD(trainable, lr=0.1)
# check what the optimizer holds: the head's weight and bias only
# zh: 检查优化器里有什么：只有新层的权重和偏置
held = [p for group in optimizer.param_groups for p in group["params"]]
print(len(held))
#> 2
assert {id(p) for p in held} == {id(p) for p in head.parameters()}

frozen = backbone[0].weight.clone()
trained = head.weight.clone()
model(torch.randn(5, 4)).pow(2).mean().backward()
optimizer.step()
# the frozen weights got no gradient and did not move
# zh: 冻结的权重没有得到梯度，也没有变
assert all(p.grad is None for p in backbone.parameters())
assert torch.equal(backbone[0].weight, frozen)
assert not torch.equal(head.weight, trained)

# None, not zero, keeps them fixed: an optimizer skips a None .grad,
# but weight decay moves a weight whose .grad is zero
# zh: 让它们不动的是 None 而不是零：优化器跳过 .grad 为 None 的参数，
# zh: .grad 为零时，权重衰减照样会改变权重
decayed = torch.optim.SGD(backbone.parameters(), lr=0.1, weight_decay=0.1)
decayed.step()
assert torch.equal(backbone[0].weight, frozen)
for p in backbone.parameters():
    p.grad = torch.zeros_like(p)
decayed.step()
assert not torch.equal(backbone[0].weight, frozen)
