"""A real local HTTP server that speaks Ollama's wire format, scripted per test.

No Ollama server or weights exist on the test machines, so the Ollama code paths (the curator's
extractor, the Ollama embedder) are tested against this: stdlib ``http.server`` in a thread, bound to
127.0.0.1 on a free port. It answers

- ``POST /api/chat``  -> ``{"model","created_at","message":{"role":"assistant","content":...},"done":true,...}``
- ``POST /api/embed`` -> ``{"model","embeddings":[[...]],...}`` (deterministic hashed bag of words, unit norm)
- ``GET /api/tags``, ``GET /api/version``

and the same replies in OpenAI's wire format, as llama.cpp, llama-cpp-python, vLLM and LM Studio serve it:

- ``POST /v1/chat/completions`` -> ``{"choices":[{"message":{...},"finish_reason":...}],"usage":{...}}``
- ``POST /v1/embeddings`` -> ``{"data":[{"index","embedding"}],...}``; ``GET /v1/models``

and records every request (method, path, JSON body) so tests can assert what the client sent
(``format``, ``options.temperature``, ``think``, ``options.num_ctx``, ``keep_alive``, ``response_format``...).

The failures a real small model shows (Gemma 3 270M on llama-cpp-python, tests/test_real_model.py) are in the
repertoire: ``truncated`` (cut at the output limit), ``wrong_types``, ``extra_prose``, ``empty``, and a context
overflow (``ctx_limit``): a prompt longer than it is refused with 400 ``context_length_exceeded`` on the
OpenAI routes and, on Ollama's, cut silently to the context (``prompt_eval_count`` = ``num_ctx``), the model
then answering prose because it lost its instructions, as Ollama does.

Replies are scripted with a queue per endpoint (``script_chat``/``script_embed``); an empty chat queue
answers ``default_chat`` (``{"gems": []}`` unless changed). A model not in ``models`` gets Ollama's 404.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np

DEFAULT_MODELS = ("qwen3:4b-instruct", "mxbai-embed-large")
_TOKEN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]|[^\W_]+", re.UNICODE)


@dataclass
class Reply:
    """One scripted answer: a chat content (or raw JSON body), an HTTP status, a delay before answering."""

    content: str | None = None  # chat: the assistant message text
    body: dict[str, Any] | None = None  # raw JSON body (overrides content)
    status: int = 200
    delay_s: float = 0.0
    embeddings: list[list[float]] | None = None  # embed: fixed vectors instead of hashed ones
    finish: str = "stop"  # done_reason / finish_reason ("length": cut at the output limit)


@dataclass
class Request:
    """One request the server received."""

    method: str
    path: str
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)


def not_found(model: str) -> Reply:
    """Ollama's answer for a model that was never pulled."""
    return Reply(status=404, body={"error": f'model "{model}" not found, try pulling it first'})


def server_error(message: str = "llama runner process has terminated: signal: killed") -> Reply:
    """A 500 as Ollama sends it when the runner dies."""
    return Reply(status=500, body={"error": message})


def chat(content: str, delay_s: float = 0.0) -> Reply:
    """A 200 chat answer whose message content is `content` (any text: JSON, prose, fences...)."""
    return Reply(content=content, delay_s=delay_s)


def chat_json(obj: Any, delay_s: float = 0.0) -> Reply:
    """A 200 chat answer whose content is `obj` as JSON."""
    return Reply(content=json.dumps(obj, ensure_ascii=False), delay_s=delay_s)


GEM = {"gem": "User is allergic to penicillin", "context": "came up at the doctor's", "categories": ["health"],
       "importance": "high", "confidence": 0.95, "turn_range": "1-1"}


def truncated(obj: Any, keep: float = 0.8) -> Reply:
    """An answer cut at the output limit: the first `keep` share of obj's JSON, finish reason "length"."""
    text = json.dumps(obj, ensure_ascii=False)
    return Reply(content=text[: max(1, int(len(text) * keep))], finish="length")


