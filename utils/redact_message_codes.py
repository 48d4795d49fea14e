"""Codes inside a message the user quotes or forwards, or beside the name a device or a service gives them.

Finds:
- a one-time code a quoted e-mail or SMS tells the reader to use ("> Use 604917 to approve the transfer",
  "Utilisez 604917 pour valider", "Usa 604917 para confirmar"): the digits between the verb of using and the
  action they approve;
- a one-time code opening the SMS it came in ("482913 is your Acme confirmation code", "482913 es tu código de
  …"), and the code an SMS is said to carry ("un SMS cu codul 482913", "SMS mit dem Code 482913", "a text with
  code 482913"); the sender's short code and amounts stay;
- a one-time code in the SMS templates that tell what to do with it or whose it is ("Use 873889 as your account
  security code", "Enter 482913 to sign in", "Verwenden Sie 482913 als Code", "Twój kod to 482913", "Koden din er
  482913", "Kodunuz: 482913"); a port, a year, a postal or a promotion's code "used as" stays;
- a mobile-money transaction code opening its confirmation SMS ("QAB3XK8PLM Confirmed. Ksh…"): ten capitals and
  digits before "Confirmed" in a message naming the service or its currency (the amount and the till stay);
- an authenticator's setup key in spaced groups of four base32 characters after its name ("setup key: ABCD EFGH
  …", "clé de configuration :", "Einrichtungsschlüssel:");
- an alarm's code after its company's name ("our ADT code is 4471", "SimpliSafe PIN: 2290");
- a card's expiry on its own row of a markdown table holding a card (the card and its code are cut elsewhere).

utils.redact's ROUNDS registry calls ``find`` (round 34a's rules) and ``find_sms`` (the SMS codes and templates
of rounds 35a and 36a) as two rounds, each in its own place: at the same span the first round's kind is kept, so
each finder stays where it ran. This module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

Span = tuple[int, int, str]

# ---- a one-time code a quoted message says to use --------------------------------------------------------

_USE_CODE = re.compile(
    r"(?i)\b(?:use|enter|type|input|utilisez|utilise|saisissez|entrez|usa|use|utilice|introduce|ingrese|digite"
    r"|verwenden\s+Sie|verwende|nutzen\s+Sie|gib|geben\s+Sie|gebruik|voer|użyj|wpisz)\s+(?:code\s+|the\s+code\s+)?"
    r"(?<![\d-])(?P<v>\d{4,8})(?![\d-]|[.,]\d)\s*,?\s+(?:to|pour|para|per|um|om|aby|in\s+order\s+to|als)\b"
    r"(?P<rest>[^.\n]{0,50})")
_ACTION = re.compile(
    r"(?i)approv|confirm|verif|sign\s*(?:in|on)|log\s*(?:in|on)|authori[sz]|authenticat|complete|reset|valid"
    r"|connect|accéder|best[äa]tig|anmeld|freigeb|aprobar|aprovar|autoriz|acced|inici|confermar|accedere|autorizz"
    r"|bevestig|inloggen|potwierd|zaloguj|transfer|payment|paiement|pago|zahlung|login")
_CODE_CUE = ("code", "passcode", "otp", "one-time", "verification", "forwarded", "subject:", "> ", "sms", "code:",
             "código", "codice", "kod", "bestätigung", "transfer", "virement", "transferencia")


def _use_codes(text: str, low: str, out: list[Span]) -> None:
    if not any(w in low for w in _CODE_CUE):
        return
    for m in _USE_CODE.finditer(text):
        if _ACTION.search(m.group("rest")) is None:
            continue
        v = m.group("v")
        # a year ("use 2024 to sign in to the report") or a port is not a code: four digits need a code's word
        if len(v) == 4 and ("code" not in low and "otp" not in low and "kod" not in low):
            continue
        out.append((m.start("v"), m.end("v"), "one_time_code"))


# ---- a one-time code opening a quoted SMS, one an SMS carries, or one in an SMS template ---------------------

_OTP_FIRST = re.compile(
    r"(?<![\w.,/-])(?:G-)?(?P<v>\d{4,8})(?![\w.,/-])\s+(?:is\s+your|es\s+tu|es\s+su|est\s+votre|est\s+ton"
    r"|é\s+o\s+seu|é\s+o\s+teu|ist\s+dein|ist\s+Ihr|è\s+il\s+tuo|è\s+il\s+suo|is\s+je|is\s+uw|to\s+twój"
    r"|er\s+din|är\s+din|jest\s+twoim|adalah\s+kode|là\s+mã|[—–-]\s+ваш|[—–-]\s+твій|[—–-]\s+ваш)\b(?P<rest>[^\n\"“”«»]{0,60})", re.I)
_OTP_WORD = re.compile(
    r"(?i)\b(?:code|otp|passcode|pin|c[óo]digo|codice|kod|koden|kode|kodem|mã)\b|verification|confirmation"
    r"|bestätigung|vérification|verificación|verifica|login|sign-in|security|verifikasi|xác|код")

_SMS_CODE = re.compile(
    r"(?i)\b(?:sms|text|texto|mensaje|messaggio|mensagem|nachricht|bericht|wiadomość|zprávu|správu|смс|sms-ку)"
    r"\s+(?:cu|with|con|com|mit|avec|met|z|s|с|containing|con\s+dentro)\s+(?:the\s+|el\s+|o\s+|dem\s+|le\s+|il\s+"
    r"|de\s+|einem\s+|un\s+|a\s+)?(?:codul|cod|code|c[óo]digo|codice|kod|kodem|kódem|kódom|кодом|Code)"
    r"\s*+[:：]?\s*+(?<![\d.,])(?P<v>\d{4,8})(?![\d]|[.,]\d)")


# an SMS that tells its reader what to do with the code ("Use 873889 as your Microsoft account security code", "Enter
# 482913 to sign in", "Verwenden Sie 482913 als Bestätigungscode", "Użyj 482913 jako kodu"): the verb, the code, then
# what it is for, naming a code or a login
_OTP_USE = re.compile(
    r"(?<![^\W\d_])(?:[Uu]se|[Ee]nter|[Tt]ype|[Vv]erwenden\s+Sie|[Vv]erwende|[Nn]utze|[Gg]eben\s+Sie|[Gg]ib|[Uu]sa|[Uu]tiliza"
    r"|[Uu]tilice|[Ii]ngresa|[Ii]ntroduce|[Uu]tilize|[Dd]igite|[Ii]nsira|[Uu]tilisez|[Uu]tilise|[Ee]ntrez|[Ss]aisissez"
    r"|[Ss]aisis|[Uu]tilizza|[Ii]nserisci|[Gg]ebruik|[Vv]oer|[Uu]żyj|[Ww]pisz|[Ww]prowadź|[Ии]спользуйте"
    r"|[Вв]ведите|[Вв]икористовуйте|[Вв]ведіть|[Gg]unakan|[Mm]asukkan|[Ss]ử\s+dụng|[Nn]hập|[Aa]nge|[Bb]ruk|[Bb]rug"
    r"|[Kk]äytä|[Ss]yötä)\s++"
    r"(?P<named>(?:the\s+)?code\s+|(?:den\s+)?Code\s+|(?:le\s+)?code\s+|(?:el\s+)?c[óo]digo\s+|(?:il\s+)?codice\s+|kod\s+"
    r"|код\s+)?[:：]?\s*+(?<![\w.,/-])(?:G-)?(?P<v>\d{4,8})(?![\w,/-]|\.\d)\s*(?P<rest>[^\n\"“”«»]{0,60})")
# "your code is" where a language says it in its own order ("Twój kod to", "Koden din er", "Kodunuz:", "Codul tău de
# verificare este", "Ο κωδικός σας είναι"), the code right after
_OTP_YOURS_ANYWHERE = (
    r"(?i)(?<![^\W\d_])(?:twój\s+kod(?:\s+\w+)?\s*(?:to|jest|:)|din\s+(?:\w+)?kod(?:e)?\s*(?:är|er|:)"
    r"|{word}(?:\w+)?koden\s+din\s*(?:är|er|:)|{word}\w*kodunuz\s*+(?:[:：]|şudur|budur)?"
    r"|codul\s+(?:tău|tau|dvs\.?|dumneavoastră)"
    r"(?:\s+de\s+\w+)?(?:\s+(?-i:[A-Z][a-zăâîșț]+))?\s*(?:este|e|:)|ο\s+κωδικός\s+(?:\w+\s+)?σας(?:\s+\w+)?\s*(?:είναι|:))"
    r"\s*+[:：]?\s*+(?<![\d.,/-])(?P<v>\d{4,8})(?![\d/-]|[.,]\d)")
# The compounds ending in "koden"/"kodunuz" are read from where their word starts: read from inside a run of digits,
# every digit walked the run to its end. A match from inside a word is found from the word's start as well, which a
# scan reaches first, except where the scan resumes inside a word (right after a code's digits): there the pattern
# that reads from anywhere is tried at that one position (_otp_yours).
_OTP_YOURS = re.compile(_OTP_YOURS_ANYWHERE.replace("{word}", r"(?<!\w)"))
_OTP_YOURS_HERE = re.compile(_OTP_YOURS_ANYWHERE.replace("{word}", ""))
_WORD_CHAR = re.compile(r"\w")


def _otp_yours(text: str) -> Iterator[re.Match[str]]:
    """_OTP_YOURS_HERE.finditer(text), each compound read once from its word's start."""
    pos = 0
    while True:
        m = None
        if 0 < pos < len(text) and _WORD_CHAR.match(text, pos - 1) and _WORD_CHAR.match(text, pos):
            m = _OTP_YOURS_HERE.match(text, pos)
        if m is None:
            m = _OTP_YOURS.search(text, pos)
        if m is None:
            return
        yield m
        pos = m.end()


