"""Values public by design or said to be public, kept whichever rule cut them.

- A payment SDK's public key, which its vendor ships to every browser: Mercado Pago's public key (``APP_USR-`` or
  ``TEST-`` and a UUID; its access token has digits and hex instead), Razorpay's ``key_id`` (``rzp_live_``/
  ``rzp_test_`` and fourteen characters), Adyen's client key (``test_``/``live_`` and 32 capitals or digits, named a
  client key), PayPal's client id in the SDK's script URL or named so beside PayPal. The secret siblings (access
  token, key_secret, API key, client secret) have other shapes or names and stay cut.
- A router's or a modem's model name (FRITZ!Box 7590, Speedport Smart 4, Livebox 6): a product family's name, alone
  or with its model number, is no password.
- A building's door or gate code in a sentence that says it is posted for, or the same for, every resident ("posted
  in the lobby", "steht am Briefkasten für alle Mieter", "所有住户都一样"): only with such an explicit public marker.
- A Kubernetes Secret's base64 value that decodes to a plain lowercase word or identifier the message shows in the
  clear (the namespace ``billing`` → ``YmlsbGluZw==``); a value decoding to anything password-like stays cut.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import base64
import binascii
import re

Span = tuple[int, int, str]

_QUOTES = " \"'`=:,;()[]{}<>"

# ---- payment SDKs' public keys ----
_MP_PUBLIC = re.compile(r"(?:APP_USR|TEST)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_RZP_KEY_ID = re.compile(r"rzp_(?:live|test)_[A-Za-z0-9]{14}")
_ADYEN_CLIENT = re.compile(r"(?:test|live)_[A-Z0-9]{32}")
_CLIENT_KEY_NAME = re.compile(r"(?i)client[-_ ]?key")
_PAYPAL_SDK = re.compile(r"paypal\.com/sdk/js\?(?:[^\s\"'<>]*&)?client-id=([A-Za-z0-9_-]+)")
_CLIENT_ID_NAME = re.compile(r"(?i)client[-_ ]?id")
_SECRET_WORD = re.compile(r"(?i)secret|geheim|secreto|segreto|segredo|秘密|密钥|シークレット|비밀")


def _sdk_public(text: str, s: int, tok: str) -> bool:
    """Whether tok at text[s:] is a payment SDK's public key by its shape (and its name where the shape is shared)."""
    if _MP_PUBLIC.fullmatch(tok) or _RZP_KEY_ID.fullmatch(tok):
        return True
    before = text[max(0, s - 60) : s]
    if _ADYEN_CLIENT.fullmatch(tok):
        name = None
        for name in _CLIENT_KEY_NAME.finditer(before):
            pass
        return name is not None and not _SECRET_WORD.search(before, name.end())
    if "paypal" in text.lower():
        name = None
        for name in _CLIENT_ID_NAME.finditer(before):
            pass
        if name is not None and not _SECRET_WORD.search(before, name.end()) and "paypal" in text[
                max(0, s - 100) : s].lower():
            return True
    return False


def _paypal_sdk_urls(text: str) -> list[tuple[int, int]]:
    """The script URLs of PayPal's JS SDK whose only credential is the public client id."""
    out = []
    for m in _PAYPAL_SDK.finditer(text):
        a = text.rfind("http", 0, m.start())
        out.append((a if a >= 0 and m.start() - a <= 12 else m.start(), m.end()))
    return out


# ---- router and modem models ----
_FAMILY = (r"fritz!?\s?box|speedport(?:\s(?:smart|pro|plus|neo))?|livebox|freebox(?:\s(?:pop|delta|revolution|mini))?"
           r"|bbox|funbox|aterm|easybox|vodafone station|power station|connect box|home hub|smart hub|hub manager"
           r"|nighthawk|orbi|archer|deco|airport|keenetic(?:\s\w+)?|zyxel|sagemcom|technicolor|huawei|tp-?link|netgear"
           r"|asus|xiaomi|buffalo|d-link|tenda|linksys|askey|mikrotik|ubiquiti|ipTIME")
_MODEL = re.compile(r"(?i)(?:" + _FAMILY + r")(?:\s[A-Z0-9][A-Za-z0-9+]*(?:-[A-Za-z0-9+]+)*)*")
_FAMILY_ALONE = re.compile(r"(?i)" + _FAMILY)
# a value said after the model's name: a copula or a colon, then a token with a digit and no sentence mark at its end
_VALUE_AFTER_MODEL = re.compile(
    r"(?:\s[A-Z0-9][A-Za-z0-9+]*(?:-[A-Za-z0-9+]+)*)*\s*(?:\s(?:ist|is|lautet|est|es|è|é|er|är)\s|[:=]\s*|是\s*|は\s*)"
    r"(?=\S*\d)(\S+?)(?=[.,;:!?，。；]?(?:\s|$))")
_ROUTER_WORD = re.compile(r"(?i)router|routeur|roteador|modem|wlan|wi-?fi|box|路由器|ルーター|공유기|роутер|راوتر|ราวเตอร์")


