import torch


def run_producer(record, steps=3):
    """A producer reusing one buffer; the consumer keeps record(buffer)."""
    # zh: 生产者复用同一块缓冲区；消费者保存 record(buffer)。
    buffer = torch.zeros(2)
    log = []
    for step in range(steps):
        # controlled mutation: step k writes k everywhere
        # zh: 受控的写入：第 k 步把每个元素都写成 k
        buffer.fill_(step)
        log.append(record(buffer))
    return log


def keeps_history(log):  # the contract of a log
# zh: 历史记录的约定
    expected = [[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]
    return [entry.tolist() for entry in log] == expected


def shows_latest(log):  # the contract of a live view
# zh: 实时读数的约定
    return all(entry.tolist() == [2.0, 2.0] for entry in log)


assert keeps_history(run_producer(lambda b: b.detach().clone()))
assert not keeps_history(run_producer(lambda b: b.detach()))
assert shows_latest(run_producer(lambda b: b.detach()))


def run_fresh_producer(record, steps=3):
    """A producer that allocates a new tensor at every step."""
    # zh: 生产者每一步都分配一个新张量。
    return [record(torch.full((2,), float(k))) for k in range(steps)]


# Without reuse, detach() passes the history test by luck, and fails
# the live-reading one: the test must make the producer reuse its buffer.
# zh: 生产者不复用缓冲区时，detach() 碰巧通过历史记录的测试，
# zh: 却通不过实时读数的测试：所以测试必须让生产者复用缓冲区。
assert keeps_history(run_fresh_producer(lambda b: b.detach()))
assert not shows_latest(run_fresh_producer(lambda b: b.detach()))
