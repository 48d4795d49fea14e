"""The fake Ollama server itself, driven by the official ollama client (so the wire format is right)."""

from __future__ import annotations

import httpx
import numpy as np
import ollama
import pytest
from ollama_server import (
    OllamaServer,
    chat,
    chat_json,
    hashed_embedding,
    not_found,
    server_error,
)


def test_chat_round_trip_and_recording(ollama_server: OllamaServer) -> None:
    ollama_server.script_chat(chat_json({"gems": [{"gem": "x"}]}))
    with ollama.Client(host=ollama_server.url, timeout=5) as c:
        r = c.chat("qwen3:4b-instruct", messages=[{"role": "user", "content": "hi"}], format={"type": "object"},
                   options={"temperature": 0, "num_ctx": 4096}, think=False, keep_alive="5m", stream=False)
        assert r.message.content == '{"gems": [{"gem": "x"}]}'
        assert r.done and r.done_reason == "stop"
        (req,) = ollama_server.chat_requests
        assert req.body["format"] == {"type": "object"}
        assert req.body["options"] == {"temperature": 0, "num_ctx": 4096}
        assert req.body["think"] is False and req.body["keep_alive"] == "5m" and req.body["stream"] is False


def test_streaming_chat(ollama_server: OllamaServer) -> None:
    ollama_server.script_chat(chat("hello"))
    with ollama.Client(host=ollama_server.url, timeout=5) as c:
        parts = list(c.chat("qwen3:4b-instruct", messages=[{"role": "user", "content": "hi"}], stream=True))
        assert "".join(p.message.content for p in parts) == "hello"
        assert parts[-1].done


def test_missing_model_and_server_error(ollama_server: OllamaServer) -> None:
    with ollama.Client(host=ollama_server.url, timeout=5) as c:
        with pytest.raises(ollama.ResponseError) as e:
            c.chat("nope:1b", messages=[{"role": "user", "content": "hi"}])
        assert e.value.status_code == 404 and 'model "nope:1b" not found' in e.value.error
        ollama_server.script_chat(server_error(), not_found("qwen3:4b-instruct"))
        for code in (500, 404):
            with pytest.raises(ollama.ResponseError) as e:
                c.chat("qwen3:4b-instruct", messages=[{"role": "user", "content": "hi"}])
            assert e.value.status_code == code


def test_slow_reply_times_out(ollama_server: OllamaServer) -> None:
    ollama_server.script_chat(chat("late", delay_s=3))
    with ollama.Client(host=ollama_server.url, timeout=0.3) as c:
        with pytest.raises(httpx.TimeoutException):
            c.chat("qwen3:4b-instruct", messages=[{"role": "user", "content": "hi"}])


def test_embed_tags_version(ollama_server: OllamaServer) -> None:
    with ollama.Client(host=ollama_server.url, timeout=5) as c:
        r = c.embed("mxbai-embed-large", input=["red apple", "red apple", "苹果 很 红"])
        v = np.array(r.embeddings)
        assert v.shape == (3, 1024)
        assert np.allclose(np.linalg.norm(v, axis=1), 1.0)
        assert np.allclose(v[0], v[1]) and not np.allclose(v[0], v[2])
        assert v[0] == pytest.approx(hashed_embedding("red apple", 1024))
        assert {m.model for m in c.list().models} == {"qwen3:4b-instruct", "mxbai-embed-large"}
        assert httpx.get(ollama_server.url + "/api/version").json() == {"version": "0.6.3"}
        assert ollama_server.embed_requests[0].body["input"] == ["red apple", "red apple", "苹果 很 红"]


def test_no_server_raises_builtin_connection_error() -> None:
    with OllamaServer() as s:
        url = s.url
    with ollama.Client(host=url, timeout=2) as c:
        with pytest.raises(ConnectionError):
            c.chat("qwen3:4b-instruct", messages=[{"role": "user", "content": "hi"}])
