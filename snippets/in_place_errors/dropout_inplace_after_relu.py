import torch
from torch import nn


def named(backward):
    # the operation the error message names: "output 0 of ..."
    # zh: 报错信息点名的运算：“output 0 of ...”
    try:
        backward()
    except RuntimeError as error:
        return str(error).split("output 0 of ")[1].split(",")[0]


torch.manual_seed(0)
x = torch.randn(4, 3)

# Safe: Linear and BatchNorm save their input, not their output,
# and so do GELU, SiLU and LeakyReLU.
# zh: 安全：Linear 和 BatchNorm 保存的是输入，不是输出；
# zh: GELU、SiLU 和 LeakyReLU 也是。
for act in (nn.Identity(), nn.GELU(), nn.SiLU(), nn.LeakyReLU()):
    model = nn.Sequential(nn.Linear(3, 3), act, nn.Dropout(inplace=True))
    model(x).sum().backward()
model = nn.Sequential(nn.BatchNorm1d(3), nn.Dropout(inplace=True))
model(x).sum().backward()

# Not safe in training after an activation that saves its output.
# zh: 训练时跟在保存输出的激活函数后面就不安全。
names = []
for act in (nn.ReLU(), nn.Sigmoid(), nn.Tanh(), nn.Softmax(dim=1)):
    model = nn.Sequential(nn.Linear(3, 3), act, nn.Dropout(inplace=True))
    names.append(named(model(x).sum().backward))
print(names)
#> ['Relu', 'Sigmoid', 'Tanh', 'Softmax']

# In eval mode dropout writes nothing, so the same model runs.
# zh: eval 模式下 dropout 什么都不写，同一个模型就能跑通。
model = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Dropout(inplace=True))
model.eval()
model(x).sum().backward()
# Neither does it with p=0.0, in training mode too.
# zh: p=0.0 时也什么都不写，训练模式下同样如此。
model = nn.Sequential(
    nn.Linear(3, 3), nn.ReLU(), nn.Dropout(0.0, inplace=True)
)
model(x).sum().backward()
# The fix: the default, inplace=False.
# zh: 修复：用默认的 inplace=False。
model = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Dropout())
model(x).sum().backward()

model = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Dropout(inplace=True))
model(x).sum().backward()
#> RuntimeError: one of the variables needed for gradient computation has
#>   been modified by an inplace operation...
