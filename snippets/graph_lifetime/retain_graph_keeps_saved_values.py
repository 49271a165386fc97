import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
loss = x.pow(2).sum()
# the node of x.pow(2), and the x it saved for its backward
# zh: x.pow(2) 的节点，以及它为反向传播保存的 x
node = loss.grad_fn.next_functions[0][0]
print(type(node).__name__, node._saved_self.tolist())
#> PowBackward0 [1.0, 2.0]
loss.backward(retain_graph=True)  # keeps what the graph saved
# zh: 保留计算图保存的值
loss.backward()  # allowed; this call frees them
# zh: 可以再调用一次；这一次会释放保存的值
print(x.grad.tolist())  # two calls: the gradient 2x, accumulated twice
# zh: 调用两次：梯度 2x 累加了两次
#> [4.0, 8.0]

# create_graph=True retains the graph too, unless retain_graph says no
# zh: create_graph=True 同样会保留计算图，除非另外指定 retain_graph
cubed = x.pow(3).sum()
torch.autograd.grad(cubed, x, create_graph=True)
cubed.backward()

# a backward frees only what it ran through: b's part is still there
# zh: 反向传播只释放它走过的部分：b 那一部分还在
a = torch.tensor([1.0, 3.0], requires_grad=True)
b = torch.tensor([1.0, 3.0], requires_grad=True)
both = (a * a).sum() + (b * b).sum()
both.backward(inputs=[a])
both.backward(inputs=[b])
assert b.grad.tolist() == [2.0, 6.0]

# x + 1 saves nothing for backward: nothing to free
# zh: x + 1 不为反向传播保存任何值：没有东西可释放
shifted = (x + 1).sum()
shifted.backward()
shifted.backward()
print(node._saved_self.tolist())  # read after they were freed
# zh: 在这些值被释放之后读取
#> RuntimeError: Trying to backward through the graph a second time (or
#>   directly access saved tensors after they have already been freed)...
