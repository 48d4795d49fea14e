"""Round 54a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a code's, a PIN's or a password's new value in the sentence after its change ("暗証番号を変えました。新しい番号は
  ２２９１です", "Ich habe die PIN geändert. Die neue ist 2291", "Changed the alarm code. New number is 2291");
- a code from an SMS given after it is named ("попросили продиктовать код из СМС. Вот он: 03366", "the bank asked
  for the code from the SMS. Here it is: 03366"): an error's or a product's code has no SMS;
- a one-time code said before its name, as it came ("मोबाइल पर 918540 ओटीपी आया है", "just got 918540 OTP");
- the password the speaker set, after its name ("공동인증서 비밀번호가 ... 제가 설정한 건 ziith2v39i1", "the one I set was
  ...", "設定したのは ...");
- the speaker's Vietnamese account after its bank's name ("Tài khoản Vietcombank để nhận tiền là 1013077570"); a
  company's ("của công ty") is not the speaker's;
- an Arabic activation or verification code after "in a message" ("كود تفعيل في رسالة: ٨٢٥٠٣٢"), in either digits;
- a combination lock's combination in Finnish ("numerolukon yhdistelmä on 289");
- a PIN or a one-time code the speaker gave away, after the giving ("hiningi ang MPIN ko, binigay ko, 3681", "they
  asked for my PIN and I gave it, 3681");
- a Thai password of letters alone after its name ("รหัสผ่าน vhlnwwys"), not a word (wifi, admin, a vocabulary word);
- a Wi-Fi password after its name and the network's name in brackets ("la clave del wifi (MOVISTAR_C014) es ...");
- a security question's answer in Japanese, Chinese or Korean quotes after the question, where the message (or the
  announcing one before it) names the secret question ("合言葉 ... 質問は「…？」で、答えは「こむぎ」です");
- (``announces``/``announced``) an Amex card given in pieces: a message ending with a card's first ten digits after
  its name ("card is amex 3708 174775"), then "continue 35644, cid 9434" in the next.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils.redact_round48a import words_in

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_D = "[0-9０-９०-९٠-٩]"  # a digit in ASCII, full width, Devanagari or Arabic-Indic
_NUM = r"(?<![0-9０-９०-९٠-٩])(?P<v>" + _D + r"{4,8})(?![0-9０-９०-९٠-٩]|[.,/:][0-9])"


def _mixed(v: str) -> bool:
    """Letters and digits in one token of 6 characters or more ("ziith2v39i1", "oeq1af49m93kb67hi3ob")."""
    return len(v) >= 6 and any(c.isdigit() for c in v) and sum(c.isalpha() for c in v) >= 2


# ---- a new value in the sentence after its change ----

_CHANGED = re.compile(
    r"(?i)(?:暗証番号|パスワード|暗唱番号|pin|code|passwort|kennwort|password|passcode|contraseña|clave|비밀번호|비번"
    r"|mot\s+de\s+passe|код|пароль|пин)[^.。!！?？\n]{0,40}?(?:を?変え(?:ました|た)|を?変更し(?:ました|た)|changed|"
    r"geändert|gewechselt|cambi[ée]|changé|바꿨|변경했|поменял|сменил|изменил)"
    r"|" + _L + r"(?:changed|reset|updated)\s+(?:the\s+|my\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:code|pin|password|passcode)"
    + _R)
_NEW_ONE = re.compile(
    r"(?i)(?:新しい(?:番号|暗証番号|パスワード|の|コード)は|"
    + _L + r"(?:the\s+)?new\s+(?:one|number|code|pin|password|passcode)(?:\s+is|\s*:)|"
    + _L + r"(?:die|der|das)\s+neue(?:\s+(?:nummer|pin|code|passwort|kennwort))?\s*(?:ist|lautet|:)|"
    r"새(?:로운)?\s*(?:번호|비밀번호|비번)(?:는|은)|"
    + _L + r"(?:el|la)\s+nuev[oa](?:\s+(?:clave|contraseña|código|pin))?\s*(?:es|:)|"
    + _L + r"le\s+nouveau(?:\s+(?:code|mot\s+de\s+passe))?\s*(?:est|c'est|:))\s*"
    r"(?:" + _NUM + r"|(?P<w>[^\s,.;:!?。、]{6,40}))")

# ---- a code from an SMS, "here it is" ----

_SMS_CODE = re.compile(
    r"(?i)код\s+(?:из|з|із)\s+(?:смс|sms)|смс-код|код\s+(?:подтверждения|підтвердження)|"
    r"code\s+from\s+the\s+(?:sms|text)|sms\s+code|"
    r"verification\s+code|one-time\s+code|" + _L + r"otp" + _R + r"|código\s+del\s+sms|código\s+de\s+verificación|"
    r"code\s+aus\s+der\s+sms|sms-code|bestätigungscode|kod\s+z\s+sms|code\s+reçu\s+par\s+sms")
_HERE_IT_IS = re.compile(
    r"(?i)(?:вот\s+(?:он|она|код)|ось\s+(?:він|вона|код)|here\s+it\s+is|here's\s+the\s+code|hier\s+ist\s+er"
    r"|aquí\s+está|ecco(?:lo)?|oto\s+on)"
    r"\s*[:：—–-]?\s*" + _NUM)

# ---- a one-time code before its name ----

_OTP_BEFORE = re.compile(
    r"(?i)" + _NUM + r"\s+(?:ओटीपी|otp)\s+(?:आया|आयी|आई|aaya|aya|aayi|aaya\s+hai|came|arrived)|"
    + _L + r"(?:got|received|recieved)\s+(?:an?\s+|the\s+)?(?<![0-9])(?P<w>[0-9]{4,8})\s+otp" + _R)

# ---- the password the speaker set ----

_PW_NAME = re.compile(r"(?i)비밀번호|비번|암호|パスワード|暗証番号|password|passcode|" + _L + r"pin" + _R)
_SET_ONE = re.compile(
    r"(?i)(?:(?:제가\s*)?설정한\s*(?:건|것은|게|거는)|設定したの(?:は|が)|" + _L + r"the\s+one\s+i\s+set\s+(?:was|is)"
    + _L + r"|i\s+set\s+it\s+(?:to|as))\s*[:：]?\s*(?P<v>[^\s,.;!?。、]{4,40})")

# ---- the speaker's Vietnamese account after its bank ----

_VN_BANKS = (r"vietcombank|vcb|techcombank|vietinbank|bidv|agribank|mb\s*bank|mbbank|acb|vpbank|sacombank|tpbank|vib"
             r"|shb|hdbank|ocb|msb|seabank|eximbank|scb|lpbank|lienvietpostbank|abbank|namabank|nam\s+á\s+bank"
             r"|bac\s+a\s+bank|pvcombank|kienlongbank|vietabank|baovietbank|oceanbank|timo|cake|ubank")
_VN_ACCOUNT = re.compile(
    r"(?i)" + _L + r"tài\s+khoản\s+(?:ngân\s+hàng\s+)?(?:" + _VN_BANKS + r")" + _R
    + r"(?:\s+(?:để\s+)?nhận\s+tiền|\s+của\s+(?:mình|tôi|em|anh|chị|tớ|tui))?\s*(?:là|:)\s*"
    r"(?<![0-9])(?P<v>[0-9]{6,19})(?![0-9]|[.,][0-9])")

# ---- an Arabic activation code "in a message" ----

_AR_CODE = re.compile(
    r"(?:كود|رمز|الكود|الرمز)\s+(?:ال)?(?:تفعيل|تحقق|تأكيد)\s+(?:في|ب|على)\s*(?:ال)?(?:رسالة|مسج|sms)\s*[:：]?\s*"
    + _NUM)

# ---- a Finnish combination lock's combination ----

_FI_COMBINATION = re.compile(
    r"(?i)(?:numero|yhdistelmä|koodi)?lu(?:kon|kko|kossa)\s+(?:\w+\s+){0,2}?yhdistelmä\s+(?:on\s+)?"
    r"(?<![0-9])(?P<v>[0-9]{3,6}|[0-9]{1,2}(?:-[0-9]{1,2}){2,3})(?![0-9]|[.,][0-9])")

# ---- a PIN or a code given away ----

_GAVE_IT = re.compile(
    r"(?i)(?:m?pin|otp)\s+(?:ko|namin)\s*,?\s*(?:at\s+)?(?:i?binigay|sinabi|ibinigay)\s+ko(?:\s+(?:naman|din|rin))?"
    r"\s*[,:]?\s*(?:ang\s+|yung\s+)?" + _NUM + r"|"
    r"asked\s+(?:me\s+)?for\s+my\s+(?:m?pin|otp|code)\s*,?\s*(?:and\s+)?i\s+gave\s+(?:it|them\s+it|it\s+to\s+them)"
    r"\s*[,:]?\s*(?<![0-9])(?P<w>[0-9]{4,8})(?![0-9])")

# ---- a Thai password of letters alone ----

_TH_PW = re.compile(r"รหัสผ่าน\s*(?:คือ\s*|[:：]\s*)?(?P<v>[a-z]{6,30})(?![\w.@-])")
_NOT_A_PASSWORD = frozenset(("wifi", "admin", "router", "password", "default", "internet", "facebook", "google",
                             "gmail", "hotmail", "outlook", "iphone", "android", "email", "online", "mobile",
                             "banking", "login", "website", "netflix", "youtube", "instagram", "twitter", "tiktok",
                             "shopee", "lazada", "line", "user", "guest", "network", "truemove", "true"))

# ---- a Wi-Fi password past the network's name in brackets ----

_PW_BRACKET = re.compile(
    r"(?i)(?:(?:wi-?fi|wlan)[\s-]?(?:password|passwort|kennwort|key|schlüssel)|(?:clave|contraseña|password|passwort"
    r"|kennwort|mot\s+de\s+passe|senha|chave|wachtwoord|hasło)\s+(?:del|de\s+la|de|do|da|of\s+the|for\s+the|vom|van"
    r"|für\s+das|du|dla)\s+(?:wi-?fi|wlan|red|réseau|router|routeur|rede|netwerk))"
    r"\s*\([^()\n]{1,40}\)\s*(?:es|is|ist|est|é|è|är|er|jest|=|:)\s*(?P<v>[^\s,;()]{6,64}?)(?=[.!?]?(?:\s|$)|[,;])")

# ---- a security question's answer in CJK quotes ----

_SECRET_Q = re.compile(r"合言葉|秘密の質問|セキュリティ質問|密保问题|密保問題|安全问题|安全問題|보안\s*질문|비밀번호\s*찾기\s*질문")
_QUOTED_ANSWER = re.compile(r"(?:答えは|答え[:：]|答案(?:是|为|為|[:：])|답은|답[:：])\s*[「『“\"](?P<v>[^」』”\"\n]{1,40})[」』”\"]")

# ---- an Amex card in pieces ----

_CARD_WORD = r"(?:card|amex|american\s+express|karte|tarjeta|carte|cartão|carta|kaart)"
_AMEX_HEAD = re.compile(r"(?i)" + _L + _CARD_WORD + _R + r"[^\d\n]{0,20}?(?<![0-9])(?P<v>3[47][0-9]{2}[ -]?[0-9]{6})"
                        r"\s*[.!]?\s*$")
_AMEX_TAIL = re.compile(
    r"(?i)\s*(?:(?:and\s+)?(?:continue[sd]?|cont(?:'d|d)?\.?|rest(?:\s+is)?|then|and\s+then|the\s+rest(?:\s+is)?"
    r"|dann|luego|puis|la\s+suite)\s*[:,]?\s*)(?<![0-9])(?P<v>[0-9]{5})(?![0-9])"
    r"(?:\s*,?\s*(?:cid|cvv|cvc|csc|security\s+code)\s*[:#]?\s*(?P<c>[0-9]{3,4})(?![0-9]))?")


def announces(text: str) -> bool:
    """A message ending with an Amex card's first ten digits after its name: the rest comes next; a message naming
    the secret question with no answer in it: the answer comes next."""
    if len(text) > 200:
        return False
    return _AMEX_HEAD.search(text) is not None or (_SECRET_Q.search(text) is not None
                                                    and _QUOTED_ANSWER.search(text) is None)


def announced(text: str) -> list[Span]:
    """After an Amex card's first ten digits: its last five opening this message, and its CID after them; a
    security question's quoted answer after a message naming the secret question."""
    out: list[Span] = []
    m = _AMEX_TAIL.match(text)
    if m is not None:
        out.append((m.start("v"), m.end("v"), "announced"))
        if m.group("c"):
            out.append((m.start("c"), m.end("c"), "card_code"))
    out.extend((m.start("v"), m.end("v"), "security_answer") for m in _QUOTED_ANSWER.finditer(text))
    return out


