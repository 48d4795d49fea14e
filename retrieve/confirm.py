"""Confirmation tokens for "forget that ...": a delete by query shows what would go, then needs this token.

A query picks memories by meaning, so the first call only lists them; the token it returns names exactly
those ids, the user and an expiry, signed with a key that lives in the process (serve, the MCP server) and
dies with it. The second call deletes those ids and nothing else: a token for one user cannot delete another
user's memories, a changed id list does not verify, and a token from a restarted process is refused.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
import time
from collections.abc import Callable, Sequence

from utils.errors import InputError

TTL_S = 120.0  # long enough for a person to read the list and say yes, short enough to go stale quickly


class Confirmations:
    """Issues and checks confirmation tokens (one key per process)."""

    def __init__(self, ttl_s: float = TTL_S, clock: Callable[[], float] = time.time) -> None:
        self._key = secrets.token_bytes(32)
        self.ttl_s = ttl_s
        self._clock = clock

    def _sign(self, payload: bytes) -> str:
        return base64.urlsafe_b64encode(hmac.new(self._key, payload, hashlib.sha256).digest()).decode().rstrip("=")

    def issue(self, user_id: str, ids: Sequence[str]) -> str:
        """A token bound to this user and these ids, valid for ttl_s."""
        payload = json.dumps({"u": user_id, "ids": sorted(ids), "exp": round(self._clock() + self.ttl_s, 3)},
                             separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(payload).decode().rstrip("=") + "." + self._sign(payload)

    def check(self, token: object, user_id: str) -> list[str]:
        """The ids a valid token for `user_id` names; InputError (nothing deleted) otherwise."""
        if not isinstance(token, str) or "." not in token:
            raise InputError("confirm: not a confirmation token; ask again without one to get a fresh token")
        body, _, sig = token.partition(".")
        try:
            payload = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
            data = json.loads(payload)
        except ValueError as e:
            raise InputError("confirm: not a confirmation token; ask again without one to get a fresh token") from e
        if not hmac.compare_digest(self._sign(payload), sig):
            raise InputError("confirm: this token was not issued here (or the service restarted since); "
                             "ask again without one to get a fresh token")
        if not isinstance(data, dict) or data.get("u") != user_id:
            raise InputError("confirm: this token was issued for another user")
        if float(data.get("exp", 0)) < self._clock():
            raise InputError(f"confirm: the token expired (they last {self.ttl_s:g}s); ask again without one")
        ids = data.get("ids")
        if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
            raise InputError("confirm: malformed token")
        return ids
