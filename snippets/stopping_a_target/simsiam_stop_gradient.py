import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
# SimSiam: one encoder for both augmentations, a predictor on top of it
# zh: SimSiam：两份增强样本共享一个编码器，编码器之上是预测头
encoder, predictor = nn.Linear(4, 3), nn.Linear(3, 3)
x1, x2 = torch.randn(5, 4), torch.randn(5, 4)


def D(p, z, stop=True):
    # the stop-gradient: z.detach() inside the loss
    # zh: 停止梯度就是损失里的 z.detach()
    z = z.detach() if stop else z
    return -F.cosine_similarity(p, z, dim=-1).mean()


def grads(stop):
    encoder.zero_grad(set_to_none=True)
    predictor.zero_grad(set_to_none=True)
    z1, z2 = encoder(x1), encoder(x2)
    p1, p2 = predictor(z1), predictor(z2)
    # symmetric: each augmentation's z is the other one's target
    # zh: 对称的损失：每份增强样本的 z 都是另一份的目标
    loss = D(p1, z2, stop) * 0.5 + D(p2, z1, stop) * 0.5
    loss.backward()
    return loss.item(), encoder.weight.grad, predictor.weight.grad


loss, enc, pred = grads(stop=True)
loss_moving, enc_moving, pred_moving = grads(stop=False)
# The same loss. The encoder still learns, through p, but the detach
# changed its gradient; the predictor's gradient is the same.
# zh: 损失相同。编码器仍然经由 p 得到梯度，但 detach() 改变了这个梯度；
# zh: 预测头的梯度不变。
assert loss == loss_moving
assert enc.abs().sum() > 0 and not torch.allclose(enc, enc_moving)
assert torch.allclose(pred, pred_moving)