# what a number "used as" or "entered" is when it is no code from a message: a postal or a country's code, a port,
# a promotion's or an error's code
_NOT_OTP = re.compile(r"(?i)zip|postal|post\s*code|postleitzahl|plz|code\s+postal|area\s+code|country|promo|discount"
                      r"|coupon|voucher|referral|error|status|exit|http|port\b|pin\s+code\s+of|branch|sort|pocztow|postnummer"
                      r"|postnr|posta\s+kod|rabat|rabatt|indirim|ταχυδρομ")
_LOGIN_WORD = re.compile(r"(?i)sign\s*in|log\s*in|verify|anmeld|einlogg|connexion|connecter|iniciar\s+sesi|acced|accesso"
                         r"|inlogg|logowani|zaloguj|вход|войти|увійти|masuk|đăng\s+nhập|kirjaudu|logg\s+inn|logga\s+in|kodu|weryfikac|jednorazow|zalogowa")


def _sms_codes(text: str, low: str, out: list[Span]) -> None:
    for m in _OTP_FIRST.finditer(text) if _IS_YOUR.search(low) else ():
        if _OTP_WORD.search(m.group("rest")) is not None and not _YEAR.fullmatch(m.group("v")):
            out.append((m.start("v"), m.end("v"), "otp"))
    for m in _otp_yours(text):
        if _NOT_OTP.search(m.group(0)) is None and not _YEAR.fullmatch(m.group("v")):
            out.append((m.start("v"), m.end("v"), "otp"))
    for m in _OTP_USE.finditer(text):
        rest = m.group("rest")
        if ((m.group("named") or _OTP_WORD.search(rest) is not None or _LOGIN_WORD.search(rest) is not None)
                and _NOT_OTP.search(rest) is None and not _YEAR.fullmatch(m.group("v"))):
            out.append((m.start("v"), m.end("v"), "otp"))
    if "sms" in low or "text" in low or "смс" in low or "mensa" in low or "messag" in low or "nachricht" in low:
        for m in _SMS_CODE.finditer(text):
            out.append((m.start("v"), m.end("v"), "otp"))


