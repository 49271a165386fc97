import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.set_detect_anomaly(True):
        assert torch.is_anomaly_enabled()  # on, and nothing said
        # zh: 已经打开，但没有任何提示
    assert not caught and not torch.is_anomaly_enabled()
    try:
        with torch.autograd.detect_anomaly():
            # the block fails
            # zh: with 块里出错
            raise ValueError
    except ValueError:
        pass
print(caught[0].message)
#> Anomaly Detection has been enabled. This mode will increase the runtime
#>   and should only be enabled for debugging.
assert not torch.is_anomaly_enabled()  # restored all the same
# zh: 照样恢复了原设置
