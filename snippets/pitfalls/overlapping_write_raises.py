import torch

# Subtract the first row from every row: the argument is contiguous.
# zh: 每一行减去第一行：这次右边的输入是连续的。
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
a -= a[:1]
#> RuntimeError: unsupported operation: some elements of the input tensor
#>   and the written-to tensor refer to a single memory location...
