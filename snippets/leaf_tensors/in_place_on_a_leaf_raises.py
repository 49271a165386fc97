import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
print(w.is_leaf)  # created by you, not by a recorded operation
# zh: 由你创建，而不是由记录下的运算产生
#> True
w += 1
#> RuntimeError: a leaf Variable that requires grad is being used in an
#>   in-place operation.
