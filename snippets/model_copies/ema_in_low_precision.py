import torch

decay = 0.999
for start, weight in ((1.0, 1.5), (0.001, 0.01)):
    # the weights, trained in bf16
    # zh: 以 bfloat16 训练的权重
    weights = torch.full((4,), weight, dtype=torch.bfloat16)
    ema_bf16 = torch.full((4,), start, dtype=torch.bfloat16)
    ema = torch.full((4,), start)  # float32
    # zh: float32 精度
    for _ in range(1000):
        ema_bf16.lerp_(weights, 1 - decay)
        # lerp_() takes one dtype: convert the weights for a float32 EMA
        # zh: lerp_() 只接受同一种 dtype：float32 的 EMA 要先转换权重
        ema.lerp_(weights.float(), 1 - decay)
    # bfloat16 stalls where a step rounds back to where it started
    # zh: 一步的距离一旦被舍入回原处，bfloat16 的平均值就停住了
    print(round(ema_bf16[0].item(), 4), round(ema[0].item(), 4))
    # one more step rounds back: the bfloat16 average has stopped
    # zh: 再走一步也被舍入回原处：bfloat16 的平均值已经停住
    step = ema_bf16.clone().lerp_(weights, 1 - decay)
    assert torch.equal(step, ema_bf16)
#> 1.0 1.3162
#> 0.0024 0.0067
ema.lerp_(weights, 1 - decay)
#> RuntimeError: expected dtype float for `end` but got dtype c10::BFloat16
