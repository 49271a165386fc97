import torch
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
# a frozen base (the embedding) and a trainable block (LoRA's place)
# zh: 冻结的嵌入层（embedding）和可训练的块（LoRA 所在的位置）
embed = torch.nn.Embedding(10, 4).requires_grad_(False)
block = torch.nn.Linear(4, 4)
hidden = embed(torch.tensor([1, 2, 3]))
print(hidden.requires_grad, block.weight.requires_grad)
#> False True
# reentrant checkpointing sees only its inputs, and none requires grad
# zh: 可重入的检查点只看它的输入，而输入都不需要梯度
out = checkpoint(block, hidden, use_reentrant=True)
#> UserWarning: None of the inputs have requires_grad=True. Gradients will
#>   be None
print(out.requires_grad, out.grad_fn)
#> False None
out.sum().backward()
#> RuntimeError: element 0 of tensors does not require grad and does not
#>   have a grad_fn
