"""Round 23's recall classes: values named by words the lexicons lacked, and shapes read whole.

- A bank app's or a wallet's code by its name: "senha do app do banco é …", a GCash MPIN ("MPIN ko sa GCash: …"),
  Persian one-time codes ("رمز یکبار مصرف"), an Arabic Wi-Fi password ("كلمة سر الواي فاي … هي …"), Baltic door
  codes ("durų kodas", "durvju kods", "ukse kood"), a PIN sent by letter and a TAN sent to the phone in German ("per
  Brief geschickt: …", "aufs Handy, …"), a Tagalog MPIN said before its name ("kung 4826 ba ang MPIN ko"), a
  telephone-banking security number ("digits 2, 4 and 5 of my security number …").
- A transcribed bank screenshot's "Customer ID:" line, beside a "Passcode:" or password line of the same message.
- A Microsoft-style recovery code (five groups of five capitals and digits) after "recovery code" and its names.
- A Mercado Pago access token in full (``APP_USR-`` digits, digits, hex, digits; the public key is a UUID, kept by
  redact_public_values).
- A card number in groups of four separated by dots, with the network's prefix and Luhn.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck

Span = tuple[int, int, str]

_V = r"[\"'“«]?(?P<v>[^\s\"'”»,，。;]{3,64}?)[\"'”»]?(?=[\s,，。;.!?)]|$)"
_DIGITS = r"(?P<v>\d{4,8})(?![\d/.:-]\d)"
_NAMED: tuple[tuple[str, re.Pattern[str], str], ...] = (
    # Portuguese: the bank app's password, often six digits
    ("senha do ", re.compile(r"(?i)\bsenha do (?:app|aplicativo)(?: do (?:banco|\w+))?(?: d[oa] \w+)?\s*(?:é|:|=)\s*"
                            + _V), "password"),
    # Tagalog / English: a GCash or Maya MPIN
    ("mpin", re.compile(r"(?i)\bmpin\b[^\n\d]{0,40}?(?:[:=]|\b(?:ay|is|ko|kasi|pala|naman|nga|was|na)\b)\s*" + _DIGITS), "pin"),
    # Tagalog: a PIN or a password named, its owner, and the linker "na" or "ay" before the value ("PIN ko na …")
    ("pin", re.compile(r"(?i)\b(?:pin|passcode|pin\s*code)\s+(?:ko|mo|niya|namin|natin|nila)\s+(?:na|ay)\s+" + _DIGITS),
     "pin"),
    # Tagalog: the number said before its name ("kung 4826 ba ang MPIN ko")
    ("mpin", re.compile(r"(?i)(?<![\d.,:/-])(?P<v>\d{4,8})\s+(?:ba\s+|nga\s+)?(?:ang|yung|ung|yong)\s+mpin\b"), "pin"),
    # English: a telephone-banking security number ("digits 2, 4 and 5 of my security number ...")
    ("security number", re.compile(r"(?i)(?:(?:tele)?phone[- ]?banking|\bbank)[^\n]{0,80}?\bsecurity (?:number|no\.?)"
                                   r"\s*(?:is\s*|[:=]\s*)?" + _DIGITS), "pin"),
    # a one-time code typed in "from the app" or "from the authenticator" (after a push that never came): the
    # digits an authenticator shows, in English, German, French, Spanish, Italian, Portuguese
    ("from ", re.compile(r"(?i)(?:typed|entered|put in|keyed in|used|tried|input)\s+(?:in\s+)?(?:the\s+code\s+)?"
                         r"(?P<v>\d{6,8})\s+(?:from|off)\s+(?:the\s+|my\s+)?(?:\w+[ -])?(?:app|authenticator|authy"
                         r"|token)\b"), "one_time_code"),
    ("aus der", re.compile(r"(?i)(?P<v>\d{6,8})\s+aus\s+der\s+(?:\w+-)?(?:app|authenticator)\w*\s+"
                           r"(?:eingegeben|eingetippt)"), "one_time_code"),
    ("depuis l", re.compile(r"(?i)(?:tapé|saisi|entré)\s+(?:le\s+(?:code\s+)?)?(?P<v>\d{6,8})\s+depuis\s+l'"
                            r"(?:app|appli|application|authenticator)"), "one_time_code"),
    (" app", re.compile(r"(?i)(?:puse|ingresé|metí|escribí|digitei|coloquei|inserito|messo|digitato)\s+(?:el\s+|o\s+|il\s+)?"
                        r"(?:código\s+|codice\s+)?(?P<v>\d{6,8})\s+(?:de|da|dalla|do)\s+(?:la\s+)?"
                        r"(?:app|aplicaci[oó]n|aplicativo|authenticator)\b"), "one_time_code"),
    # Persian: a one-time code ("رمز یکبار مصرف", "کد یکبار مصرف"), the bank named or not
    ("یکبار مصرف", re.compile(r"(?:رمز|کد)\s*یک\s*بار\s*مصرف[^\n\d]{0,40}?" + _DIGITS), "one_time_code"),
    # Arabic: the Wi-Fi's password
    ("الواي فاي", re.compile(r"كلمة (?:سر|مرور) (?:ال)?واي ?فاي[^\n:：]{0,30}?(?:\s(?:هي|هو)\s|[:：]\s*)" + _V),
     "password"),
    # Lithuanian, Latvian, Estonian door codes
    ("kod", re.compile(r"(?i)(?:durų|laiptinės|vartų)\s+kodas\s*(?:yra\s*|[:=]\s*)?" + _DIGITS), "door_code"),
    ("kods", re.compile(r"(?i)(?:durvju|vārtu)\s+kods\s*(?:ir\s*|[:=]\s*)?" + _DIGITS), "door_code"),
    ("kood", re.compile(r"(?i)(?:ukse|trepikoja|värava)\s+kood\s*(?:on\s*|[:=]\s*)?" + _DIGITS), "door_code"),
    # German: a PIN sent by letter, a TAN that came to the phone
    ("brief", re.compile(r"(?i)\bpin\b[^\n]{0,40}?per (?:brief|post)\b[^\n\d]{0,30}?[:,–-]\s*" + _DIGITS), "pin"),
    ("handy", re.compile(r"(?i)\b[a-z]{0,4}tan\b[^\n]{0,40}?aufs? handy\b[^\n\d]{0,15}?[:,–-]?\s*" + _DIGITS),
     "one_time_code"),
)
_CUSTOMER_ID = re.compile(r"(?im)^\s*(?:customer|client|user) id\s*:\s*(?P<v>[A-Za-z0-9-]{6,20})\s*$"
                          r"|^\s*id de cliente\s*:\s*(?P<w>[A-Za-z0-9-]{6,20})\s*$")
_PASS_LINE = re.compile(r"(?im)^\s*(?:passcode|password|pin|clave(?: de acceso)?|senha|passwort)\s*:")
_RECOVERY_NAME = re.compile(r"(?i)recovery code|wiederherstellungscode|code de récupération|código de recuperación"
                            r"|codice di recupero|herstelcode|kod odzyskiwania")
_FIVE_BY_FIVE = re.compile(r"(?<![A-Z0-9-])[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}(?![A-Z0-9-])")
_MP_TOKEN = re.compile(r"(?<![\w-])APP_USR-\d{10,20}-\d{6}-[0-9a-f]{32}-\d{6,12}(?![\w-])")
_DOTTED_CARD = re.compile(r"(?<![\d.])[2-6]\d{3}(?:\.\d{4}){3}(?![\d.])")

# "I wrote mine as …", "mine is …", "meine ist …" after a sample or an example in the same message
_SAMPLE = re.compile(r"(?i)sample|example|beispiel|ejemplo|exemple|esempio|exemplo")
_MINE = re.compile(r"(?i)(?:\bI (?:wrote|put|entered|typed) mine as|\bmine(?: is|'s)|\bmeine (?:ist|lautet)|\bel mío es"
                   r"|\bla mienne est|\ble mien est|\bo meu é|\ba minha é)\s*[:：]?\s*"
                   r"(?P<v>[A-Za-z0-9][A-Za-z0-9-]{4,30})"
                   r"(?<![.-])")
# a password given in two quoted parts
_TWO_PARTS = re.compile(r"(?i)(?:in two parts|split in two(?: parts)?|two pieces|en deux (?:morceaux|parties)"
                        r"|in zwei teilen|en dos partes|em duas partes|in due parti)")
_QUOTED = re.compile(r"[\"“«]\s*(?P<v>[^\s\"”»]{2,32})\s*[\"”»]")
# a security question's table: a header naming the question and the answer, the answers in the next rows
_QA_HEADER = re.compile(r"(?im)^\|\s*(?:security )?(?:question|sicherheitsfrage|frage|pregunta|question de sécurité"
                        r"|pergunta|domanda)\s*\|\s*(?:answer|antwort|respuesta|réponse|resposta|risposta)\s*\|\s*$")
_ROW = re.compile(r"(?m)^\|[^|\n]+\|\s*(?P<v>[^|\n]*?[^|\s][^|\n]*?)\s*\|\s*$")
# the card's code asked for: the next message may send it bare
_ASKS_CODE = re.compile(r"(?i)(?:ask(?:s|ing)? for|wants?|needs?|pide|me pide|fragt nach|demande|pede)\b[^\n]{0,40}?"
                        r"(?:security code|cvv2?|cvc|card code|código de seguridad|sicherheitscode|prüfnummer"
                        r"|cryptogramme|código de segurança)")


def announces(text: str) -> bool:
    """A message asking for a card's security code: the value comes next."""
    return len(text) <= 300 and _ASKS_CODE.search(text) is not None


