import warnings

import torch
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
embed = torch.nn.Embedding(10, 4).requires_grad_(False)
block = torch.nn.Linear(4, 4)
head = torch.nn.Linear(4, 1)
ids = torch.tensor([1, 2, 3])

# with a trainable head after the block, backward runs, and the block
# gets no gradient: only the warning says so
# zh: 块后面有可训练的输出层时，反向传播照常运行，块却拿不到梯度，
# zh: 只有那条警告提到了这一点
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    out = checkpoint(block, embed(ids), use_reentrant=True)
head(out).sum().backward()
print(block.weight.grad, head.weight.grad is not None, len(caught))
#> None True 1
assert "None of the inputs have requires_grad" in str(caught[0].message)

# without checkpointing, the block is recorded as usual
# zh: 不用检查点时，块照常被记录
assert block(embed(ids)).requires_grad

# fix 1: non-reentrant checkpointing records the block's parameters
# zh: 修复一：非可重入的检查点会记录块的参数
out = checkpoint(block, embed(ids), use_reentrant=False)
out.sum().backward()
assert block.weight.grad is not None
block.zero_grad(set_to_none=True)

# fix 2: make the block's input require grad; the embedding stays
# frozen (Hugging Face's enable_input_require_grads() does this)
# zh: 修复二：让块的输入需要梯度；嵌入层仍然冻结
# zh: （Hugging Face 的 enable_input_require_grads() 做的就是这件事）
embed.register_forward_hook(lambda module, args, out: out.requires_grad_())
out = checkpoint(block, embed(ids), use_reentrant=True)
out.sum().backward()
print(block.weight.grad is not None, embed.weight.grad)
#> True None

# without use_reentrant, checkpoint() is still reentrant, and warns
# that use_reentrant should be passed
# zh: 不给 use_reentrant 时，checkpoint() 仍是可重入的，
# zh: 并警告应当显式传入 use_reentrant
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    assert not checkpoint(block, torch.randn(3, 4)).requires_grad
assert any("use_reentrant" in str(w.message) for w in caught)
