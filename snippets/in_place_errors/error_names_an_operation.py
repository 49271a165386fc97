import torch


def named(backward):
    # the operation the error message names: "output 0 of ..."
    # zh: 报错信息点名的运算：“output 0 of ...”
    try:
        backward()
    except RuntimeError as error:
        return str(error).split("output 0 of ")[1].split(",")[0]


x = torch.tensor([0.0, 1.0], requires_grad=True)
# mul saves its input y; the recorded write add_ is y's grad_fn now
# zh: mul 保存的是它的输入 y；记录下的写入 add_ 现在是 y 的 grad_fn
y = x * 2
product = y * x
y.add_(1)
print(named(product.sum().backward))
#> Add
# sigmoid saves its own output: the message names sigmoid, not the
# write, though the write is the tensor's grad_fn here too
# zh: sigmoid 保存的是自己的输出：报错信息点名 sigmoid，而不是那次写入，
# zh: 尽管这里那次写入同样是张量的 grad_fn
s = torch.sigmoid(x)
s.add_(1)
print(type(s.grad_fn).__name__, named(s.sum().backward))
#> AddBackward0 Sigmoid
