import torch

w = torch.tensor([0.0, 1.0], requires_grad=True)
y = torch.sigmoid(w)  # saved for backward: dy/dw = y * (1 - y)
# zh: y 会被保存下来，供反向传播使用：dy/dw = y * (1 - y)
version = y._version

# a write through NumPy goes around PyTorch's in-place operations
# zh: 经 NumPy 写入，不经过 PyTorch 的原地运算
y.detach().numpy()[0] = 0.9
assert y._version == version  # so the version counter did not move
# zh: 所以版本计数器没有变

y.sum().backward()  # nothing raises ...
# zh: 什么也没报错……
print(round(w.grad[0].item(), 4))
#> 0.09
# ... and backward used 0.9 where sigmoid(0) gave 0.5
# zh: ……反向传播用的是 0.9，而 sigmoid(0) 的结果是 0.5
assert abs(w.grad[0].item() - 0.9 * (1 - 0.9)) < 1e-6
assert abs(w.grad[0].item() - 0.25) > 0.1

# Around PyTorch, NumPy even writes into an inference tensor.
# zh: NumPy 绕开了 PyTorch，连推理张量也能写进去。
with torch.inference_mode():
    made_for_inference = torch.zeros(3)
made_for_inference.numpy()[0] = 0.5
assert made_for_inference.tolist() == [0.5, 0.0, 0.0]
