"""Values published in a vendor's documentation as its example: quoting them leaks nothing.

``keep`` drops any rule's span over:

- Stripe's documented test keys (shown in every curl example of Stripe's API reference): public text, whatever the
  sentence around them says. A real key of the same shape differs in its characters and is still cut.
- a JWT whose payload is the documented sample's (jwt.io's ``{"sub": "1234567890", "name": "John Doe", ...}``), in
  any algorithm and with any signature the tutorials print: no service issues that subject to a real user.
- a key that carries an example marker of its own (``EXAMPLE`` in capitals, or ``example``/``sample`` as a part
  between separators: ``ghp_EXAMPLE000…``, ``xoxb-EXAMPLE-…``, ``sk-sample-XXXX``) when the message cites a
  documentation, a README, a guide or a sample file. Without such a cue the key stays cut: AWS's ...EXAMPLE keys
  pasted as "my key" or as a configuration's value are cut like the key they stand for (utils.redact).

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import base64
import json
import re

Span = tuple[int, int, str]

# published on the vendors' documentation pages for tests, valid for anyone: Stripe's sample keys, Google's reCAPTCHA
# test site key and secret, hCaptcha's test secret, Cloudflare Turnstile's test secrets
PUBLISHED = ("sk_test_4eC39HqLyjWDarjtT1zdp7dc", "pk_test_TYooMQauvdEDq54NiTphI7jx",
             "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI", "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
             "0x0000000000000000000000000000000000000000", "1x0000000000000000000000000000000AA",
             "2x0000000000000000000000000000000AA", "3x0000000000000000000000000000000AA")

_JWT = re.compile(r"eyJ[A-Za-z0-9_-]{8,}\.(eyJ[A-Za-z0-9_-]{8,})\.[A-Za-z0-9_-]*")
_QUOTES = " \"'`=:,;()"
# the documented sample's claims
_SAMPLE_CLAIMS = {"sub": "1234567890", "name": "John Doe"}

# a key's own example marker: EXAMPLE anywhere in capitals, or example/sample as a part between separators
_MARKER = re.compile(r"EXAMPLE|(?i:(?:^|(?<=[-_./]))(?:example|sample)(?=$|[-_./]))")
# the message cites a documentation or a sample file, in the languages of the corpus
_DOC_CUE = re.compile(
    r"(?i)\bdocs?\b|documentation|readme|tutorial|guide|manual|quickstart|\.env\.(?:sample|example)|\bexamples?\b"
    r"|\bsamples?\b|placeholder|stand-in|\bdoc\b|beispiel|dokumentation|anleitung|exemple|ejemplo|guía|guia"
    r"|esempio|d'esempio|manuale|modelo|voorbeeld|przykład|пример|örnek|示例|样例|例子|文档|文檔|サンプル|例|ドキュメント"
    r"|예시|예제|문서")


def sample_jwt(tok: str) -> bool:
    """Whether tok is a JWT whose payload holds the documented sample's subject and name."""
    m = _JWT.search(tok)
    if m is None:
        return False
    p = m.group(1)
    try:
        claims = json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    except (ValueError, UnicodeDecodeError):
        return False
    return isinstance(claims, dict) and all(claims.get(k) == v for k, v in _SAMPLE_CLAIMS.items())


def marked_example(text: str, v: str) -> bool:
    """Whether the key v carries an example marker of its own and the message cites a documentation or a sample."""
    tok = v.strip(" \"'`=:,;()")
    if len(tok) < 16 or any(c.isspace() for c in tok):
        return False
    return _MARKER.search(tok) is not None and _DOC_CUE.search(text) is not None


def _occurrences(text: str, p: str) -> list[int]:
    out: list[int] = []
    i = text.find(p)
    while i >= 0:
        out.append(i)
        i = text.find(p, i + 1)
    return out


def keep(text: str, spans: list[Span]) -> None:
    """Drops a span whose value is a published example (a span over more than it keeps the rest's cut)."""
    if not spans:
        return
    published = any(p in text for p in PUBLISHED)
    # a rule may cut a JWT in pieces (header and payload, signature): each piece inside a sample token stays
    samples = [(m.start(), m.end()) for m in _JWT.finditer(text) if sample_jwt(m.group())] if "eyJ" in text else []
    # a rule may cut a published key in part ("sk_test" then the rest): a piece inside one stays too
    if published:
        samples += [(i, i + len(p)) for p in PUBLISHED for i in _occurrences(text, p)]
    kept: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        if published and any(p in v for p in PUBLISHED) and len(v.strip(" \"'`=:")) <= max(
                len(p) for p in PUBLISHED if p in v) + 12:
            continue
        s2, e2 = s + len(v) - len(v.lstrip(_QUOTES)), e - len(v) + len(v.rstrip(_QUOTES))
        if any(a <= s2 and e2 <= b for a, b in samples):
            continue
        if marked_example(text, v):
            continue
        kept.append((s, e, k))
    spans[:] = kept
