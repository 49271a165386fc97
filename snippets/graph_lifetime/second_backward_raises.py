import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
loss = x.pow(2).sum()  # pow saves x for its backward
# zh: pow 为自己的反向传播保存了 x
loss.backward()
print(x.grad.tolist())
#> [2.0, 4.0]
# the graph's nodes are still there; the values they saved are not
# zh: 计算图的节点还在，节点保存的值已经释放
assert loss.grad_fn is not None
loss.backward()
#> RuntimeError: Trying to backward through the graph a second time (or
#>   directly access saved tensors after they have already been freed)...
