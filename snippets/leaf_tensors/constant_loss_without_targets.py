import torch

torch.manual_seed(0)
model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
x = torch.randn(4, 2)


def box_loss(pred, target):
    positive = target > 0
    if not positive.any():
        # no positive sample in the batch: a constant, with no graph
        # zh: 这一批没有正样本：返回一个常数，背后没有计算图
        return torch.tensor(0.0)
    return (pred[positive] - target[positive]).abs().mean()


# a batch with positive samples trains as usual
# zh: 有正样本的一批照常训练
box_loss(model(x).squeeze(1), torch.ones(4)).backward()
opt.step()
opt.zero_grad()

pred = model(x).squeeze(1)
loss = box_loss(pred, torch.zeros(4))
print(loss.requires_grad, loss.grad_fn)
#> False None
# fix 1: skip the step; nothing moves
# zh: 修复一：跳过这一步，参数不动
before = model.weight.detach().clone()
if loss.requires_grad:
    loss.backward()
    opt.step()
assert torch.equal(model.weight, before)
# fix 2: a zero built from the prediction has a graph, and its
# gradient is 0, yet momentum still moves the weights
# zh: 修复二：由预测值构造的 0 有计算图，梯度为 0，
# zh: 但动量仍会让权重移动
zero = pred.sum() * 0
zero.backward()
print(zero.requires_grad, model.weight.grad.tolist())
#> True [[0.0, 0.0]]
opt.step()
assert not torch.equal(model.weight, before)
opt.zero_grad()
# only while pred is finite: 0 * inf is nan, in the loss and gradients
# zh: 只在 pred 是有限值时成立：0 * inf 是 nan，损失和梯度都是
infinite = torch.log(model(x).squeeze(1) * 0)  # log(0) is -inf
# zh: log(0) 是 -inf
nan_zero = infinite.sum() * 0
nan_zero.backward()
assert nan_zero.isnan() and model.weight.grad.isnan().all()
opt.zero_grad()

# left as it is, the constant reaches backward
# zh: 不做处理，这个常数就被送进了 backward
loss.backward()
#> RuntimeError: element 0 of tensors does not require grad and does not
#>   have a grad_fn
