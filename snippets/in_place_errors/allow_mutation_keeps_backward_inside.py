import torch
from torch.autograd.graph import allow_mutation_on_saved_tensors

x = torch.tensor([0.0, 1.0], requires_grad=True)
# Forward, the write and backward: all three inside the context.
# zh: 前向传播、写入和反向传播：三者都在 with 块里。
with allow_mutation_on_saved_tensors():
    y = torch.sigmoid(x)
    y.detach().zero_()  # autograd first copies the saved output
    # zh: autograd 先把保存的输出复制一份
    y.sum().backward()
assert y.tolist() == [0.0, 0.0]  # the write happened
# zh: 写入确实发生了
assert x.grad[0].item() == 0.25  # and the gradient is still right
# zh: 梯度也仍然正确

# A forward pass outside the block is not protected.
# zh: 在 with 块外做的前向传播不受保护。
y = torch.sigmoid(x)
with allow_mutation_on_saved_tensors():
    y.detach().zero_()
    try:
        y.sum().backward()
    except RuntimeError as error:
        assert "modified by an inplace operation" in str(error)
    else:
        # the ordinary check should have raised
        # zh: 普通的检查本应报错
        raise AssertionError

# Backward after the block has closed is refused.
# zh: with 块结束之后再反向传播，会被拒绝。
x.grad = None
with allow_mutation_on_saved_tensors():
    y = torch.sigmoid(x)
    y.detach().zero_()
y.sum().backward()
#> AssertionError: Trying to backward outside of the
#>   'allow_mutation_on_saved_tensors' contextin which the graph was
#>   originally recorded.
