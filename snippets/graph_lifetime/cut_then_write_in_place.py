import torch


def weight_grad(cut, write):
    torch.manual_seed(0)
    cell = torch.nn.RNNCell(2, 3)
    h = cell(torch.randn(1, 2), torch.zeros(1, 3))
    loss = h.pow(2).sum()
    # cut the state before this batch's backward, then write into it
    # zh: 在这个批次反向传播之前切断状态，再原地修改它
    h = h.detach() if cut == "detach" else h.data
    if write:
        h.mul_(0.5)
    loss.backward()
    return cell.weight_ih.grad


right = weight_grad("data", write=False)
# through .data: no error, and the gradient is wrong
# zh: 通过 .data：不报错，梯度却错了
assert not torch.allclose(weight_grad("data", write=True), right)
# through detach(): the write is counted, and backward raises
# zh: 通过 detach()：这次写入被计数，反向传播报错
weight_grad("detach", write=True)
#> RuntimeError: one of the variables needed for gradient computation has
#>   been modified by an inplace operation...
