"""Round 35b: secrets given a few words away from their name, or in a shape a form, a file or an SMS prints.

Finds, in one message:
- a driving licence's number in the sentence after its name ("my license number ... It's A9905716, California");
- a password element of an XML config with attributes (FileZilla's ``<Pass encoding="base64">``): encoded, it is
  still the password;
- a payment code the speaker generated, words between ("Wygenerowałem już 946049", "I've already generated the
  code, 551203") in a message about a code;
- a PUK of up to ten digits (a German eID's PUK has ten) after its name, words between ("PUK aus dem Brief: ...");
- a recovery key in seven groups of four capitals and digits (Apple's) in a message naming a key;
- a bank's key-list code given for the position the bank asks ("avainlukua kohdasta 37 ... on 8943", "TAN Nr. 12
  ist 4711"): the position stays;
- a Wi-Fi or login password a command line takes, written as a ``$`` and a capitalised word with digits (a shell's
  variable is upper case or lower case, never a capitalised word with digits);
- the speaker's account beside its branch ("חשבון בנק לאומי מספר 594438 בסניף 688", "cuenta 12345678, sucursal
  0182"): the branch is the bank's and stays;
- a luggage, bike or combination lock's code set to a value ("TSA lock ... I set it to 213");
- a password named with the service it opens ("ο κωδικός μου στο Taxisnet, X,", "my password on Netflix, X");
- a code a bank's SMS gives after a colon, its purpose between ("Код для подтверждения перевода ... с карты *1234:
  250699"): the masked card's tail stays (``keep``, whichever rule cut it).
``current_values`` reads a value given as "the current one" after a message that named a PIN ("Yung current ay
4153"); utils.redact calls it where it reads a value referred to.

utils.redact's ROUNDS registry calls ``find`` and ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils.redact_payees import names_party

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"
# a number's end: no more digits, no decimal part
_END = r"(?!\d|[.,:/-]\d)"

# ---- a driving licence's number in the next sentence --------------------------------------------------------

_LICENCE_WORDS = ("license number", "licence number", "license no", "licence no", "führerscheinnummer",
                  "número de licencia", "numéro de permis", "número da cnh", "numero di patente", "rijbewijsnummer",
                  "numer prawa jazdy", "körkortsnummer")
_LICENCE = re.compile(
    r"(?i)" + _L + r"(?:licen[cs]e\s+(?:number|no\.?|#)|führerscheinnummer|número\s+de\s+licencia|numéro\s+de\s+permis"
    r"|número\s+da\s+cnh|numero\s+di\s+patente|rijbewijsnummer|numer\s+prawa\s+jazdy|körkortsnummer)" + _R
    + r"[^\n]{0,100}?(?:it'?s|it\s+is|mine\s+is|mine'?s|is|es|ist|est|é|è|jest|är|:)\s*[\"'“]?"
    r"(?-i:(?P<v>[A-Z]\d{7,12}|[A-Z]{2}\d{6,10}))(?![A-Za-z0-9])")

# ---- an XML config's password element with attributes ---------------------------------------------------------

_XML_PASS = re.compile(r"(?i)<(?P<t>pass|password|passwd|pwd|secret|passphrase|psk)\s[^<>]{1,80}>"
                       r"(?P<v>[^<>\s]{4,200})</(?P=t)>")

# ---- a payment code the speaker generated, words between ------------------------------------------------------

_GENERATED = re.compile(
    r"(?i)" + _L + r"(?:wygenerowa\w+|generated|generiert|g[ée]n[ée]r[ée]e?|generad[oa]|generé|gerad[oa]|gerei"
    r"|generat[oa]|сгенерировал\w*|згенерував\w*|oluşturdum|vygeneroval\w*|genereerde|genererade|genererte"
    r"|genererede)" + _R
    + r"(?P<w>(?:\s+[^\W\d_]{1,12}){0,8}?)\s*[:：,]?\s*(?<![\d-])(?P<v>\d{3}\s?\d{3})" + _END + r"(?!\s?\d)")
_CODE_WORD = re.compile(r"(?i)" + _L + r"(?:blik|code|kod|kodu|kode|koden|código|codice|otp|pin|код\w*|kód\w*)" + _R)
# a number a generator makes that is no code: an invoice's, an order's, a report's
_NOT_CODE = re.compile(r"(?i)nr|numer|number|nummer|numéro|número|order|invoice|faktur|rechnung|bestell|facture"
                       r"|commande|pedido|factura|ticket|report|raport|bericht|zamówien|id\b")

# ---- a PUK of up to ten digits ----------------------------------------------------------------------------------

_PUK = re.compile(r"(?i)" + _L + r"puk\d?(?:[- ]?(?:code|kod|kode|koodi|código|codice|nummer|number|numer))?" + _R
                  + r"[^\d\n.!?]{0,40}?(?<![\d.,*-])(?P<v>\d{8,10})" + _END)

# ---- a recovery key in seven groups of four -------------------------------------------------------------------

# (not seven groups of a longer run: a PGP fingerprint has ten)
_RECOVERY_KEY = re.compile(r"(?<![\w-])(?<![A-Z0-9][- ])(?P<v>[A-Z0-9]{4}(?P<s>[- ])[A-Z0-9]{4}(?:(?P=s)[A-Z0-9]{4}){5})"
                           r"(?![\w-])(?!(?P=s)[A-Z0-9])")
_KEY_WORD = re.compile(
    r"(?i)recovery|" + _L + r"key" + _R + r"|schlüssel|clé|clave|chave|chiave|sleutel|klucz|ключ|nyckel|nøgle|nøkkel"
    r"|avain|anahtar|kulcs|キー|密钥|金鑰|키")

# ---- a bank's key-list code for the position asked -----------------------------------------------------------

_KEY_LIST = re.compile(
    r"(?i)" + _L + r"(?:avainlu\w+|tunnuslu\w*lista\w*|avainlukulista\w*|i?tan(?:[- ]?(?:liste|list|nummer|nr))?"
    r"|nøglekort\w*|nøgle|kodkort\w*|kodekort\w*|code\s*card|key\s*(?:number\s*)?list|karta\s+kodów|kart[aęy]\s+kod\w*"
    r"|kodų\s+kortel\w*|pin-?kaar\w*|paroolikaar\w*)" + _R
    + r"[^\n\d]{0,30}?(?:kohda\w*|kohta|nro|no\.?|nr\.?|n[°º]|number|nummer|position|posit\w*|pozycj\w*|index|numer|#)"
    r"\s*(?P<p>\d{1,3})(?!\d)(?P<gap>[^\d\n]{0,40}?)(?<![\d.,-])(?P<v>\d{4,6})" + _END)
_KEY_LIST_LINK = re.compile(r"(?i)" + _L + r"(?:on|is|ist|er|är|jest|es|est|é|è|=)" + _R + r"\s*$|[:=]\s*$")


# ---- a password a command line takes, written with a leading '$' ------------------------------------------------

_CLI_DOLLAR = re.compile(
    r"(?i)(?:\bpassword|--?pass(?:word|phrase)?|\bpsk|wifi-sec\.psk|\bkey|--?p)(?:\s+|=)[\"']?"
    r"(?-i:(?P<v>\$[A-Z][a-z]+[A-Za-z]*\d[\w!@#%^&*+=.-]*))[\"']?(?=\s|$)")

# ---- the speaker's account beside its branch ------------------------------------------------------------------

_ACCOUNT_WORD = (r"(?:חשבון(?:\s+(?:ה)?בנק)?|account|cuenta|conta|compte|konto|conto|rekening|hesap|счёт|счет|rachun\w*"
                 r"|λογαριασμ\w*)")
_BRANCH_WORD = (r"(?:ב?סניף|branch|sucursal|ag[êe]ncia|agence|filiale|filial|agenzia|şube|отделени\w*|oddział\w*"
                r"|υποκατάστημα)")
_ACCOUNT_BRANCH = re.compile(
    r"(?i)" + _L + _ACCOUNT_WORD + _R + r"(?:\s+[^\W\d_][\w'’-]*){0,3}?(?:\s+(?:מספר|number|no\.?|nr\.?|n[°º]|número"
    r"|numéro|nummer|numero|numer|номер|#))?\s*[:：]?\s*(?<![\d-])(?P<v>\d{5,12}(?:-\d{1,2})?)(?![\d-])"
    r"\s*,?\s*(?:(?:at|in|en|na|à|an|in\s+der|der|de|da|do|della)\s+)?(?:the\s+)?" + _BRANCH_WORD + _R
    + r"(?:\s+(?:number|no\.?|nr\.?|número|numéro|מספר))?\s*[:：]?\s*\d{2,5}(?!\d)")
_BRANCH_ACCOUNT = re.compile(
    r"(?i)" + _L + _BRANCH_WORD + _R + r"\s*[:：]?\s*\d{2,5}\s*[,;/]?\s*(?:(?:ו|and|y|e|und|et)\s*)?" + _ACCOUNT_WORD
    + r"(?:\s+(?:מספר|number|no\.?|nr\.?|número|numéro|nummer|numero|numer|номер))?\s*[:：]?\s*(?<![\d-])"
    r"(?P<v>\d{5,12}(?:-\d{1,2})?)(?![\d-])")

# ---- a lock set to a value ----------------------------------------------------------------------------------------

_LOCK = re.compile(
    r"(?i)" + _L + r"(?:(?:tsa|luggage|suitcase|bike|bicycle|cable|combination|combo)\s+lock|lock\s+on\s+my\s+\w+"
    r"|(?:pad|u-)?lock|kofferschloss|zahlenschloss|fahrradschloss|bügelschloss|candado|cadenas|lucchetto|cadeado|kłódk\w*"
    r"|hangslot|cijferslot|hänglås|kodlås|hængelås|kodelås|riippulukko|numerolukko|кодовый\s+замок|замок)" + _R
    + r"[^\n.!?]{0,60}?(?:set\s+(?:it|the\s+code|the\s+combination|the\s+combo|mine)\s+to|changed\s+it\s+to"
    r"|(?:auf\s+)?(?P<de>\d{3,6})\s+(?:ein)?gestellt|(?:lo|la)\s+puse\s+en|puse\s+(?:el\s+código|la\s+combinación)\s+en"
    r"|(?:l'ai\s+)?réglé\s+sur|impostat[oa]\s+(?:su|a)|coloquei\s+(?:em|no)|ustawi(?:łem|łam)\s+(?:na|kod)"
    r"|ingesteld\s+op|satte\s+(?:den|det)\s+(?:till|til)|asetin\s+sen|поставил\w*\s+(?:на|код))\s*"
    r"(?P<v>\d{3,6})?" + _END + r"(?!\s*(?:%|°|sec|min|ms\b|px\b|dpi|mb\b|gb\b|kb\b|hz|rpm|degrees|watt|w\b))")

# ---- a password named with the service it opens ---------------------------------------------------------------

_SERVICE_PASSWORD = re.compile(
    r"(?i)" + _L + r"(?:(?:ο\s+)?κωδικ(?:ός|ό)\s+(?:πρόσβασης\s+)?μου\s+(?:στο|στη|στην|για\s+το|για\s+την)"
    r"|my\s+password\s+(?:on|for|at|to)|mi\s+contraseña\s+(?:de|en|del|para)|minha\s+senha\s+(?:do|da|de|no|na)"
    r"|mon\s+mot\s+de\s+passe\s+(?:sur|de|du|pour)|mein\s+passwort\s+(?:bei|für|von|auf)|moje\s+hasło\s+(?:do|na|w)"
    r"|la\s+mia\s+password\s+(?:di|del|su|per)|mijn\s+wachtwoord\s+(?:voor|van|op|bij))"
    r"\s+(?P<svc>[\w.-]{2,24}(?:\s+[\w.-]{2,24})?)\s*(?:,|:|είναι|is|es|é|est|ist|jest|è)\s*[\"'“«]?"
    r"(?P<v>[^\s,;\"'”»]{6,40}?)[\"'”»]?(?=[,;.!?]?(?:\s|$))")
_PASSWORDISH = re.compile(r"(?=.*[^\W\d_])(?=.*\d)(?=.*[^\w\s]|.*[A-Z].*[a-z]|.*[a-z].*[A-Z]|.*[a-z].*\d[a-z])")
_NOT_VALUE = re.compile(r"(?i)https?:|www\.|@\w+\.\w|\.(?:com|net|org|gr|txt|pdf)$")

# ---- a bank SMS's code after a colon, its purpose between --------------------------------------------------------

_SMS_CODE = re.compile(
    r"(?i)(?:^|(?<=[\s«\"'“>]))(?:код|code|kod|kód|código|codice|koodi|kode|κωδικός)" + _R
    + r"(?P<gap>[^:：\n«»\"“”]{4,90}?)[:：]\s*(?<![\d*])(?P<v>\d{4,8})(?!\d|[.,/-]\d)")
_SMS_PURPOSE = re.compile(
    r"(?i)подтвержд|перевод|оплат|вход|списан|confirm|transfer|payment|login|sign|potwierdz|przelew|płatno"
    r"|bestätig|überweis|zahlung|confirmaci|transferenc|pago|conferm|bonifico|pagament|confirmaç|transferênc"
    r"|vahvist|siirto|maksu|επιβεβαίω|μεταφορ|πληρωμ|virement|paiement|validation")

# ---- a value given as the current one, after a message that named it ---------------------------------------------

_CURRENT = re.compile(
    r"(?i)^\W{0,3}(?:(?:yung|ang)\s+(?:current|luma|dati|kasalukuyan)(?:\s+(?:na\s+)?(?:mpin|pin|ko))?\s+(?:ay|is)"
    r"|the\s+current\s+(?:one\s+)?is|current\s+(?:one\s+)?is|el\s+actual\s+es|o\s+atual\s+é|der\s+aktuelle\s+ist"
    r"|l'actuel\s+est|il\s+corrente\s+è|aktualny\s+to|het\s+huidige\s+is|den\s+nuvarande\s+är|текущий\s+[—–-]?)"
    r"\s*[:：]?\s*(?P<v>\d{4,6})" + _END)

# (a branch's word is no trigger: a trigger beside a value after a tag reads as the value's own name, and a branch
# names the bank's number, never a secret; the accounts beside a branch pass the gate by their account's word)
TRIGGERS: tuple[str, ...] = (
    *_LICENCE_WORDS, "<pass", "<pwd", "<secret", "<psk", "wygenerowa", "generated", "generiert", "généré", "generad",
    "generé", "gerad", "generat", "сгенерировал", "згенерував", "oluşturdum", "vygeneroval", "genereerde", "generera",
    "genererte", "genererede", "puk", "recovery", "avainlu", "tunnuslu", "tan-", "tan nr", "itan", "nøglekort",
    "kodkort", "kodekort", "code card", "key list", "kodów", "kodų", "pin-kaart", "pinkaart", "set it to", "schloss", "candado", "cadenas", "lucchetto", "cadeado", "kłódk",
    "hangslot", "cijferslot", "lås", "lukko", "замок", "κωδικ", "my password", "mi contraseña", "minha senha",
    "mon mot de passe", "mein passwort", "moje hasło", "la mia password", "mijn wachtwoord", "код", "kód", "código",
    "codice", "koodi", "kode")


def current_values(text: str) -> list[tuple[int, int]]:
    """A PIN a message opens by calling it the current one ("Yung current ay 4153", "the current one is 0914"):
    read only after a message that named a PIN."""
    m = _CURRENT.search(text)
    return [(m.start("v"), m.end("v"))] if m else []


# a card's or an account's masked tail ("с карты *5868", "card **4417", "karty •3390"): its last digits, printed by
# the bank in every message about it
_MASKED_TAIL = re.compile(r"(?i)(?:карт\w*|сч[её]т\w*|card|karty|karta|kartą|tarjeta|carte|karte|cartão|carta|kaart|kort"
                          r"|konto|account|acct|κάρτα\w*)\s*(?:№\s*|no\.?\s*|nr\.?\s*)?[*•·xX]{1,12}\s?$")


def keep(text: str, spans: list[Span]) -> None:
    kept = [(s, e, k) for s, e, k in spans
            if not (e - s == 4 and text[s:e].isdigit() and _MASKED_TAIL.search(text[max(0, s - 30):s]))]
    if len(kept) != len(spans):
        spans[:] = kept


def _shaped(v: str) -> bool:
    return _PASSWORDISH.match(v) is not None and _NOT_VALUE.search(v) is None


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []

    def add(m: re.Match[str], kind: str) -> None:
        if not placeholder(m.group("v")):
            out.append((m.start("v"), m.end("v"), kind))

    if "licen" in low or any(w in low for w in _LICENCE_WORDS):
        for m in _LICENCE.finditer(text):
            add(m, "national_id")
    if "<" in text and "</" in text:
        for m in _XML_PASS.finditer(text):
            add(m, "password")
    if "gener" in low or "генер" in low or "oluştur" in low:
        if _CODE_WORD.search(text):
            for m in _GENERATED.finditer(text):
                if _NOT_CODE.search(m.group("w")) is None:
                    add(m, "one_time_code")
    if "puk" in low:
        for m in _PUK.finditer(text):
            add(m, "pin")
    if _KEY_WORD.search(text):
        for m in _RECOVERY_KEY.finditer(text):
            v = m.group("v")
            if sum(c.isdigit() for c in v) >= 3 and sum(c.isalpha() for c in v) >= 3:
                add(m, "secret")
    for m in _KEY_LIST.finditer(text):
        if _KEY_LIST_LINK.search(m.group("gap")) and m.group("v") != m.group("p"):
            add(m, "pin")
    if "$" in text:
        for m in _CLI_DOLLAR.finditer(text):
            out.append((m.start("v"), m.end("v"), "password"))
    for rx in (_ACCOUNT_BRANCH, _BRANCH_ACCOUNT):
        for m in rx.finditer(text):
            if not names_party(text[max(0, m.start() - 60):m.start("v")]):
                add(m, "bank_account")
    for m in _LOCK.finditer(text):
        g = "v" if m.group("v") else "de" if m.group("de") else None
        if g and not (len(m.group(g)) == 4 and re.fullmatch(r"19\d\d|20[0-3]\d", m.group(g))):
            out.append((m.start(g), m.end(g), "pin"))
    for m in _SERVICE_PASSWORD.finditer(text):
        if _shaped(m.group("v")):
            add(m, "password")
    for m in _SMS_CODE.finditer(text):
        if _SMS_PURPOSE.search(m.group("gap")):
            add(m, "one_time_code")
    return out
