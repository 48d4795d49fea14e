"""The production extractor: a local LLM (qwen3:4b-instruct) through the official Ollama client.

The reply is constrained by a JSON schema (``format=``), deterministic (temperature 0, no thinking);
parsing, validation, repair and the context-overflow split are curate/chat_extractor.py's, shared with
the OpenAI-compatible backend. Ollama cuts a prompt longer than ``num_ctx`` silently (keeping its tail, so
the model loses the instructions): a reply whose prompt filled the whole context is taken as an overflow.
"""

from __future__ import annotations

import logging

import ollama

from curate.chat_extractor import (  # noqa: F401 - the names this module has always exported
    GEMS_SCHEMA,
    REPAIR_PROMPT,
    ChatExtractor,
    ChatRejected,
    ContextOverflow,
    system_prompt,
    user_message,
)
from curate.chat_extractor import ChatFailed as _ChatFailed
from utils.config import Settings
from utils.ollama_errors import OllamaTransient, translated

log = logging.getLogger("true_recall.curate.ollama")


class ChatFailed(OllamaTransient, _ChatFailed):
    """The model server answered with a transient failure (5xx, timeout)."""


class OllamaExtractor(ChatExtractor):
    """Gem drafts from an Ollama chat model."""

    name = "ollama"

    def __init__(self, settings: Settings, retry_initial_s: float = 0.5) -> None:
        self.cfg = settings.ollama
        self.where = self.cfg.host
        self.model = self.cfg.model
        self.retries = self.cfg.retries
        self.retry_initial_s = retry_initial_s
        self.client = ollama.Client(host=self.cfg.host, timeout=self.cfg.timeout_s)
        self.send_think = True

    @property
    def context_tokens(self) -> int:
        return self.cfg.num_ctx

    def close(self) -> None:
        """Close the HTTP connection pool."""
        self.client.close()

    def _chat_once(self, messages: list[dict[str, str]]) -> str:
        try:
            with translated(self.cfg.host, self.cfg.model, "chat", ChatFailed):
                resp = self.client.chat(
                    model=self.cfg.model,
                    messages=messages,
                    format=GEMS_SCHEMA,
                    options={"temperature": self.cfg.temperature, "num_ctx": self.cfg.num_ctx},
                    think=False if self.send_think else None,
                    keep_alive=self.cfg.keep_alive,
                    stream=False,
                )
        except ollama.ResponseError as e:
            if e.status_code == 400 and "does not support thinking" in str(e.error) and self.send_think:
                # Some Ollama versions refuse even think=false for a model without thinking: ask again
                # without the field (an instruct model does not think anyway).
                self.send_think = False
                log.info("%s: %s; sending requests without `think`", self.cfg.model, e.error)
                return self._chat_once(messages)
            if e.status_code == 400 and "context length" in str(e.error):
                raise ContextOverflow(f"Ollama answered 400: {e.error}") from e
            raise ChatRejected(f"Ollama answered {e.status_code}: {e.error}") from e
        used = resp.prompt_eval_count
        if used is not None and used >= self.cfg.num_ctx:
            raise ContextOverflow(f"the prompt filled the whole context ({used} of num_ctx {self.cfg.num_ctx} "
                                  "tokens): Ollama cut it")
        return resp.message.content or ""
