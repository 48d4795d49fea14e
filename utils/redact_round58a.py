"""Round 58a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a Korean certificate's transfer code ("공동인증서 내보내기 ... 승인번호 8252-7052-4471");
- a Thai Wi-Fi password opening with a mark ("รหัส wifi บ้านคือ ?Somtam0130"), held past the keepers;
- an API key of UUID shape set into a key's variable ("I set HEROKU_API_KEY to 8fedf79b-...");
- a Persian recovery or verification code ("یک کد بازیابی 255661 فرستاده");
- a Kenyan NHIF/SHA member number after its Swahili name ("nambari ya NHIF/SHA 769275933");
- a one-time code a bank's message gives after words about the payment ("OTP for txn of INR 4,850.00 at ... is
  462813");
- a Japanese cash card's current PIN said before its change ("暗証番号を今の２０２４から別の番号に");
- a Mexican RFC with its homoclave ("el RFC con homoclave GOMA850727AHK"), a person's (four letters);
- a Portuguese or Spanish activation code after words ("O código de ativação que chegou por carta ... é KIOFUDZ1");
- a password given in the sentence after the one asking for it ("it wants the password again. It's K0@l@15!");
- after an announcement: an intercom's code opening the next message ("Код 1526, потім кнопка"), a door code of
  digits and a letter opening it ("7063B, puis porte B").
Holds (put back after the keepers): a Vietnamese CCCD and the speaker's account sent to an employer to be paid
("gửi thông tin cho công ty để nhận lương: số CCCD ..., số tài khoản ..."), a Mexican ATM PIN after its name and a
colon ("NIP del cajero: 9277"), the Thai Wi-Fi password, the certificate's code and the current PIN above.

utils.redact's ROUNDS registry calls ``find``, ``announces`` and ``hold``, and ``_redact_pass`` ``announced``; this
module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_NUM_END = r"(?![0-9]|[.,/:][0-9])"

_KO_CERT_CODE = re.compile(r"(?:승인\s?번호|인증\s?번호)\s*(?:는|은|:)?\s*(?<![0-9])(?P<v>[0-9]{4}-[0-9]{4}-[0-9]{4}|[0-9]{12})"
                           + _NUM_END)

_TH_WIFI = re.compile(r"(?i)รหัส\s*(?:wi-?fi|ไวไฟ)[\u0E00-\u0E7F\s]{0,12}?(?:คือ|:)\s*(?P<v>[^\s\u0E00-\u0E7F]{6,40})")

_UUID_KEY = re.compile(r"(?<![\w-])[A-Z][A-Z0-9_]*(?:API_KEY|_TOKEN|_SECRET|_APIKEY)\s+(?:to|is)\s+[\"'`]?"
                       r"(?P<v>[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?![\w-])")

_FA_CODE = re.compile(r"کد\s*(?:بازیابی|تایید|تأیید|یکبار\s*مصرف|یک\s*بار\s*مصرف|امنیتی|ورود|فعال\u200c?سازی)"
                      r"\s*(?:[:：]\s*)?(?<![0-9۰-۹])(?P<v>[0-9۰-۹]{4,8})(?![0-9۰-۹])")

_SW_NHIF = re.compile(r"(?i)" + _L + r"nambari\s+ya\s+(?:nhif|sha|shif|nssf)(?:\s*/\s*(?:nhif|sha|shif|nssf))?\s*[:：]?\s*"
                      r"(?<![0-9])(?P<v>[0-9]{6,10})" + _NUM_END)

# (a decimal point inside the amount is no sentence's end)
_OTP_FOR = re.compile(r"(?i)" + _L + r"(?:otp|one[\s-]time\s+(?:password|passcode|code|pin)|verification\s+code)\s+"
                      r"(?:for|to)\s+(?:[^.!?\n]|\.(?=[0-9]))" + r"{5,140}?\s(?:is|:)\s*(?<![0-9])(?P<v>[0-9]{4,8})"
                      + _NUM_END)

_JA_PIN_NOW = re.compile(r"暗証番号(?:を|は)?\s*(?:今の|現在の|いまの)\s*(?<![0-9])(?P<v>[0-9]{4,6})(?![0-9])\s*(?:から|を|です)")

_RFC = re.compile(r"(?i)" + _L + r"rfc(?:\s+con\s+homoclave)?\s*(?:es\s+|:\s*)?"
                  r"(?P<v>(?-i:[A-ZÑ&]{4}[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])[A-Z0-9]{3}))(?![A-Za-z0-9])")

_ACTIVATION = re.compile(r"(?i)" + _L + r"c[óo]digo\s+de\s+a(?:c)?tiva(?:[çc][ãa]o|ci[óo]n)(?:[^.!?\n]{0,80}?\s(?:é|es|:))?"
                         r"\s*(?P<v>(?-i:[A-Z0-9]{6,12}))(?![A-Za-z0-9])")

_ASKED_PW = re.compile(r"(?i)" + _L + r"(?:password|passcode|passwort|contraseña|mot\s+de\s+passe|senha)" + _R)
_ITS = re.compile(r"(?:(?<=[.!?])\s+|^)(?:It's|It’s|It is|it's|Es ist|C'est|Es|É)\s+(?P<v>\S{6,40}?)(?=[,;]?\s|[.]?$|[.]\s)")

# ---- announced ----

_INTERCOM_ASKED = re.compile(r"(?i)код\w*\s+(?:від|от|до|для)\s+(?:домофон\w*|під'?їзд\w*|подъезд\w*|двер\w*|хвіртк\w*"
                             r"|калитк\w*|ворот\w*)|код\w*\s+домофон\w*|(?:intercom|door|gate|buzzer)\s+code")
_CODE_OPENING = re.compile(r"\s*(?:код|code|kod|kód)\s*[:—–-]?\s*(?<![0-9])(?P<v>[0-9]{3,8})(?![0-9])", re.IGNORECASE)
_DIGICODE_OPENING = re.compile(r"\s*(?P<v>[0-9]{3,8}[A-Z]|[A-Z][0-9]{3,8})(?=[,.;:]?(?:\s|$))")

# ---- holds ----

_VN_CCCD = re.compile(r"(?i)" + _L + r"(?:cccd|căn\s+cước(?:\s+công\s+dân)?)\s*(?:là\s*|[:：]\s*)?(?<![0-9])(?P<v>[0-9]{12})"
                      + _NUM_END)
_VN_ACCOUNT = re.compile(r"(?i)" + _L + r"số\s+tài\s+khoản(?:\s+[^\s\d,.;:]+){0,2}\s*(?:là\s*|[:：]\s*)?(?<![0-9])"
                         r"(?P<v>[0-9]{6,19})" + _NUM_END)
_VN_TO_RECEIVE = re.compile(r"(?i)" + _L + r"(?:để\s+nhận\s+(?:lương|tiền|thưởng|hoàn\s+tiền)|nhận\s+lương)" + _R)
_MX_NIP = re.compile(r"(?i)" + _L + r"(?:nip|pin)\s+(?:del|de\s+la|de\s+mi)\s+(?:cajero|tarjeta|banco)\s*[:：]\s*"
                     r"(?<![0-9])(?P<v>[0-9]{4,6})" + _NUM_END)


def _spans(rx: re.Pattern[str], text: str, kind: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), kind) for m in rx.finditer(text)]


def _mixed_password(v: str) -> bool:
    """A letter, a digit and a mark, and no address, URL or path."""
    if "://" in v or "/" in v or re.search(r"\w@\w+\.\w", v) is not None:
        return False
    return any(c.isalpha() for c in v) and any(c.isdigit() for c in v) and any(not c.isalnum() for c in v)


def _thai_wifi(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _TH_WIFI.finditer(text):
        v = m.group("v").rstrip(".,;")
        if any(c.isalpha() for c in v) and any(c.isdigit() for c in v):
            out.append((m.start("v"), m.start("v") + len(v), "password"))
    return out


def hold(text: str, spans: list[Span]) -> list[Span]:
    """A CCCD and an account sent to be paid, a Mexican ATM PIN after a colon, a Thai Wi-Fi password, a certificate's
    transfer code, a Japanese PIN's current value: put back after the keepers (a company named as the receiver,
    "cajero" read as an ATM's number, a symbol read as a stand-in, "승인번호" as a payment's approval, a year)."""
    mine: set[tuple[int, int]] = set()
    low = text.lower()
    if "cccd" in low or "căn cước" in low or "tài khoản" in low:
        if _VN_TO_RECEIVE.search(text) is not None:  # (not a CCCD in a guide's sample: "mẫu số CCCD ...")
            mine |= {m.span("v") for m in _VN_CCCD.finditer(text)}
            mine |= {m.span("v") for m in _VN_ACCOUNT.finditer(text)}
    if "nip" in low or "pin" in low:
        mine |= {m.span("v") for m in _MX_NIP.finditer(text)}
    if "รหัส" in text:
        mine |= {(s, e) for s, e, _ in _thai_wifi(text)}
    if "인증서" in text:
        mine |= {m.span("v") for m in _KO_CERT_CODE.finditer(text)}
    if "暗証番号" in text:
        mine |= {m.span("v") for m in _JA_PIN_NOW.finditer(text)}
    return [sp for sp in spans if (sp[0], sp[1]) in mine]


def announces(text: str) -> bool:
    """An intercom's or a door's code asked to be written down, its digits not in the message."""
    return len(text) <= 200 and _INTERCOM_ASKED.search(text) is not None and re.search(r"[0-9]{3}", text) is None


def announced(text: str) -> list[Span]:
    """After an announcement: a code opening the message after the word "code", or a door code of digits and a
    letter opening it."""
    if len(text) > 240:
        return []
    m = _CODE_OPENING.match(text) or _DIGICODE_OPENING.match(text)
    return [(m.start("v"), m.end("v"), "announced")] if m is not None else []


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if "인증서" in text:
        out.extend(_spans(_KO_CERT_CODE, text, "one_time_code"))
    if "รหัส" in text:
        out.extend(_thai_wifi(text))
    if "-" in text:
        out.extend(_spans(_UUID_KEY, text, "api_key"))
    if "کد" in text:
        out.extend(_spans(_FA_CODE, text, "one_time_code"))
    if "nambari" in low:
        out.extend(_spans(_SW_NHIF, text, "national_id"))
    if "otp" in low or "one" in low or "verification" in low:
        out.extend(_spans(_OTP_FOR, text, "one_time_code"))
    if "暗証番号" in text:
        out.extend(_spans(_JA_PIN_NOW, text, "pin"))
    if "rfc" in low:
        out.extend(_spans(_RFC, text, "national_id"))
    if "tiva" in low:
        out.extend((m.start("v"), m.end("v"), "one_time_code") for m in _ACTIVATION.finditer(text)
                   if any(c.isdigit() for c in m.group("v")) and any(c.isalpha() for c in m.group("v")))
    if _ASKED_PW.search(text) is not None:
        for m in _ITS.finditer(text):
            v = m.group("v").rstrip(".,;")
            if _mixed_password(v) and _ASKED_PW.search(text, max(0, m.start() - 120), m.start()) is not None:
                out.append((m.start("v"), m.start("v") + len(v), "password"))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# None of its own: a trigger is also read as a secret's own name beside a tag (see round 55a)
TRIGGERS: tuple[str, ...] = ()