def wrong_types(n_good: int = 1) -> Reply:
    """Items whose fields have the wrong types (as a small model writes them), after n_good valid ones."""
    bad = [
        {"gem": "User likes tea", "categories": "preference", "importance": 3, "confidence": "high",
         "turn_range": "1-1"},
        {"gem": 42, "categories": ["fact"], "importance": "medium", "confidence": 0.8, "turn_range": "1-1"},
        {"gem": "User lives in Oslo", "categories": ["fact"], "importance": "medium", "confidence": 0.8,
         "turn_range": ["one", "two"]},
    ]
    return chat_json({"gems": [dict(GEM) for _ in range(n_good)] + bad})


def extra_prose(obj: Any) -> Reply:
    """JSON wrapped in chatter and a code fence."""
    return chat("Sure! Here are the gems I found:\n```json\n" + json.dumps(obj, ensure_ascii=False)
                + "\n```\nLet me know if you need anything else.")


def empty() -> Reply:
    """An empty answer (HTTP 200, no content)."""
    return chat("")


def hashed_embedding(text: str, dim: int) -> list[float]:
    """Deterministic unit vector: signed hashed bag of words (CJK split per character)."""
    v = np.zeros(dim, dtype=np.float64)
    for tok in _TOKEN.findall(text.lower()):
        h = hashlib.blake2b(tok.encode("utf-8"), digest_size=8).digest()
        n = int.from_bytes(h, "little")
        v[n % dim] += 1.0 if (n >> 63) & 1 else -1.0
    norm = float(np.linalg.norm(v))
    if norm == 0.0:
        v[0] = 1.0
        norm = 1.0
    return [float(x) for x in v / norm]