_YEAR = re.compile(r"(?:19|20)\d\d")  # "2024 is your year to reset your login habits"
_IS_YOUR = re.compile(r"\b(?:is your|es tu|es su|est votre|est ton|é o seu|é o teu|ist dein|ist ihr|è il tuo"
                      r"|è il suo|is je|is uw|to twój|jest twoim|er din|är din|adalah kode|là mã)\b|[—–-] ваш|[—–-] твій")


# ---- a mobile-money confirmation's transaction code ------------------------------------------------------

# (a code of letters only too: "ZCWEFHFZPR Confirmed." is the same ten characters the service prints)
_MM_CODE = re.compile(r"(?<![\w-])(?P<v>(?=[A-Z0-9]{10}\b)(?=[A-Z0-9]*[A-Z][A-Z0-9]*[A-Z])[A-Z0-9]{10})"
                      r"\s+(?:Confirmed|confirmed|CONFIRMED)\b")
_MM_CUE = ("m-pesa", "mpesa", "ksh", "tsh", "ugx", "airtel money", "mtn momo", "tigo pesa", "m-shwari")


def _money_codes(text: str, low: str, out: list[Span]) -> None:
    if "confirmed" not in low or not any(w in low for w in _MM_CUE):
        return
    for m in _MM_CODE.finditer(text):
        out.append((m.start("v"), m.end("v"), "secret"))


