"""Round 56a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a Kenyan SHA (Social Health Authority) member number after its name ("namba ya SHA CR1849424742050");
- a bank token's code ("el código del token 288629", "the token code 288629", "Token-Code 288629");
- a password its sentence names, given after a colon further on ("Mummo antoi minulle verkkopankkinsa salasanan,
  jotta voin maksaa hänen laskunsa: granite.marble6"), a value of letters with a digit or a mark;
- a password in brackets after its name ("typed my password (Rocket-Harbor-Juniper63)");
- backup codes numbered in columns under their heading ("1. 6516 1094    2. 2768 9006");
- a code written in two groups of three after its name ("the PayPal code is 674 058");
- a Hebrew password after what it opens ("הסיסמה לאתר של הבנק tapuzyam!");
- the Spanish tax agency's reference number in talk of the tax return ("el número de referencia que me dio la app es
  0KAIAR", "Entré con el número de referencia ... (F1FHQ7)"): with it and a DNI anyone reads the return;
- the speaker's Dutch health-insurance policy number ("Mijn polisnummer bij de zorgverzekeraar is 647666580");
- a password of letters in mixed case after "şifrem" and its kin ("şifrem kediSimit.");
- a PIN in brackets after its name ("me pidió mi NIP del cajero (5754)");
- a Japanese PIN's current value after the last one is called the previous ("さっきのは前の番号だった。今のは 8371");
- a one-time code "by SMS" in Hebrew ("קוד חד פעמי בסמס: 259321").
Holds (``hold``: put back after every keeper) the bracketed password and PIN above, and the speaker's IBAN called
theirs in Turkish ("benimki TR19 ...", "benim IBAN'ım ..."): the landlord of the sentence is whom it is for, not
whose it is.

utils.redact's ROUNDS registry calls ``find`` and ``hold``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_NUM_END = r"(?![0-9]|[.,/:][0-9])"

_SHA = re.compile(r"(?i)" + _L + r"(?:namba\s+ya\s+)?(?:sha|shif)(?:\s+(?:number|no\.?|namba))?\s*[:：]?\s*"
                  r"(?P<v>(?-i:CR)[0-9]{13})" + _R)

_TOKEN_CODE = re.compile(r"(?i)" + _L + r"(?:c[óo]digo\s+del\s+token|clave\s+del\s+token|token[\s-]code|código\s+token"
                         r"|c[óo]digo\s+de\s+(?:mi\s+)?token)\s*(?:es\s*|:\s*)?(?<![0-9])(?P<v>[0-9]{6,8})" + _NUM_END)

_PW_WORD = (r"(?:salasan\w*|password|passwort\w*|kennwort\w*|contraseña|mot\s+de\s+passe|hasł\w*|пароль\w*|senha"
            r"|wachtwoord|lösenord\w*|adgangskode\w*|passord\w*|şifre\w*|jelszav\w*|heslo\w*|parol\w*)")
# (words between the name and the colon: a colon right after the name is a field, read by the older rules with
# their placeholders and variables; the value on the colon's own line: a block after "below:" is code)
_LATE_COLON = re.compile(r"(?i)" + _L + _PW_WORD + _R + r"(?=[^.!?\n:：]*\s\w+\s)[^.!?\n:：]{8,80}?[:：][ \t]*"
                         r"(?P<v>[^\s,;:]{6,40}?)[.,;!?]?(?=\s|$)")
# (white space before the name and the bracket: "set_password(form.password.data)" is a call)
_PW_BRACKET = re.compile(r"(?i)(?<![\w.])(?:my\s+|the\s+)?" + _PW_WORD + _R + r"\s+\((?P<v>[^\s()]{6,40})\)")


def password_like(v: str) -> bool:
    """Letters with a digit or a mark in one token, not a URL, an address, a path or a version."""
    if "://" in v or "@" in v or "/" in v or re.fullmatch(r"v?[0-9.]+", v) or re.search(r"[$%{}()\[\]<>=\"'`]", v):
        return False
    letters = sum(c.isalpha() for c in v)
    return letters >= 3 and any(c.isdigit() or not c.isalnum() for c in v) and not v.endswith(("'s",))


_BACKUP_HEAD = re.compile(r"(?i)backup\s+(?:verification\s+)?codes|códigos\s+de\s+(?:respaldo|seguridad)|backup-codes"
                          r"|codes\s+de\s+secours|sicherungscodes|ersatzcodes|バックアップコード|备用验证码|備用驗證碼")
_NUMBERED_CODE = re.compile(r"(?m)(?:^|\s)[0-9]{1,2}[.)]\s+(?P<v>[0-9]{4}\s[0-9]{4}|[0-9]{8})(?![0-9])")

_CODE_3_3 = re.compile(r"(?i)" + _L + r"(?:code|otp|pin|kode|código|codice|kod|код)\s+(?:is\s+|:\s*|ist\s+|es\s+|est\s+)"
                       r"(?<![0-9])(?P<v>[0-9]{3}\s[0-9]{3})" + _NUM_END)

_HE_PW_SITE = re.compile(r"(?:ה)?סיסמ(?:ה|א)\s+ל\S+(?:\s+של\s+\S+)?\s+(?P<v>[A-Za-z][A-Za-z0-9!@#$%^&*_.-]{4,30}?)"
                         r"(?=[.,;]?(?:\s|$))")

_RENTA = re.compile(r"(?i)" + _L + r"(?:renta(?:\s+web)?|borrador|declaraci[óo]n(?:\s+de\s+la\s+renta)?|agencia\s+tributaria"
                    r"|aeat|hacienda|cl@ve)" + _R)
_REFERENCE = re.compile(r"(?i)" + _L + r"n[úu]mero\s+de\s+referencia(?:\s+[^\s:(),.]+){0,7}?\s*(?:es\s+|:\s*|\(\s*)?"
                        r"(?P<v>(?-i:[A-Z0-9]{6}))(?![A-Za-z0-9])")

_NL_POLIS = re.compile(r"(?i)" + _L + r"mijn\s+(?:zorg)?polisnummer(?:\s+(?:bij|van)\s+(?:de\s+|het\s+|mijn\s+)?\S+)?"
                       r"\s*(?:is\s*|:\s*)?(?<![0-9])(?P<v>[0-9]{6,12})" + _NUM_END)

_CAMEL_AFTER = re.compile(r"(?i)" + _L + r"(?:şifrem|şifre(?:m)?\s*:|salasanani\s+on|mein\s+passwort\s+ist|my\s+password\s+is"
                          r"|mi\s+contraseña\s+es|mon\s+mot\s+de\s+passe\s+est|moje\s+hasło\s+to|мой\s+пароль)\s+"
                          r"(?P<v>(?-i:[a-z]+[A-Z][A-Za-z]+))(?=[.,;!?]*(?:\s|$))")

_PIN_BRACKET = re.compile(r"(?i)" + _L + r"(?:nip|pin|clave|código|senha)(?:\s+(?:del?|de\s+la|da|do)\s+(?:mi\s+)?\w+)?"
                          r"\s+\(\s*(?P<v>[0-9]{4,6})\s*\)")

_JA_NOW = re.compile(r"(?:前の番号|さっきの|先ほどの|古い番号)[^。\n]{0,20}[。、]?\s*(?:今|現在|新しい|正しい)の(?:番号)?は\s*"
                     r"(?<![0-9])(?P<v>[0-9]{4,8})" + _NUM_END)

_HE_OTP = re.compile(r"קוד\s+(?:חד[\s-]?פעמי|אימות)(?:\s+ב?(?:סמס|SMS|הודעה))?\s*[:：]?\s*(?<![0-9])(?P<v>[0-9]{4,8})"
                     + _NUM_END)

_TR_MINE_IBAN = re.compile(r"(?i)" + _L + r"(?:benimki|benim\s+iban(?:'?[ıi]m)?|iban(?:'?[ıi]m)|benim\s+hesab[ıi]m)\s*"
                           r"(?:şu|bu)?\s*[:：]?\s*$")


def hold(text: str, spans: list[Span]) -> list[Span]:
    """What this round's bracketed readers found, and the speaker's IBAN right after "benimki" ("mine"): put back
    whatever keeper took them (a passphrase of words for a generated example, "sucursal" before "mi NIP" for a
    branch's number, the landlord of the sentence for whose IBAN it is)."""
    low = text.lower()
    out: list[Span] = []
    if "(" in text:
        mine = {(m.start("v"), m.end("v")) for m in _PW_BRACKET.finditer(text) if password_like(m.group("v"))}
        mine |= {(m.start("v"), m.end("v")) for m in _PIN_BRACKET.finditer(text)}
        out += [sp for sp in spans if (sp[0], sp[1]) in mine]
    if "benim" in low or "iban" in low:
        out += [sp for sp in spans if sp[2] == "iban" and _TR_MINE_IBAN.search(text, max(0, sp[0] - 30), sp[0])]
    return out


def _spans(rx: re.Pattern[str], text: str, kind: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), kind) for m in rx.finditer(text)]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if "sha" in low:
        out.extend(_spans(_SHA, text, "national_id"))
    if "token" in low:
        out.extend(_spans(_TOKEN_CODE, text, "one_time_code"))
    if ":" in text or "：" in text:
        out.extend((m.start("v"), m.end("v"), "password") for m in _LATE_COLON.finditer(text)
                   if password_like(m.group("v")))
    if "(" in text:
        out.extend((m.start("v"), m.end("v"), "password") for m in _PW_BRACKET.finditer(text)
                   if password_like(m.group("v")))
        out.extend(_spans(_PIN_BRACKET, text, "pin"))
    h = _BACKUP_HEAD.search(text)
    if h is not None:
        out.extend((m.start("v"), m.end("v"), "recovery_code") for m in _NUMBERED_CODE.finditer(text, h.end()))
    out.extend(_spans(_CODE_3_3, text, "one_time_code"))
    if "סיסמ" in text:
        out.extend(_spans(_HE_PW_SITE, text, "password"))
    if "referencia" in low and _RENTA.search(text) is not None:
        out.extend((m.start("v"), m.end("v"), "password") for m in _REFERENCE.finditer(text)
                   if any(c.isdigit() for c in m.group("v")) and any(c.isalpha() for c in m.group("v")))
    if "polisnummer" in low:
        out.extend(_spans(_NL_POLIS, text, "account_number"))
    out.extend(_spans(_CAMEL_AFTER, text, "password"))
    if "今" in text or "現在" in text:
        out.extend(_spans(_JA_NOW, text, "pin"))
    if "קוד" in text:
        out.extend(_spans(_HE_OTP, text, "one_time_code"))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# None of its own: a trigger is also read as a secret's own name beside a tag (see round 55a)
TRIGGERS: tuple[str, ...] = ()
