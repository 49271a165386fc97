import torch

torch.manual_seed(0)
lstm = torch.nn.LSTM(2, 3)
batches = torch.randn(3, 4, 1, 2)  # 3 batches of 4 steps
# zh: 3 个批次，每批 4 步
h, c = torch.zeros(1, 1, 3), torch.zeros(1, 1, 3)
for batch in batches:
    h, c = h.detach(), c.detach()  # both parts of the state
    # zh: 状态的两部分都要切断
    out, (h, c) = lstm(batch, (h, c))
    out.pow(2).sum().backward()
print(lstm.weight_hh_l0.grad is not None)
#> True

for batch in batches:
    h = h.detach()  # c still carries the last batch's graph
    # zh: c 仍然带着上一批次的计算图
    out, (h, c) = lstm(batch, (h, c))
    out.pow(2).sum().backward()
#> RuntimeError: Trying to backward through the graph a second time (or
#>   directly access saved tensors after they have already been freed)...
