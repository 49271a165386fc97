import torch

x = torch.tensor([2.0, 6.0])
records = [x.detach()]
renamed = records  # a second name for the same list
copied = list(records)  # a new list holding the same tensor objects

assert renamed is records and copied is not records
assert copied[0] is records[0]

x[0] = 9.0  # the producer writes again
print(records[0].tolist(), copied[0].tolist())
#> [9.0, 6.0] [9.0, 6.0]
assert copied[0].tolist() == [9.0, 6.0]
