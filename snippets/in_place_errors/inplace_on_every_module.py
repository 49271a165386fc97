import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(4, 3)
# the layout of torchvision's VGG classifier, smaller
# zh: torchvision 中 VGG 分类头的结构，缩小了尺寸
model = nn.Sequential(
    nn.Linear(3, 8), nn.ReLU(inplace=True), nn.Dropout(),
    nn.Linear(8, 8), nn.ReLU(inplace=True), nn.Dropout(),
    nn.Linear(8, 1),
)
model(x).sum().backward()  # as built: fine
# zh: 原样：没有问题

# "Save memory": inplace=True on every module that has the flag
# zh: “省显存”：凡是有 inplace 标志的模块都设成 True
for m in model.modules():
    if hasattr(m, "inplace"):
        m.inplace = True
model.eval()
model(x).sum().backward()  # eval: dropout writes nothing
# zh: eval 模式：dropout 什么都不写
model.train()
# each Dropout now writes into the output that its ReLU saved
# zh: 现在每个 Dropout 都往 ReLU 保存的输出里写
model(x).sum().backward()
#> RuntimeError: one of the variables needed for gradient computation has
#>   been modified by an inplace operation...
