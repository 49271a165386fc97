import torch
from torch.nn.functional import mse_loss


class NoGradBackbone(torch.nn.Linear):
    @torch.no_grad()  # the mistake: training runs in the mode too
    # zh: 错误写法：训练时也在这个模式下运行
    def forward(self, x):
        return super().forward(x)


class InferenceBackbone(torch.nn.Linear):
    @torch.inference_mode()  # the same mistake
    # zh: 同样的错误写法
    def forward(self, x):
        return super().forward(x)


torch.manual_seed(0)
head, x, y = torch.nn.Linear(4, 1), torch.randn(5, 3), torch.randn(5, 1)

# no_grad on forward: nothing raises, and the backbone learns nothing
# zh: forward 上用 no_grad：什么都不报错，主干网络也什么都学不到
backbone = NoGradBackbone(3, 4)
mse_loss(head(backbone(x)), y).backward()
print(backbone.weight.grad)
#> None

# the fix: no decorator, and the mode only where the model is evaluated
# zh: 修复：去掉装饰器，只在评估模型的地方进入这个模式
backbone = torch.nn.Linear(3, 4)
mse_loss(head(backbone(x)), y).backward()
assert backbone.weight.grad is not None
with torch.inference_mode():
    prediction = head(backbone(x))

# inference_mode on forward: the head cannot save its input for backward
# zh: forward 上用 inference_mode：输出层无法为反向传播保存自己的输入
backbone = InferenceBackbone(3, 4)
mse_loss(head(backbone(x)), y).backward()
#> RuntimeError: Inference tensors cannot be saved for backward...
