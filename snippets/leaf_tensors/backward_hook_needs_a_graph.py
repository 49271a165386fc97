import torch

torch.manual_seed(0)
backbone = torch.nn.Sequential(
    torch.nn.Conv2d(3, 4, 3), torch.nn.ReLU(), torch.nn.Conv2d(4, 4, 3)
)
head = torch.nn.Sequential(torch.nn.Flatten(), torch.nn.Linear(4, 2))
backbone.requires_grad_(False)  # a frozen backbone, a trained head
# zh: 冻结的主干网络，可训练的输出层
target_layer = backbone[2]
grads, old_grads = [], []
target_layer.register_full_backward_hook(
    lambda module, grad_in, grad_out: grads.append(grad_out[0])
)
# the deprecated register_backward_hook (here on the first layer)
# behaves the same
# zh: 已弃用的 register_backward_hook（这里挂在第一层上）表现相同
backbone[0].register_backward_hook(
    lambda module, grad_in, grad_out: old_grads.append(grad_out[0])
)
image = torch.randn(1, 3, 5, 5)  # from the data: it requires no grad
# zh: 来自数据：不需要梯度

# nothing at or before the layer requires grad: its output has no
# graph, backward never reaches the layer, and nothing raises
# zh: 这一层及其之前没有任何张量需要梯度：它的输出没有计算图，
# zh: 反向传播到不了这一层，也不报错
acts = backbone(image)
print(acts.requires_grad, head(acts)[0, 1].requires_grad)
#> False True
head(acts)[0, 1].backward()
print(len(grads), len(old_grads))
#> 0 0
# a hook on the activation itself refuses at once
# zh: 直接在激活值上注册钩子，会立刻报错
try:
    acts.register_hook(grads.append)
except RuntimeError as error:
    assert "doesn't require gradient" in str(error)
else:
    raise AssertionError("the hook on the activation was accepted")

# ask for the image's gradient: the hooks run, the weights stay frozen
# zh: 要求输入图像的梯度：钩子被调用，权重仍然冻结
image.requires_grad_()
head(backbone(image))[0, 1].backward()
print(len(grads), len(old_grads), target_layer.weight.grad)
#> 1 1 None
print(grads[0].shape)
#> torch.Size([1, 4, 1, 1])
