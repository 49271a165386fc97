import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
tail = x[1:]  # a view of part of x
# zh: x 一部分的视图
whole = x.view(3)  # a view of all of x: still a view
# zh: 整个 x 的视图：仍然是视图

record = tail.detach()  # out of place: a new alias, fine on a view
# zh: 非原地：返回新的别名，对视图也没问题
assert not record.requires_grad and tail.requires_grad
x.detach().detach_()  # x.detach() shares storage but is not a view
# zh: x.detach() 共享存储，但不是视图
with torch.inference_mode():
    # autograd does not track a view of an inference tensor as a view,
    # and inside the mode it does not check detach_() at all
    # zh: autograd 不把推理张量的视图当作视图来跟踪，
    # zh: 而且在这个模式里根本不检查 detach_()
    torch.zeros(3)[1:].detach_()
    x[1:].detach_()

whole.detach_()  # in place: would change the view's own graph link
# zh: 原地：会改变视图自己在计算图中的位置
#> RuntimeError: Can't detach views in-place. Use detach() instead...
