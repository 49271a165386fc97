import copy

import torch

x = torch.tensor([2.0, 6.0])
records = [x.detach()]
renamed = records  # a second name for the same list
# zh: 同一个列表的第二个名字
copied = list(records)  # a new list holding the same tensor objects
# zh: 新列表，装的是同样的张量对象
shallow = copy.copy(records)  # the same, spelled differently
# zh: 同上，只是写法不同
by_name = dict(weight=x.detach())
by_name_copy = dict(by_name)  # a new dict, the same tensor
# zh: 新字典，同一个张量

assert renamed is records and copied is not records
assert copied[0] is records[0] and shallow[0] is records[0]
assert by_name_copy["weight"] is by_name["weight"]

x[0] = 9.0  # the producer writes again
# zh: 生产者再次写入
print(records[0].tolist(), copied[0].tolist())
#> [9.0, 6.0] [9.0, 6.0]
assert shallow[0].tolist() == by_name_copy["weight"].tolist() == [9.0, 6.0]
