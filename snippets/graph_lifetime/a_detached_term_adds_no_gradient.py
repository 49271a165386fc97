import torch
from torch.nn.functional import mse_loss

torch.manual_seed(0)
encoder, head = torch.nn.Linear(3, 4), torch.nn.Linear(4, 1)
extra = torch.nn.Linear(4, 4)  # an auxiliary head with its own loss
# zh: 一个辅助输出层，有自己的损失
x, y = torch.randn(8, 3), torch.randn(8, 1)


def encoder_grad(weight):
    for module in (encoder, head, extra):
        module.zero_grad()
    features = encoder(x)
    main = mse_loss(head(features), y)
    # the extra term is built on a detached tensor
    # zh: 这一项建立在调用过 detach() 的张量上
    term = extra(features.detach()).pow(2).mean()
    (main + weight * term).backward()  # raises nothing
    # zh: 什么都不报错
    return encoder.weight.grad.clone()


# weight 0 or 100: the encoder's gradient is the same to the bit
# zh: 权重取 0 还是 100，编码器的梯度一位不差
print(torch.equal(encoder_grad(0.0), encoder_grad(100.0)))
#> True
# only the layers after the detach learn from that term
# zh: 只有 detach() 之后的层能从这一项学到东西
print(extra.weight.grad is not None)
#> True

# a detached weight (circle loss detaches its adaptive weights) is no cut:
# the gradient flows through the other factor, the weight a constant
# zh: 调用过 detach() 的权重（circle loss 的自适应权重就是这样）并不切断：
# zh: 梯度经由另一个因子流回，权重只当作常数
encoder.zero_grad()
score = encoder(x).sum(1)
weight = (1.5 - score).clamp_min(0).detach()
(weight * score).mean().backward()
print(encoder.weight.grad is not None)
#> True
