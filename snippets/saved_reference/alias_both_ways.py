import torch

source = torch.tensor([2.0, 6.0], requires_grad=True)
alias = source.detach()
snapshot = source.detach().clone()

with torch.no_grad():
    source[0] = 9  # write through the source, as an optimizer step would
    # zh: 像优化器更新那样，通过源张量写入
assert alias[0].item() == 9  # the alias sees it
# zh: 别名能看到

alias[1] = 12  # write through the alias
# zh: 通过别名写入
assert source[1].item() == 12  # the source sees it
# zh: 源张量能看到

print(source.tolist(), alias.tolist(), snapshot.tolist())
#> [9.0, 12.0] [9.0, 12.0] [2.0, 6.0]
assert snapshot.tolist() == [2, 6]  # the clone kept the values it copied
# zh: clone() 的结果保留了复制时的值
