import torch

bn = torch.nn.BatchNorm1d(2)
ema_bn = torch.nn.BatchNorm1d(2)
count = ema_bn.num_batches_tracked
print(count.dtype == torch.int64, count.is_floating_point())
#> True False
with torch.no_grad():
    ema_bn.running_var.mul_(0.75).add_(bn.running_var, alpha=0.25)
    # averaged into a new tensor and copied back: truncated, silently
    # zh: 先算成新张量再 copy_() 回去：被悄悄截断成整数
    count.copy_(count * 0.75 + 5 * 0.25)
    print(count.item())
    #> 1
    # averaged in place: refused
    # zh: 原地求平均：被拒绝
    count.mul_(0.75)
    #> RuntimeError: result type Float can't be cast to the desired output
    #>   type Long
