import numpy as np
import torch

torch.manual_seed(0)
table = torch.nn.Embedding(4, 3)
rows = [table.weight[0], table.weight[1]]  # as a forward() collects them
# zh: 就像 forward() 里收集它们那样

# detach() silences the error, and the sum is cut from the embeddings:
# another term of the loss still trains row 3, rows 0 and 1 get nothing
# zh: 调用 detach() 后不再报错，但求和的结果与嵌入层断开了：
# zh: 损失里的另一项照样训练第 3 行，第 0、1 行什么也得不到
summed = np.sum([r.detach().numpy() for r in rows], 0)
cut = torch.from_numpy(summed)
assert not cut.requires_grad
(cut.sum() + table.weight[3].sum()).backward()
assert table.weight.grad.sum(1).tolist() == [0.0, 0.0, 0.0, 3.0]
table.weight.grad = None

# the fix: the same sum in torch, recorded, so rows 0 and 1 get gradients
# zh: 修复：在 torch 里做同样的求和，会被记录，第 0、1 行就能得到梯度
out = torch.stack(rows).sum(0)
assert np.allclose(out.detach().numpy(), summed)
out.sum().backward()
print(table.weight.grad.sum(1).tolist())
#> [3.0, 3.0, 0.0, 0.0]

# NumPy on the tensors themselves: the error in the question
# zh: 直接在这些张量上调用 NumPy：就是问题里的那个报错
np.sum(rows, 0)
#> RuntimeError: Can't call numpy() on Tensor that requires grad...
