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
  clear (the namespace ``billing`` → ``YmlsbGluZw==``) or under an identifier's key (``username: cG9zdGdyZXM=``,
  "postgres"); a value decoding to anything password-like, or under a credential's key, stays cut.
- A Bitcoin address (a P2PKH or P2SH one passing its base58 checksum, or a bech32 ``bc1`` one) and an Ethereum
  address: where coins are received, shown to every payer; the private key beside it (WIF, 64 hex) stays cut.
- A PEM certificate or public key in base64 (a kubeconfig's ``certificate-authority-data`` or
  ``client-certificate-data``, a Secret's ``ca.crt``): it decodes to "-----BEGIN CERTIFICATE-----", which every client
  of the server is handed; a value that decodes to a private key anywhere (``client-key-data``) stays cut.
- A HashiCorp Vault token's accessor (the value after "accessor"): it names the token in lookups and audit logs and
  logs no one in; the token itself (``hvs.``...) stays cut.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

from utils import idcheck, sentences

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
# a map SDK's public access token (Mapbox's "pk." tokens ship in every page that draws its map; "sk." and "tk." are
# the secret and temporary ones, cut whole in utils.redact)
_MAP_PUBLIC = re.compile(r"(?<![\w.])pk\.(eyJ[A-Za-z0-9_-]{20,})\.[A-Za-z0-9_-]{22}(?![\w-])")


def _map_public(m: re.Match[str]) -> bool:
    """Whether a "pk." token's payload is Mapbox's: its account ("u") and a token id ("a") of twenty characters or
    more; a look-alike with another payload is no public token of theirs."""
    raw = m.group(1)
    try:
        payload = json.loads(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)))
    except (ValueError, UnicodeDecodeError):
        return False
    return isinstance(payload, dict) and isinstance(payload.get("u"), str) and len(str(payload.get("a", ""))) >= 20


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
# the model's number and suffixes after the family: tokens opening with a capital or a digit ("Smart 4", "AX55")
_MODEL = re.compile(r"(?i)(?:" + _FAMILY + r")(?-i:(?:\s[A-Z0-9][A-Za-z0-9+]*(?:-[A-Za-z0-9+]+)*)*)")
_FAMILY_ALONE = re.compile(r"(?i)" + _FAMILY)
# a value said after the model's name: a copula or a colon, then a token with a digit and no sentence mark at its end
# (group 1), or the tag an earlier pass left in its place
_VALUE_AFTER_MODEL = re.compile(
    r"(?:\s[A-Z0-9][A-Za-z0-9+]*(?:-[A-Za-z0-9+]+)*)*\s*(?:\s(?:ist|is|lautet|est|es|è|é|er|är)\s|[:=]\s*|是\s*|は\s*)"
    r"(?:\[REDACTED:[^\]]*\]|(?=\S*\d)(\S+?)(?=[.,;:!?，。；]?(?:\s|$)))")
_ROUTER_WORD = re.compile(r"(?i)router|routeur|roteador|modem|wlan|wi-?fi|box|路由器|ルーター|공유기|роутер|راوتر|ราวเตอร์")


def _router_model(text: str, s: int, e: int, tok: str) -> bool:
    """Whether tok, a span's value at text[s:e], is a router's model name in a message about a router: a family's
    name with its model number (Archer AX55) or a part of it, or a family's name alone (FRITZ!Box) when a model number
    or a value follows it. A password that only opens with a family's name ("Archer2024!") or is one ("... is
    archer.") is no model."""
    if not any(c.isalpha() for c in tok):
        return False
    s2 = s + text[s:e].find(tok)
    e2 = s2 + len(tok)
    for m in _MODEL.finditer(text, max(0, s2 - 40), min(len(text), e2 + 24)):
        if not (m.start() <= s2 and e2 <= m.end()) or _ROUTER_WORD.search(
                text, max(0, m.start() - 60), m.end() + 60) is None:
            continue
        family = _FAMILY_ALONE.match(text, m.start())
        numbered = family is not None and family.end() < m.end()
        if _FAMILY_ALONE.fullmatch(tok):
            return numbered or _VALUE_AFTER_MODEL.match(text, e2) is not None
        # the whole name, or a piece of it between spaces
        return numbered and (s2 == m.start() or text[s2 - 1].isspace()) and (e2 == m.end() or text[e2].isspace())
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
    r"|所有住户|公告栏|公开贴|全住人共通|掲示板|모든 세대|게시판"
    r"|לכל הדיירים|אותו קוד לכל|בלובי")
