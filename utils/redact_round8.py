"""Round 8 of issue 24's redaction rules: the classes behind the blind heldout_v13 run and what a next writer may try.

Finds: national ids of more countries, each beside its name and kept only when its format's own check holds
(utils.idcheck); household codes named by their device (garage keypad, alarm panel, lockbox, 门禁码, 保险箱);
PHP ``define('DB_PASSWORD', ...)``; env and YAML values of a password-named key that open with a symbol;
corrections of a value given before ("changed it to X", 改成了 X, 现在是 X). Keeps: stand-in values in tests
and fixtures, well-known weak passwords asked about, YAML anchors and aliases, hashing algorithms' names.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds, ``keep`` after them, ``corrections`` from
SecretMemory and ``announces`` from announces_secret; this module imports nothing of utils.redact (it is imported by
it).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs

from utils import idcheck, secret_names

Span = tuple[int, int, str]

# Words that let the gate open for these rules (utils.redact adds them to its trigger words).
TRIGGERS = (
    " nric", "nric ", "nric:", " fin ", "fin:", "fin no", "fin number", " ic no", "ic number", "ic no:", "ic no.",
    "mykad", "my kad", "kad pengenalan",
    "codice fiscale", "pesel", "personnummer", "samordningsnummer", "national number", "national register",
    "rijksregister", "registre national", "numéro national", " niss", " insz", " rut", "rut:", "保险箱", "车库", "门锁",
    "智能锁", "解除码", "撤防", "布防", "define(", "新加坡", "马来西亚", "pgpass", "访客",
)

# ---- national ids: (words that must occur, cue before the value, value pattern, validator) -------------------
_IDS = (
    ((" nric", "nric:", " fin ", " fin:", "singapore", "新加坡", "身份证", " ic no", " ic number", " ic:", "identity card"),
     re.compile(r"(?i)\bnric\b|\bfin\b|singapore|新加坡|身份证|\bic\b|identity card"),
     re.compile(r"(?<![A-Za-z0-9])[STFGMstfgm]\d{7}[A-Za-z](?![A-Za-z0-9])"), idcheck.nric_ok),
    (("mykad", "my kad", "kad pengenalan", "malaysia", "马来西亚", " ic no", " ic number", " ic:", " nric", "nric:", "身份证",
      "identity card"),
     re.compile(r"(?i)my ?kad|kad pengenalan|malaysia|马来西亚|\b(?:n?ric|ic)\b|身份证|identity card"),
     re.compile(r"(?<![\d-])\d{6}(-?)\d{2}\1\d{4}(?![\d-])"), idcheck.mykad_ok),
    (("pesel", "波兰"), re.compile(r"(?i)pesel|poland|polish|波兰"),
     re.compile(r"(?<![\d-])\d{11}(?![\d-])"), idcheck.pesel_ok),
    (("personnummer", "samordningsnummer", "sweden", "swedish", "瑞典"),
     re.compile(r"(?i)personnummer|samordningsnummer|sweden|swedish|瑞典"),
     re.compile(r"(?<![\d-])(?:19|20)?\d{6}[-+]?\d{4}(?![\d-])"), idcheck.personnummer_ok),
    (("national number", "national register", "rijksregister", "registre national", "numéro national", " niss", " insz",
      "belgi", "比利时"),
     re.compile(r"(?i)national (?:number|register)|rijksregister|registre national|num[ée]ro national|\bniss\b|\binsz\b"
                r"|belgi|比利时"),
     re.compile(r"(?<![\d.-])\d{2}\.?\d{2}\.?\d{2}-?\d{3}\.?\d{2}(?![\d-]|\.\d)"), idcheck.belgian_nrn_ok),
    ((" rut", "rut:", "rut ", "chile", "智利"), re.compile(r"(?i)\brut\b|chile|智利"),
     re.compile(r"(?<![\d.-])\d{1,2}\.?\d{3}\.?\d{3}-[\dkK](?![\w-])"), idcheck.rut_ok),
)
# The codice fiscale's shape (16 capitals and digits in a fixed pattern) and its check letter together are rare
# enough by chance that no name is needed beside it; in lower case, only beside its name.
_CF = re.compile(r"(?<![A-Za-z0-9])[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]"
                 r"(?![A-Za-z0-9])")
_CF_ANY = re.compile(_CF.pattern, re.I)
_CF_WORDS = ("codice", "fiscal", "tax code", "税号", "cf")
# A published example (Mario Rossi's, in every guide) said to be one
_EXAMPLE_CUE = re.compile(r"(?i)\bexample\b|\bsample\b|e\.g\.|for instance|such as|示例|例如|比如|esempio")

# ---- household codes named by their device -----------------------------------------------------------------
# "garage opener keypad is 620418", "the alarm panel disarm is 5831", "lockbox opens with 3618", "alarm code is
# set to 3047": a device that takes a code, the code's own word where the device alone is ambiguous ("the alarm is
# 0630" is a wake-up time), then the digits.
_DEVICE_EN = re.compile(
    r"(?i)\b(?:(?:garage(?:[ -]door)?|gate|front[ -]door|back[ -]door|side[ -]door|door|alarm|security system|"
    r"safe|shed|storage unit|mailbox)(?:\s+(?:opener|panel|system|box|door))?\s+"
    r"(?:keypad|key ?pad|code|pin|combo|combination|disarm(?:\s+code)?|passcode)"
    r"|keypad(?:\s+code)?|lock ?box(?:\s+code)?|key ?safe(?:\s+code)?|smart ?lock(?:\s+code)?|disarm code)\b"
    r"[^.\n\d]{0,24}?\b(?:is|was|=|:|opens with|open with|set to|changed to|now)\s*(?:now\s+|set to\s+)?"
    r"[\"'“]?(?P<v>[*#]?\d{4,8}[*#]?)(?![\d.,:/-]\d|\s*(?:%|years?|yrs|sq|ft|feet|mm|cm|m\b|dollars|usd|\$|€|lbs?|kg"
    r"|watts?|volts?|model|series)|\w)")
_DEVICE_ZH = re.compile(
    r"(?:门禁码|门禁密码|门禁|解除码|撤防码|布防码|报警器?(?:的)?(?:密码|解除码)|密码锁|保险箱(?:的)?(?:密码)?"
    r"|保险柜(?:的)?(?:密码)?|车库(?:门)?(?:的)?(?:遥控)?(?:密码|开门码)?|门锁(?:的)?(?:密码)?|智能锁(?:的)?(?:密码)?"
    r"|储物柜(?:的)?(?:密码)?)"
    # only filler between the device and the code ("我设的", "的临时密码是"): "车库门宽 2400" is a size
    r"(?:\s|的|是|为|[:：]|我?设(?:的|成了?|为)|现在|临时|新|改成了?|换成了?|密码|码)*?(?P<v>[*#]?\d{4,8}[*#]?)"
    r"(?![\d.]|\s*(?:元|块|米|平|年|月|日|号|天|次|个|毫秒|秒|分钟|小时|楼|层|岁|%|斤|公斤|瓦|伏|型|款|系列|万|千))")

# ---- config: PHP define(), env and YAML values of a password-named key -----------------------------------
_DEFINE = re.compile(r"(?i)\bdefine\s*\(\s*([\"'])(?P<k>[A-Z0-9_]*(?:PASS|PASSWORD|PASSWD|PWD|SECRET|TOKEN|API_KEY)"
                     r"[A-Z0-9_]*)\1\s*,\s*([\"'])(?P<v>[^\"'\n]{4,128})\3\s*\)")
# NAME=value or NAME: value, the name ending in a password word after '_' or alone; the value runs to a space
_PW_NAMED = re.compile(r"(?i)(?<![\w$.-])(?:[A-Za-z0-9]+_)*(?:password|passwd|pass|pwd|passphrase|secret|token)"
                       r"[ \t]*(?:=|:(?=[ \t]))[ \t]*(?P<q>[\"']?)(?P<v>[^\s\"']{6,128})(?P=q)(?=[\s,;]|$)")
_SYMBOL_OPEN = "!#$%&*^@~+=?"
# a reference or a template, not a value: ${VAR}, $(cmd), $VAR, %VAR%, %(name)s, #{Octopus}, %{hiera}, @{...}
_VAR_REF = re.compile(r"[$#%@&]\{.*|\$\(.*|\$[A-Za-z_]\w*|%[A-Za-z_]\w*%|%\(\w+\)s")
# a YAML alias or anchor: a name, with digits only in a lower-case one (*db_password, &Defaults, *shared_pw2)
_YAML_ALIAS = re.compile(r"[*&](?:[A-Za-z_][A-Za-z_-]*|[a-z_][a-z0-9_-]*)")

# ---- corrections ---------------------------------------------------------------------------------------
# "changed it to X", "reset it, it's now X", "updated it to X", "the new value is X", 改成了 X, 换成 X, 现在是 X
CORRECTION = re.compile(
    r"(?i)(?:\b(?:changed|change|reset|updated|update|rotated|switched|set)\b[^\n.]{0,30}?\b(?:to|is now|it'?s now)\b"
    r"|\b(?:it'?s|it is|that'?s|is) now|\bnew (?:value|code|password|pin|one) is|\bnow it'?s"
    r"|改成了?|改为|换成了?|换了?成|变成了?|现在是|新的是|新密码是?|应该是)"
    r"\s*[:：]?\s*[\"'“]?(?P<v>[^\s\"'”,，。;；！？!?]{4,64})")
_UNIT_AFTER = re.compile(r"\s*(?:%|ms|s\b|sec|seconds?|minutes?|hours?|days?|px|mb|gb|kb|毫秒|秒|分钟|小时|天|元|块"
                         r"|个|次|年|月|号|端口|port)", re.I)

# ---- what stays ----------------------------------------------------------------------------------------
_KEEP_KINDS = ("password", "password_shaped", "secret", "api_key", "high_entropy", "pin")
# a value made of a stand-in's words ("fixture-pw-only", "test-api-key-123", "not-a-real-password")
_STANDIN_PART = frozenset("test tests testing fixture fixtures dummy fake mock mocked example sample placeholder "
                          "changeme notreal not-a-real".split())
_TEST_CUE = re.compile(r"(?i)\btest(?:s|ing)?\b|fixture|conftest|pytest|jest|mocha|rspec|factory_boy|\bmock|"
                       r"\bfake\b|\bdummy\b|\bexample\b|\bsample\b|\bdocs?\b|readme|ci\b|测试|夹具|示例|样例|假的")
# a common weak password: a dictionary base (leet spellings too) with a digit/symbol tail
_WEAK_BASE = re.compile(r"(?i)(?:[!@#$]?)(?:p[a@4]ss(?:w[o0]rd)?|adm[i1]n|qwerty|qwert|welc[o0]me|letme[i1]n|"
                        r"il[o0]vey[o0]u|m[o0]nkey|drag[o0]n|sunsh[i1]ne|summer|winter|spring|autumn|f[o0][o0]tball|"
                        r"baseball|master|hello|changeme|secret|abc|test|root|guest|user|trustno1|azerty|asdf|zxcv)"
                        r"[!@#$._-]?\d{0,8}[!@#$.?]{0,2}")
_WEAK_CUE = re.compile(r"(?i)\bweak|common(?:est)?\b|leak(?:ed|s)?\b|breach|\btop[ -]?\d+|most[ -](?:used|popular"
                       r"|common)|guessabl|strong(?:er|est)? (?:than|enough)|dictionary|blocklist|denylist|crack"
                       r"|rockyou"
                       r"|\bstill accept|brute|\bnist\b|\bblock(?:s|ed)?\b|\bban(?:s|ned)?\b"
                       r"|弱口令|弱密码|常见|泄露|撞库|字典|太简单|容易被猜")
_KDF_NAME = re.compile(r"(?i)bcrypt|scrypt|yescrypt|argon2(?:id|i|d)?|pbkdf2(?:[-_]?(?:hmac[-_]?)?sha-?\d+)?|"
                       r"sha-?(?:1|224|256|384|512)|md5|hmac[-_]?sha-?\d+|blake2[bs]?|sha3-\d+"
                       # encodings and ciphers are named as often as hashes ("base64url'd", "AES-256-GCM")
                       r"|base(?:64|32|58)(?:url)?|utf-?(?:8|16)|rot13|[hre]s(?:256|384|512)|aes-?(?:128|192|256)"
                       r"(?:-?(?:gcm|cbc|ctr))?|chacha20(?:-poly1305)?|x?ed25519|x25519|rsa-?\d{3,4}")


def _classes(v: str) -> int:
    return (any(c.islower() for c in v) + any(c.isupper() for c in v) + any(c.isdigit() for c in v)
            + any(not c.isalnum() for c in v))


def _ids(text: str, hit: set[str], out: list[Span]) -> None:
    for m, _ in idcheck.named(text, hit, _IDS):
        out.append((m.start(), m.end(), "national_id"))
    if len(text) >= 16:
        for m in (_CF_ANY if hit.intersection(_CF_WORDS) else _CF).finditer(text):
            if idcheck.codice_fiscale_ok(m.group(0)) and not _EXAMPLE_CUE.search(
                    text, max(0, m.start() - 60), m.start()):
                out.append((m.start(), m.end(), "national_id"))


# each after a space (the text is read with one before it): "gate" inside "navigate", "shed" inside "pushed"
_DEVICE_WORDS = (" garage", " gate", " door", " alarm", " keypad", " key pad", " lockbox", " lock box", " key safe",
                 " keysafe", " smart lock", " smartlock", " safe", " shed", " storage unit", " mailbox", " disarm",
                 " security system")
# a value of a password-named key that opens with a symbol: the one shape _PW_NAMED looks for, found first
_SYMBOL_VALUE = re.compile(r"[=:][ \t]*[\"']?[!#$%&*^@~+=?]")


def _household(text: str, hit: set[str], out: list[Span]) -> None:
    for m in _DEVICE_EN.finditer(text) if hit.intersection(_DEVICE_WORDS) else ():
        out.append((m.start("v"), m.end("v"), "pin"))
    if not text.isascii():
        for m in _DEVICE_ZH.finditer(text):
            v = m.group("v").strip("*#")
            if not re.fullmatch(r"(?:19|20)\d\d", v) or len(v) != 4:
                out.append((m.start("v"), m.end("v"), "pin"))


def _config(text: str, hit: set[str], placeholder: Callable[[str], bool], out: list[Span]) -> None:
    if "define" in hit:
        for m in _DEFINE.finditer(text):
            v = m.group("v")
            if (" " not in v and not placeholder(v) and not _VAR_REF.fullmatch(v) and _classes(v) >= 2
                    and not _standin(v)):
                out.append((m.start("v"), m.end("v"), "password"))
    named = bool(hit.intersection(_PW_WORDS))
    for m in _PW_NAMED.finditer(text) if named and _SYMBOL_VALUE.search(text) else ():
        v = m.group("v").rstrip(".,;")
        if (len(v) >= 6 and v[0] in _SYMBOL_OPEN and not _VAR_REF.fullmatch(v) and not _YAML_ALIAS.fullmatch(v)
                and _classes(v) >= 3 and not placeholder(v) and not _standin(v) and "://" not in v):
            out.append((m.start("v"), m.start("v") + len(v), "password"))


# ~/.pgpass: hostname:port:database:username:password on a line of its own
_PGPASS = re.compile(r"(?m)^[ \t]*[\w.*-]*[A-Za-z.*][\w.*-]*:(?:\d{1,5}|\*):[\w.*-]+:[\w.*@-]+:(?P<v>\S{4,128})[ \t]*$")
# the guest network's password given beside the main one ("访客网络是 guest8899", "guest wifi: Beach2024")
_GUEST = re.compile(r"(?i)(?:访客(?:网络|wi-?fi|无线)|guest\s+(?:wi-?fi|network))(?:的)?(?:\s*密码|\s+password)?"
                    r"\s*(?:是|为|:|：|is)\s*[\"'“]?(?P<v>[!-~]{6,64}?)[\"'”]?(?=[\s，。,;；!?！？]|$)")


def _files(text: str, hit: set[str], placeholder: Callable[[str], bool], out: list[Span]) -> None:
    if hit.intersection(("pgpass", "psql", "postgres")):
        for m in _PGPASS.finditer(text):
            v = m.group("v")
            if v != "*" and not placeholder(v) and _classes(v) >= 2 and v.lower() != "password":
                out.append((m.start("v"), m.end("v"), "password"))
    if "guest" in hit or "访客" in hit:
        for m in _GUEST.finditer(text):
            v = m.group("v").rstrip(".,")
            if any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and not placeholder(v):
                out.append((m.start("v"), m.start("v") + len(v), "password"))


_PW_WORDS = ("pass", "pwd", "secret", "token")
# every word the rules above look for, in one automaton: one pass over the text instead of one per word
_WORDS = sorted({w for ws, *_ in _IDS for w in ws} | {*_CF_WORDS, *_DEVICE_WORDS, *_PW_WORDS, "define", "pgpass",
                                                      "psql", "postgres", "guest", "访客"})
_FIND_WORDS = ahocorasick_rs.AhoCorasick(_WORDS).find_matches_as_indexes


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """Round 8's spans over a text in its normal form (``placeholder``: utils.redact's placeholder_literal)."""
    out: list[Span] = []
    spaced = " " + low  # the words that open with a space match at the start too
    hit = {_WORDS[i] for i, _, _ in secret_names.indexes(_FIND_WORDS, spaced, overlapping=True)}
    _ids(text, hit, out)
    _household(text, hit, out)
    _config(text, hit, placeholder, out)
    _files(text, hit, placeholder, out)
    return out


def _shape(v: str) -> str:
    return "digits" if v.isdigit() else "mixed"


def corrections(text: str, olds: set[str] | list[str]) -> list[Span]:
    """Values a message gives in place of one given before ("changed it to Plover-7731", 改成了 418827): kept
    when the new value has the old one's shape (digits for digits, a mixed value for a mixed one) and length."""
    if not olds:
        return []
    out: list[Span] = []
    for m in CORRECTION.finditer(text):
        v = m.group("v").rstrip(".!?:)")
        if len(v) < 4 or v.isalpha() or v[-1] in "=:" or _UNIT_AFTER.match(text, m.start("v") + len(v)) or re.fullmatch(
                r"v?\d+(?:\.\d+)+", v):
            continue  # a word, a quantity with its unit, a version
        if any(_shape(o) == _shape(v) and abs(len(o) - len(v)) <= 4 and o != v
               and (v.isdigit() or _classes(v) >= 2) for o in olds):
            s = m.start("v")
            out.append((s, s + len(v), "password" if not v.isdigit() else "pin"))
    return out


