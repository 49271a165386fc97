import copy

import torch
from torch import nn
from torch.autograd.gradcheck import gradcheck

torch.manual_seed(0)
layer = nn.Linear(3, 3)
x = torch.randn(4, 3, requires_grad=True)

# Fix: check a float64 copy of the module, with float64 inputs
# zh: 修复：检查模块的 float64 副本，输入也用 float64
layer64 = copy.deepcopy(layer).double()
assert gradcheck(layer64, (x.detach().double().requires_grad_(),))

# The same correct layer in float32: gradcheck warns, then fails
# zh: 同一个正确的层用 float32 检查：gradcheck 先警告，再报错
gradcheck(layer, (x,))
#> UserWarning: Input #0 requires gradient and is not a double precision
#>   floating point or complex...
#> GradcheckError: Jacobian mismatch for output 0 with respect to input 0,
