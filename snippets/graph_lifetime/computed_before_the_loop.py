import torch
from torch.nn.functional import mse_loss

torch.manual_seed(0)
embed, head = torch.nn.Embedding(5, 4), torch.nn.Linear(4, 1)
ids, y = torch.tensor([0, 1, 3]), torch.randn(3, 1)
params = [*embed.parameters(), *head.parameters()]
optimizer = torch.optim.SGD(params, lr=0.1)


def train(features_of):
    for _ in range(3):
        optimizer.zero_grad()
        mse_loss(head(features_of()), y).backward()
        optimizer.step()


# computed inside the loop: a new graph every step
# zh: 在循环里计算：每一步都是一张新的计算图
train(lambda: embed(ids))
# computed once before the loop and not meant to learn: detach it
# zh: 在循环之前只算一次、也不打算让它学习：对它调用 detach()
features = embed(ids).detach()
train(lambda: features)
print(embed.weight.grad)  # the embedding no longer learns
# zh: 嵌入层不再学习
#> None
# computed once and reused as it is: the second step's backward
# walks into the first step's graph, already freed
# zh: 只算一次、原样重复使用：第二步的反向传播走进第一步已经释放的计算图
features = embed(ids)
train(lambda: features)
#> RuntimeError: Trying to backward through the graph a second time (or
#>   directly access saved tensors after they have already been freed)...
