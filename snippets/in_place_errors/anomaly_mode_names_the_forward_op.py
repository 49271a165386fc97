import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
y = torch.sigmoid(x)
y.detach().zero_()
try:
    y.sum().backward()
except RuntimeError as error:
    # without anomaly mode, the message ends with a hint to turn it on
    # zh: 不开异常检测时，报错信息的最后是一条提示：打开它
    hint = str(error).split("Hint: ")[1]
    assert "torch.autograd.set_detect_anomaly(True" in hint

# slow: a debugging switch, restored on exit
# zh: 很慢：这是调试用的开关，退出时恢复原设置
with torch.autograd.detect_anomaly():
    # anomaly mode remembers this line for y's backward node
    # zh: 异常检测模式为 y 的反向节点记下这一行
    y = torch.sigmoid(x)
    y.detach().zero_()
    # stderr shows the traceback of the torch.sigmoid line
    # zh: stderr 里会打印 torch.sigmoid 那一行的调用栈
    y.sum().backward()
    #> RuntimeError: one of the variables needed for gradient computation
    #>   has been modified by an inplace operation...
