import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
with torch.autograd.detect_anomaly():  # slow: a debugging switch, restored on exit
    y = torch.sigmoid(x)  # anomaly mode remembers this line for y's backward node
    y.detach().zero_()
    y.sum().backward()  # stderr shows the traceback of the torch.sigmoid line
    #> RuntimeError: one of the variables needed for gradient computation has been modified by an inplace operation...
