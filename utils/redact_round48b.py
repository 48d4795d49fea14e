"""Round 48b: public values of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- a SendGrid message id ("<22 characters>.filterdrecv-...", "...recvd-..."), shown in the activity feed to trace a mail;
  the API key (``SG.``) stays cut;
- the printed digits of a masked card ("5168 **** **** 3396"): the bank prints them on every message;
- a phone number's digits after its country code ("+44 7700 900812"), read as two codes;
- the account reference of an M-Pesa Paybill ("Paybill 914975, namba ya akaunti ADM2023-2071"): a bill's reference
  (a pupil's admission number, an invoice), quoted to pay it, opening nothing.

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

_SENDGRID_ID = re.compile(r"[A-Za-z0-9_-]{20,24}\.(?:filter\w*|recvd|ismtpd)\w*-[\w.-]+")
_MASKED_CARD = re.compile(r"(?<!\d)\d{4}(?:[ -]?(?:\*{4}|x{4}|X{4}|•{4})){2}[ -]?\d{4}(?!\d)|(?<!\d)\d{4,6}[*•xX]{6,8}\d{4}(?!\d)")
_PHONE = re.compile(r"(?<![\w+])\+\d{1,3}[ -]?(?:\(\d{1,4}\)[ -]?)?\d{2,6}(?:[ -]\d{2,6}){1,3}(?![\w-])")
_PAYBILL_ACCOUNT = re.compile(
    r"(?i)(?<![^\W\d_])(?:paybill|pay\s+bill|till)(?:\s+(?:no\.?|number|namba))?\s*[:#]?\s*\d{5,7}[^\n.]{0,40}?"
    r"(?:account|akaunti|acc\.?)(?:\s+(?:no\.?|number|namba))?(?:\s+ya)?\s*[:#]?\s*$")


def _inside(rx: re.Pattern[str], text: str, s: int, e: int, reach: int) -> bool:
    return any(m.start() <= s and e <= m.end() for m in rx.finditer(text, max(0, s - reach), min(len(text), e + reach)))


def keep(text: str, spans: list[Span]) -> None:
    """Drops SendGrid message ids, a masked card's printed digits, phone numbers after a country code and Paybill
    account references."""
    if not spans:
        return
    low = text.lower()
    # each class asked only where its mark is in the text, found once for every span
    dotted, masked, plus, bill = "." in text, "*" in text or "•" in text or "x" in low, "+" in text, "bill" in low
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        if dotted and _inside(_SENDGRID_ID, text, s, e, 80) and not v.startswith("SG."):
            continue
        if masked and _inside(_MASKED_CARD, text, s, e, 24):
            continue
        if plus and k in ("one_time_code", "otp", "pin", "secret", "phone") and _inside(_PHONE, text, s, e, 20):
            continue
        # (the pattern ends at "$", which an end position puts at the span's start)
        if bill and _PAYBILL_ACCOUNT.search(text, max(0, s - 100), s) is not None:
            continue
        out.append((s, e, k))
    spans[:] = out
