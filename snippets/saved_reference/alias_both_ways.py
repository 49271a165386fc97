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

# The exception: a tensor made under inference_mode takes no in-place
# operation outside that mode, on itself or on an alias.
# zh: 例外：推理张量（在 inference_mode 里创建）离开这个模式后，
# zh: 无论对它自己还是对它的别名，都不能再原地修改。
with torch.inference_mode():
    made_for_inference = torch.zeros(3)
made_for_inference.detach()[0] = 1
#> RuntimeError: Inplace update to inference tensor outside InferenceMode...
