import weakref

import torch

torch.manual_seed(0)
w = torch.randn(3, 1, requires_grad=True)


def evaluate(keep):
    # Three batches with no backward, as in an evaluation loop.
    # zh: 三个批次，不做反向传播，就像评估循环里那样。
    total_loss, inputs = 0.0, []
    for _ in range(3):
        x = torch.randn(4, 3)
        loss = torch.sigmoid(x @ w).pow(2).mean()  # x @ w saves x
        # zh: x @ w 保存了 x
        inputs.append(weakref.ref(x))  # a reference that keeps nothing
        # zh: 一个不让对象存活的引用
        total_loss += keep(loss)
    return total_loss, inputs


def alive(inputs):
    return [ref() is not None for ref in inputs]


# every batch's x is still reachable, through total_loss's graph
# zh: 每个批次的 x 都还能通过 total_loss 的计算图访问到
total_loss, inputs = evaluate(lambda loss: loss)
print(alive(inputs), type(total_loss.grad_fn).__name__)
#> [True, True, True] AddBackward0
total_loss, inputs = evaluate(lambda loss: loss.item())
print(alive(inputs), type(total_loss).__name__)
#> [False, False, False] float
total_loss, inputs = evaluate(lambda loss: loss.detach())
print(alive(inputs), total_loss.grad_fn)
#> [False, False, False] None
# under no_grad or inference_mode no graph is built at all, so no forward
# saves its activations, and even the sum of the losses keeps nothing
# zh: 在 no_grad 或 inference_mode 下根本不建计算图，前向传播不保存激活值，
# zh: 连累加损失本身也什么都留不住
for mode in (torch.no_grad, torch.inference_mode):
    with mode():
        total_loss, inputs = evaluate(lambda loss: loss)
    print(alive(inputs), total_loss.grad_fn)
#> [False, False, False] None
#> [False, False, False] None
