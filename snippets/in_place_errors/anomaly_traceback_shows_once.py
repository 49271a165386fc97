import warnings

import torch


def failing_step():
    x = torch.tensor([0.0, 1.0], requires_grad=True)
    y = torch.sigmoid(x)
    y.detach().zero_()
    try:
        y.sum().backward()
    except RuntimeError:
        return
    # backward should have raised
    # zh: 反向传播本应报错
    raise AssertionError


def tracebacks_shown(action):
    # a retry loop: the same step fails twice, with the same traceback
    # zh: 重试循环：同一个步骤失败两次，调用栈完全相同
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter(action)
        with torch.autograd.set_detect_anomaly(True):
            for _ in range(2):
                failing_step()
    text = [str(w.message) for w in caught]
    return sum("Traceback of forward call" in t for t in text)


# Python's default filter shows the same warning from one place once.
# zh: Python 默认的过滤规则下，同一处发出的同一条警告只显示一次。
print(tracebacks_shown("default"), tracebacks_shown("always"))
#> 1 2
