"""The curator on any OpenAI-compatible chat server (llama.cpp's llama-server, llama-cpp-python, vLLM, LM Studio,
LocalAI) through /v1/chat/completions.

The answer is held to the gems JSON schema where the server can: ``openai.response_format: auto`` tries
OpenAI's ``json_schema`` first, then the ``json_object`` + ``schema`` form (llama-cpp-python turns it into a
grammar), then plain ``json_object``, then none, stepping down once each time the server refuses a form
(and remembering it). Everything after the reply text — parsing, validation, repair, the context-overflow
split, the trust boundary — is curate/chat_extractor.py's, shared with the Ollama backend.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from curate.chat_extractor import GEMS_SCHEMA, ChatExtractor, ChatFailed, ChatRejected, ContextOverflow
from utils.config import Settings
from utils.openai_http import OpenAIRejected, OpenAITransient, open_client, post_json

log = logging.getLogger("true_recall.curate.openai")

# The forms of `response_format`, most constrained first.
FORMS = ("json_schema", "json_object_schema", "json_object", "none")


class OpenAIChatFailed(OpenAITransient, ChatFailed):
    """A transient /chat/completions failure (5xx, 429, timeout, dropped connection)."""


def response_format(form: str) -> dict[str, Any] | None:
    """The request's response_format for one form (None: the field is left out)."""
    if form == "json_schema":
        return {"type": "json_schema", "json_schema": {"name": "gems", "schema": GEMS_SCHEMA, "strict": False}}
    if form == "json_object_schema":
        return {"type": "json_object", "schema": GEMS_SCHEMA}
    if form == "json_object":
        return {"type": "json_object"}
    return None


class OpenAIExtractor(ChatExtractor):
    """Gem drafts from an OpenAI-compatible chat model."""

    name = "openai"

    def __init__(self, settings: Settings, retry_initial_s: float = 0.5) -> None:
        self.cfg = settings.openai
        self.where = self.cfg.base_url
        self.model = self.cfg.model
        self.retries = self.cfg.retries
        self.retry_initial_s = retry_initial_s
        self.form = FORMS[0] if self.cfg.response_format == "auto" else self.cfg.response_format
        self.client = open_client(self.cfg.base_url, self.cfg.timeout_s, self.cfg.api_key_env)
        # What the server reported, for the bench and the real-model test (tokens per second).
        self.usage = {"requests": 0, "prompt_tokens": 0, "completion_tokens": 0, "seconds": 0.0, "cut": 0}

    @property
    def context_tokens(self) -> int:
        return self.cfg.num_ctx

    def close(self) -> None:
        """Close the HTTP connection pool."""
        self.client.close()

    def _request(self, messages: list[dict[str, str]]) -> dict[str, Any]:
        if not self.cfg.system_role and messages and messages[0]["role"] == "system" and len(messages) > 1:
            # A template with no system turn drops it: the instructions lead the first user message instead.
            first = {"role": "user", "content": messages[0]["content"] + "\n\n" + messages[1]["content"]}
            messages = [first, *messages[2:]]
        body: dict[str, Any] = {"model": self.cfg.model, "messages": messages, "temperature": self.cfg.temperature,
                                "max_tokens": self.cfg.max_tokens, "stream": False}
        if self.cfg.seed is not None:
            body["seed"] = self.cfg.seed
        fmt = response_format(self.form)
        if fmt is not None:
            body["response_format"] = fmt
        return body

    def _chat_once(self, messages: list[dict[str, str]]) -> str:
        t0 = time.perf_counter()
        try:
            resp = post_json(self.client, "chat/completions", self._request(messages), self.cfg.model, "chat",
                             OpenAIChatFailed)
        except OpenAIRejected as e:
            if e.overflow:
                raise ContextOverflow(f"{self.where} {e}") from e
            if self.cfg.response_format == "auto" and self.form != FORMS[-1] and (
                    "response_format" in e.message or "json_schema" in e.message or "grammar" in e.message):
                nxt = FORMS[FORMS.index(self.form) + 1]
                log.info("%s refused response_format %s (%s); using %s from now on", self.where, self.form,
                         e.message[:120], nxt)
                self.form = nxt
                return self._chat_once(messages)
            raise ChatRejected(f"{self.where} {e}") from e
        self.usage["seconds"] += time.perf_counter() - t0
        self.usage["requests"] += 1
        usage = resp.get("usage") if isinstance(resp.get("usage"), dict) else {}
        self.usage["prompt_tokens"] += int(usage.get("prompt_tokens") or 0)
        self.usage["completion_tokens"] += int(usage.get("completion_tokens") or 0)
        try:
            choice = resp["choices"][0]
            content = choice["message"].get("content") or ""
        except (KeyError, IndexError, TypeError, AttributeError) as e:
            raise OpenAIChatFailed(f"{self.where} answered without choices[0].message: {str(resp)[:160]!r}") from e
        if not isinstance(content, str):
            raise OpenAIChatFailed(f"{self.where} answered a {type(content).__name__} as the message content")
        if choice.get("finish_reason") == "length":
            # Cut at max_tokens: the parser keeps the complete items before the cut.
            self.usage["cut"] += 1
            log.info("%s: reply cut at max_tokens (%s)", self.where, self.cfg.max_tokens)
        return content
