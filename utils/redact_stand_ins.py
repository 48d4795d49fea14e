"""Values that stand in for a secret or are asked about, kept whichever rule cut them: a placeholder of x's, X's, stars
or dots in groups ("Token: xxxx-xxxx-xxxx", "XXXX XXXX 8796" stays a mask with its last digits), and a second
password asked about in the same question as the first ("Is "letmein2024" bad? And what about Winter2025!?").

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

# groups of x, X, * or • (a mask), with separators, perhaps ending in the last four digits a mask shows
_MASK = re.compile(r"(?:[xX*•●]{2,}[ -]?){2,}\d{0,4}|[xX*•●]{8,}")
_ASKED = re.compile(r"(?i)(?:what|how)\s+about\s*[\"'“‘]?$")
_ASK_WORDS = re.compile(r"(?i)\b(?:bad|weak|safe|strong|good|secure|guessable|okay|ok)\b")
_PW_WORDS = re.compile(r"(?i)password|passwort|contraseña|mot de passe|senha|пароль|密码|密碼|パスワード|비밀번호")


def keep(text: str, spans: list[Span]) -> None:
    if not spans:
        return
    asked = "?" in text and _ASK_WORDS.search(text) is not None and _PW_WORDS.search(text) is not None
    out: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        if _MASK.fullmatch(v):
            continue
        if asked and _ASKED.search(text, max(0, s - 16), s) and re.match(r"[\"'”’]?\s*\?", text[e : e + 3]):
            continue
        out.append((s, e, kind))
    spans[:] = out
