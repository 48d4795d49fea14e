"""Helpers for store/search tests: build StoredGems and index them with the real local embedder."""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import datetime, timedelta, timezone
from functools import lru_cache
from pathlib import Path

from qdrant_client import QdrantClient

from schemas import StoredGem
from utils.embed import Embedder
from utils.embed.local import LocalEmbedder
from utils.store import GemStore
from utils.store.core import index_vectors
from utils.store.edge import EdgeStore
from utils.store.qdrant import QdrantStore

BASE = datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc)
# Read when the tests are collected: each test then runs with the config variables cleared (conftest.py).
SERVER_URL = os.environ.get("QDRANT_URL")
SERVER_KEY = os.environ.get("QDRANT_API_KEY")


@lru_cache(maxsize=1)
def local_embedder() -> LocalEmbedder:
    """One LocalEmbedder per test process (loading it costs ~0.4 s)."""
    return LocalEmbedder()


def make_gem(
    text: str,
    user: str = "alice",
    *,
    days_ago: float = 0.0,
    categories: Sequence[str] = ("fact",),
    importance: str = "medium",
    conversation_id: str = "conv-1",
    turns: str = "1-1",
    context: str = "",
    superseded_by: str | None = None,
    confidence: float = 0.9,
) -> StoredGem:
    """A valid StoredGem dated `days_ago` days before BASE."""
    ts = BASE - timedelta(days=days_ago)
    return StoredGem(
        id=_id(user, conversation_id, turns, text),
        gem=text, context=context, snippet=f"User: {text}", categories=list(categories),
        importance=importance, confidence=confidence, timestamp=ts, date=ts.date(),
        conversation_id=conversation_id, turn_range=turns, user_id=user, superseded_by=superseded_by,
    )


def _id(user: str, conv: str, turns: str, text: str) -> str:
    from schemas import Gem

    g = Gem(gem=text, categories=["fact"], importance="low", confidence=0.5, timestamp=BASE, date=BASE.date(),
            conversation_id=conv, turn_range=turns, user_id=user)
    return g.point_id()


def index(store: GemStore, gems: Sequence[StoredGem], embedder: Embedder | None = None) -> None:
    """Embed (dense + sparse) and upsert gems, creating the collection if needed."""
    emb = embedder or local_embedder()
    store.ensure(emb.name, emb.dim)
    dense, sparse_vecs = index_vectors(gems, emb)
    store.upsert(list(gems), dense, sparse_vecs)


def edge_store(tmp_path: Path) -> EdgeStore:
    return EdgeStore(tmp_path / "edge", "true_recall", lock_wait_s=0.5)


def qdrant_store() -> QdrantStore:
    return QdrantStore(QdrantClient(location=":memory:"), "true_recall")


def qdrant_server_store() -> QdrantStore:
    """A store on the Qdrant server at $QDRANT_URL (its own collection, dropped by the caller); skips without one.

    No server runs in CI here: `QDRANT_URL=http://host:6333 pytest -m qdrant_server` runs the store suite on one."""
    import uuid

    import pytest

    from utils.config import Settings

    url = SERVER_URL
    if not url:
        pytest.skip("no Qdrant server: set QDRANT_URL to run the store suite against one")
    settings = Settings(qdrant={"url": url, "api_key": SERVER_KEY,
                                "collection": f"tr_test_{uuid.uuid4().hex[:10]}"})
    return QdrantStore.from_settings(settings)
