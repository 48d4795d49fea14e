"""A card number that fails its Luhn check by a typo, given as a card with its expiry beside it.

Finds: after a card's word in the same sentence ("the card for the gym is", "meine Karte:", "mi tarjeta es"), a
number in a card's groups (four groups of four, or Amex's four-six-five), a card network's first digit, followed
by an expiry (MM/YY, MM/YYYY) within a few characters ("…, 07/27", "… exp 11/2028", "… gültig bis 03/29"). A
mistyped card is still the card: the writer corrects one digit in the next message, and the first try holds all
the others. A number with no expiry beside it (an order, a tracking or a gift-card number) is left to the rules
that check it.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import sentences

Span = tuple[int, int, str]

_CARD_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:credit|debit|bank)?\s*card|visa|mastercard|amex|karte|kreditkarte|carte|cb|tarjeta"
    r"|cart[ãa]o|carta|kaart|creditcard|karta|kartu|kort|kortti|kártya|kartica|картa|карта|карты|карту|карточк\w*"
    r"|kredi\s+kartı|thẻ)(?![^\W\d_])|信用卡|银行卡|卡号|カード|카드")
_NUMBER = re.compile(
    r"(?<![\d.,/-])(?P<v>[2-6]\d{3}(?P<s>[ -])\d{4}(?P=s)\d{4}(?P=s)\d{4}|3[47]\d{2}(?P<a>[ -])\d{6}(?P=a)\d{5})"
    r"(?P<gap>\s*[,;]?\s*(?:(?:exp(?:iry|ires|iration)?|valid\s+(?:thru|through|until)|vence|venc\.?|caducidad"
    r"|gültig\s+bis|ablauf\w*|expire\s+le|scadenza|validade|geldig\s+tot|срок)\s*[:.]?\s*)?)"
    r"(?P<e>(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))(?![\d/])")
_END = re.compile(r"[.!?\n](?=\s|$)")


def _luhn(d: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(d)):
        n = int(c) * (2 if i % 2 else 1)
        total += n - 9 if n > 9 else n
    return total % 10 == 0


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    del low, placeholder
    out: list[Span] = []
    if "/" not in text:
        return out
    for m in _NUMBER.finditer(text):
        digits = re.sub(r"\D", "", m.group("v"))
        if _luhn(digits) or len(set(digits)) < 4:
            continue  # a valid card is the card rules'; a run of one digit is a mask
        a = sentences.start(text, m.start(), _END)
        if _CARD_WORD.search(text, max(a, m.start() - 80), m.start()) is None:
            continue
        out.append((m.start("v"), m.end("v"), "card"))
        out.append((m.start("e"), m.end("e"), "card_expiry"))
    return out


# the expiry's slash is the gate's word: a card's word alone is in many messages with no number
TRIGGERS: tuple[str, ...] = ()
