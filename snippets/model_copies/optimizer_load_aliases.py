import copy

import torch

w = torch.nn.Parameter(torch.tensor([1.0, 2.0]))
opt = torch.optim.SGD([w], lr=0.1, momentum=0.9)


def train_step():
    opt.zero_grad()
    (w * w).sum().backward()
    opt.step()


train_step()
snapshot = copy.deepcopy(opt.state_dict())  # taken apart: good
# zh: 分开保存：没问题
saved = snapshot["state"][0]["momentum_buffer"].tolist()

# Loading puts the snapshot's own tensors into the optimizer ...
# zh: 加载时，快照里的张量本身被放进了优化器……
opt.load_state_dict(snapshot)
buffer = opt.state[w]["momentum_buffer"]
assert buffer is snapshot["state"][0]["momentum_buffer"]
train_step()  # ... so the next step writes into the snapshot
# zh: ……于是下一步就写进了快照
assert snapshot["state"][0]["momentum_buffer"].tolist() != saved

# To load a snapshot and keep it, load a copy of it.
# zh: 要加载快照又保住它，就加载它的副本。
kept = copy.deepcopy(opt.state_dict())
saved = kept["state"][0]["momentum_buffer"].tolist()
opt.load_state_dict(copy.deepcopy(kept))
train_step()
assert kept["state"][0]["momentum_buffer"].tolist() == saved
