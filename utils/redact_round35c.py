"""Identifiers and public numbers that stand beside a secret, kept whichever rule cut them (round 35c, precision).

- A provider's account or object identifier by its documented prefix: an OpenAI organisation or project id
  (``org-``, ``proj_``), a Twilio SID (``AC`` for the account, ``SM``/``MM`` for a message, ``CA`` for a call, ``PN``
  for a number, ...; 32 hex). It names the account or the object, like a user name, and signs in nothing; the key or
  the auth token beside it stays cut. A Twilio API key's SID (``SK``) and anything under a secret's name stay cut.
- An API method's path after a token in a URL (``https://api.telegram.org/bot<token>/getUpdates``): a rule reading
  the token's characters on through the "/" took the method's name; the span ends at the "/" (the token stays cut).
- A phone number after a PIN ("my voicemail PIN is [tag], my number is (646) 555-..."): a rule walking on from the
  PIN's name cut the number's digits; a PIN is never part of a phone number's printed shape.
- A number the speaker would call ("我要不要打95555", "should I call 0800 ..", "llamo al 900 ..."): a bank's or an
  operator's hotline, printed on every card and bill, not the code a message holds.
- The account number a biller's paybill or business number is paid with ("Paybill 888880, account 3758..."): the
  customer's reference at that company (a meter, a bill), not the speaker's bank account.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re

from utils import sentences

Span = tuple[int, int, str]

# ---- providers' identifiers ----
_PROVIDER_ID = re.compile(r"org-[A-Za-z0-9]{20,32}|proj_[A-Za-z0-9]{20,32}"
                          r"|(?:AC|SM|MM|CA|PN|MG|RE|CF|CL|QU|FW|IS|WS|WW|VA|NO|CR|TR|BU|HJ)[0-9a-f]{32}")
# the name right before a value: a secret's name makes an identifier's shape a secret's ("auth_token=AC...")
_SECRET_NAME_BEFORE = re.compile(r"(?i)(?:secret|token|passw\w*|pwd|api[_-]?key|auth)\w*[\"']?\s*[:=]\s*[\"']?$")

# ---- an API method after a token ----
_METHOD_TAIL = re.compile(r"/(?:[a-z]+(?:[A-Z][a-z]+)+|[a-z]{3,}(?:_[a-z]+)*)$")

# ---- a phone number's printed shape ----
_PHONE = re.compile(r"(?<![\w+])(?:\+\d{1,3}[\s.-]?)?\(\d{2,4}\)\s?\d{3,4}[\s.-]\d{3,4}(?!\d)"
                    r"|(?<![\w+])\+\d{1,3}(?:[\s.-]\d{1,4}){2,5}(?![\d-])")
_PHONE_DASHED = re.compile(r"(?<![\w-])\d{3}[.-]\d{3}[.-]\d{4}(?![\w-])")
# a phone's own word (not a number's: "account number 123-456-7890" is no phone)
_PHONE_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:phone|tel|mobile|cell|call|text me|telefon\w*|teléfono|telefone|móvil"
                         r"|celular|handy|portable|телефон\w*|電話|电话|手机|手機|전화"
                         # "my number" with no other noun between: a person's number is their phone's
                         r"|(?:my|mi|meu|mon|mein|meine|mój|мой) (?:number|número|numéro|nummer|numer|numero|номер))"
                         r"(?![^\W\d_])")
_KEEP_KINDS = frozenset({"pin", "one_time_code", "secret", "announced", "repeated", "code", "password"})

# ---- a number to call ----
_CALL_BEFORE = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:call(?:ed|ing)?|ring|phone|llam(?:o|ar|a|é|ó|aste)|appel(?:er|ez|le|é)|anrufen|ruf(?:e|en)?"
    r"|ligar|ligue|liguei|chiam(?:o|are|a|ato)|telefon(?:o|are|ar|eer|uj|ować|ieren)|bel(?:len)?|zadzwoń\w*"
    r"|zadzwonić|позвон\w*|звон\w*|подзвон\w*|arayın|aradım|arayayım|aramak|gọi|hubungi|telepon|sunați|sună|hívj\w*"
    r"|felhív\w*|kontakt\w*)"
    r"(?:\s+(?:the|to|al|a|le|il|o|na|pe|on|at|unter|an|den|die|de|het|la|lo|el|por|pod|số|ke))*"
    r"(?:\s+(?:hotline|helpline|bank|line|número|numéro|numero|nummer|number|номер|tổng đài|numărul))?\s*[:：]?\s*"
    r"|(?:拨打|撥打|致电|致電|打电话给|打電話給|打)\s*)$")

# ---- a biller's paybill ----
_PAYBILL = re.compile(r"(?i)(?<![^\W\d_])(?:pay ?bill|business (?:no|number)|biashara|namba ya biashara|lipa na m-?pesa"
                      r"|biller code|bpay)(?![^\W\d_])")


def _method_tail(text: str, s: int, e: int) -> int | None:
    """Where a span that runs from a token into an API method's path in a URL should end ("/getUpdates"), or None."""
    v = text[s:e]
    m = _METHOD_TAIL.search(v)
    if m is None or m.start() < 16 or "/" in v[: m.start()]:
        return None
    head = v[: m.start()]
    if not any(c.isdigit() for c in head):
        return None
    line = text[text.rfind("\n", 0, s) + 1 : s]
    url = line.rfind("://")
    if url < 0 or any(c.isspace() for c in line[url:]):
        return None  # a token inside a URL only
    if e < len(text) and (text[e].isalnum() or text[e] in "/_-"):
        return None
    return s + m.start()


def _in_phone(text: str, s: int, e: int) -> bool:
    """Whether the span lies inside a phone number's printed shape ("(646) 555-0143", "+40 721 234 567", or
    "646-555-0143" after a phone's word)."""
    a = max(0, s - 20)
    for m in _PHONE.finditer(text, a, min(len(text), e + 20)):
        if m.start() <= s and e <= m.end() and sum(c.isdigit() for c in m.group()) >= 9:
            return True
    for m in _PHONE_DASHED.finditer(text, a, min(len(text), e + 20)):
        if m.start() <= s and e <= m.end() and _PHONE_WORD.search(text, max(0, m.start() - 30), m.start()):
            return True
    return False


def _called(text: str, s: int, e: int) -> bool:
    """Whether the number at text[s:e] is one the speaker calls (a verb of calling right before it)."""
    v = text[s:e].strip(" ()")
    digits = sum(c.isdigit() for c in v)
    if not (3 <= digits <= 13 and re.fullmatch(r"[\d\s-]+", v)):
        return False
    return _CALL_BEFORE.search(text, max(0, s - 40), s) is not None


def _paybill_account(text: str, s: int) -> bool:
    """Whether a paybill or a biller's code is named before the account in its clause."""
    return _PAYBILL.search(text, sentences.start(text, s, sentences.STOPS, 120), s) is not None


def keep(text: str, spans: list[Span]) -> None:
    """Drops providers' identifiers, phone numbers, numbers called and paybill accounts; ends a span before an API
    method's path."""
    if not spans:
        return
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e].strip(" \"'`")
        if _PROVIDER_ID.fullmatch(v) and not _SECRET_NAME_BEFORE.search(text, max(0, s - 40), s):
            continue
        if k in _KEEP_KINDS and (_in_phone(text, s, e) or _called(text, s, e)):
            continue
        if k in ("bank_account", "secret") and v.isdigit() and _paybill_account(text, s):
            continue
        if "/" in v:
            end = _method_tail(text, s, e)
            if end is not None:
                out.append((s, end, k))
                continue
        out.append((s, e, k))
    spans[:] = out
