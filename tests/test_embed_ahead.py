"""curate/embed_ahead.py: texts embedded on a worker thread while the curator goes on, with the vectors a
one-call embedding gives; an embedder whose vectors depend on their batch keeps one call on the caller's thread."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

from curate.embed_ahead import EmbedAhead
from utils.embed import Embedder
from utils.errors import BackendUnavailable

DAYS = [
    ["User is moving the order service from RabbitMQ to NATS JetStream.", "User adopted a dog called Biscuit."],
    ["User prefers tabs over spaces in Go code.", "User adopted a dog called Biscuit."],
    ["下周三用户要去上海出差。", "User's flight to Lisbon leaves on 12 March.", "User runs Postgres 16 for ledger-sync."],
    ["User's team ships on Thursdays.", "User's daughter starts school in September."],
]


class Recording(Embedder):
    """The local model behind our own interface, keeping each call's texts and the thread that made it."""

    def __init__(self, inner: Embedder, batch_invariant: bool, fail_on: str | None = None) -> None:
        self.inner = inner
        self.name, self.dim = inner.name, inner.dim
        self.batch_invariant = batch_invariant
        self.fail_on = fail_on
        self.calls: list[tuple[list[str], str]] = []
        self.release = threading.Event()
        self.release.set()

    def embed_batch(self, texts: Sequence[str]) -> np.ndarray:
        return self.inner.embed_batch(texts)

    def embed_documents(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        if not self.release.wait(timeout=60):
            raise TimeoutError("the test never released the embedder")
        self.calls.append((list(texts), threading.current_thread().name))
        if self.fail_on is not None and self.fail_on in texts:
            raise BackendUnavailable("the embedding server went away")
        return self.inner.embed_documents(texts, batch_size)


def every_text() -> list[str]:
    return list(dict.fromkeys(t for day in DAYS for t in day))


def test_vectors_are_those_of_one_call_and_made_on_the_worker(embedder: Any) -> None:
    rec = Recording(embedder, batch_invariant=True)
    ahead = EmbedAhead(rec, 32, send_at=3)
    try:
        for day in DAYS:
            ahead.add(day)
        ahead.send()
        got = {t: ahead.vectors([t])[0] for day in DAYS for t in day}
        # Each day asked for in turn, as the curator plans them, with a repeat inside one request.
        both = ahead.vectors(DAYS[1] + DAYS[1][:1])
    finally:
        ahead.close()
    alone = embedder.embed_documents(every_text())
    for t, v in zip(every_text(), alone):
        assert np.array_equal(got[t], v), t  # bit for bit: the local model is batch-invariant
    assert np.array_equal(both[0], both[2]) and both.shape == (3, embedder.dim)
    assert rec.calls and all(name.startswith("true-recall-embed") for _, name in rec.calls)
    sent = [t for texts, _ in rec.calls for t in texts]
    assert sorted(sent) == sorted(every_text())  # each distinct text embedded once


def test_the_worker_runs_while_the_caller_goes_on(embedder: Any) -> None:
    """A day's texts go to an idle worker at once: the caller is not blocked while they embed."""
    rec = Recording(embedder, batch_invariant=True)
    rec.release.clear()
    ahead = EmbedAhead(rec, 32, send_at=100)
    try:
        ahead.add(DAYS[0])  # the worker is idle: sent now, below send_at
        ahead.add(DAYS[1])  # the worker is busy: waits for send_at or the next request
        assert not rec.calls  # the worker is held in embed_documents, and add() returned anyway
        rec.release.set()
        v = ahead.vectors(DAYS[1])  # sends what waits, then waits for it
    finally:
        ahead.close()
    assert [texts for texts, _ in rec.calls] == [sorted(DAYS[0], key=len), [DAYS[1][0]]]
    assert np.array_equal(v, embedder.embed_documents(DAYS[1]))


def test_an_embedder_that_is_not_batch_invariant_gets_the_batch_in_one_call(embedder: Any) -> None:
    rec = Recording(embedder, batch_invariant=False)
    ahead = EmbedAhead(rec, 32, send_at=1)
    try:
        for day in DAYS:
            ahead.add(day)
        ahead.send()
        assert not rec.calls  # nothing is sent ahead
        first = ahead.vectors(DAYS[0])
        ahead.vectors(DAYS[3])
    finally:
        ahead.close()
    assert [texts for texts, _ in rec.calls] == [sorted(every_text(), key=len)]
    assert rec.calls[0][1] == threading.current_thread().name
    assert np.array_equal(first, embedder.embed_documents(DAYS[0]))


def test_a_text_never_added_is_embedded_when_asked(embedder: Any) -> None:
    rec = Recording(embedder, batch_invariant=True)
    ahead = EmbedAhead(rec, 32)
    try:
        ahead.add(DAYS[0])
        merged = "User moved the order service to NATS JetStream (from RabbitMQ)."
        v = ahead.vectors([merged, DAYS[0][1]])
    finally:
        ahead.close()
    assert np.array_equal(v, embedder.embed_documents([merged, DAYS[0][1]]))


def test_an_error_on_the_worker_is_raised_where_the_vectors_are_asked_for(embedder: Any) -> None:
    rec = Recording(embedder, batch_invariant=True, fail_on=DAYS[2][1])
    ahead = EmbedAhead(rec, 32, send_at=1)
    try:
        for day in DAYS:
            ahead.add(day)
        assert np.array_equal(ahead.vectors(DAYS[0]), embedder.embed_documents(DAYS[0]))
        with pytest.raises(BackendUnavailable, match="went away"):
            ahead.vectors(DAYS[2])
        ahead.reset()  # a batch given up: reset waits for the worker and raises nothing
    finally:
        ahead.close()