# as sentences.STOPS, and a period ends the text's last sentence
_SENT_END = re.compile(r"[.!?](?=\s|$)|[;\n。！？；]")
_DIGITS = re.compile(r"#?\d{3,8}#?")


_OWN = re.compile(r"(?i)(?<![^\W\d_])(?:my|mine|mein\w*|mon|ma|mes|mi|mis|mio|mia|meu|minha|mijn|mitt|min|benim|мой"
                  r"|моя)(?![^\W\d_])|我家|我的|私の|우리 집|내 |제 ")
_CODE_IN_SENTENCE = re.compile(r"(?<![\w.,])#?\d{3,8}#?(?![\w])")


def _posted_code(text: str, s: int, e: int, tok: str) -> bool:
    """Whether the digits tok at text[s:e] are the code nearest to a marker, in their sentence, saying a code is posted
    for, or the same for, everyone ("the gate code is 9021, same for all residents, and my PIN is 6891" keeps 9021
    only)."""
    if not _DIGITS.fullmatch(tok):
        return False
    s2 = s + text[s:e].find(tok)
    a, b = sentences.start(text, s2, _SENT_END, 100), sentences.end(text, s2 + len(tok), _SENT_END)
    codes = [m.span() for m in _CODE_IN_SENTENCE.finditer(text, a, b)]
    # a code the speaker names their own ("and my PIN is 6891") stays cut, whatever the sentence says of another
    prev = max((c[1] for c in codes if c[1] <= s2), default=a)
    if _OWN.search(text, prev, s2):
        return False
    for mk in _POSTED.finditer(text, a, b):
        def dist(c: tuple[int, int], mk: re.Match[str] = mk) -> int:
            return mk.start() - c[1] if c[1] <= mk.start() else c[0] - mk.end()
        if codes and min(codes, key=dist)[0] == s2:
            return True
    return False


# ---- a Kubernetes Secret's plain words ----
_B64 = re.compile(r"[A-Za-z0-9+/]{4,}={0,2}")
_SECRET_KEY_NAME = re.compile(r"(?i)pass|secret|token|key|pwd|cred|auth|salt|private")
_PLAIN_WORD = re.compile(r"[a-z][a-z0-9]*(?:[-_.][a-z0-9]+)*")
# a key that names an identifier, not a credential ("username", "DB_USER", "host", "port", "database"): a plain word
# under it is the account's or the server's name, shown to every reader of the manifest (round 35c)
_ID_KEY_NAME = re.compile(r"(?i)[\w.-]*(?:user(?:name)?|login|host(?:name)?|port|database|db(?:[-_]?name)?|namespace"
                          r"|schema|email|region|bucket)\s*:")


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
    # "echo orders | base64" encodes the echo's newline with the word (round 41a)
    word = word[:-1] if word.endswith("\n") else word
    if not (2 <= len(word) <= 40 and _PLAIN_WORD.fullmatch(word)):
        return False
    if _ID_KEY_NAME.fullmatch(head or text[text.rfind("\n", 0, s) + 1 : s].strip()):
        return True
    clear = re.compile(r"(?<![A-Za-z0-9])" + re.escape(word) + r"(?![A-Za-z0-9])")
    rest = text[:s] + " " + text[e:]
    return clear.search(rest) is not None


# A documented Basic credential: the base64 of "user:password" or "admin:admin" (a plain word after the colon) that
# the message shows decoded beside it ("Basic dXNlcjpwYXNzd29yZA== (that's just user:password)") is a vendor's or a tutorial's sample, public text; a
# header whose decoding the message does not show stays cut.
_BASIC = re.compile(r"(?i)\bbasic\s+(?P<v>[A-Za-z0-9+/]{8,}={0,2})")