# the code sent after such a request: three digits alone or after a short lead-in ("it's 266", "es 913")
_BARE_CVV = re.compile(r"(?i)\s*(?:(?:it'?s|it is|here|es|é|ist|c'est|è|is|das ist|son)\s*[:：]?\s*)?(?P<v>\d{3})"
                       r"\s*[.!]?\s*")


def bare_card_code(text: str) -> tuple[int, int] | None:
    """The span of a card code sent bare in an announced message, else None."""
    m = _BARE_CVV.fullmatch(text)
    return None if m is None else (m.start("v"), m.end("v"))

# a PIN read out in kana syllables ("ご・さん・ご・いち", "いち に さん よん") after a number's or a code's name
_KANA_DIGIT = r"(?:ぜろ|れい|いち|に|さん|よん|し|ご|ろく|なな|しち|はち|きゅう|く)"
_KANA_PIN = re.compile(r"(?:暗証番号|番号|暗証|ピン|PIN|コード|パスワード|パスコード)[はがをもの、:：\s]{0,4}"
                       r"(?P<v>" + _KANA_DIGIT + r"(?:[・、 　]" + _KANA_DIGIT + r"){3,7})"
                       # a particle or a copula may follow the last digit ("…いちです", "…きゅうね"), a word may not
                       r"(?!(?!です|でした|だよ|だ|ね|よ|と|って)[ぁ-ゖ]|[号番階円])")

