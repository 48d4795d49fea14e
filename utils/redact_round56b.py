"""Round 56b: public values of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- Supabase's anon key: a JWT whose payload reads {"iss": "supabase", "role": "anon", ...} ("supabase-demo" on the
  local stack). Supabase prints it for the browser, every page of the app ships it, and row level security, not the
  key, guards the data. Every piece of it too (a rule cut its payload alone). A JWT of any other role ("service_role",
  which passes every policy, or a user's session) stays cut, and so does one that does not decode.

(Fixed in the rules themselves this round: utils.redact's entropy test takes no database migration's id, a 14-digit
timestamp and a name in words, "20251117093045_AddInvoiceLines", for a key; round 12 reads no URI's path after a
vendor's key, "[REDACTED:token] The order is gid://shopify/Order/...", as the key; a number right after an error code's
name, "오류코드 E-31846", "error code", "Fehlercode", is no corrected password (utils.redact_corrections); round 53b's
banks' codes take an Indian branch's BSR code, seven digits after "BSR code"; a season and its year ("Summer2024!",
"Herbst2024!") is a famous weak password in talk about weak or sprayed passwords (utils.redact_documented, which round
53b reads); a Turkish building's management ("site yönetiminin hesabına") is paid as a club is, in a message the
speaker asks to write too (utils.redact_payees).)

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

from utils.redact_round57b import trim

Span = tuple[int, int, str]

# a JWT: header, payload and signature, base64url, the first two JSON objects
_JWT = re.compile(r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}")
# Supabase's issuer on a project's keys, and on the local stack's ("supabase start")
_ISSUERS = frozenset({"supabase", "supabase-demo"})


def _claims(part: str) -> dict[str, object] | None:
    """A JWT's payload as JSON, or None when it does not decode to an object."""
    try:
        raw = base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))
        out = json.loads(raw)
    except (binascii.Error, ValueError):
        return None
    return out if isinstance(out, dict) else None


def _anon_keys(text: str) -> list[tuple[int, int]]:
    """Where text holds Supabase's anon key: a JWT issued by "supabase" for the "anon" role."""
    out: list[tuple[int, int]] = []
    for m in _JWT.finditer(text):
        claims = _claims(m.group().split(".")[1])
        if claims is not None and claims.get("iss") in _ISSUERS and claims.get("role") == "anon":
            out.append(m.span())
    return out


def _inside(text: str, s: int, e: int, ranges: list[tuple[int, int]]) -> bool:
    """Whether text[s:e], its quotes and marks at either end aside, lies within one of the ranges."""
    s, e = trim(text, s, e)
    return s < e and any(a <= s and e <= b for a, b in ranges)


def keep(text: str, spans: list[Span]) -> None:
    """Drops Supabase's anon keys and every piece of them."""
    if not spans or "eyJ" not in text:
        return
    anon = _anon_keys(text)
    if anon:
        spans[:] = [sp for sp in spans if not _inside(text, sp[0], sp[1], anon)]
