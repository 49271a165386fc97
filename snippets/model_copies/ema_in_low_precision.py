import torch

decay = 0.999
weights = torch.full((4,), 1.5, dtype=torch.bfloat16)  # trained in bf16
# zh: 以 bfloat16 训练
ema_bf16 = torch.ones(4, dtype=torch.bfloat16)
ema = torch.ones(4)  # float32
# zh: float32 精度
for _ in range(1000):
    ema_bf16.lerp_(weights, 1 - decay)
    # lerp_() takes one dtype: convert the weights for a float32 EMA
    # zh: lerp_() 只接受同一种 dtype：float32 的 EMA 要先转换权重
    ema.lerp_(weights.float(), 1 - decay)
# each bfloat16 step rounds back to where it started
# zh: bfloat16 的每一步都被舍入回原处
print(ema_bf16[0].item(), round(ema[0].item(), 3))
#> 1.0 1.316
ema.lerp_(weights, 1 - decay)
#> RuntimeError: expected dtype float for `end` but got dtype c10::BFloat16
