import torch

x = torch.tensor([2.0, 6.0])  # a CPU tensor
ptr = x.untyped_storage().data_ptr()


def shares(t):
    return t.untyped_storage().data_ptr() == ptr


# Already where they are asked to be: nothing is copied.
assert shares(x.to("cpu")) and shares(x.contiguous())
assert shares(torch.as_tensor(x))
# These copy.
assert not shares(x.to("cpu", copy=True))
assert not shares(x.detach().clone())
values = x.tolist()  # Python floats

x[0] = 9.0
print(values, x.to("cpu").tolist())
#> [2.0, 6.0] [9.0, 6.0]
