import torch

source = torch.tensor([2.0, 6.0], requires_grad=True)
alias = source.detach()
snapshot = source.detach().clone()

with torch.no_grad():
    source[0] = 9  # write through the source, as an optimizer step would
assert alias[0].item() == 9  # the alias sees it

alias[1] = 12  # write through the alias
assert source[1].item() == 12  # the source sees it

print(source.tolist(), alias.tolist(), snapshot.tolist())
#> [9.0, 12.0] [9.0, 12.0] [2.0, 6.0]
assert snapshot.tolist() == [2, 6]  # the clone kept the values it copied

# The exception: a tensor made under inference_mode takes no in-place
# write outside that mode, through itself or through an alias.
with torch.inference_mode():
    made_for_inference = torch.zeros(3)
made_for_inference.detach()[0] = 1
#> RuntimeError: Inplace update to inference tensor outside InferenceMode...