def _group(m: re.Match[str]) -> tuple[int, int]:
    g = "v" if m.group("v") is not None else "w"
    return m.start(g), m.end(g)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    c = _CHANGED.search(text)
    if c is not None:
        for m in _NEW_ONE.finditer(text, c.end()):
            if m.group("v") is not None or _mixed(m.group("w")):
                out.append((*_group(m), "pin"))
    s = _SMS_CODE.search(text)
    if s is not None:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _HERE_IT_IS.finditer(text, s.end())
                   if m.start() - s.end() <= 160)
    if "otp" in low or "ओटीपी" in text:
        out.extend((*_group(m), "one_time_code") for m in _OTP_BEFORE.finditer(text))
    p = _PW_NAME.search(text)
    if p is not None:
        for m in _SET_ONE.finditer(text, p.end()):
            v = m.group("v")
            if (_mixed(v) or v.isdigit() and 4 <= len(v) <= 8) and m.start() - p.end() <= 160:
                out.append((m.start("v"), m.end("v"), "password"))
    if "tài khoản" in low:
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _VN_ACCOUNT.finditer(text))
    if "كود" in text or "رمز" in text:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _AR_CODE.finditer(text))
    if "yhdistelmä" in low:
        out.extend((m.start("v"), m.end("v"), "lock_code") for m in _FI_COMBINATION.finditer(text))
    if "pin" in low or "otp" in low:
        out.extend((*_group(m), "pin") for m in _GAVE_IT.finditer(text))
    if "รหัสผ่าน" in text:
        out.extend((m.start("v"), m.end("v"), "password") for m in _TH_PW.finditer(text)
                   if m.group("v") not in _NOT_A_PASSWORD and words_in(m.group("v")) != 1)
    if "(" in text:
        out.extend((m.start("v"), m.end("v"), "password") for m in _PW_BRACKET.finditer(text)
                   if _mixed(m.group("v")))
    if _SECRET_Q.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "security_answer") for m in _QUOTED_ANSWER.finditer(text))
    a = _AMEX_HEAD.search(text)
    if a is not None:
        out.append((a.start("v"), a.end("v"), "card"))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag)
TRIGGERS: tuple[str, ...] = ("ओटीपी", "yhdistelmä", "รหัสผ่าน", "合言葉", "秘密の質問", "보안 질문", "密保问题",
                             "暗証番号", "kod z sms", "код из смс", "код из sms", "код з смс", "код із смс", "كود تفعيل", "رمز تفعيل", "رمز تحقق",
                             "كود تحقق", "رمز تأكيد", "كود تأكيد")
