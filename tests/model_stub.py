"""A small OpenAI-compatible chat model on 127.0.0.1 for running the real OpenClaw offline.

OpenClaw calls a custom provider (``api: "openai-completions"``) with ``POST /v1/chat/completions`` and
``stream: true``; this answers with Server-Sent Events (one content delta, a finish chunk with usage,
``data: [DONE]``) or, for ``stream: false``, one JSON body. Every request is recorded (path + JSON body)
so a test can assert what the client really sent to the model (e.g. an injected ``<memory_context>``).

The reply is ``reply(body)``: by default a short acknowledgement that quotes nothing from the prompt,
so an injected memory block can only reach a transcript through the user's own text. A reply function may
return a ``ToolCall`` instead: the model then calls that tool (``tool_calls``, finish_reason ``tool_calls``).

Run by hand: ``python tests/model_stub.py [port]`` prints its base URL and serves until interrupted.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODEL_ID = "stub-model"


@dataclass(frozen=True)
class ToolCall:
    """A reply that calls a tool instead of answering (the stub's reply function may return one)."""

    name: str
    arguments: dict[str, Any]
    id: str = "call_stub_1"


def default_reply(body: dict[str, Any]) -> str:
    return "Noted."


class ModelStub:
    """The server (a thread); use as a context manager. ``requests`` holds every recorded request."""

    def __init__(self, reply: Callable[[dict[str, Any]], str | ToolCall] = default_reply, port: int = 0) -> None:
        self.reply = reply
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        stub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, fmt: str, *args: Any) -> None:  # quiet: tests read self.requests instead
                pass

            def _json(self, status: int, obj: Any) -> None:
                data = json.dumps(obj).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:  # noqa: N802 - http.server's naming
                if self.path.rstrip("/").endswith("/models"):
                    self._json(200, {"object": "list", "data": [{"id": MODEL_ID, "object": "model", "owned_by": "stub"}]})
                else:
                    self._json(404, {"error": {"message": f"no route {self.path}"}})

            def do_POST(self) -> None:  # noqa: N802
                n = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(n) if n else b""
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    self._json(400, {"error": {"message": "body is not JSON"}})
                    return
                with stub._lock:
                    stub.requests.append({"path": self.path, "body": body, "time": time.time()})
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._json(404, {"error": {"message": f"no route {self.path}"}})
                    return
                answer = stub.reply(body)
                model = body.get("model") or MODEL_ID
                created = int(time.time())
                usage = {"prompt_tokens": 10, "completion_tokens": 2, "total_tokens": 12}
                if isinstance(answer, ToolCall):
                    self._tool_call(answer, body, model, created, usage)
                    return
                text = answer
                if not body.get("stream"):
                    self._json(200, {
                        "id": "chatcmpl-stub", "object": "chat.completion", "created": created, "model": model,
                        "choices": [{"index": 0, "message": {"role": "assistant", "content": text},
                                     "finish_reason": "stop"}],
                        "usage": usage,
                    })
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Connection", "close")
                self.end_headers()
                base = {"id": "chatcmpl-stub", "object": "chat.completion.chunk", "created": created, "model": model}
                chunks = [
                    {**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}]},
                    {**base, "choices": [{"index": 0, "delta": {"content": text}, "finish_reason": None}]},
                    {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}], "usage": usage},
                ]
                for c in chunks:
                    self.wfile.write(f"data: {json.dumps(c)}\n\n".encode())
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()
                self.close_connection = True

            def _tool_call(self, call: ToolCall, body: dict[str, Any], model: str, created: int,
                           usage: dict[str, int]) -> None:
                """The model calls one tool (OpenAI's tool_calls), whole or streamed."""
                fn = {"name": call.name, "arguments": json.dumps(call.arguments)}
                if not body.get("stream"):
                    self._json(200, {
                        "id": "chatcmpl-stub", "object": "chat.completion", "created": created, "model": model,
                        "choices": [{"index": 0, "message": {"role": "assistant", "content": None, "tool_calls": [
                            {"id": call.id, "type": "function", "function": fn}]}, "finish_reason": "tool_calls"}],
                        "usage": usage,
                    })
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Connection", "close")
                self.end_headers()
                base = {"id": "chatcmpl-stub", "object": "chat.completion.chunk", "created": created, "model": model}
                chunks = [
                    {**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": None, "tool_calls": [
                        {"index": 0, "id": call.id, "type": "function", "function": fn}]}, "finish_reason": None}]},
                    {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}], "usage": usage},
                ]
                for c in chunks:
                    self.wfile.write(f"data: {json.dumps(c)}\n\n".encode())
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()
                self.close_connection = True

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.server.daemon_threads = True
        self._thread = threading.Thread(target=self.server.serve_forever, name="model-stub", daemon=True)

    @property
    def port(self) -> int:
        return int(self.server.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def chat_requests(self) -> list[dict[str, Any]]:
        """The recorded chat-completion bodies, oldest first."""
        with self._lock:
            return [r["body"] for r in self.requests if r["path"].rstrip("/").endswith("/chat/completions")]

    def __enter__(self) -> "ModelStub":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
        self._thread.join(5)


def message_text(message: dict[str, Any]) -> str:
    """The text of one chat message (string content or a list of text parts)."""
    c = message.get("content")
    if isinstance(c, str):
        return c
    if isinstance(c, list):
        return "\n".join(p.get("text", "") for p in c if isinstance(p, dict))
    return ""


if __name__ == "__main__":
    with ModelStub(port=int(sys.argv[1]) if len(sys.argv) > 1 else 0) as s:
        print(s.base_url, flush=True)
        try:
            threading.Event().wait()
        except KeyboardInterrupt:
            pass