# a password spelled one character at a time with words between ("capital L, then i, g, h, t, then 2 1 and an
# exclamation mark", "M mayúscula, luego a, r", "большая K, потом r, a"): the run from its first character to its
# last, after the password's name
_CASE = (r"capital|uppercase|upper-case|lowercase|lower-case|small|big|mayúscula|minúscula|maiúscul[oa]|minúscul[oa]"
         r"|большая|маленькая|заглавная|строчная|groß(?:es)?|klein(?:es)?|majuscule|minuscule")
_ITEM = r"(?:(?:" + _CASE + r")\s+)?[^\W_](?![^\W_])(?:\s+(?:" + _CASE + r")(?![^\W_]))?"
_SEP = r"(?:\s*,\s*|\s+)(?:(?:then|luego|después|depois|потом|затем|dann|danach|puis|ensuite|poi|and|y|e|и|und|et)\s+)?"
_SYM = (r"(?:(?:and|y|e|и|und|et)\s+)?(?:(?:an?|un|una|uma?|um|ein|einem)\s+)?(?:exclamation (?:mark|point)|hash(?: sign)?"
        r"|dollar sign|at sign|underscore|dash|hyphen|question mark|signo de exclamación|signo de admiración"
        r"|ponto de exclamação|восклицательный знак|ausrufezeichen|point d'exclamation|punto esclamativo)")
