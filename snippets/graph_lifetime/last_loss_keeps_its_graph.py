import weakref

import torch

w = torch.ones(3, 1, requires_grad=True)


def forward(x, inputs, earlier):
    out = torch.sigmoid(x @ w).pow(2).mean()  # x @ w saves x
    # zh: x @ w 保存了 x
    # while this forward runs: how many earlier inputs are reachable?
    # zh: 这次前向传播进行时，之前的输入还能访问到几个？
    earlier.append(sum(ref() is not None for ref in inputs))
    inputs.append(weakref.ref(x))
    return out


def loop(backward=False, delete=False):
    torch.manual_seed(0)
    inputs, earlier = [], []
    for _ in range(3):
        # loss is rebound only once the new forward is done
        # zh: 新的前向传播做完之后，loss 才指向新的结果
        loss = forward(torch.randn(4, 3), inputs, earlier)
        if backward:
            loss.backward()
        if delete:
            del loss
    return earlier


# forward only: the last step's loss keeps its graph, two at the peak
# zh: 只做前向传播：上一步的 loss 留着它的计算图，峰值时有两张
print(loop())
#> [0, 1, 1]
# backward frees what the graph saved; del loss drops the graph
# zh: 反向传播释放计算图保存的值；del loss 丢掉整张计算图
print(loop(backward=True), loop(delete=True))
#> [0, 0, 0] [0, 0, 0]
# under no_grad no graph is built at all
# zh: 在 no_grad 下根本不建计算图
with torch.no_grad():
    print(loop())
#> [0, 0, 0]
