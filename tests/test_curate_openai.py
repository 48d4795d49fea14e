"""The OpenAI-compatible curator backend and embedder, over the wire against the stand-in server (its /v1 routes),
and the failures a real small model shows, for both chat backends (the same shared code handles them)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest
import redis
from ollama_server import (
    GEM,
    OllamaServer,
    Reply,
    chat,
    chat_json,
    empty,
    extra_prose,
    hashed_embedding,
    server_error,
    truncated,
    wrong_types,
)

from curate.backend import Chunk
from curate.chat_extractor import GEMS_SCHEMA, ChatExtractor, halves, system_prompt, user_message
from curate.curator import Curator, RunOptions, open_extractor
from curate.openai_extractor import OpenAIExtractor
from schemas import Turn
from utils.config import Settings
from utils.embed import open_embedder
from utils.embed.local import LocalEmbedder
from utils.embed.openai import OpenAIEmbedder
from utils.errors import BackendUnavailable, ModelMissing, StopError
from utils.keys import Keys
from utils.store import open_store

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)
MODEL = "qwen3:4b-instruct"  # a name the stand-in serves


def chunk(n: int = 3) -> Chunk:
    texts = ["hi", "I'm allergic to penicillin", "we picked Postgres for billing", "I live in Oslo",
             "my sister is called Ana", "I run on Sundays"]
    turns = [Turn(turn_id=f"t{i}", user_id="alice", conversation_id="c1", turn_number=i,
                  timestamp=T0 + timedelta(minutes=i), user_text=texts[(i - 1) % len(texts)] + " " + "x" * 400,
                  assistant_text="noted")
             for i in range(1, n + 1)]
    return Chunk("alice", "c1", turns)


def chat_settings(backend: str, url: str, **over: object) -> Settings:
    return Settings(curate={"backend": backend},
                    ollama={"host": url, "timeout_s": 2.0, "retries": 2, "num_ctx": 4096},
                    openai={"base_url": url + "/v1", "model": MODEL, "timeout_s": 2.0, "retries": 2, "num_ctx": 4096,
                            "max_tokens": 256, **over})


@pytest.fixture(params=["ollama", "openai"])
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def extractor(ollama_server: OllamaServer, backend: str) -> Iterator[ChatExtractor]:
    ex = open_extractor(chat_settings(backend, ollama_server.url))
    assert isinstance(ex, ChatExtractor) and ex.name == backend
    ex.retry_initial_s = 0.01
    yield ex
    ex.close()


def requests(server: OllamaServer, backend: str) -> list:  # type: ignore[type-arg]
    return server.chat_requests if backend == "ollama" else server.openai_chat_requests


# ---- the OpenAI wire ------------------------------------------------------------------------------------------

def test_request_shape_no_key(ollama_server: OllamaServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    ex = OpenAIExtractor(chat_settings("openai", ollama_server.url))
    ollama_server.script_chat(chat_json({"gems": [GEM]}))
    try:
        ext = ex.extract(chunk())
    finally:
        ex.close()
    assert ext.ok and [d.gem for d in ext.drafts] == [GEM["gem"]]
    (req,) = ollama_server.openai_chat_requests
    b = req.body
    assert b["model"] == MODEL and b["temperature"] == 0.0 and b["max_tokens"] == 256 and b["seed"] == 0
    assert b["stream"] is False
    assert b["response_format"] == {"type": "json_schema",
                                    "json_schema": {"name": "gems", "schema": GEMS_SCHEMA, "strict": False}}
    assert [m["role"] for m in b["messages"]] == ["system", "user"] and "[turn 2 |" in b["messages"][1]["content"]
    assert "authorization" not in req.headers
    assert ex.usage["requests"] == 1 and ex.usage["prompt_tokens"] > 0


def test_key_from_the_named_variable_goes_only_in_the_header(ollama_server: OllamaServer,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_LLM_KEY", "sk-test-0123456789abcdef")
    ex = OpenAIExtractor(chat_settings("openai", ollama_server.url, api_key_env="MY_LLM_KEY"))
    try:
        assert ex.extract(chunk()).ok
    finally:
        ex.close()
    (req,) = ollama_server.openai_chat_requests
    assert req.headers["authorization"] == "Bearer sk-test-0123456789abcdef"
    assert "sk-test" not in json.dumps(req.body)


def test_response_format_steps_down_once_per_refusal_and_remembers(ollama_server: OllamaServer) -> None:
    refuse = Reply(status=422, body={"detail": [{"loc": ["body", "response_format", "type"],
                                                 "msg": "Input should be 'text' or 'json_object'"}]})
    ollama_server.script_chat(refuse, chat_json({"gems": [GEM]}), chat_json({"gems": []}))
    ex = OpenAIExtractor(chat_settings("openai", ollama_server.url))
    try:
        assert ex.extract(chunk()).drafts[0].gem == GEM["gem"]
        assert ex.extract(chunk()).ok
    finally:
        ex.close()
    first, second, third = ollama_server.openai_chat_requests
    assert first.body["response_format"]["type"] == "json_schema"
    # llama-cpp-python's form: json_object with the schema, which it turns into a grammar.
    assert second.body["response_format"] == {"type": "json_object", "schema": GEMS_SCHEMA}
    assert third.body["response_format"] == second.body["response_format"]


def test_response_format_refused_with_a_500_validation_error(ollama_server: OllamaServer) -> None:
    """llama-cpp-python's answer to an unknown response_format type: a 500 holding pydantic's validation error."""
    refuse = Reply(status=500, body={"error": {"message": "1 validation error:\n  {'type': 'literal_error', 'loc': "
                                                          "('body', 'response_format', 'type')}", "type": "internal_server_error"}})
    ollama_server.script_chat(refuse, chat_json({"gems": [GEM]}))
    ex = OpenAIExtractor(chat_settings("openai", ollama_server.url))
    try:
        assert ex.extract(chunk()).drafts[0].gem == GEM["gem"]
    finally:
        ex.close()
    first, second = ollama_server.openai_chat_requests  # not retried as a transient 500
    assert second.body["response_format"] == {"type": "json_object", "schema": GEMS_SCHEMA}


def test_response_format_none_sends_no_field(ollama_server: OllamaServer) -> None:
    ex = OpenAIExtractor(chat_settings("openai", ollama_server.url, response_format="none"))
    try:
        assert ex.extract(chunk()).ok
    finally:
        ex.close()
    assert "response_format" not in ollama_server.openai_chat_requests[0].body


def test_errors_map_to_what_the_caller_does(ollama_server: OllamaServer) -> None:
    ex = OpenAIExtractor(chat_settings("openai", ollama_server.url), retry_initial_s=0.01)
    try:
        ollama_server.script_chat(server_error(), chat_json({"gems": [GEM]}))
        assert ex.extract(chunk()).ok and len(ollama_server.openai_chat_requests) == 2  # 500 retried
        ollama_server.script_chat(Reply(status=401, body={"error": {"message": "bad key"}}))
        with pytest.raises(StopError, match="api_key_env"):
            ex.extract(chunk())
        ollama_server.script_chat(Reply(status=400, body={"error": {"message": "messages: bad role"}}))
        ext = ex.extract(chunk())
        assert not ext.ok and "400" in ext.error
        ollama_server.models.discard(MODEL)
        with pytest.raises(ModelMissing, match="/v1"):
            ex.extract(chunk())
    finally:
        ex.close()
    with OllamaServer() as s:
        url = s.url  # the port is free again once the server stops
    ex = OpenAIExtractor(chat_settings("openai", url))
    try:
        with pytest.raises(BackendUnavailable, match="openai.base_url"):
            ex.extract(chunk())
    finally:
        ex.close()


# ---- what a real small model does, on both backends -----------------------------------------------------------

def test_truncated_answer_keeps_complete_items(ollama_server: OllamaServer, extractor: ChatExtractor,
                                               backend: str) -> None:
    second = dict(GEM, gem="User picked Postgres for billing", turn_range="3-3")
    ollama_server.script_chat(truncated({"gems": [GEM, second]}, keep=0.75))
    ext = extractor.extract(chunk())
    assert ext.ok and [d.gem for d in ext.drafts] == [GEM["gem"]] and "truncated" in ext.error
    assert len(requests(ollama_server, backend)) == 1


def test_wrong_types_are_counted_valid_kept(ollama_server: OllamaServer, extractor: ChatExtractor,
                                            backend: str) -> None:
    ollama_server.script_chat(wrong_types(n_good=1))
    ext = extractor.extract(chunk())
    assert ext.ok and [d.gem for d in ext.drafts] == [GEM["gem"]] and ext.invalid == 3


def test_extra_prose_around_the_json(ollama_server: OllamaServer, extractor: ChatExtractor, backend: str) -> None:
    ollama_server.script_chat(extra_prose({"gems": [GEM]}))
    ext = extractor.extract(chunk())
    assert ext.ok and [d.gem for d in ext.drafts] == [GEM["gem"]] and len(requests(ollama_server, backend)) == 1


def test_empty_answer_is_repaired_or_a_failure(ollama_server: OllamaServer, extractor: ChatExtractor,
                                               backend: str) -> None:
    ollama_server.script_chat(empty(), chat_json({"gems": [GEM]}))
    ext = extractor.extract(chunk())
    assert ext.ok and [d.gem for d in ext.drafts] == [GEM["gem"]]
    ollama_server.script_chat(empty(), empty())
    ext = extractor.extract(chunk())
    assert not ext.ok and "empty reply" in ext.error and len(requests(ollama_server, backend)) == 4


def test_context_overflow_reads_the_chunk_in_halves(ollama_server: OllamaServer, extractor: ChatExtractor,
                                                    backend: str) -> None:
    big = chunk(6)

    def tokens(c: Chunk) -> int:  # as the stand-in counts them
        return len(system_prompt()) // 4 + len(user_message(c)) // 4

    # The whole chunk does not fit; each half does (with, on the OpenAI route, max_tokens 256 on top).
    ollama_server.ctx_limit = max(tokens(h) for h in halves(big)) + 256 + 10
    assert tokens(big) > ollama_server.ctx_limit
    one = dict(GEM, turn_range="2-2")
    two = dict(GEM, gem="User lives in Oslo", turn_range="4-4")
    ollama_server.script_chat(chat_json({"gems": [one]}), chat_json({"gems": [two]}))
    ext = extractor.extract(big)
    assert ext.ok, ext.error
    assert [d.gem for d in ext.drafts] == [one["gem"], two["gem"]]
    sent = requests(ollama_server, backend)
    assert len(sent) == 3  # the whole (refused or cut), then each half
    assert "[turn 1 |" in sent[1].body["messages"][1]["content"] and "[turn 4 |" not in sent[1].body["messages"][1]["content"]
    assert "[turn 4 |" in sent[2].body["messages"][1]["content"] and "[turn 3 |" not in sent[2].body["messages"][1]["content"]


def test_context_overflow_of_one_turn_is_a_failure(ollama_server: OllamaServer, extractor: ChatExtractor) -> None:
    ollama_server.ctx_limit = 10
    ext = extractor.extract(chunk(1))
    assert not ext.ok and "cannot be split" in ext.error


# ---- the curator on the openai backend: a failed chunk keeps its turns -----------------------------------------

def test_curate_with_openai_backend_keeps_failed_turns(settings: Settings, redis_client: redis.Redis,
                                                       ollama_server: OllamaServer) -> None:
    from test_curate_curator import NOW, mk_turns, stage

    s = settings.model_copy(deep=True)
    s.curate.backend = "openai"
    s.openai.base_url = ollama_server.url + "/v1"
    s.openai.model = MODEL
    s.openai.timeout_s = 5
    a = mk_turns(["hello", "I'm allergic to penicillin, remember that."], conv="good")
    b = mk_turns(["this one breaks the model"], conv="bad", start=a[-1].timestamp + timedelta(hours=1))
    buf = stage(s, redis_client, a + b)
    evil = dict(GEM, turn_range="2-2", user_id="mallory", timestamp="1999-01-01T00:00:00Z", snippet="invented")
    ollama_server.script_chat(chat_json({"gems": [evil]}), chat("no idea"), chat("still prose"))
    ex, store = open_extractor(s), open_store(s)
    try:
        rep = Curator(s, redis_client, ex, LocalEmbedder(), store).run(RunOptions(now=NOW))
        gems = list(store.scroll("alice"))
    finally:
        ex.close()
        store.close()
    assert not rep.ok and rep.chunks_failed == 1 and rep.stored == 1
    (g,) = gems
    assert g.user_id == "alice" and g.timestamp == a[1].timestamp and a[1].text() in g.snippet
    assert [t.conversation_id for t in buf.turns("alice")] == ["bad"]
    assert json.loads(redis_client.get(Keys(s.redis.key_prefix).last_run()))["chunks_failed"] == 1


# ---- the embedder -------------------------------------------------------------------------------------------

def test_openai_embedder_round_trip_order_and_dim(ollama_server: OllamaServer) -> None:
    s = Settings(embedder={"backend": "openai", "dim": 1024, "query_prefix": "q: "},
                 openai={"base_url": ollama_server.url + "/v1", "embed_model": "mxbai-embed-large", "retries": 1})
    emb = open_embedder(s)
    assert isinstance(emb, OpenAIEmbedder)
    try:
        v = emb.embed_batch(["red apple", "", "苹果 很 红"])
        assert v.shape == (3, 1024) and np.allclose(np.linalg.norm(v, axis=1), 1.0)
        # The stand-in answers in reverse order; `index` puts each vector back with its text.
        assert np.allclose(v[0], hashed_embedding("red apple", 1024), atol=1e-6)
        assert np.allclose(v[2], hashed_embedding("苹果 很 红", 1024), atol=1e-6)
        assert ollama_server.openai_embed_requests[0].body["input"] == ["red apple", " ", "苹果 很 红"]
        emb.embed_query("apple")
        assert ollama_server.openai_embed_requests[-1].body["input"] == ["q: apple"]
    finally:
        emb.close()
    ollama_server.embed_dim = 768
    emb = OpenAIEmbedder(s)
    try:
        with pytest.raises(StopError, match="embedder.dim"):
            emb.embed_batch(["x"])
    finally:
        emb.close()


def test_system_role_off_puts_the_instructions_in_the_user_message(ollama_server: OllamaServer) -> None:
    ollama_server.script_chat(chat("prose"), chat_json({"gems": [GEM]}))
    ex = OpenAIExtractor(chat_settings("openai", ollama_server.url, system_role=False))
    try:
        assert ex.extract(chunk()).ok
    finally:
        ex.close()
    first, repair = ollama_server.openai_chat_requests
    (msg,) = first.body["messages"]
    assert msg["role"] == "user" and msg["content"].startswith(system_prompt()) and "[turn 2 |" in msg["content"]
    assert [m["role"] for m in repair.body["messages"]] == ["user", "assistant", "user"]