_SPELLED = re.compile(r"(?i)(?:password|passwort|contraseña|senha|пароль|mot de passe|wachtwoord|\bpw)\b[^\n]{0,20}?"
                      r"(?:\bis|\bes|\bé|\bist|\best|[:：])\s*(?P<v>" + _ITEM + r"(?:" + _SEP + _ITEM + r"){3,}"
                      r"(?:(?:\s*,\s*|\s+)" + _SYM + r")?)")


TRIGGERS: tuple[str, ...] = (
    "from the app", "from my app", "from the authenticator", "from authy", "aus der", "depuis l'app",
    "depuis l'appli", "de la app", "dalla app", "senha do ", "mpin", "security number", "یکبار مصرف", "یک بار مصرف", "الواي فاي", "kodas", "kods", "kood", "per brief", "per post",
    "handy", "customer id", "client id", "user id", "id de cliente", "recovery code", "wiederherstellungscode",
    "code de récupération", "código de recuperación", "codice di recupero", "herstelcode", "kod odzyskiwania",
    "app_usr-", "mine", "meine", "mío", "mienne", "mien", "meu é", "minha é", "two parts", "split in two",
    "two pieces", "deux morceaux", "deux parties", "zwei teilen", "dos partes", "duas partes", "due parti",
    "番号", "暗証", "ピン", "コード", "パスコード", "| question", "| security question", "| sicherheitsfrage", "| frage",
    "| pregunta", "| pergunta", "| domanda",
)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    for word, rx, kind in _NAMED:
        if word in low:
            for m in rx.finditer(text):
                v = m.group("v")
                if any(c.isdigit() for c in v) and not placeholder(v):
                    out.append((m.start("v"), m.end("v"), kind))
    if "id" in low and _PASS_LINE.search(text):
        for m in _CUSTOMER_ID.finditer(text):
            g = "v" if m.group("v") else "w"
            if any(c.isdigit() for c in m.group(g)):
                out.append((m.start(g), m.end(g), "customer_id"))
    if _RECOVERY_NAME.search(text):
        out += [(m.start(), m.end(), "recovery_code") for m in _FIVE_BY_FIVE.finditer(text)
                if sum(c.isdigit() for c in m.group()) >= 3]
    if "APP_USR-" in text:
        out += [(m.start(), m.end(), "mercadopago_token") for m in _MP_TOKEN.finditer(text)]
    if _SAMPLE.search(text):
        out += [(m.start("v"), m.end("v"), "id_number") for m in _MINE.finditer(text)
                if sum(c.isdigit() for c in m.group("v")) >= 4]
    m2 = _TWO_PARTS.search(text)
    if m2 is not None:
        for q in list(_QUOTED.finditer(text, m2.end()))[:2]:
            if not q.group("v").isalpha() or not q.group("v").islower():
                out.append((q.start("v"), q.end("v"), "password"))
    h = _QA_HEADER.search(text) if "|" in text else None
    if h is not None:
        for r in _ROW.finditer(text, h.end()):
            v = r.group("v")
            if not set(v) <= set("-: "):
                out.append((r.start("v"), r.end("v"), "security_answer"))
    if "・" in text or "に" in text:
        out += [(m.start("v"), m.end("v"), "pin") for m in _KANA_PIN.finditer(text)]
    if "," in text and ("password" in low or "senha" in low or "contraseña" in low or "пароль" in low
                        or "passwort" in low or "mot de passe" in low or "pw" in low or "wachtwoord" in low):
        out += [(m.start("v"), m.end("v"), "password") for m in _SPELLED.finditer(text)]
    if "." in text:
        out += [(m.start(), m.end(), "card") for m in _DOTTED_CARD.finditer(text)
                if idcheck.luhn_ok(m.group().replace(".", ""))]
    return out
