"""Round 10 of issue 24's redaction rules: the classes behind the blind heldout_v15 run and their neighbours.

Finds: a card's security code named by its count of digits or its place on the card ("the 4-digit code on the
front is", 背面三位是) beside a card; a cloud access-key id of upper-case letters and digits named as the
access key in code or prose (Huawei OBS's AK and its kin); a bot token of three dot-joined parts, cut whole
(the learned layer cut its last part and left the rest); a password passed positionally to an HTTP client's
basic-auth call (reqwest's ``.basic_auth("u", Some("pw"))``, OkHttp, Go, C#, Swift, Java); a code named by the
action on a device ("type 7654 and press OFF", 输入 6071 然后按 OFF 键); a hex secret named in a JS object
(``securityJsCode: '<32 hex>'``). Keeps: a log's field after a field whose value names a password failure
(``reason=invalid_password attempts=3``), and the name of a Kubernetes secret (``secret "db-credentials" not
found``).

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact (it is imported by it).
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

# Words that let the gate open for these rules (utils.redact adds them to its trigger words).
TRIGGERS = (
    "digit code", "digit number", "位数字", "位安全码", "三位", "四位", "alarm", "disarm", "keypad", "撤防", "警报",
    "报警", "保险箱", "门禁", "basic_auth", "basicauth", "credentials.basic", "networkcredential", "urlcredential",
    "passwordauthentication", "jscode", "securitycode", "ak =", "ak:", "ak=", "ak 是", "accesskey", "access_key",
    ".login(", ".run(", "token", "运通", " cid", "(cid", "cid:", "cvv", "cvc", " csc",
)

# ---- a card's security code named by its digits or its place ---------------------------------------------
_CARD_CTX = re.compile(r"(?i)\[REDACTED:card\]|\b(?:amex|american express|visa|mastercard|card|cid|cvv2?|cvc)\b"
                       r"|运通|信用卡|卡号|银行卡|借记卡")
_CODE_NAMED = re.compile(
    r"(?i)(?:\b(?P<n>[34]|three|four)[- ]?digit\s+(?:security\s+)?(?:code|number|cid|cvv|cvc)"
    r"|(?P<zn>[三四])位(?:数字|安全码|数|码)?|\b(?P<name>cid|cvv2?|cvc2?|csc)\b)"
    r"[^\d\n]{0,50}?(?:\bis|\breads|[:=]|是|为)\s*[\"'“]?(?P<v>\d{3,4})(?![\d/-]|\.\d)")
_COUNT = {"3": 3, "4": 4, "three": 3, "four": 4, "三": 3, "四": 4}


_TEST = re.compile(r"(?i)\btest(?:ing)?\b|sandbox|\bdummy\b|\bfake\b|测试|沙箱")


def _card_codes(text: str, out: list[Span]) -> None:
    if not _CARD_CTX.search(text) or _TEST.search(text):
        return  # the test cards' codes are any digits the docs show
    for m in _CODE_NAMED.finditer(text):
        count = m.group("n") or m.group("zn")
        if count is None or len(m.group("v")) == _COUNT[count.lower()]:
            out.append((m.start("v"), m.end("v"), "card_code"))


# ---- cloud access-key ids named as such ------------------------------------------------------------------
_AK_NAMED = re.compile(
    r"(?i)(?<![A-Za-z0-9$])(?:ak|access_?key(?:_?id)?|accesskeyid|access\s+key(?:\s+id)?)[\"']?\s*"
    r"(?:[:=]|是|为|：)?\s*[\"'`]?(?-i:(?P<v>[A-Z0-9]{16,32}))(?![\w])")


# ... or quoted in code that names a cloud vendor and its key pair ("ak, sk = "<id>", "<secret>"")
_AK_QUOTED = re.compile(r"[\"'`](?P<v>[A-Z0-9]{20})[\"'`]")
_CLOUD = re.compile(r"(?i)huawei|\bobs\b|华为|aliyun|alibaba|阿里云|tencent|腾讯云|qiniu|七牛|ucloud|baidu|\bbce\b|百度云"
                    r"|volc|火山|ksyun|金山云|jdcloud|京东云|\bcos\b|\boss\b")
_NAMED_PUBLIC = re.compile(r"(?i)bucket|name|region|endpoint|project|\bid\b|桶|名")
_PAIR = re.compile(r"(?i)(?<![a-z0-9])(?:ak|sk)(?![a-z0-9])|access.?key|secret.?key")


def _ak_shaped(v: str) -> bool:
    digits = sum(c.isdigit() for c in v)
    # a year at its end or a date inside is a name someone wrote (BACKUP2026, ORDERS20261203EXPORT)
    return (2 <= digits <= len(v) - 6 and len(set(v)) >= 10 and not re.search(r"(?:19|20)\d\d", v[-8:])
            and not re.search(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:[0-2]\d|3[01])", v))


def _access_keys(text: str, out: list[Span]) -> None:
    for m in _AK_NAMED.finditer(text):
        if _ak_shaped(m.group("v")):
            out.append((m.start("v"), m.end("v"), "access_key_id"))
    if _CLOUD.search(text) and _PAIR.search(text):
        for m in _AK_QUOTED.finditer(text):
            if _ak_shaped(m.group("v")) and not _NAMED_PUBLIC.search(text, max(0, m.start() - 30), m.start()):
                out.append((m.start("v"), m.end("v"), "access_key_id"))


# ---- bot tokens of three dot-joined parts ----------------------------------------------------------------
_DOTTED = re.compile(r"(?<![\w.-])(?P<a>[A-Za-z0-9_-]{18,32})\.(?P<b>[A-Za-z0-9_-]{5,8})\.(?P<c>[A-Za-z0-9_-]{25,45})"
                     r"(?![\w.-])")


def _mixed(s: str) -> bool:
    return any(c.islower() for c in s) and any(c.isupper() for c in s) and any(c.isdigit() for c in s)


def _dotted_tokens(text: str, out: list[Span]) -> None:
    for m in _DOTTED.finditer(text):
        if _mixed(m.group("a")) and _mixed(m.group("c")) and not m.group("a").startswith("eyJ"):
            out.append((m.start(), m.end(), "token"))


# ---- a password passed positionally to an HTTP client's basic-auth call ------------------------------------
_POSITIONAL = re.compile(
    r"(?:basic_auth|basicAuth|BasicAuth|SetBasicAuth|Credentials\.basic|NetworkCredential|HTTPBasicAuth"
    r"|HTTPDigestAuth|URLCredential|PasswordAuthentication|UsernamePasswordCredentials|withBasicAuth)\s*\(\s*"
    r"(?:user(?:name)?\s*[:=]\s*)?[\"'][^\"'\n]{1,64}[\"']\s*,\s*(?:password\s*[:=]\s*)?(?:Some\(\s*)?"
    r"(?:@?[\"'])(?P<v>[^\"'\n]{3,128})[\"']")


def _positional(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _POSITIONAL.finditer(text):
        v = m.group("v")
        if not placeholder(v):
            out.append((m.start("v"), m.end("v"), "password"))


# ---- a code named by the action on a device ----------------------------------------------------------------
_DEVICE = re.compile(r"(?i)\b(?:alarm|disarm|keypad|key ?pad|safe|gate|door|lock(?:box)?|garage|panel|entry)\b"
                     r"|警报|报警|撤防|布防|保险箱|门禁|门锁|密码锁|车库|大门|面板")
_ACTION_CODE = re.compile(
    r"(?i)(?:\b(?:type|enter|key\s+in|punch\s+in|input|dial|press)\s+(?P<v>\d{4,8}|\d(?: \d){3,7})\s*,?\s*"
    r"(?:and|then|followed\s+by|&)\s+(?:(?:press|hit|push|tap|pull|turn|the)\b|[A-Z#*])"
    r"|(?:输入|键入|按下?|摁)\s*(?P<zv>\d{4,8}|\d(?: \d){3,7})\s*[，,]?\s*(?:然后|再|后|并|最后|之后)\s*(?:按|摁|点))")


def _action_codes(text: str, out: list[Span]) -> None:
    found = list(_ACTION_CODE.finditer(text))
    if not found or not _DEVICE.search(text):
        return
    for m in found:
        g = "v" if m.group("v") else "zv"
        out.append((m.start(g), m.end(g), "pin"))


# ---- a hex secret named in a JS object or an assignment ---------------------------------------------------
_NAMED_HEX = re.compile(r"(?<![\w$])(?P<n>[A-Za-z_$][\w$]{1,40})[\"']?\s*[:=]\s*[\"'`](?P<v>[0-9a-fA-F]{32,64})[\"'`]")
_HEX_NAME = re.compile(r"(?i)code|secret|key|^ak$|^sk$|token|sign|passw|auth")
_HEX_PUBLIC = re.compile(r"(?i)hash|md5|sha|etag|digest|checksum|commit|rev|uuid|guid|nonce|salt|color|colour|cache"
                         r"|trace|span|request|session_?id|public|signature|(?:_id|Id|ID)$")


def _named_hex(text: str, out: list[Span]) -> None:
    for m in _NAMED_HEX.finditer(text):
        n, v = m.group("n"), m.group("v")
        if (_HEX_NAME.search(n) and not _HEX_PUBLIC.search(n) and len(v) in (32, 40, 48, 64)
                and len(set(v.lower())) >= 8):
            out.append((m.start("v"), m.end("v"), "secret"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """Round 10's spans over a text in its normal form (``placeholder``: utils.redact's placeholder_literal)."""
    out: list[Span] = []
    # each rule asks first for what its value needs (a run of digits, of upper-case letters and digits, of hex):
    # the gate is open on much ordinary text, and the rules' own patterns cost more on long messages
    digits = _DIGITS.search(text) is not None
    if digits and ("digit" in low or "位" in text or "cid" in low or "cvv" in low or "cvc" in low or "csc" in low):
        _card_codes(text, out)
    if ("ak" in low or "access" in low) and _UPPER_RUN.search(text):
        _access_keys(text, out)
    if text.count(".") >= 2 and _LONG_RUN.search(text):
        _dotted_tokens(text, out)
    if "auth" in low or "credential" in low:
        _positional(text, placeholder, out)
    if digits and (" and " in low or " then " in low or "followed" in low or "&" in low or "按" in text
                   or "摁" in text):
        _action_codes(text, out)
    if ("code" in low or "secret" in low or "key" in low or "ak" in low or "sk" in low or "token" in low
            or "sign" in low or "passw" in low or "auth" in low) and _HEX_RUN.search(text):
        _named_hex(text, out)
    return out


_DIGITS = re.compile(r"\d(?: ?\d){2}")
_UPPER_RUN = re.compile(r"[A-Z0-9]{16}")
_LONG_RUN = re.compile(r"[A-Za-z0-9_-]{25}")
_HEX_RUN = re.compile(r"[0-9a-fA-F]{32}")


# ---- what stays ----------------------------------------------------------------------------------------
# a log's field after a field whose value names a password's failure: "reason=invalid_password attempts=3"
_LOG_FIELD_BEFORE = re.compile(r"[=:]\s*[\"']?[\w.-]*(?:pass|pwd|secret|token|credential|pin)[\w.-]*[\"']?\s+$", re.I)
_LOG_FIELD = re.compile(r"[A-Za-z_][\w.-]*=\S*")
# the name of a Kubernetes secret: lower-case words joined by dashes, after "secret"/"secrets" and a quote
_SECRET_NAME_BEFORE = re.compile(r"(?i)\bsecrets?\s*[\"'`]$|\bsecrets?/\S*$")
_K8S_NAME = re.compile(r"[a-z][a-z0-9]*(?:[-.][a-z0-9]+)+")
_K8S_CTX = re.compile(r"(?i)not found|already exists|\b(?:created|deleted|configured|forbidden)\b|不存在|找不到|已存在|namespace|kubectl|k8s|kubernetes|helm|secretKeyRef|volume|mount"
                      r"|\bpod\b|vault|命名空间")


def keep(text: str, spans: list[Span]) -> None:
    """Drops a log's field read as a password's value, and the name of a Kubernetes secret read as its value."""
    if not spans:
        return
    kept: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        before = text[max(0, s - 60) : s]
        if _LOG_FIELD.fullmatch(v) and _LOG_FIELD_BEFORE.search(before):
            continue
        if (_K8S_NAME.fullmatch(v) and all(p.isalpha() for p in re.split(r"[-.]", v))
                and _SECRET_NAME_BEFORE.search(before) and _K8S_CTX.search(text)):
            continue
        kept.append((s, e, kind))
    spans[:] = kept
