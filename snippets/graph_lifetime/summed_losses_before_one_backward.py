import weakref

import torch

w = torch.ones(3, 1, requires_grad=True)
lengths = (5, 2, 7)  # sequences of different lengths
# zh: 长度不同的几条序列
n = len(lengths)


def parts(inputs):
    torch.manual_seed(0)  # the same data on each run
    # zh: 每次运行的数据都一样
    for length in lengths:
        x = torch.randn(length, 3)  # a new tensor per part, as x.cuda()
        # zh: 每一项一个新张量，就像 x.cuda() 那样
        inputs.append(weakref.ref(x))  # a reference that keeps nothing
        # zh: 一个不让对象存活的引用
        yield torch.sigmoid(x @ w).pow(2).mean()  # x @ w saves x
        # zh: x @ w 保存了 x


def alive(inputs):
    return sum(ref() is not None for ref in inputs)


# one backward of the sum: every part's graph waits for it
# zh: 对总和做一次反向传播：每一项的计算图都要等到这一次
inputs, loss = [], 0
for part in parts(inputs):
    loss = loss + part / n
print(alive(inputs))
#> 3
loss.backward()
print(alive(inputs))
#> 0
summed = w.grad.clone()

# one backward per part: the same gradient, each graph freed at once
# zh: 每一项各做一次反向传播：梯度相同，每张计算图立刻释放
w.grad = None
inputs, most, logged = [], 0, 0.0
for part in parts(inputs):
    most = max(most, alive(inputs))
    (part / n).backward()  # adds into w.grad
    # zh: 累加到 w.grad 上
    logged += part.item() / n  # a number, for the log
    # zh: 记日志用数值
print(most, alive(inputs))
#> 1 0
assert torch.allclose(w.grad, summed)
assert abs(logged - loss.item()) < 1e-6

# parts cut from one tensor computed once share its graph: keep it
# for every part's backward but the last
# zh: 从只算一次的同一个张量上切出来的几块同在它的计算图上：
# zh: 除最后一块外，每次反向传播都要保留它
shared = torch.sigmoid(torch.randn(3, 3) @ w)
for i in range(3):
    shared[i].sum().backward(retain_graph=i < 2)
# a shared part that saved nothing (an addition alone) passes
# zh: 公共部分什么都没保存时（只做了一次加法），不会报错
shared = torch.randn(3, 3) + w.T
shared[0].sum().backward()
shared[1].sum().backward()
# x @ w saved x: the second backward raises
# zh: x @ w 保存了 x：第二次反向传播报错
shared = torch.sigmoid(torch.randn(3, 3) @ w)
shared[0].sum().backward()
shared[1].sum().backward()
#> RuntimeError: Trying to backward through the graph a second time (or
#>   directly access saved tensors after they have already been freed)...
