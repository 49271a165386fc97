import torch
from torch.autograd.graph import allow_mutation_on_saved_tensors

x = torch.tensor([0.0, 1.0], requires_grad=True)
# Forward, the write and backward: all three inside the context.
with allow_mutation_on_saved_tensors():
    y = torch.sigmoid(x)
    y.detach().zero_()  # autograd first copies the saved output
    y.sum().backward()
assert y.tolist() == [0.0, 0.0]  # the write happened
assert x.grad[0].item() == 0.25  # and the gradient is still right

# A forward pass outside the block is not protected.
y = torch.sigmoid(x)
with allow_mutation_on_saved_tensors():
    y.detach().zero_()
    try:
        y.sum().backward()
    except RuntimeError as error:
        assert "modified by an inplace operation" in str(error)
    else:
        raise AssertionError("the ordinary check should have raised")

# Backward after the block has closed is refused.
x.grad = None
with allow_mutation_on_saved_tensors():
    y = torch.sigmoid(x)
    y.detach().zero_()
y.sum().backward()
#> AssertionError: Trying to backward outside of the 'allow_mutation...
