"""Gem texts embedded on a worker thread while the curator goes on extracting and planning.

A local model's call runs on one core with the interpreter's lock released (onnxruntime, the tokenizer), while
extraction, review and planning are Python on the other; the nightly run on a 2-core machine waited for each in
turn. Here the texts of each extracted day are sent to one worker thread as soon as enough have gathered, so
the model embeds the first days while the later ones are still extracted, and the first days are planned while
the last ones embed. The curator asks for vectors only when it plans a day (`vectors`), and waits then only for
that day's texts.

This changes how texts are grouped into model calls, so it is used only for an embedder whose vectors do not
depend on their batch (`Embedder.batch_invariant`, which the local model's tests show bit for bit); any other
embedder gets one call for all the days of a batch, as before, when the vectors are first asked for.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np

from utils.embed import Embedder

# Texts gathered, while the worker is busy, before another call is queued: a model call groups its texts by
# length (less padding), which a call of a handful of texts cannot; one day of a chat holds a few gems.
SEND_AT = 48


class EmbedAhead:
    """Vectors by text for the days extracted together; `add` as days are extracted, `vectors` to plan one."""

    def __init__(self, embedder: Embedder, batch_size: int, send_at: int = SEND_AT,
                 pool: ThreadPoolExecutor | None = None) -> None:
        """pool: the worker, shared with other EmbedAheads of the run (their calls then run in the order sent);
        by default one of its own, made on the first call and stopped by close()."""
        self.embedder = embedder
        self.batch_size = batch_size
        self.send_at = send_at
        self.ahead = bool(getattr(embedder, "batch_invariant", False))
        self._pool = pool
        self._own_pool = pool is None
        self._known: dict[str, np.ndarray] = {}
        self._sent: dict[str, tuple[Future[np.ndarray], int]] = {}
        self._waiting: dict[str, None] = {}  # an ordered set: the order the texts were added in
        self._last: Future[np.ndarray] | None = None

    def reset(self) -> None:
        """Forget the vectors of the days planned already: the next batch's days are embedded afresh."""
        self._wait_all()
        self._known, self._sent, self._waiting, self._last = {}, {}, {}, None

    def add(self, texts: Sequence[str]) -> None:
        """Texts the curator will ask for: sent to the worker when it is idle or once `send_at` have gathered
        (a batch-invariant embedder), else kept for one call when the first of them is asked for."""
        for t in texts:
            if t not in self._known and t not in self._sent:
                self._waiting[t] = None
        if self.ahead and self._waiting and (len(self._waiting) >= self.send_at or self._idle()):
            self.send()

    def send(self) -> None:
        """Send what waits to the worker (nothing for an embedder that is not batch-invariant)."""
        if not self._waiting or not self.ahead:
            return
        texts = sorted(self._waiting, key=len)  # similar lengths together: the local model pads to the longest
        self._waiting = {}
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="true-recall-embed")
            self._own_pool = True
        fut = self._last = self._pool.submit(self.embedder.embed_documents, texts, self.batch_size)
        for i, t in enumerate(texts):
            self._sent[t] = (fut, i)

    def vectors(self, texts: Sequence[str]) -> np.ndarray:
        """The vectors of `texts` in order: those sent are waited for, the rest embedded here in one call (with
        every text still waiting, for an embedder that is not batch-invariant: the batch's one call)."""
        want = list(dict.fromkeys(texts))
        if any(t in self._waiting for t in want):
            self.send()
        here = [t for t in want if t not in self._known and t not in self._sent]
        if here:
            if self._waiting:
                here = list(dict.fromkeys([*self._waiting, *here]))
                self._waiting = {}
            order = sorted(here, key=len)
            self._known.update(zip(order, self.embedder.embed_documents(order, self.batch_size)))
        for t in want:
            if t not in self._known:
                fut, i = self._sent.pop(t)
                self._known[t] = fut.result()[i]
        return np.vstack([self._known[t] for t in texts])

    def _idle(self) -> bool:
        """No call running or queued: a day's texts go at once rather than leave the worker waiting."""
        return self._last is None or self._last.done()

    def _wait_all(self) -> None:
        for fut, _ in self._sent.values():
            if not fut.cancelled():
                fut.exception()  # waits; an error is the plan's to raise, and a batch not planned raises nothing

    def close(self) -> None:
        """Stop the worker (one of its own): a call running finishes, none waiting starts."""
        if self._pool is not None and self._own_pool:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        self._known, self._sent, self._waiting, self._last = {}, {}, {}, None
