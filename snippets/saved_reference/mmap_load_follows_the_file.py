import os
import tempfile

import torch

with tempfile.TemporaryDirectory() as folder:
    path = os.path.join(folder, "best.pt")
    torch.save({"w": torch.ones(1, 3)}, path)
    mapped = torch.load(path, mmap=True)  # reads the file's memory
    # zh: 读的是文件映射的内存
    loaded = torch.load(path)  # reads a copy
    # zh: 读的是一份副本
    # a later checkpoint saved over the same file
    # zh: 之后的检查点覆盖了同一个文件
    torch.save({"w": torch.full((1, 3), 5.0)}, path)
    print(mapped["w"].tolist(), loaded["w"].tolist())
#> [[5.0, 5.0, 5.0]] [[1.0, 1.0, 1.0]]
