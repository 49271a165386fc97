import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
# slow: a debugging switch, restored on exit
with torch.autograd.detect_anomaly():
    # anomaly mode remembers this line for y's backward node
    y = torch.sigmoid(x)
    y.detach().zero_()
    # stderr shows the traceback of the torch.sigmoid line
    y.sum().backward()
    #> RuntimeError: one of the variables needed for gradient computation
    #>   has been modified by an inplace operation...
