import torch


def run_producer(record, steps=3):
    """A producer that reuses one buffer; the consumer keeps record(buffer) at every step."""
    buffer = torch.zeros(2)
    log = []
    for step in range(steps):
        buffer.fill_(step)  # controlled mutation: step k writes k everywhere
        log.append(record(buffer))
    return log


def keeps_history(log):  # the contract of a log
    return [entry.tolist() for entry in log] == [[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]


def shows_latest(log):  # the contract of a live view
    return all(entry.tolist() == [2.0, 2.0] for entry in log)


assert keeps_history(run_producer(lambda b: b.detach().clone()))
assert not keeps_history(run_producer(lambda b: b.detach()))
assert shows_latest(run_producer(lambda b: b.detach()))
