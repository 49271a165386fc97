import torch
import torch.nn.functional as F

torch.manual_seed(0)
embed = torch.nn.Embedding(5, 4)
cell = torch.nn.GRUCell(4, 4)
head = torch.nn.Linear(4, 5)
params = [*embed.parameters(), *cell.parameters(), *head.parameters()]


# Greedy decoding, no teacher forcing.
# zh: 贪心解码，不用 teacher forcing。
def decode(detach):
    h, token, loss = torch.zeros(1, 4), torch.tensor([0]), 0.0
    for target in [1, 3, 4]:
        h = cell(embed(token), h)
        logits = head(h)
        loss = loss + F.cross_entropy(logits, torch.tensor([target]))
        topv, topi = logits.topk(1)
        token = topi.squeeze(1).detach() if detach else topi.squeeze(1)
    return loss, topv, topi


# topk() records its values, not its integer indices.
# zh: topk() 记录了它返回的值，没有记录整数索引。
loss, topv, topi = decode(detach=True)
print(topi.dtype, topi.requires_grad, topi.grad_fn)
#> torch.int64 False None
assert topv.requires_grad and topv.grad_fn is not None
index = head(torch.randn(3, 4)).argmax(dim=1)  # argmax() the same
# zh: argmax() 也一样
assert index.grad_fn is None and not index.requires_grad

# The detach() is a no-op: the same gradients, bit for bit.
# zh: 这个 detach() 什么也没做：梯度逐位相同。
with_detach = torch.autograd.grad(loss, params)
without = torch.autograd.grad(decode(detach=False)[0], params)
assert all(map(torch.equal, with_detach, without))
# The decoder still learns, through its logits and hidden state.
# zh: 解码器照样在学：梯度经由 logits 和隐藏状态传回。
assert all(g.abs().sum() > 0 for g in with_detach)

# A gradient through the chosen token needs a float stand-in for it:
# a straight-through Gumbel-softmax, one-hot forward, soft backward.
# zh: 要让梯度穿过选中的 token，得改用浮点表示：
# zh: 直通（straight-through）Gumbel-softmax，前向是 one-hot，反向走软概率。
logits = head(torch.randn(1, 4))
one_hot = F.gumbel_softmax(logits, hard=True)
assert torch.allclose(one_hot, F.one_hot(one_hot.argmax(-1), 5).float())
next_input = one_hot @ embed.weight  # the same row as embed(index)
# zh: 和 embed(index) 是同一行
assert torch.allclose(next_input, embed(one_hot.argmax(-1)))
(grad,) = torch.autograd.grad(next_input.sum(), head.weight)
assert grad.abs().sum() > 0

# An index can never require grad.
# zh: 整数索引永远不能设 requires_grad=True。
topi.requires_grad_()
#> RuntimeError: only Tensors of floating point dtype can require gradients
