"""Round 11 of issue 24's redaction rules: the classes behind the blind heldout_v16 run and their neighbours.

Finds: a key, password or token named in Korean (``REST API 키 <hex>``, 비밀번호는 ..., 토큰 ...); a South African
id number (13 digits passing its Luhn and date check) named as an "ID number" beside SARS or Home Affairs; a 2FA
recovery code named in Chinese (恢复代码：XXXX-XXXX-..., 备用码); a card number named by its brand beside its
security code or expiry, or in a correction, even when the mistyped form fails Luhn. Announces: a one-time code
the user says they will forward ("I'll forward it", 验证码转给你), and a bare code of two groups of digits
("371 854") once announced.
Keeps: a weak value asked about (纯数字 12345678 "是不是太简单"), a password-hash format under discussion
(``pbkdf2_sha256$870000$``), a documented example or test value named as such (unless the text says it is real),
MySQL's fixed "(using password: YES)", a value masked with bullets or asterisks, an SSH host-key fingerprint.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact (it is imported by it).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from utils import idcheck, sentences

Span = tuple[int, int, str]

# Words that let the gate open for these rules (utils.redact adds them to its trigger words).
TRIGGERS = ("키", "비밀번호", "암호", "토큰", "패스워드", "시크릿", "id number", "id no", "恢复代码", "恢复码", "备用码",
            "备份码", "救援码", "jcb", "unionpay", "银联")

# ---- keys, passwords and tokens named in Korean ----------------------------------------------------------
_KO_NAMED = re.compile(
    r"(?:키|비밀번호|암호|토큰|패스워드|시크릿|secret|key|token)\s*(?:값)?\s*(?:[:：=]|은|는|이|가|으로는)?\s*[\"'`]?"
    r"(?P<v>[A-Za-z0-9!@#$%^&*_+=.~/-]{8,128}?)[\"'`]?(?=\s|$|[,，。]|(?:로|으로|이고|입니다|인데|이에요|예요|요)(?![A-Za-z0-9]))")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")


def _valueish(v: str) -> bool:
    if re.fullmatch(r"[0-9a-fA-F]{32,64}", v):
        return True
    # both cases and a digit: a lower-case name with a version in it (gpt-4o-mini, v2.1.0) is no value
    return any(c.isdigit() for c in v) and any(c.islower() for c in v) and any(c.isupper() for c in v)


def _korean_named(text: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    for m in _KO_NAMED.finditer(text):
        v = m.group("v").rstrip(".")
        if _valueish(v) and not placeholder(v):
            out.append((m.start("v"), m.start("v") + len(v), "api_key" if "키" in m.group(0)[:6] else "password"))


# ---- a South African id number beside its office ---------------------------------------------------------
_ZA_ID = re.compile(r"(?i)\bid\s*(?:number|no\.?|#)\s*(?:[:：]|is|was|=)?\s*(?P<v>\d{13})(?!\d)")
_ZA_CTX = re.compile(r"(?i)\bsars\b|home affairs|south africa|\bsassa\b|efiling|\bRSA\b|南非")


def za_id_ok(v: str) -> bool:
    """13 digits: YYMMDD, four of sequence, citizenship 0/1, one more, and a Luhn check digit."""
    if len(v) != 13 or not v.isdigit() or v[10] not in "01" or not idcheck.luhn_ok(v):
        return False
    try:
        date(2000 + int(v[:2]), int(v[2:4]), int(v[4:6]))
    except ValueError:
        return False
    return True


def _za_ids(text: str, out: list[Span]) -> None:
    if not _ZA_CTX.search(text):
        return
    for m in _ZA_ID.finditer(text):
        if za_id_ok(m.group("v")):
            out.append((m.start("v"), m.end("v"), "national_id"))


# ---- 2FA recovery codes named in Chinese -----------------------------------------------------------------
_RECOVERY_ZH = re.compile(r"(?:恢复代码|恢复码|备用码|备份码|救援码|恢复密钥)[^\n。？?]{0,16}?(?:[:：]|是|为)\s*"
                          r"(?P<v>[A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8}){1,9})(?![\w-])")


def _recovery_codes(text: str, out: list[Span]) -> None:
    for m in _RECOVERY_ZH.finditer(text):
        if any(c.isdigit() for c in m.group("v")):
            out.append((m.start("v"), m.end("v"), "recovery_code"))


# ---- a card named by its brand beside its code or expiry, or corrected -----------------------------------
_CARD_NAMED = re.compile(
    r"(?i)(?:\b(?:jcb|visa|mastercard|master card|amex|discover|diners|maestro|unionpay|card(?:\s+number)?)\b|卡号|银联"
    r"|信用卡|银行卡)[^\d\n]{0,16}?(?P<v>(?<!\d)[3-6]\d{3}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?!\d))")
_CARD_WITH = re.compile(r"(?i)\b(?:cvv2?|cvc2?|csc|exp(?:iry|ires)?|valid thru)\b|有效期|安全码|\btypo\b|mistyped"
                        r"|\bwrong\b|\bno wait\b|打错|不对|应该是|写错")
_CARD_TEST = re.compile(r"(?i)\btest(?:ing)?\b|sandbox|\bdummy\b|\bfake\b|\bformat\b|\bexample\b|测试|示例|格式")


def _named_cards(text: str, out: list[Span]) -> None:
    if not _CARD_WITH.search(text) or _CARD_TEST.search(text):
        return
    for m in _CARD_NAMED.finditer(text):
        v = re.sub(r"[ -]", "", m.group("v"))
        if 13 <= len(v) <= 19 and len(set(v)) >= 4:
            out.append((m.start("v"), m.end("v"), "card"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """Round 11's spans over a text in its normal form (``placeholder``: utils.redact's placeholder_literal)."""
    out: list[Span] = []
    if _HANGUL.search(text):
        _korean_named(text, placeholder, out)
    if "id" in low and re.search(r"\d{13}", text):
        _za_ids(text, out)
    if "码" in text and "-" in text:
        _recovery_codes(text, out)
    if re.search(r"[3-6]\d{3}[ -]?\d{4}", text):
        _named_cards(text, out)
    return out


# ---- announced codes -----------------------------------------------------------------------------------
_ANNOUNCE = re.compile(
    r"(?i)\b(?:code|otp|pin|passcode)\b[^\n]{0,80}?\b(?:i'?ll|i will|let me|gonna|going to)\s+"
    r"(?:forward|send|paste|text|pass|relay)\s+(?:it|that|them|this)\b(?!\s+to\s+(?:the|my|our)\s+(?:bank|support|team))"
    r"|\b(?:i'?ll|i will|let me|gonna|going to)\s+(?:forward|relay)\s+(?:you\s+)?(?:the|my)\s+[^\n.]{0,20}?"
    r"\b(?:code|otp|pin|passcode)\b")
_ANNOUNCE_ZH = re.compile(r"(?:验证码|动态码|校验码|短信码|登录码|口令)[^\n。]{0,16}?(?:转给你|转发给你|发给你|发你|转你|告诉你)")


def announces(text: str) -> bool:
    """Whether a short message says a one-time code follows, forwarded ("I'll forward it", 验证码转给你)."""
    return len(text) <= 200 and (_ANNOUNCE.search(text) is not None or _ANNOUNCE_ZH.search(text) is not None)


_GROUPED_CODE = re.compile(r"\d{3}[ -]\d{3}|\d{4}[ -]\d{4}")


def bare_code(text: str) -> tuple[int, int] | None:
    """The span of an announced message that is one code of two groups of digits ("371 854"), else None."""
    v = text.strip().strip("\"'`")
    if _GROUPED_CODE.fullmatch(v):
        start = text.index(v)
        return start, start + len(v)
    return None


# ---- what stays ----------------------------------------------------------------------------------------
_KEEP_KINDS = ("password", "password_shaped", "secret", "api_key", "high_entropy", "pin", "token", "iban", "ssn",
               "resident_id", "national_id")
# a weak value asked about in Chinese or Korean ("是不是太简单了", "安全吗", "너무 약한가요")
_WEAK_ASKED = re.compile(r"太简单|太弱|简单了|安全吗|安全不|会不会被|容易被|被破解|破解|蹭网|弱密码|弱口令|猜到|너무 약|약한가요|약해|안전한가요"
                         r"|(?i:\btoo (?:simple|weak|easy)\b|\bsafe enough\b|\bis (?:that|it|this) (?:safe|weak)\b)")
_TRIVIAL = re.compile(r"(\d)\1{5,}|0?12345678?9?0?|87654321|98765432|(?:12){4,}|(?:(\d\d)\2){3,}")
# Django's and passlib's hash formats, or their head ("pbkdf2_sha256$870000$..."): named in a question, not a value
_HASH_FORMAT = re.compile(r"(?:pbkdf2_sha(?:256|1)|bcrypt_sha256|bcrypt|argon2|scrypt|sha1|md5|unsalted_md5|crypt)"
                          r"\$(?:argon2id?\$)?[\w=,$./+-]*")
# a value the text calls an example, a fake or a test value, near it
_EXAMPLE_NEAR = re.compile(r"(?i)(?<!\bno )(?<!without )(?<!not a )(?<!not an )(?<!没有)(?<!不是)(?:\bexamples?\b|\bsamples?\b|\bdummy\b|\bfake\b|\btest(?:s|ing)?\b|\bfixtures?\b|"
                           r"placeholder|\bdocs?\b|documentation|\bunit tests?\b|\breserved\b|示例|例子|样例|假的|假号码|"
                           r"测试|虚构|文档|教程|예시|테스트|가짜)")
# ... unless the text says it is real
_REAL = re.compile(r"(?i)\b(?:my|our|his|her|their|the)\s+(?:real|actual|own)\b|\breal one\b|\bthis is real\b"
                   r"|\bnot (?:a |an )?(?:test|fake|dummy|example|sample)\b|真实|真的(?:号|身份证)|本人的?|不是(?:测试|假|示例)"
                   r"|진짜|실제")
_USING_PASSWORD = re.compile(r"(?i)using password:\s*$")
_MASK = re.compile(r"[•●·∙⋅◦*＊]{4,}")
_FINGERPRINT_HEAD = re.compile(r"SHA256:$")
_FINGERPRINT_CTX = re.compile(r"(?i)fingerprint|host ?key|known_hosts|\bssh\b|ssh-keygen|ed25519|ecdsa|\brsa\b|指纹"
                              r"|主机密钥|지문")
_B64_43 = re.compile(r"(?:SHA256:)?[A-Za-z0-9+/]{43}=?")


_STOP = re.compile(r"[.。!?！？;；\n]")


def _sentence(text: str, s: int, e: int) -> tuple[int, int]:
    """The bounds of the sentence around text[s:e] (a cue in the sentence before or after names another value)."""
    return sentences.bounds(text, s, e, _STOP, 80)


# the speaker's own value said after the example's ("the guide shows X as an example, mine is Y", "el del ejemplo es
# X, el mío es Y", "im Beispiel steht X, meine ist Y"): the example word stands before the claim, the value after it
_OWN_CLAIM = re.compile(r"(?i)(?<![^\W\d_])(?:mine(?:'s|\s+is|\s+was)?|my\s+own|el\s+m[íi]o|la\s+m[íi]a|meine?(?:\s+ist)?"
                        r"|le\s+mien|la\s+mienne|il\s+mio|la\s+mia|o\s+meu|a\s+minha|de\s+mijne|mój|moja|мой|моя)"
                        r"(?![^\W\d_])[^\w\n]{0,4}(?:\w+\s+){0,3}?$")


def _own_after_example(text: str, s: int, e: int) -> bool:
    """Whether the value follows a claim of the speaker's own, itself after the sentence's example word."""
    a, _ = _sentence(text, s, e)
    examples = list(_EXAMPLE_NEAR.finditer(text, a, s))
    if not examples or _EXAMPLE_NEAR.search(text, e, _sentence(text, s, e)[1]):
        return False
    return _OWN_CLAIM.search(text, examples[-1].end(), s) is not None


def says_real(text: str) -> bool:
    """Whether the text says its value is real (then an example beside it does not make it one)."""
    return _REAL.search(text) is not None


def keep(text: str, spans: list[Span]) -> None:
    """Drops weak values asked about, hash formats, named examples, MySQL's fixed message, masked values and SSH
    fingerprints read as secrets."""
    if not spans:
        return
    kept: list[Span] = []
    real = None
    for s, e, kind in spans:
        v = text[s:e]
        if kind in _KEEP_KINDS or kind == "one_time_code":
            if v.isdigit() and _TRIVIAL.fullmatch(v) and _WEAK_ASKED.search(text):
                continue
            if _HASH_FORMAT.fullmatch(v) and "$" in v:
                continue
            if v.upper() in ("YES", "NO") and _USING_PASSWORD.search(text, max(0, s - 20), s):
                continue
            if _MASK.fullmatch(v):
                continue
            if (_B64_43.fullmatch(v) and (v.startswith("SHA256:") or _FINGERPRINT_HEAD.search(text, max(0, s - 7), s))
                    and _FINGERPRINT_CTX.search(text)):
                continue
            if kind in ("iban", "ssn", "resident_id", "national_id") and _EXAMPLE_NEAR.search(
                    text, *_sentence(text, s, e)) and not _own_after_example(text, s, e):
                if real is None:
                    real = says_real(text)
                if not real:
                    continue
        kept.append((s, e, kind))
    spans[:] = kept
