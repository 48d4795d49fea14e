"""One-time codes and PINs given in the ways people give them: a new code after the first failed, a code a scammer
asked for, a bank's numeric "clave", a gate code closed by '#'.

Finds, in one message: another or a new code, named, after a failure or its arrival ("another code came: 4411 90",
"ging nicht, neuer Code 553201"); a short message that is a code and its name alone ("code 330 192", "der Code war
314207"); a code named by its service or its use and given after words ("kod BLIK, dałem mu 729 114", "minta kode
WA, kukasih 7720-41", "kod TAC bank 904 117", "passei o código de 6 dígitos do zap, 191 044", "τον κωδικό μιας χρήσης
482913"); a Spanish bank's clave (de acceso, de firma, numérica, de banca, del cajero) in digits or in number words; a
Hebrew code of a gate, a door or a building, its keypad's '#' after it. ``announces``: a message that says a code is
on the phone or an app is showing one, with no value of its own ("they want the code from my phone", "the app shows a
6 digit code for the login"): the value comes in the next messages (utils.redact_sequences carries it over a wait).

Numbers under a public label of their own (utils.beside_secrets), times, prices, years and phones stay.

``new_codes``: in a message after one whose code was cut, a new code in any grouping after a word of newness
("non va, me ne è arrivato un altro: 557 902"); those words open no gate of their own.

utils.redact's ROUNDS registry calls ``find`` and ``announces``, and SecretMemory ``new_codes``; this module imports
nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from utils import beside_secrets, secret_names

Span = tuple[int, int, str]

# a code: four to eight digits, plain or in two or three groups apart by one space or a hyphen
_VALUE = r"(?<![\w.,:/+-])(?P<v>\d{2,8}(?:[ -]\d{2,4}){0,2})(?![\w]|[.,:/]\d|[ -]\d)"
_UNIT = re.compile(r"\s*(?:%|€|\$|£|¥|₹|元|円|원|(?i:zł|pln|kr|eur|usd|rp|rm|euros?|reais|minutes?|mins?|minutos|"
                   r"minuten|hours?|horas?|uhr|h|days?|días|dias|years?|personas?|pessoas|people|pax)(?![a-zà-ÿ]))")
_YEAR = re.compile(r"(?:19|20)\d\d")


def _digits(v: str) -> int:
    return sum(c.isdigit() for c in v)


def _code_ok(text: str, s: int, e: int) -> bool:
    v = text[s:e]
    return (4 <= _digits(v) <= 8 and not (len(v) == 4 and _YEAR.fullmatch(v)) and not _UNIT.match(text, e)
            and not beside_secrets.labelled(text, s, e))


# ---- a new code after the first ----------------------------------------------------------------------------------

_NEW = (r"(?:new one|new code|(?:the|a) new one|another (?:code|one)|one more code|new otp|neue[rn]?(?: code)?|"
        r"noch einer|nuevo(?: código)?|otro(?: código)?|novo(?: código)?|outro(?: código)?|nuovo(?: codice)?|"
        r"un altro|nieuwe(?: code)?|nog een|nouveau(?: code)?|un autre|nowy(?: kod)?|kolejny(?: kod)?|inny kod|"
        r"ny kod|ny kode|uusi koodi|kode baru|kod baru|yeni kod)")
_NEW_RX = re.compile(r"(?i)(?<![a-zà-ÿ])" + _NEW + r"(?![a-zà-ÿ])")
# the first failed, expired or a later one came: what makes "new one" a code's
_WHY = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:didn'?t work|did not work|doesn'?t work|not working|nope|failed|expired|wrong|invalid|"
    r"came|arrived|got|sent|resent|just now|try|ging nicht|geht nicht|klappt nicht|abgelaufen|falsch|kam|gekommen|"
    r"no funcionó|no funciona|no va|caducó|expiró|llegó|llego|não deu|não funcionou|expirou|chegou|veio|non va|"
    r"non funziona|scaduto|arrivato|werkt niet|verlopen|gekregen|ça marche pas|marche pas|expiré|reçu|nie działa|"
    r"wygasł|przyszedł|doszedł|code|código|codice|kod|kode|koden|koodi)(?![a-zà-ÿ])")
# between "new one" and its value only links, arrival and time words: "neuer kam gerade: 66 10 93", "el nuevo es
# 204817", "another code came: 4411 90" (a noun there, "a new one, model 4411", names the number otherwise)
_LINKS = (r"(?:is|was|es|era|é|è|ist|war|est|c'est|it's|its|came|kam|gerade|just|now|jetzt|ahora|agora|ora|maintenant|"
          r"nu|teraz|here|hier|aquí|aqui|voilà|arrived|chegou|llegó|llego|arrivato|gekommen|sent|vino|veio|przyszedł|"
          r"came in|in|from|the|bank|sms|app|via|per|by|por|pelo|del|da|do|de|van|dalla|is nu|then|dann|luego|depois)")
_AFTER_NEW = re.compile(r"(?i)[\s:：,=>-]*(?:" + _LINKS + r"(?![a-zà-ÿ'])[\s:：,=>-]*){0,3}" + _VALUE)
_BEFORE_NEW = re.compile(_VALUE + r"[^\d\n.!?]{0,24}$")


def _new_codes(text: str, out: list[Span]) -> None:
    if len(text) > 200 or not _WHY.search(text):
        return
    for m in _NEW_RX.finditer(text):
        a = _AFTER_NEW.match(text, m.end())
        if a is not None and _code_ok(text, a.start("v"), a.end("v")):
            out.append((a.start("v"), a.end("v"), "one_time_code"))
            continue
        b = _BEFORE_NEW.search(text[: m.start()])
        if b is not None and _code_ok(text, b.start("v"), b.end("v")):
            out.append((b.start("v"), b.end("v"), "one_time_code"))


# a code cut from one of the user's last messages: digits, in groups or not
_CODE_SHAPE = re.compile(r"\d{2,8}(?:[ -]\d{2,4}){0,2}")


def new_codes(text: str, recent: Iterable[str]) -> set[str]:
    """In a message after one whose code was cut (``recent``: the values cut from the user's last two messages), the
    new code given in its place with a word of newness in any language and a reason ("non va, me ne è arrivato un
    altro: 557 902", "ese caducó, el nuevo es 204817"), whatever its grouping. The words alone open no gate: "nuovo"
    or "otro" beside a number in a message with no code before it ("il numero nuovo è ...") is no code's."""
    if not any(_CODE_SHAPE.fullmatch(v) and 4 <= _digits(v) <= 8 for v in recent):
        return set()
    out: list[Span] = []
    _new_codes(text, out)
    return {text[s:e] for s, e, _ in out}


# ---- a code named by its service or use, given after words -------------------------------------------------------

_GIVEN_NAMES = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:(?:kod|kodu|kode|kod)\s+blik\w*|blik\w*|"
    r"kode\s+(?:verifikasi\s+|otp\s+|verif\s+)?(?:whatsapp|wa|telegram|tele)|kode\s+otp\s+(?:wa|whatsapp)|"
    r"kod\s+(?:pengesahan|tac|otp)(?:\s+(?:whatsapp|wa|telegram|bank))?|"
    r"c[oó]digo(?:\s+de\s+(?:verificaci[oó]n|verifica[cç][aã]o|confirmaci[oó]n|seguran[cç]a|seguridad))?"
    r"(?:\s+(?:de|do|da|del)\s+(?:\d|seis|6)\s+d[ií]gitos)?\s+(?:de|do|da|del)\s+(?:whatsapp|whats|zap|telegram|"
    r"signal|instagram|facebook)|"
    r"c[oó]digo\s+de\s+(?:seis|6)\s+d[ií]gitos|"
    r"κωδικ(?:ός|ό|ού)\s+μιας\s+χρήσης|κωδικ(?:ός|ό|ού)\s+(?:otp|sms|επαλήθευσης|επιβεβαίωσης))(?![a-zà-ÿ])")
_GIVEN_GAP = re.compile(r"[^\d\n.!;]{0,44}?" + _VALUE)  # "kod BLIK? dałam mu ..."


def _given(text: str, out: list[Span]) -> None:
    for m in _GIVEN_NAMES.finditer(text):
        g = _GIVEN_GAP.match(text, m.end())
        if g is not None and _code_ok(text, g.start("v"), g.end("v")):
            out.append((g.start("v"), g.end("v"), "one_time_code"))


# ---- a Spanish bank's clave -----------------------------------------------------------------------------------------

_CLAVE = re.compile(
    r"(?i)(?<![a-zà-ÿ])clave\s+(?:de\s+acceso|de\s+firma|de\s+operaciones|de\s+seguridad|num[eé]rica|bancaria|"
    r"de\s+(?:la\s+)?banca(?:\s+(?:online|electr[oó]nica|m[oó]vil|digital))?|del\s+cajero|de\s+(?:la\s+)?tarjeta|"
    r"de\s+(?:la\s+)?app|personal|secreta|de\s+coordenadas)(?![a-zà-ÿ])")
_CLAVE_GAP = re.compile(r"[^\d\n.!?;¿]{0,36}?" + _VALUE)
_CLAVE_WORDS = re.compile(r"[^\d\n.!?;¿]{0,36}?(?<![^\W\d_])(?P<v>" + secret_names.DIGIT_WORD + r"(?:[ ,-]+"
                          + secret_names.DIGIT_WORD + r"){3,7})(?![^\W\d_])", re.IGNORECASE)


def _claves(text: str, out: list[Span]) -> None:
    for m in _CLAVE.finditer(text):
        g = _CLAVE_GAP.match(text, m.end())
        if g is not None and _code_ok(text, g.start("v"), g.end("v")):
            out.append((g.start("v"), g.end("v"), "pin"))
            continue
        w = _CLAVE_WORDS.match(text, m.end())
        if w is not None:
            out.append((w.start("v"), w.end("v"), "pin"))


# ---- a Hebrew gate, door or building code closed by '#' ------------------------------------------------------------

_HE_CODE = re.compile(r"(?<![\u05d0-\u05ea])(?:ה|ו|ש)?קוד(?![\u05d0-\u05ea])")
_HE_NOT = re.compile(r"הנחה|קופון|קופוני|מבצע|מוצר|הזמנה|משלוח|מיקוד|דואר|שובר")
_HE_PLACE = re.compile(r"שער|דלת|בניין|בנין|כניסה|לובי|חניה|חניון|מחסן|אינטרקום")
_HE_GAP = re.compile(r"[^\d\n.!?]{0,30}?(?<![\d])(?P<v>[*#]?\d{3,8})(?P<hash>#)?(?!\d)")


def _hebrew_door(text: str, out: list[Span]) -> None:
    for m in _HE_CODE.finditer(text):
        g = _HE_GAP.match(text, m.end())
        if g is None or _HE_NOT.search(g.group()):
            continue
        if g.group("hash") or _HE_PLACE.search(g.group()):
            s = g.start("v") + (g.group("v")[0] in "*#")
            out.append((s, g.end("v"), "pin"))


# ---- a short message that is a code and its name alone ----------------------------------------------------------

# "code 330 192", "der Code war 314207", "de code is 913377", "código: 190274": a code's name, an article and a link at
# most, and the digits; a postal, zip, promo, area or error code names itself otherwise and does not match
_BARE = re.compile(
    r"(?i)\s*(?:(?:the|my|a|der|die|mein|meine|de|het|mijn|el|la|mi|o|a|meu|il|le|mon|ma)\s+)?"
    r"(?:(?:bank|sms|login|app|bank-?sms)[\s-]+)?"
    r"(?:code|sms-code|código|codigo|codice|kod|kode|koden|koodi|κωδικός|код)"
    r"(?:\s+(?:is|was|war|ist|es|era|é|è|est|er|är|on|to|je|είναι|now|jetzt))?\s*[:=]?\s*" + _VALUE + r"\s*[.!]?\s*")


def _bare(text: str, out: list[Span]) -> None:
    if len(text) <= 48:
        m = _BARE.fullmatch(text)
        if m is not None and _code_ok(text, m.start("v"), m.end("v")):
            out.append((m.start("v"), m.end("v"), "one_time_code"))


# ---- a code on the phone, announced ------------------------------------------------------------------------------

_ON_PHONE = re.compile(
    r"(?i)(?<![a-z])(?:(?:want|need|ask(?:ing)?|asked)\w*\s+(?:for\s+)?(?:the|a|my)\s+code\s+(?:from|on)\s+"
    r"(?:my|the)\s+"
    r"(?:phone|app|mobile|cell)|(?:app|phone|screen|token|authenticator)\s+(?:shows|is showing|displays|gives)\s+"
    r"(?:me\s+)?(?:a|the)\s+(?:\d\s*-?\s*digit\s+|new\s+)?code)(?![a-z])")


def announces(text: str) -> bool:
    """Whether a short message with no value says a code is on the phone or an app shows one."""
    return len(text) <= 160 and not re.search(r"\d{3}", text) and _ON_PHONE.search(text) is not None


# "code" alone is too common a word to open the gate (source code, dress code): "code" right before its digits is not
_CODE_THEN_DIGIT = tuple(f"code{link}{d}" for link in (" ", ": ", ":", " is ", " was ", " war ", " ist ", " = ")
                         for d in "0123456789")
TRIGGERS: tuple[str, ...] = _CODE_THEN_DIGIT + (
    "new code", "another code", "neuer code", "nuevo código", "novo código", "nuovo codice", "nieuwe code",
    "nouveau code", "nowy kod", "kolejny kod", "inny kod", "ny kod", "uusi koodi", "kode baru", "kod baru", "yeni kod",
    "blik", "kode", "kod ", "código", "codigo", "codice", "koodi", "κωδικ", "код", "clave", "קוד", "code from my",
    "code on my", "code from the", "code on the", "digit code", "shows a code", "shows the code",
)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """The spans of codes given in this module's ways."""
    out: list[Span] = []
    _new_codes(text, out)
    _given(text, out)
    _bare(text, out)
    if "clave" in low:
        _claves(text, out)
    if "קוד" in text:
        _hebrew_door(text, out)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]