def _shown_basic(text: str, s: int, e: int) -> bool:
    for m in _BASIC.finditer(text, max(0, s - 12), e + 2):
        if not (m.start("v") <= s < m.end("v")):
            continue
        t = m.group("v")
        try:
            pair = base64.b64decode(t + "=" * (-len(t) % 4), validate=True).decode("ascii")
        except (ValueError, UnicodeDecodeError):
            return False
        # a sample's password is a plain word ("password", "admin", "test"); one with digits or capitals shown
        # decoded is a real credential pasted twice
        user, _, pw = pair.partition(":")
        if user and re.fullmatch(r"[a-z]{3,12}", pw) and pair in text:
            return True
    return False


# ---- public crypto addresses ----
_BTC_LEGACY = re.compile(r"[13][1-9A-HJ-NP-Za-km-z]{25,34}")
_BECH32 = re.compile(r"bc1[02-9ac-hj-np-z]{11,71}")
_ETH = re.compile(r"0x[0-9a-fA-F]{40}")


def btc_address(tok: str) -> bool:
    """Whether tok is a Bitcoin address: version 0 or 5 under a valid base58 checksum, or bech32's shape."""
    if _BECH32.fullmatch(tok) or _ETH.fullmatch(tok):
        return True
    if not _BTC_LEGACY.fullmatch(tok):
        return False
    p = idcheck.base58check(tok)
    return p is not None and len(p) == 21 and p[0] in (0, 5)


# a Vault token's accessor names the token in audit logs and lookups and cannot be used to log in: the value right
# the base64 of "-----BEGIN " opens every base64-wrapped PEM block; what follows names the block
_PEM_B64 = "LS0tLS1CRUdJTi"
_PUBLIC_PEM = re.compile(rb"-----BEGIN (?:CERTIFICATE|TRUSTED CERTIFICATE|X509 CRL|PUBLIC KEY)-----")


def _public_pem_base64(tok: str) -> bool:
    """Whether tok is base64 that opens with a PEM certificate's or public key's header and holds no private key."""
    # a rule that took the manifest's key with its value ("ca.crt: LS0t..") leaves the key before the base64
    head, sep, body = tok.partition(_PEM_B64)
    if not sep or head and not re.fullmatch(r"[\w.-]+:\s*[\"']?", head):
        return False
    t = re.sub(r"[^A-Za-z0-9+/]", "", sep + body)
    t = t[: len(t) - len(t) % 4]
    try:
        raw = base64.b64decode(t, validate=True)
    except (binascii.Error, ValueError):
        return False
    return _PUBLIC_PEM.match(raw) is not None and b"PRIVATE" not in raw


# after "accessor" (a lookup's field, "token_accessor", "accessor:") is public, the token beside it is not
_ACCESSOR = re.compile(r"(?i)(?<![a-z])(?:token[_ ])?accessor(?:[_ ]id)?[\s\"':=]*$")


def keep(text: str, spans: list[Span]) -> None:
    """Drops spans over public SDK keys, router models, door codes posted for all, plain words in base64 and Basic
    credentials shown decoded."""
    if not spans:
        return
    basic = "asic " in text
    sdk_urls = _paypal_sdk_urls(text) if "paypal.com/sdk" in text else []
    if "pk.eyJ" in text:
        sdk_urls += [m.span() for m in _MAP_PUBLIC.finditer(text) if _map_public(m)]
    k8s = "data:" in text or "Secret" in text
    posted = _POSTED.search(text) is not None
    accessor = "accessor" in text.lower()
    pem = _PEM_B64 in text
    kept: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        tok = v.strip(_QUOTES)
        if btc_address(tok):
            continue
        if _sdk_public(text, s, tok) or any(a <= s and e <= b + 2 for a, b in sdk_urls):
            continue
        if _router_model(text, s, e, tok):
            # the rule that took the model for the value ("der WLAN-Schlüssel von der FRITZ!Box ist <key>") meant
            # the value said after it: that one is cut instead
            after = _VALUE_AFTER_MODEL.match(text, e)
            if after and after.group(1) and not any(a <= after.start(1) < b for a, b, _ in spans):
                kept.append((after.start(1), after.end(1), k))
            continue
        if posted and _posted_code(text, s, e, tok):
            continue
        if k8s and _plain_base64(text, s, e):
            continue
        if basic and _shown_basic(text, s, e):
            continue
        if accessor and _ACCESSOR.search(text, max(0, s - 24), s):
            continue
        if pem and _public_pem_base64(tok):
            continue
        kept.append((s, e, k))
    spans[:] = kept
