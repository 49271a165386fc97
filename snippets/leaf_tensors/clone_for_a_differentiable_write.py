import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
v = w.clone()  # a tensor of its own, still in the graph
# zh: 一个有自己存储的张量，仍在计算图上
v[0] = 10.0  # allowed: v is not a leaf
# zh: 可以写：v 不是叶子张量
(v * v).sum().backward()
# the gradient reaches w, except where the write replaced it
# zh: 梯度流回了 w，只有被覆盖的那个元素没有
print(w.grad.tolist(), w.tolist())
#> [0.0, 4.0, 6.0] [1.0, 2.0, 3.0]