class OllamaServer:
    """The scripted server; use as a context manager or call start()/stop()."""

    def __init__(self, models: tuple[str, ...] = DEFAULT_MODELS, embed_dim: int = 1024) -> None:
        self.models: set[str] = set(models)
        self.embed_dim = embed_dim
        self.default_chat: Reply = chat_json({"gems": []})
        # Context overflow: prompts of more estimated tokens (chars / 4) than this are refused (OpenAI routes)
        # or cut with a prose answer (Ollama's); None: any length fits.
        self.ctx_limit: int | None = None
        self.overflow_prose = "I'm sorry, I can't see a transcript. How can I help you today?"
        self.requests: list[Request] = []
        self._chat: deque[Reply] = deque()
        self._embed: deque[Reply] = deque()
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ---- scripting ---------------------------------------------------------------------------

    def script_chat(self, *replies: Reply | str | dict[str, Any]) -> None:
        """Queue chat replies (a str is message content, a dict is JSON content)."""
        with self._lock:
            for r in replies:
                if isinstance(r, str):
                    r = chat(r)
                elif isinstance(r, dict):
                    r = chat_json(r)
                self._chat.append(r)

    def script_embed(self, *replies: Reply) -> None:
        """Queue embed replies (errors, delays or fixed vectors); otherwise hashed vectors are returned."""
        with self._lock:
            self._embed.extend(replies)

    def requests_to(self, path: str) -> list[Request]:
        """Recorded requests to one path, oldest first."""
        with self._lock:
            return [r for r in self.requests if r.path == path]

    @property
    def chat_requests(self) -> list[Request]:
        return self.requests_to("/api/chat")

    @property
    def embed_requests(self) -> list[Request]:
        return self.requests_to("/api/embed")

    @property
    def openai_chat_requests(self) -> list[Request]:
        return self.requests_to("/v1/chat/completions")

    @property
    def openai_embed_requests(self) -> list[Request]:
        return self.requests_to("/v1/embeddings")

    def pending(self) -> int:
        """Scripted replies not yet consumed (chat + embed)."""
        with self._lock:
            return len(self._chat) + len(self._embed)

    # ---- lifecycle ---------------------------------------------------------------------------

    @property
    def url(self) -> str:
        assert self._httpd is not None, "server not started"
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> "OllamaServer":
        handler = _make_handler(self)
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, name="ollama-fake", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._closing.set()  # wakes handlers sleeping in a scripted delay
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None
        if self._thread is not None:
            self._thread.join(5)
            self._thread = None

    def __enter__(self) -> "OllamaServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # ---- request handling (called from handler threads) ---------------------------------------

    def _record(self, req: Request) -> None:
        with self._lock:
            self.requests.append(req)

    def _next(self, queue: deque[Reply], default: Reply | None) -> Reply | None:
        with self._lock:
            return queue.popleft() if queue else default

    def _wait(self, delay_s: float) -> bool:
        """Sleep for a scripted delay; False if the server is closing."""
        return not self._closing.wait(delay_s) if delay_s > 0 else True

    def handle(self, method: str, path: str, body: Any) -> tuple[int, Any, bool]:
        """(status, JSON body, stream?) for one request."""
        now = datetime.now(timezone.utc).isoformat().replace("+00:00", "Z")
        if method == "GET" and path == "/api/version":
            return 200, {"version": "0.6.3"}, False
        if method == "GET" and path == "/api/tags":
            models = [
                {"name": m, "model": m, "modified_at": now, "size": 1, "digest": hashlib.sha256(m.encode()).hexdigest(),
                 "details": {"format": "gguf", "family": m.split(":")[0]}}
                for m in sorted(self.models)
            ]
            return 200, {"models": models}, False
        if method == "GET" and path in ("/", ""):
            return 200, "Ollama is running", False
        if path.startswith("/v1/"):
            return self.handle_openai(method, path, body) + (False,)
        if method != "POST" or path not in ("/api/chat", "/api/embed"):
            return 404, {"error": "404 page not found"}, False
        if not isinstance(body, dict):
            return 400, {"error": "invalid request body"}, False
        model = str(body.get("model", ""))
        if model not in self.models:
            r = not_found(model)
            return r.status, r.body, False
        if path == "/api/chat":
            prompt = _prompt_tokens(body.get("messages"))
            num_ctx = int((body.get("options") or {}).get("num_ctx") or 2048)
            if self.ctx_limit is not None and prompt > min(self.ctx_limit, num_ctx):
                # Ollama keeps the prompt's tail: the instructions are gone and the model chats.
                content = self.overflow_prose
                return 200, {"model": model, "created_at": now, "message": {"role": "assistant", "content": content},
                             "done": True, "done_reason": "stop", "prompt_eval_count": num_ctx,
                             "eval_count": len(content) // 4}, bool(body.get("stream", True))
            reply = self._next(self._chat, self.default_chat)
        else:
            reply = self._next(self._embed, None) or Reply()
        assert reply is not None
        if not self._wait(reply.delay_s):
            return 503, {"error": "server closing"}, False
        if reply.status != 200 or reply.body is not None:
            return reply.status, reply.body or {"error": f"status {reply.status}"}, False
        if path == "/api/embed":
            inputs = body.get("input", [])
            inputs = [inputs] if isinstance(inputs, str) else list(inputs)
            dim = int(body.get("dimensions") or self.embed_dim)
            vecs = reply.embeddings or [hashed_embedding(str(t), dim) for t in inputs]
            return 200, {"model": model, "embeddings": vecs, "total_duration": 1000,
                         "load_duration": 10, "prompt_eval_count": sum(len(str(t).split()) for t in inputs)}, False
        content = reply.content if reply.content is not None else ""
        return 200, {
            "model": model,
            "created_at": now,
            "message": {"role": "assistant", "content": content},
            "done": True,
            "done_reason": reply.finish,
            "total_duration": 1000,
            "load_duration": 10,
            "prompt_eval_count": _prompt_tokens(body.get("messages")),
            "prompt_eval_duration": 100,
            "eval_count": len(content) // 4,
            "eval_duration": 100,
        }, bool(body.get("stream", True))


    def handle_openai(self, method: str, path: str, body: Any) -> tuple[int, Any]:
        """(status, JSON body) for the OpenAI-compatible routes."""
        if method == "GET" and path == "/v1/models":
            return 200, {"object": "list", "data": [{"id": m, "object": "model", "owned_by": "me"}
                                                     for m in sorted(self.models)]}
        if method != "POST" or path not in ("/v1/chat/completions", "/v1/embeddings"):
            return 404, {"error": {"message": f"no route {path}", "type": "not_found_error", "code": 404}}
        if not isinstance(body, dict):
            return 400, {"error": {"message": "invalid request body", "type": "invalid_request_error"}}
        model = str(body.get("model", ""))
        if model not in self.models:
            return 404, {"error": {"message": f"The model `{model}` does not exist.", "type": "NotFoundError",
                                   "code": 404}}
        if path == "/v1/embeddings":
            reply = self._next(self._embed, None) or Reply()
            if not self._wait(reply.delay_s):
                return 503, {"error": {"message": "server closing"}}
            if reply.status != 200 or reply.body is not None:
                return reply.status, reply.body or {"error": {"message": f"status {reply.status}"}}
            inputs = body.get("input", [])
            inputs = [inputs] if isinstance(inputs, str) else list(inputs)
            vecs = reply.embeddings or [hashed_embedding(str(t), self.embed_dim) for t in inputs]
            # Out of order on purpose: `index` says which input each vector is.
            data = [{"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vecs)][::-1]
            return 200, {"object": "list", "model": model, "data": data,
                         "usage": {"prompt_tokens": 1, "total_tokens": 1}}
        prompt = _prompt_tokens(body.get("messages"))
        if self.ctx_limit is not None and prompt + int(body.get("max_tokens") or 0) > self.ctx_limit:
            # llama-cpp-python's words for it (vLLM's are alike).
            return 400, {"error": {
                "message": f"This model's maximum context length is {self.ctx_limit} tokens. However, you requested "
                           f"{prompt + int(body.get('max_tokens') or 0)} tokens. Please reduce the length of the "
                           "messages or completion.",
                "type": "invalid_request_error", "param": "messages", "code": "context_length_exceeded"}}
        reply = self._next(self._chat, self.default_chat)
        assert reply is not None
        if not self._wait(reply.delay_s):
            return 503, {"error": {"message": "server closing"}}
        if reply.status != 200 or reply.body is not None:
            return reply.status, reply.body or {"error": {"message": f"status {reply.status}"}}
        content = reply.content if reply.content is not None else ""
        return 200, {
            "id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                         "finish_reason": reply.finish}],
            "usage": {"prompt_tokens": prompt, "completion_tokens": len(content) // 4,
                      "total_tokens": prompt + len(content) // 4},
        }


def _prompt_tokens(messages: Any) -> int:
    """Estimated prompt tokens (chars / 4), as the stand-in counts them."""
    return sum(len(str(m.get("content", ""))) // 4 for m in messages or [] if isinstance(m, dict))


def _make_handler(server: OllamaServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
            pass  # keep test output clean

        def _serve(self, method: str) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            try:
                body = json.loads(raw) if raw else None
            except ValueError:
                body = raw.decode("utf-8", "replace")
            path = self.path.split("?", 1)[0]
            server._record(Request(method, path, body, {k.lower(): v for k, v in self.headers.items()}))
            status, payload, stream = server.handle(method, path, body)
            if isinstance(payload, str):
                data, ctype = payload.encode(), "text/plain; charset=utf-8"
            elif stream and status == 200:
                # Streaming: one content chunk, then the final stats line (NDJSON), as Ollama does.
                first = dict(payload, done=False, message=payload["message"])
                first = {k: first[k] for k in ("model", "created_at", "message", "done")}
                last = dict(payload, message={"role": "assistant", "content": ""})
                data = (json.dumps(first) + "\n" + json.dumps(last) + "\n").encode()
                ctype = "application/x-ndjson"
            else:
                data, ctype = json.dumps(payload).encode(), "application/json; charset=utf-8"
            try:
                self.send_response(status)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (timeout test): nothing to answer

        def do_GET(self) -> None:  # noqa: N802 - stdlib name
            self._serve("GET")

        def do_POST(self) -> None:  # noqa: N802 - stdlib name
            self._serve("POST")

        def do_HEAD(self) -> None:  # noqa: N802 - stdlib name
            self.send_response(200)
            self.send_header("Content-Length", "0")
            self.end_headers()

    return Handler
