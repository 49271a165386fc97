import torch

bn = torch.nn.BatchNorm1d(2)
ema_bn = torch.nn.BatchNorm1d(2)
count = ema_bn.num_batches_tracked
print(count.dtype == torch.int64, count.is_floating_point())
#> True False
with torch.no_grad():
    ema_bn.running_var.mul_(0.75).add_(bn.running_var, alpha=0.25)
    # a float factor cannot be written into an integer tensor
    # zh: 浮点系数写不进整数张量
    count.mul_(0.75)
    #> RuntimeError: result type Float can't be cast to the desired output
    #>   type Long