def corrected_in_message(text: str, spans: list[Span]) -> None:
    """A correction in the same message as the value it replaces ("the code is 2719, no wait, changed it to 8406")."""
    olds = [text[s:e] for s, e, k in spans if k in ("password", "pin", "passphrase")]
    if olds and not any(w in text.lower() for w in ("port", "timeout", "version")):
        for sp in corrections(text, olds):
            if not any(s <= sp[0] < e for s, e, _ in spans):
                spans.append(sp)


# talk about the fields: "login and password lines", "username or password field": the next word is prose
_FIELDS_BEFORE = re.compile(r"(?i)\b(?:login|user(?:name)?|e-?mail|account)\s+(?:and|or|&|/)\s+password\s*$")
# a factory default asked about ("SIM PIN 默认是 1234 还是 0000"): a trivial run of digits beside "default"
_DEFAULT_CUE = re.compile(r"(?i)\bdefault|factory|out of the box|默认|出厂|初始")


def trivial_digits(v: str) -> bool:
    """One digit repeated, or a run up or down (0000, 1234, 987654): the defaults every manual prints."""
    if not v.isdigit() or len(v) < 4:
        return False
    steps = {(int(b) - int(a)) % 10 for a, b in zip(v, v[1:], strict=False)}
    return len(steps) == 1 and steps <= {0, 1, 9}


