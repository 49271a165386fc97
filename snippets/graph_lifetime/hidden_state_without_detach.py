import torch

torch.manual_seed(0)
cell = torch.nn.RNNCell(2, 3)
batches = torch.randn(3, 1, 2)
h = torch.zeros(1, 3)  # the state carried from batch to batch
# zh: 在批次之间传递的隐藏状态
for number, batch in enumerate(batches, start=1):
    h = cell(batch, h)  # built on the previous batch's h
    # zh: 建立在上一批次的 h 之上
    loss = h.pow(2).sum()
    print("batch", number)
    #> batch 1
    #> batch 2
    # batch 2: backward goes on into batch 1's graph, already freed
    # zh: 第 2 批：反向传播一直走进第 1 批的计算图，而那部分已被释放
    loss.backward()
#> RuntimeError: Trying to backward through the graph a second time (or
#>   directly access saved tensors after they have already been freed)...
