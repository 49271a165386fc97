import math

import torch

activations = torch.arange(1000, dtype=torch.float32)

# When the log needs two statistics, keep two Python floats, not a tensor.
record = {
    "mean": activations.mean().item(),
    "max": activations.max().item(),
}
activations.zero_()  # the producer overwrites its buffer
assert record["max"] == 999.0  # plain numbers do not follow it
# float32 mean: exact on CPU, not on GPU
assert math.isclose(record["mean"], 499.5, rel_tol=1e-6)

# A detached slice keeps the whole 4000-byte storage alive;
# a cloned slice owns 40 bytes.
head_alias = activations[:10].detach()
head_copy = activations[:10].clone()
assert head_alias.untyped_storage().nbytes() == 4000
assert head_copy.numel() == 10
assert head_copy.untyped_storage().nbytes() == 40

# A clone is sized by the elements it shows, not by the storage it
# reads: 1000 elements expanded from one 4-byte number clone to 4000.
spread = torch.zeros(1).expand(1000)
assert spread.untyped_storage().nbytes() == 4
assert spread.clone().untyped_storage().nbytes() == 4000
