import copy

import torch


class Cached(torch.nn.Module):
    """Keeps its last output, as a hook or a target network may."""
    # zh: 留着上一次的输出，钩子或目标网络也可能这样做。

    def __init__(self, detach=False):
        super().__init__()
        self.linear = torch.nn.Linear(2, 2)
        self.detach = detach
        self.last = None

    def forward(self, x):
        out = self.linear(x)
        self.last = out.detach() if self.detach else out
        return out


x = torch.ones(1, 2)
# three fixes: store it detached, run under no_grad, copy first
# zh: 三种修复：存 detach() 的结果，在 no_grad 下运行，先复制
detached = Cached(detach=True)
detached(x)
copy.deepcopy(detached)
quiet = Cached()
with torch.no_grad():
    quiet(x)
assert quiet.last.is_leaf
copy.deepcopy(quiet)
online = Cached()
target = copy.deepcopy(online)
online(x)

# not raised: a parameter, even a non-leaf one, which is copied by a
# rule of its own, and an output a hook keeps outside the module
# zh: 不会报错的情况：参数（即使不是叶子张量）按它自己的规则复制；
# zh: 钩子存在模块之外的输出也不会被复制
ema = torch.nn.Linear(2, 2).requires_grad_(False)
ema.weight.lerp_(online.linear.weight, 0.25)
assert not ema.weight.is_leaf
copy.deepcopy(ema)
kept = {}
hooked = torch.nn.Linear(2, 2)
hooked.register_forward_hook(lambda m, i, out: kept.update(out=out))
hooked(x)
assert not kept["out"].is_leaf
copy.deepcopy(hooked)

# the last output, stored as it is, is not a leaf
# zh: 原样存下的上一次输出不是叶子张量
model = Cached()
model(x)
assert not model.last.is_leaf
copy.deepcopy(model)
#> RuntimeError: Only Tensors created explicitly by the user (graph
#>   leaves) support the deepcopy protocol at the moment...