def _standin(v: str) -> bool:
    parts = {p.lower() for p in re.split(r"[-_.:]", v)}
    return bool(parts & _STANDIN_PART) or "not-a-real" in v.lower() or "notareal" in v.lower()


def keep(text: str, spans: list[Span]) -> None:
    """Drops spans that are stand-ins in tests, weak passwords asked about, YAML anchors and aliases, and the
    names of hashing algorithms, encodings and ciphers."""
    if not spans:
        return
    kept: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        if kind in _KEEP_KINDS and (
                (_standin(v) and _TEST_CUE.search(text))
                or (_WEAK_BASE.fullmatch(v) and _WEAK_CUE.search(text))
                or (_YAML_ALIAS.fullmatch(v) and re.search(r"[:=-]\s*$", text[max(0, s - 4) : s]))
                or _KDF_NAME.fullmatch(v)
                or (v.isalpha() and v.islower() and _FIELDS_BEFORE.search(text, max(0, s - 40), s))
                or (trivial_digits(v) and _DEFAULT_CUE.search(text))):
            continue
        kept.append((s, e, kind))
    spans[:] = kept


# "the alarm code will follow", "I'll send the gate code in a moment", "pin to follow in my next text"
_ANNOUNCE = re.compile(
    r"(?i)\b(?:code|pin|password|passcode|passphrase|combo|combination)\b[^\n.]{0,40}?"
    r"\b(?:(?:will follow|to follow|follows)"
    r"(?=\s*(?:$|[.,;:!—–-]|in\b|by\b|as\b|shortly|soon|later|separately|next|below))"
    r"|coming(?: up| next| shortly)?|in (?:a|one) (?:moment|minute|min|sec|second|bit)|shortly"
    r"|in (?:my|the) next (?:text|msg|message|one))\b"
    r"|\b(?:i'?ll|i will|let me|gonna|going to)\s+(?:send|text|give|share|paste|type)\b[^\n.]{0,40}?"
    r"\b(?:code|pin|password|passcode|combo|combination)\b[^\n.]{0,20}?\b(?:in (?:a|one) (?:moment|minute|min|sec"
    r"|second|bit)|shortly|later|after|in (?:my|the) next)")
_ANNOUNCE_ZH = re.compile(r"(?:密码|口令|码|密钥)[^\n。]{0,10}?(?:一会儿?|等下|等一下|待会儿?|稍后|回头|马上)[^\n。]{0,6}?(?:发|给|告诉|说)")


def announces(text: str) -> bool:
    """Whether a short message says a code or a password follows in the next one, in words the earlier rounds
    do not read."""
    return len(text) <= 200 and (_ANNOUNCE.search(text) is not None or _ANNOUNCE_ZH.search(text) is not None)
