"""Passwords named in Thai and Vietnamese prose, as the lexicons' rules miss them: Thai runs words together with no
space, so "รหัสไวไฟที่บ้านคือ copper481Lotus!" (the Wi-Fi code at home is …) holds no word boundary before the value's
name; a Vietnamese password told in words and then "written joined" ("là hoa sen 1962 viết liền: hoasen1962").

The value looks like a password (letters with a digit or a symbol, no link); a network's name after ชื่อเครือข่าย
(an SSID) is not taken.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = ("รหัส", "viết liền", "viet lien")

_TH = re.compile(r"รหัส(?:ผ่าน)?\s*(?:ไวไฟ|wi-?fi|wifi|เน็ต|อินเทอร์เน็ต|เราเตอร์|แอป|เข้า)\S{0,24}?(?:คือ|:|：)\s*"
                 r"(?P<v>[^\s\"'“”]{6,64})", re.IGNORECASE)
_VI = re.compile(r"(?i)(?:mật khẩu|mat khau|pass)[^\n]{0,80}?(?:viết liền|viet lien)(?:\s+(?:là|thành))?\s*[:：]?\s*"
                 r"(?P<v>[^\s,;\"'“”]{4,64})")


def _pw(v: str) -> bool:
    return (any(c.isalpha() for c in v) and (any(c.isdigit() for c in v) or any(c in "!#$%&*@^~+_=?" for c in v))
            and not re.match(r"(?i)https?://|www\.", v))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if "รหัส" in text:
        for m in _TH.finditer(text):
            v = m.group("v")
            if _pw(v) and not placeholder(v):
                out.append((m.start("v"), m.end("v"), "password"))
    if "viết liền" in low or "viet lien" in low:
        for m in _VI.finditer(text):
            v = m.group("v").rstrip(".!?")
            if _pw(v) and not placeholder(v):
                out.append((m.start("v"), m.start("v") + len(v), "password"))
    return out
