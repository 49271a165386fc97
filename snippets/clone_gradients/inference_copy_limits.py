import torch

x = torch.tensor([2.0, 6.0], requires_grad=True)
# Made under inference_mode, the same call gives an inference tensor.
# zh: 在 inference_mode 里做同样的调用，得到的是推理张量。
with torch.inference_mode():
    inference_copy = x.detach().clone()
assert inference_copy.is_inference()

# An operation that saves it for backward raises ...
# zh: 要把它保存下来供反向传播用的运算会报错……
w = torch.ones(2, requires_grad=True)
try:
    inference_copy * w
    raise AssertionError("not refused")
except RuntimeError as error:
    assert "Inference tensors cannot be saved for backward" in str(error)
# (an addition saves neither input, and passes)
# zh: （加法不保存输入，所以能通过）
(inference_copy + w).sum().backward()

# ... and so does an in-place operation, but only after it has written:
# the check runs when the version counter is bumped, after the write.
# zh: ……原地修改也会报错，但报错时已经写进去了：检查发生在版本计数器
# zh: 加一的时候，那时写入已经完成。
try:
    inference_copy.add_(1)
    raise AssertionError("not refused")
except RuntimeError as error:
    assert "Inplace update to inference tensor" in str(error)
assert inference_copy.tolist() == [3.0, 7.0]
# Its detach() writes into it without an error.
# zh: 通过它的 detach() 写入则不报错。
inference_copy.detach().add_(1)
assert inference_copy.tolist() == [4.0, 8.0]
# An indexed write through it raises, again after writing.
# zh: 经由它按下标写入会报错，同样是写完之后才报错。
try:
    inference_copy.detach()[0] = 0.0
    raise AssertionError("not refused")
except RuntimeError as error:
    assert "Inplace update to inference tensor" in str(error)
assert inference_copy.tolist() == [0.0, 8.0]

# A clone made outside the mode is an ordinary tensor again.
# zh: 在这个模式之外调用 clone()，得到的又是普通张量。
ordinary = inference_copy.clone()
assert not ordinary.is_inference()
ordinary.requires_grad_()
assert (ordinary * w).sum().requires_grad

# It cannot be made to require gradients.
# zh: 不能让它需要梯度。
inference_copy.requires_grad_()
#> RuntimeError: Setting requires_grad=True on inference tensor outside
#>   InferenceMode is not allowed.
