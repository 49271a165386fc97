import torch


def run_producer(record, steps=3):
    """A producer reusing one buffer; the consumer keeps record(buffer)."""
    buffer = torch.zeros(2)
    log = []
    for step in range(steps):
        # controlled mutation: step k writes k everywhere
        buffer.fill_(step)
        log.append(record(buffer))
    return log


def keeps_history(log):  # the contract of a log
    expected = [[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]
    return [entry.tolist() for entry in log] == expected


def shows_latest(log):  # the contract of a live view
    return all(entry.tolist() == [2.0, 2.0] for entry in log)


assert keeps_history(run_producer(lambda b: b.detach().clone()))
assert not keeps_history(run_producer(lambda b: b.detach()))
assert shows_latest(run_producer(lambda b: b.detach()))


def run_fresh_producer(record, steps=3):
    """A producer that allocates a new tensor at every step."""
    return [record(torch.full((2,), float(k))) for k in range(steps)]


# Without reuse, detach() passes the history test by luck, and fails
# the live-reading one: the test must make the producer reuse its buffer.
assert keeps_history(run_fresh_producer(lambda b: b.detach()))
assert not shows_latest(run_fresh_producer(lambda b: b.detach()))
