"""A crypto wallet's private key after its name, in any script.

Finds 64 hex digits (bare or 0x-prefixed) or a WIF key (base58, passing its double-SHA-256 checksum) within a few
words after a private key's or a WIF's name in English and many other languages ("wallet private key:", "המפתח
הפרטי של הארנק:", "المفتاح الخاص للمحفظة هو", "کلید خصوصی", "приватный ключ кошелька", "приватник", "钱包私钥",
"錢包私鑰是", "秘密鍵は", "개인키", "clé privée", "klucz prywatny"). A transaction's hash, a block's hash and an
address have no such name before them and stay.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs

from utils import idcheck, secret_names

Span = tuple[int, int, str]

NAMES = ("private key", "private-key", "privatekey", "priv key", "privkey", "wif", "secret key", "wallet key",
         "מפתח פרטי", "המפתח הפרטי", "מפתח הפרטי", "مفتاح خاص", "المفتاح الخاص", "مفتاح الخاص", "کلید خصوصی",
         "کلید شخصی", "приватный ключ", "приватного ключа", "закрытый ключ", "закрытого ключа", "секретный ключ",
         "приватник", "приватний ключ", "закритий ключ", "私钥", "私鑰", "秘密鍵", "プライベートキー", "개인키", "개인 키",
         "프라이빗 키", "프라이빗키", "clé privée", "cle privee", "clave privada", "chave privada", "chiave privata",
         "privater schlüssel", "privaten schlüssel", "private schlüssel", "privésleutel", "private sleutel",
         "klucz prywatny", "klucza prywatnego", "soukromý klíč", "özel anahtar", "ιδιωτικό κλειδί", "निजी कुंजी",
         "प्राइवेट की", "คีย์ส่วนตัว", "khóa riêng tư", "khóa bí mật", "kunci pribadi", "kunci privat", "privat nyckel",
         "privat nøgle", "privat nøkkel", "yksityinen avain")
_NAMES = ahocorasick_rs.AhoCorasick(list(NAMES), matchkind=ahocorasick_rs.MATCHKIND_LEFTMOST_LONGEST)
_VALUE = re.compile(r"(?<![0-9A-Za-z])(?P<v>(?:0x)?[0-9a-fA-F]{64}|[5KL9c][1-9A-HJ-NP-Za-km-z]{50,51})(?![0-9A-Za-z])")


def wif_ok(v: str) -> bool:
    """Whether a base58 string is a WIF private key: its Base58Check payload opens with 0x80 (mainnet) or 0xef
    (testnet) and holds the 32-byte key (and a compression flag)."""
    p = idcheck.base58check(v)
    return p is not None and len(p) in (33, 34) and p[0] in (0x80, 0xEF)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder``: utils.redact's placeholder_literal, unused: a key's shape is no
    placeholder's)."""
    out: list[Span] = []
    if len(low) != len(text):
        return out
    hits = secret_names.indexes(_NAMES.find_matches_as_indexes, low)
    for _, s, e in hits:
        if low[s : s + 3] == "wif" and (s and low[s - 1].isalnum() or low[e : e + 1].isalnum()):
            continue  # "wifi", "swift"
        line_end = text.find("\n", e)
        m = _VALUE.search(text, e, len(text) if line_end < 0 else line_end)
        if m is None or m.start() - e > 60:
            continue  # the key within a few words of its name
        v = m.group("v")
        if len(v) < 64 and not wif_ok(v):
            continue
        out.append((m.start("v"), m.end("v"), "private_key"))
    return out


# a key is a long token, which opens the gate by itself; "wif" would open it on every "swift"
TRIGGERS = tuple(n for n in NAMES if n != "wif")
