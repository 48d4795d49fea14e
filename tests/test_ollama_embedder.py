"""OllamaEmbedder against a local server that speaks Ollama's wire format (tests/ollama_server.py)."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import free_port
from ollama_server import OllamaServer, Reply, hashed_embedding, server_error
from store_fixtures import BASE, edge_store, index, make_gem

from utils.config import Settings
from utils.embed import open_embedder
from utils.embed.ollama import OllamaEmbedder
from utils.errors import (
    BackendUnavailable,
    EmbedderMismatch,
    ModelMissing,
    RetryableError,
    StopError,
)


def _settings(host: str, dim: int = 1024, retries: int = 3) -> Settings:
    return Settings(ollama={"host": host, "retries": retries, "timeout_s": 2.0}, embedder={"dim": dim})


def test_embeds_in_batches_with_query_prefix(ollama_server: OllamaServer) -> None:
    emb = OllamaEmbedder(_settings(ollama_server.url))
    assert (emb.name, emb.dim) == ("mxbai-embed-large", 1024)
    docs = emb.embed_documents([f"passage {i}" for i in range(5)], batch_size=2)
    assert docs.shape == (5, 1024) and docs.dtype == np.float32
    assert np.allclose(np.linalg.norm(docs, axis=1), 1.0, atol=1e-5)
    assert np.allclose(docs[0], hashed_embedding("passage 0", 1024), atol=1e-6)
    bodies = [r.body for r in ollama_server.embed_requests]
    assert [b["input"] for b in bodies] == [["passage 0", "passage 1"], ["passage 2", "passage 3"], ["passage 4"]]
    assert all(b["model"] == "mxbai-embed-large" and b["keep_alive"] == "5m" for b in bodies)

    q = emb.embed_query("where is my bike")
    prefix = "Represent this sentence for searching relevant passages: "
    assert ollama_server.embed_requests[-1].body["input"] == [prefix + "where is my bike"]
    assert np.allclose(q, hashed_embedding(prefix + "where is my bike", 1024), atol=1e-6)
    emb.close()


def test_open_embedder_picks_ollama(ollama_server: OllamaServer) -> None:
    emb = open_embedder(_settings(ollama_server.url))
    assert isinstance(emb, OllamaEmbedder)
    emb.close()


def test_no_server_names_ollama_host() -> None:
    emb = OllamaEmbedder(_settings(f"http://127.0.0.1:{free_port()}"))
    with pytest.raises(BackendUnavailable, match="OLLAMA_HOST"):
        emb.embed_query("hello")
    emb.close()


def test_missing_model_says_how_to_pull(ollama_server: OllamaServer) -> None:
    ollama_server.models.discard("mxbai-embed-large")
    emb = OllamaEmbedder(_settings(ollama_server.url))
    with pytest.raises(ModelMissing, match="ollama pull mxbai-embed-large"):
        emb.embed_documents(["x"])
    emb.close()


def test_server_errors_and_timeouts_are_retried(ollama_server: OllamaServer) -> None:
    ollama_server.script_embed(server_error(), Reply(delay_s=3.0))  # a 500, then a reply slower than the timeout
    emb = OllamaEmbedder(_settings(ollama_server.url), retry_initial_s=0.01)
    out = emb.embed_documents(["survives"])
    assert np.allclose(out[0], hashed_embedding("survives", 1024), atol=1e-6)
    assert len(ollama_server.embed_requests) == 3

    ollama_server.script_embed(server_error(), server_error(), server_error())
    with pytest.raises(RetryableError, match="500"):
        emb.embed_documents(["gives up after ollama.retries attempts"])
    emb.close()


def test_wrong_dimension_is_a_clear_error(ollama_server: OllamaServer) -> None:
    emb = OllamaEmbedder(_settings(ollama_server.url, dim=768))
    ollama_server.embed_dim = 1024
    with pytest.raises(StopError, match="embedder.dim"):
        emb.embed_documents(["x"])
    ollama_server.script_embed(Reply(embeddings=[[1.0, 0.0]]))
    with pytest.raises(RetryableError, match="1 embeddings for 2 texts"):
        emb.embed_documents(["a", "b"])
    emb.close()


def test_ollama_vectors_in_a_store_and_mismatch_with_local(ollama_server: OllamaServer, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from store_fixtures import local_embedder

    from retrieve.search import search

    emb = OllamaEmbedder(_settings(ollama_server.url))
    store = edge_store(tmp_path)
    index(store, [make_gem("the bike is in the garage"), make_gem("coffee with oat milk", turns="2-2")], emb)
    res = search("bike garage", "alice", store=store, embedder=emb, settings=Settings(), now=BASE)
    assert res[0].gem == "the bike is in the garage"
    with pytest.raises(EmbedderMismatch, match="mxbai-embed-large"):
        search("bike", "alice", store=store, embedder=local_embedder(), settings=Settings(), now=BASE)
    store.close()
    emb.close()
