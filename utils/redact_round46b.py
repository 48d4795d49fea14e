"""Round 46b: public values of a secret's shape that the rules or the learned layer cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- a value under an error's code word ("Fehlercode 610399909", "error code 0x80070005", "code d'erreur 4012"):
  a program's or a service's, printed for everyone who meets it;
- an e-mail's or a request's message id ("message id Q8TgVEcb....filter1057-188261", "X-Message-Id:"): a
  server's tracking handle;
- a Canadian business number with its program account ("378710073 RT0001"): an employer's payroll account, printed
  on every T4;
- a template's slot in angle brackets ("password: <base64-encoded-password>", "<your-token-here>");
- a masked value (an account shown as "xxx-x-x3334-x", a card as "**** 4242"): the digits a bank or a shop shows.

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before

_ERROR_WORDS = (
    _L + r"(?:error|fehler|erreur|errore|erro|błędu|chyby|hiba|hata|ошибк\w*|помилк\w*|virhe)"
    r"(?:[\s-]*(?:code|codes|kode|kod|koodi|código|codice|nummer|number|no\.?|nr\.?))?|" + _L
    + r"(?:fehlercode|felkod|feilkode|fejlkode|virhekoodi|hibakód|código\s+de\s+error|code\s+d'erreur"
    r"|codice\s+(?:di\s+)?errore|código\s+de\s+erro|kod\s+błędu|kód\s+chyby|hata\s+kodu|код\s+ошибки|код\s+помилки"
    r"|エラーコード|错误代码|錯誤代碼|오류\s*코드)")
# an error's word right before the value, a colon or a quote between at most
_ERROR_LABEL = re.compile(r"(?i)(?:" + _ERROR_WORDS + r")[^\S\n]*[:：#=]?[^\S\n]*[\"'(]?$")
_MESSAGE_ID = re.compile(r"(?i)(?:message[\s_-]?id|x-message-id|msg[\s_-]?id|queue[\s_-]?id|mail[\s_-]?id)"
                         r"[^\S\n]*[:=]?[^\S\n]*[\"'<(]?$")
_BN_RT = re.compile(r"\d{9}\s?R[TPCR]\d{4}")
_SLOT = re.compile(r"<[A-Za-z][\w .-]{1,60}>")
_MASKED = re.compile(r"(?=[\w*•·-]*[xX*•·]{2})[xX*•·\d-]{6,40}")
_STRIP = " \"'`()[]{},.;:"


def keep(text: str, spans: list[Span]) -> None:
    """Drops error codes, message ids, Canadian payroll accounts, template slots and masked values."""
    if not spans:
        return
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e].strip(_STRIP)
        vs = text.find(v, s) if v else s
        before = text[max(0, vs - 40) : vs]
        if _ERROR_LABEL.search(before) or _MESSAGE_ID.search(before):
            continue
        # the whole token the span stands in: a business number's program account, a slot, a masked value
        a = vs
        while a > 0 and not text[a - 1].isspace():
            a -= 1
        b = vs + len(v)
        while b < len(text) and not text[b].isspace():
            b += 1
        token = text[a:b].strip(_STRIP)
        if _SLOT.fullmatch(token) or _MASKED.fullmatch(token):
            continue
        if any(m.start() <= vs and vs + len(v) <= m.end() for m in _BN_RT.finditer(text, max(0, vs - 12), b + 8)):
            continue
        out.append((s, e, k))
    spans[:] = out