# ---- a spaced authenticator setup key -------------------------------------------------------------------

_SETUP_KEY = re.compile(
    r"(?i)(?:setup\s+key|set-up\s+key|secret\s+key|authenticator\s+key|2fa\s+key|totp\s+(?:key|secret|seed)|mfa\s+key"
    r"|clé\s+(?:de\s+configuration|secrète)|einrichtungsschlüssel|geheimer\s+schlüssel|clave\s+(?:de\s+configuración"
    r"|secreta)|chave\s+(?:de\s+configuração|secreta)|chiave\s+(?:di\s+configurazione|segreta)|installatiesleutel)"
    r"\s*(?:is\s+)?[:：=]?\s*[\"'`]?"
    r"(?P<v>(?-i:[A-Z2-7]{4}(?:\s[A-Z2-7]{4}){3,15}|[a-z2-7]{4}(?:\s[a-z2-7]{4}){3,15}))(?![\w])")


def _setup_keys(text: str, low: str, out: list[Span]) -> None:
    if not any(w in low for w in ("key", "clé", "schlüssel", "clave", "chave", "chiave", "sleutel", "secret", "seed")):
        return
    for m in _SETUP_KEY.finditer(text):
        v = m.group("v")
        if len(set(v.replace(" ", ""))) < 6:
            continue  # a mask ("XXXX XXXX XXXX XXXX")
        out.append((m.start("v"), m.end("v"), "totp_seed"))


# ---- an alarm's code after its company's name ------------------------------------------------------------

_ALARM_CO = re.compile(
    r"(?i)\b(?:adt|simplisafe|vivint|brinks|verisure|securitas|frontpoint|abode|ajax|honeywell|vista|dsc|bosch)"
    r"\s+(?:alarm\s+|panel\s+|keypad\s+|system\s+|arming\s+|disarm\s+|master\s+|user\s+)?(?:code|pin|passcode)"
    r"\s*(?:is|was|:|=)?\s*(?<![\d-])(?P<v>\d{4,6})(?![\d-]|[.,]\d)")


def _alarm_codes(text: str, low: str, out: list[Span]) -> None:
    if not any(w in low for w in ("adt", "simplisafe", "vivint", "brinks", "verisure", "securitas", "frontpoint",
                                  "abode", "ajax", "honeywell", "vista", "dsc", "bosch")):
        return
    for m in _ALARM_CO.finditer(text):
        out.append((m.start("v"), m.end("v"), "pin"))


# ---- a card's expiry on a table's row -------------------------------------------------------------------

# (a row starts on a line that is not blank: tried from every line of a run of blank lines, each walked the run to its
# end; the row found from its own line is the one found from the blank lines above it)
_EXPIRY_ROW = re.compile(
    r"(?im)^(?![^\S\n]*\n)\s*+\|\s*(?:exp(?:iry|iration|ires)?(?:\s+date)?|valid\s+(?:thru|through|until)|good\s+thru|ablauf(?:datum)?"
    r"|gültig\s+bis|date\s+d'expiration|expiration|vencimiento|caducidad|validade|scadenza|vervaldatum|data\s+ważności)"
    r"\s*\|\s*(?P<v>(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|20\d{2}))\s*\|")
