import torch

torch.manual_seed(0)
embed, head = torch.nn.Embedding(10, 4), torch.nn.Linear(4, 10)


def log_probs(ids):
    logits = head(embed(ids))
    return torch.log_softmax(logits, -1).gather(-1, ids[:, None])[:, 0]


# the rollout: sample responses, score them, keep the old log-probs
# zh: rollout：生成回复、打分，记下旧的对数概率
def rollout(prompt):
    ids = head(embed(prompt)).argmax(-1)
    return {"ids": ids, "old_logp": log_probs(ids),
            "advantages": torch.randn(len(ids))}


def ppo_loss(batch):
    ratio = torch.exp(log_probs(batch["ids"]) - batch["old_logp"])
    return -(ratio * batch["advantages"]).mean()


prompt = torch.tensor([1, 2, 3])
# or @torch.inference_mode() written on rollout
# zh: 或者把 @torch.inference_mode() 写在 rollout 上
with torch.inference_mode():
    batch = rollout(prompt)
# find them: which tensors of the batch are inference tensors?
# zh: 找出来：批次里哪些张量是推理张量？
print([k for k, t in batch.items() if t.is_inference()])
#> ['ids', 'old_logp', 'advantages']

# the fix: clone them outside the block, or roll out under no_grad
# zh: 修复：在代码块之外用 clone() 复制，或者在 no_grad 下做 rollout
ppo_loss({k: t.clone() for k, t in batch.items()}).backward()
assert head.weight.grad is not None
with torch.no_grad():
    plain = rollout(prompt)
print([k for k, t in plain.items() if t.is_inference()])
#> []
ppo_loss(plain).backward()


# which one raises? each used as it is, the others cloned
# zh: 哪个会报错？每次只原样使用其中一个，其余的都用 clone() 复制
def raises(name):
    try:
        ppo_loss({k: t if k == name else t.clone()
                  for k, t in batch.items()}).backward()
    except RuntimeError as error:
        assert "Inference tensors cannot be saved" in str(error)
        return True
    return False


print({k: raises(k) for k in batch})
#> {'ids': True, 'old_logp': False, 'advantages': True}

# an out-of-place result is an ordinary tensor; an in-place write
# outside the block raises
# zh: 非原地运算的结果是普通张量；在代码块之外做原地修改会报错
assert not (batch["advantages"] - 1).is_inference()
try:
    batch["advantages"] -= batch["advantages"].mean()
except RuntimeError as error:
    assert "Inplace update to inference tensor" in str(error)
else:
    raise AssertionError("the in-place write should have raised")

# used as they are: the token ids raise first, though they are
# integers, since the embedding saves them for backward
# zh: 原样使用：先报错的是 token id，虽然它们是整数，
# zh: 因为嵌入层要为反向传播保存它们
ppo_loss(batch).backward()
#> RuntimeError: Inference tensors cannot be saved for backward...
