"""Keys that carry no vendor prefix, found by the word that names them: a hex or base64 value after "secret key 是",
"シークレットキーは", "시크릿 키는", "der geheime Schlüssel lautet", "the signing secret is", or assigned to a constant
whose name says secret or key (``API_SECRET = "…"`` in Java, ``val signingKey = "…"``, ``'key' => '…'`` in PHP);
Kafka's JAAS user name, which Confluent makes the API key; and a password fed to a command through shell process
substitution (``--vault-password-file <(echo "…")``, ``-pass file:<(echo -n …)``, ``--password-stdin < <(echo …)``).

A hex value is a key only by its name: a commit, a checksum, a request or trace id of the same shape is named as
such (``_NOT_KEY`` between the name and the value, or in the constant's name) and stays.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import prefilter

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = (
    "secret", "密钥", "秘钥", "密鑰", "秘鑰", "シークレット", "秘密鍵", "共通鍵", "시크릿", "비밀 키", "비밀키",
    "geheime", "clé secrète", "chiave segreta", "clave secreta", "chave secreta", "секретн", "signing", "hmac",
    "'key'", '"key"', "jaas", "<(echo", "<(printf")

# a hex value (32 to 128 digits) or a base64 one (24 or more, padded or mixed) alone as a token
_VALUE = r"(?P<v>(?<![0-9A-Za-z+/=])(?:[0-9a-fA-F]{32,128}|[A-Za-z0-9+/]{22,86}={0,2})(?![0-9A-Za-z+/=]))"
_NAME = (r"(?:(?:api|app|client|consumer|signing|webhook|hmac|channel|shared|master|encryption|private)[ _-]?)?"
         r"secret(?:[ _-]?key)?|(?:signing|hmac|encryption)[ _-]?key|app[ _-]?secret|密钥|秘钥|密鑰|秘鑰|"
         r"シークレット(?:キー)?|秘密鍵|共通鍵|시크릿\s?키|비밀\s?키|geheimer?n?\s+schlüssel|clé secrète|chiave segreta|"
         r"clave secreta|chave secreta|секретн\w+\s+ключ\w*")
# Behind RE2 (utils.prefilter), as _CODE and _PHP_KEY: re tries them at every position of every text the gate lets in,
# where RE2 rules nearly all of those out in one linear pass (re decides the rest, so the matches are re's).
# the name, then a few words of its own ("for the API", "的", "です"), then a connector, then the value
_PROSE = prefilter.compile(
    r"(?i)(?<![A-Za-z])(?:" + _NAME + r")(?![A-Za-z])[^\n。.!?！？]{0,30}?"
    r"(?:是|为|為|は|는|은|:|：|=|\bis\b|\blautet\b|\bist\b|\best\b|\bes\b|\bè\b|\bé\b|—|-)\s*[\"'“「]?\s*" + _VALUE,
    re.IGNORECASE)
# a constant whose name holds SECRET, or KEY after a word of signing ("API_SECRET", "signingKey", "hmacSecret")
_CODE = prefilter.compile(
    r"(?P<n>[A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[A-Za-z]+\s*)?(?:=|:=|=>)\s*@?[\"']" + _VALUE + r"[\"']")
_PHP_KEY = prefilter.compile(r"[\"'](?P<n>key|secret|appsecret|app_secret|api_key|apikey|mch_key|sign_key)[\"']"
                             r"\s*(?:=>|:)\s*[\"']" + _VALUE + r"[\"']", re.IGNORECASE)
_CODE_NAME = re.compile(r"(?i)secret|(?:sign(?:ing)?|hmac|encryption|api|app|private|master|shared)_?key$")
# what names a value of the same shape that is no key
_NOT_KEY = re.compile(r"(?i)hash|md5|sha|checksum|digest|fingerprint|commit|request|trace|serial|nonce|salt|public|"
                      r"\bid\b|_id|id$|校验|指纹|哈希|ハッシュ|序列号|公钥|公開鍵|해시|prüfsumme")
_JAAS_USER = re.compile(r'(?i)PlainLoginModule\s+required\s+username\s*=\s*"(?P<v>[A-Z0-9]{16})"')
# a password echoed into a command through process substitution; the option names a password or a pass file
_SUBST = re.compile(
    r"(?i)(?:pass(?:word)?[\w-]*|-f|-pass\s+file:|--netrc-file)\s*(?:=\s*)?<\s*<?\s*\(\s*(?:echo|printf)\s+"
    r"(?:-n\s+|-e\s+|"
    r"['\"]%s(?:\\n)?['\"]\s+)*(?P<q>['\"])(?P<v>[^'\"\n]{6,128})(?P=q)\s*\)")


def _hexish(v: str) -> bool:
    """A base64 value is taken only with both cases and a digit or a sign of base64 ('+', '/', '='); a value that
    repeats one short unit ("deadbeefdeadbeef…") shows a format, not a key."""
    if re.fullmatch(r"(.{1,8}?)\1{3,}", v):
        return False
    if re.fullmatch(r"[0-9a-fA-F]+", v):
        return len(v) % 2 == 0 or len(v) >= 40
    return (any(c.islower() for c in v) and any(c.isupper() for c in v)
            and (any(c.isdigit() for c in v) or any(c in "+/=" for c in v)))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    for m in _PROSE.finditer(text):
        v = m.group("v")
        between = text[m.start() : m.start("v")]
        if _hexish(v) and not _NOT_KEY.search(between) and not placeholder(v):
            out.append((m.start("v"), m.end("v"), "secret"))
    if "=" in text or ":" in text:
        for rx in (_CODE, _PHP_KEY):
            for m in rx.finditer(text):
                name, v = m.group("n"), m.group("v")
                if rx is _CODE and not _CODE_NAME.search(name):
                    continue
                if _hexish(v) and not _NOT_KEY.search(name) and not placeholder(v):
                    out.append((m.start("v"), m.end("v"), "secret"))
    if "jaas" in low or "loginmodule" in low:
        out += [(m.start("v"), m.end("v"), "api_key") for m in _JAAS_USER.finditer(text)
                if any(c.isdigit() for c in m.group("v")) and any(c.isalpha() for c in m.group("v"))]
    if "<(" in text or "< (" in text:
        for m in _SUBST.finditer(text):
            v = m.group("v")
            if not placeholder(v) and not v.startswith("$"):
                out.append((m.start("v"), m.end("v"), "password"))
    return out