def _router_model(text: str, s: int, e: int, tok: str) -> bool:
    """Whether tok, a span's value at text[s:e], is a product family's name (FRITZ!Box) or lies in a family's name and
    its model number set apart by a space (Speedport Smart 4), in a message about a router. A password that only
    opens with a family's name ("Archer2024!") is no model."""
    if not any(c.isalpha() for c in tok):
        return False
    s2 = s + text[s:e].find(tok)
    e2 = s2 + len(tok)
    for m in _MODEL.finditer(text, max(0, s2 - 40), min(len(text), e2 + 24)):
        if m.start() <= s2 and e2 <= m.end() and (
                _FAMILY_ALONE.fullmatch(tok) or tok == m.group() or (m.start() < s2 and text[s2 - 1].isspace())
                or (s2 == m.start() and text[e2 : e2 + 1].isspace() and e2 < m.end())):
            return _ROUTER_WORD.search(text, max(0, m.start() - 60), m.end() + 60) is not None
    return False


# ---- a door code posted for every resident ----
_POSTED = re.compile(
    r"(?i)same (?:code )?for (?:every|all)|for all (?:the )?(?:residents|tenants|neighbou?rs)"
    r"|posted (?:in|on|at|by) the (?:lobby|entrance|door|gate|noticeboard|notice board|bulletin board|mailboxes)"
    r"|on the (?:\w+ )?(?:noticeboard|notice board|bulletin board)"
    r"|für alle (?:mieter|bewohner|nachbarn)|steht (?:am|an der|im) (?:eingang|schwarzen brett|aushang)"
    r"|pour tous les (?:résidents|habitants|voisins)|affiché dans le hall|affiché à l'entrée"
    r"|(?:el )?mismo para todos|todos los vecinos|en el tablón"
    r"|uguale per tutti|per tutti i condomini|in bacheca"
    r"|voor alle bewoners|hangt in de hal"
    r"|(?:o )?mesmo para todos|todos os moradores|quadro de avisos"
    r"|для всех жильцов|на доске объявлений|herkes için aynı|tüm sakinler"
    r"|所有住户|公告栏|公开贴|全住人共通|掲示板|모든 세대|게시판")
_SENT_END = re.compile(r"[.!?](?=\s|$)|[;\n。！？；]")
_DIGITS = re.compile(r"#?\d{3,8}#?")


def _posted_code(text: str, s: int, e: int, tok: str) -> bool:
    """Whether the digits tok at text[s:e] stand in a sentence that says the code is posted for, or the same for,
    everyone."""
    if not _DIGITS.fullmatch(tok):
        return False
    a = max((m.end() for m in _SENT_END.finditer(text, max(0, s - 100), s)), default=max(0, s - 100))
    end = _SENT_END.search(text, e)
    b = end.start() if end else len(text)
    return _POSTED.search(text, a, min(b, e + 120)) is not None


# ---- a Kubernetes Secret's plain words ----
_B64 = re.compile(r"[A-Za-z0-9+/]{4,}={0,2}")
_SECRET_KEY_NAME = re.compile(r"(?i)pass|secret|token|key|pwd|cred|auth|salt|private")
_PLAIN_WORD = re.compile(r"[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*")


def _plain_base64(text: str, s: int, e: int) -> bool:
    """Whether the span's base64 value decodes to a plain lowercase word or identifier shown in the clear elsewhere in
    the message."""
    v = text[s:e]
    m = None
    for m in _B64.finditer(v):
        pass
    if m is None or v[m.end() :].strip(_QUOTES):
        return False
    head = v[: m.start()].strip()
    if head and not re.fullmatch(r"[\w.-]+\s*:", head):
        return False
    # a value under a password's or a key's name stays cut, whatever it decodes to
    line_head = text[text.rfind("\n", 0, s) + 1 : s] + head
    if _SECRET_KEY_NAME.search(line_head):
        return False
    tok = m.group()
    if tok.endswith("=") is False and e < len(text) and text[e] == "=":  # a rule stopped before the padding
        tok += text[e : e + 2].rstrip("\n \"'")
    t = tok.rstrip("=")
    try:
        word = base64.b64decode(t + "=" * (-len(t) % 4), validate=True).decode("ascii")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return False
    if not (2 <= len(word) <= 40 and _PLAIN_WORD.fullmatch(word)):
        return False
    clear = re.compile(r"(?<![A-Za-z0-9])" + re.escape(word) + r"(?![A-Za-z0-9])")
    rest = text[:s] + " " + text[e:]
    return clear.search(rest) is not None


def keep(text: str, spans: list[Span]) -> None:
    """Drops spans over public SDK keys, router models, door codes posted for all and plain words in base64."""
    if not spans:
        return
    sdk_urls = _paypal_sdk_urls(text) if "paypal.com/sdk" in text else []
    k8s = "data:" in text or "Secret" in text
    posted = _POSTED.search(text) is not None
    kept: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        tok = v.strip(_QUOTES)
        if _sdk_public(text, s, tok) or any(a <= s and e <= b + 2 for a, b in sdk_urls):
            continue
        if _router_model(text, s, e, tok):
            # the rule that took the model for the value ("der WLAN-Schlüssel von der FRITZ!Box ist <key>") meant
            # the value said after it: that one is cut instead
            after = _VALUE_AFTER_MODEL.match(text, e)
            if after and not any(a <= after.start(1) < b for a, b, _ in spans):
                kept.append((after.start(1), after.end(1), k))
            continue
        if posted and _posted_code(text, s, e, tok):
            continue
        if k8s and _plain_base64(text, s, e):
            continue
        kept.append((s, e, k))
    spans[:] = kept