_CARD_IN_TABLE = re.compile(r"(?m)^(?![^\S\n]*\n)\s*+\|[^|\n]*\|\s*(?:[2-6]\d{3}[ -]?\d{4,6}[ -]?\d{4,5}(?:[ -]?\d{1,4})?)\s*\|")


def _table_expiry(text: str, out: list[Span]) -> None:
    if "|" not in text or "/" not in text:
        return
    if _CARD_IN_TABLE.search(text) is None:
        return
    for m in _EXPIRY_ROW.finditer(text):
        out.append((m.start("v"), m.end("v"), "card_expiry"))


# ---- an amount in a currency's letters kept --------------------------------------------------------------

# "Ksh963.00", "KES 1,204.50", "UGX45000": a price glued to its currency has a letter and a digit like a password,
# and a confirmation SMS quoted whole holds several
_AMOUNT = re.compile(r"(?:Ksh|KSh|KSH|KES|Kshs|Tsh|TSh|TZS|UGX|USh|RWF|Frw|GHS|GH₵|NGN|ZMW|MWK|ETB|PHP|Php|INR|Rs\.?)"
                     r"\s?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|(?:Ksh|KES|Tsh|TZS|UGX|PHP|Php)\s?\d+(?:\.\d{1,2})?")


# shillings in any case ("ksh.1,500"), and the figure alone when a rule cut it after its currency ("KES [1,204.50]")
_SHILLINGS = re.compile(r"(?i)(?:ksh|kes|tsh|tzs|ush|ugx)\.?\s?\d[\d,]*(?:\.\d\d)?")
_FIGURE = re.compile(r"\d[\d,]*(?:\.\d\d)?")
_SHILLINGS_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:ksh|kes|tsh|tzs|ush|ugx)\.?\s?$")


def _amount(text: str, s: int, e: int) -> bool:
    v = text[s:e]
    return (_AMOUNT.fullmatch(v) is not None or _SHILLINGS.fullmatch(v) is not None
            or (_FIGURE.fullmatch(v) is not None and _SHILLINGS_BEFORE.search(text[max(0, s - 16):s]) is not None))


def keep(text: str, spans: list[tuple[int, int, str]]) -> None:
    """The one keeper of amounts in a currency's letters (rounds 34a and 34b each had one)."""
    spans[:] = [sp for sp in spans if not _amount(text, sp[0], sp[1])]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    del placeholder
    out: list[Span] = []
    _use_codes(text, low, out)
    _money_codes(text, low, out)
    _setup_keys(text, low, out)
    _alarm_codes(text, low, out)
    _table_expiry(text, out)
    return out


def find_sms(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """One-time codes opening a quoted SMS, carried by one, or in an SMS template (``low`` is the lower case)."""
    del placeholder
    out: list[Span] = []
    _sms_codes(text, low, out)
    return out


# a code to use rides on the gate's code words already; "confirmed" alone is common prose and "ksh" is inside
# "workshop": the service's name or the currency after a space opens the gate
TRIGGERS: tuple[str, ...] = ("m-pesa", "mpesa", " ksh", "setup key", "set-up key", "clé de configuration", "einrichtungsschlüssel",
                             "clave de configuración", "chave de configuração", "chiave di configurazione",
                             "installatiesleutel", "adt ", "simplisafe", "vivint", "brinks", "verisure",
                             "| exp", "| valid", "| ablauf", "| gültig", "| venc", "| scad", "utilisez", "saisissez")

# the SMS templates' own words: "<code> is your …" in each language, a code's owner said first, a verb of entering
SMS_TRIGGERS: tuple[str, ...] = (
    "is your", "es tu", "es su", "est votre", "est ton", "é o seu", "é o teu", "ist dein", "ist ihr", "è il tuo",
    "jest twoim", "adalah kode", "là mã", "ваш код", "sms", "jako kod", "weryfikac", "zalogowa",
    "twój kod", "din kod", "koden din", "kodunuz", "codul tău", "codul tau", "codul dvs", "κωδικός σας", "enter code",
    "enter the code")
