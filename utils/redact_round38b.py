"""Round 38b: a router's WPS PIN, identity cards' numbers and own accounts cut; a merchant's virtual account and a
mobile-money business number kept.

Finds:
- A WPS PIN after its name ("WPS PIN", "PIN WPS", "WPS-Code", "código WPS"): eight digits whose last one is the WPS
  checksum of the seven before it. A router prints its own on its sticker beside the Wi-Fi key and the admin password;
  whoever reads it joins the network. (utils.redact_public_numbers keeps a PIN its label calls the default, and the
  generic 12345670.)
- An identity card's number after the card's name in its own language (a Ukrainian "ID-картка", a Greek "αριθμός
  ταυτότητας" or "Α.Δ.Τ.", a Portuguese "cartão de cidadão", a Polish "dowód osobisty", a Croatian "osobna iskaznica",
  a Bulgarian "лична карта", a Turkish "kimlik seri no", a Finnish "henkilökortti", a Lithuanian "asmens tapatybės
  kortelė", a Belgian "identiteitskaart", ...), in the shapes those cards print: letters (Latin, Greek or Cyrillic)
  and six to nine digits, eight to twelve digits, nine letters and digits, Portugal's "12345678 9 ZZ0", Belgium's
  "123-4567890-12", Turkey's "A12B34567", Hungary's "123456AB". Only glue (a colon, "number", "my", a copula) may stand
  between the name and the value.
- A Ukrainian УНЗР (the demographic register's record number, the holder's birth date and five digits:
  "19900521-01234") after its name ("УНЗР", "запис №", "унікальний номер запису"), its date a real one.
- An account the speaker pays from, or calls their own, after that phrase in many languages ("зі свого рахунку",
  "kendi hesabımdan", "hesap numaram", "z mojego rachunku", "da minha conta", "tililtäni", ...): its eight to
  twenty-six digits (grouped or not). An IBAN is cut by its check digits elsewhere; a Hungarian giro account by its
  own in utils.redact_round37b.

Keeps (after every round's finder):
- A merchant's virtual account a bill is paid into ("bayar tagihan .. lewat virtual account BCA 8077..", "nomor VA
  BNI ..", "tài khoản ảo"): the bank issues it to the merchant for that bill, and it opens nothing. One the speaker
  claims ("VA saya", "my virtual account") stays cut.
- An M-Pesa Paybill, Till or business number (and other mobile-money merchant numbers): the business prints it for
  every customer. A PIN beside it ("KRA PIN", "M-Pesa PIN") is another value and stays cut.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck, sentences

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = (
    "wps", "id-карт", "id карт", "ід-карт", "ід карт", "айді карт", "унзр", "unzr", "запис №", "номер запис",
    "номер запис", "ταυτότητ", "ταυτοτητ", "α.δ.τ", "αδτ", "cidadão", "cidadao", "bilhete de identidade",
    "dowod", "dowód", "iskaznic", "izkaznic", "lična kart", "lične kart", "ličnu kart", "ličnoj kart", "licna kart",
    "licne kart", "licnu kart",
    "лична карт", "личная карт",
    "удостоверение личности", "удостоверения личности", "kimlik seri", "nüfus cüzdan", "henkilökort", "tapatyb",
    "apliecīb", "apliecib", "id-kaar", "isikutunnistus", "id-kort", "id-kaart", "identiteitskaart", "carte d'identit",
    "carte nationale d", "personalausweis", "ausweis", "carta d'identit", "número de soporte", "numero de soporte",
    "nacional de identidad", "személyi igazolv", "carte de identitate", "průkaz", "preukaz", "id card",
    "identity card", "vəsiqə",
    "своего рахун", "свого рахун", "мого рахун", "власного рахун", "своего сч", "моего сч", "hesabımdan",
    "hesap numaram", "hesabımın numar", "hesap nom", "z mojego", "z mego", "z własnego", "z swojego", "minha conta",
    "mio conto", "mon compte", "mi cuenta", "svého účtu", "mého účtu", "svojho účtu", "môjho účtu", "contul meu",
    "contul personal", "tililtäni", "λογαριασμό", "từ tài khoản", "mog računa", "svog računa", "mojega računa",
    "svojega računa", "моята сметка", "своята сметка", "сметката ми", "mano sąskaitos", "mana konta", "minu kontolt",
    "dari rekening", "dari akaun", "mitt konto", "mitt eget", "min konto", "mi konto", "min egen", "kontoen min",
)

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after


# ---- a WPS PIN ----

_WPS = re.compile(
    r"(?i)(?<![a-z])(?:wps(?:[\s-]*(?:pin(?:[\s-]*code)?|code|kod|kód|код|ピン|핀|pin码|pin碼))?"
    r"|(?:pin|code|c[óo]digo|codice|kod|kód|код)[\s-]*(?:du |de |del |di )?wps)(?![a-z])"
    r"(?:\s*+(?:[:：=#]|is|ist|est|es|è|é|är|er|on|jest|je|是|は)\s*+|\s++){0,3}"
    r"(?<![\d-])(?P<v>\d{4}[ -]?\d{4})(?![\d-]|[.,]\d)")


def _wps(text: str, low: str, out: list[Span]) -> None:
    if "wps" not in low:
        return
    for m in _WPS.finditer(text):
        if idcheck.wps_pin_ok(m.group("v")):
            out.append((m.start("v"), m.end("v"), "pin"))


# ---- an identity card's number after its name ----

_CARD_NAME = (
    # uk, ru: an ID card ("ID-картка", "паспорт у формі ID-картки"), an identity certificate
    r"(?:номер\w*\s+)?(?:id|ід|айді)[\s-]*карт(?:к|оч|а|у|ы|е|і)\w*|удостоверени\w+\s+личности"
    # el: the police identity card's number ("αριθμός (δελτίου) ταυτότητας", "Α.Δ.Τ.")
    r"|(?:αριθμ\w*\s+)?(?:(?:του\s+)?(?:δελτ[ίι]\w*|αστυνομικ\w*)\s+)?ταυτ[όο]τητ\w*|α\.\s?δ\.\s?τ\.?|αδτ"
    # pt, es, fr, it, de, nl
    r"|cart[ãa]o\s+d[eo]\s+cidad[ãa]o|bilhete\s+de\s+identidade|documento\s+nacional\s+de\s+identidad"
    r"|n[úu]mero\s+de\s+soporte|carte\s+(?:nationale\s+)?d['’]identit[ée]|carta\s+d['’]identit[àa]"
    r"|personalausweis\w*|ausweisnummer|ausweis-?nr\.?|identiteitskaart\w*|e?id-kaart\w*"
    # pl, cs, sk, hu, ro
    r"|(?:numer\w*\s+|nr\.?\s+|seri[aię]\s+i\s+numer\s+)?dow(?:ód|od|odu|odem)(?:\s+osobist\w*)?"
    r"|občansk\w+\s+průkaz\w*|občiansk\w+\s+preukaz\w*|személyi\s+igazolvány\w*|carte\w*\s+de\s+identitate"
    # hr, bs, sr, sl, bg, mk
    r"|osobn\w+\s+iskaznic\w*|li[čc]n\w+\s+kart\w*|osebn\w+\s+izkaznic\w*|лична\w*\s+карт\w*|личн\w+\s+карт\w*"
    # tr, az
    r"|(?:t\.?c\.?\s+)?kimlik\s+(?:kart\w*\s+)?seri\s*(?:no|numaras\w*)?|nüfus\s+cüzdan\w*(?:\s+seri\w*)?"
    r"|şəxsiyyət\s+vəsiqə\w*"
    # fi, sv, no, lt, lv, et
    r"|henkilökort\w*|(?:nationellt\s+|nasjonalt\s+)?id-kort\w*|asmens\s+tapatyb\w+\s+kortel\w*"
    r"|personas\s+apliec[īi]b\w*|id-kaard\w*|isikutunnistus\w*"
    # en
    r"|(?:national\s+)?id(?:entity)?\s+card(?:'s)?")
# what may stand between the name and its number: punctuation, a number's word, a possessive, a copula. White
# space possessive: no glue word and no number starts with it, and a run split among four iterations every way
# cost seconds on a hundred characters
_GLUE = (r"(?:\s*+(?:[:：=#№,—-]|\([^\d()\n]{1,12}\)|n\.?\s?[º°o]\.?|nr\.?|no\.?|num\.?|č\.|br\.|αρ\.|number|numbers"
         r"|numer"
         r"|numero|número|numéro|nummer|numurs|numeris|numara\w*|broj|številka|číslo|numărul|номер|αριθμός|του|της"
         r"|is|ist|est|es|è|é|je|jest|е|є|είναι|on|är|er|este|my|mein\w*|mon|ma|mi|mio|mia|meu|minha|mijn|mój|moj\w*"
         r"|mého|můj|мій|моєї|моя|мой|моей|μου|minun|mitt|min|benim|olan|saját|the|ma\s+numer)\s*+|\s++){1,4}")
_CARD_VALUE = (
    r"(?<![\w-])(?P<v>\d{3}-\d{7}-\d{2}"  # Belgium
    r"|\d{8}[ -]?\d[ -]?[A-Z]{2}\d"  # Portugal's cartão de cidadão
    r"|[A-Z]\d{2}[A-Z]\d{5}"  # Turkey's new card
    r"|\d{6}[A-Z]{2}"  # Hungary
    r"|[A-ZΑ-ΩА-ЯІЇЄ]{1,3}[ -]?\d{6,9}"  # a series' letters, then digits
    r"|(?=[A-Z0-9]{9}(?![\w]))(?=[A-Z]*\d[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{9}"  # nine letters and digits
    r"|\d{8,12})(?![\w-]|[.,]\d)")
_CARD = re.compile(r"(?i)" + _L + r"(?:" + _CARD_NAME + r")" + _R + _GLUE + r"(?-i:" + _CARD_VALUE + r")")
# an amount or a count after the digits is no card's number
_UNIT = re.compile(r"(?i)\s*(?:€|\$|£|eur\w*|usd|dollar\w*|uah|грн|грив\w*|руб\w*|zł\w*|złot\w*|pln|kr|kron\w*"
                   r"|ft|forint\w*|huf|lei|лв|tl|lira\w*|₺|₴|%|gb|mb)(?![^\W\d_])")


def _card_number_ok(v: str) -> bool:
    digits = [c for c in v if c.isdigit()]
    if len(set(digits)) < 3:
        return False
    return not re.fullmatch(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])", v)  # a date, not a number


# a Ukrainian УНЗР: the holder's birth date (YYYYMMDD), a dash, five digits
_UNZR = re.compile(r"(?i)" + _L + r"(?:унзр|unzr|(?:унікальн|уникальн)\w*\s+номер\w*\s+запис\w*|номер\w*\s+запис\w*"
                   r"|запис\w*)" + _R + r"[^\d\n]{0,40}?(?<![\d-])(?P<v>(?:19|20)\d\d(?:0[1-9]|1[0-2])"
                   r"(?:0[1-9]|[12]\d|3[01])-\d{5})(?![\d-])")


def _cards(text: str, out: list[Span]) -> None:
    for m in _CARD.finditer(text):
        v = m.group("v")
        if _card_number_ok(v) and not _UNIT.match(text, m.end("v")):
            out.append((m.start("v"), m.end("v"), "national_id"))
    for m in _UNZR.finditer(text):
        out.append((m.start("v"), m.end("v"), "national_id"))


# ---- an account the speaker pays from or calls their own ----

_OWN_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:"
    # en, de, nl, fr, es, pt, it
    r"from\s+my\s+(?:own\s+)?(?:\w+\s+)?account|von\s+meinem\s+(?:eigenen\s+)?\w*konto"
    r"|van(?:af)?\s+mijn\s+(?:eigen\s+)?\w*rekening|(?:depuis|de|à partir de)\s+mon\s+(?:propre\s+)?compte"
    r"|(?:desde|de)\s+mi\s+(?:propia\s+)?cuenta"
    r"|(?:da|de|a partir da)\s+minha\s+(?:própria\s+)?conta|dal\s+mio\s+(?:proprio\s+)?conto"
    # pl, cs, sk, ro
    r"|z\s+(?:mojego|mego|własnego|swojego)\s+(?:\w+\s+)?(?:konta|rachunku)|(?:ze|z)\s+(?:svého|mého)\s+(?:\w+\s+)?účtu"
    r"|(?:zo|z)\s+(?:svojho|môjho)\s+(?:\w+\s+)?účtu|din\s+contul\s+(?:meu|personal)"
    # uk, ru, bg, hr/sr/bs/sl
    r"|(?:зі|з|із)\s+(?:свого|мого|власного)\s+(?:\w+\s+)?рахунк\w*|(?:со|с)\s+(?:своего|моего)\s+(?:\w+\s+)?сч[её]т\w*"
    r"|от\s+(?:моята|своята)\s+сметка|от\s+сметката\s+ми|(?:s|sa|iz|z)\s+(?:mog|svog|mojega|svojega)\s+računa"
    # tr: "from my own account", "my account number"
    r"|(?:kendi\s+)?hesabımdan|hesap\s+numaram|hesabımın\s+numarası|hesap\s+no(?:m|yum)"
    # nordic, fi, baltic, el
    r"|från\s+mitt\s+(?:eget\s+)?\w*konto|fra\s+(?:min|mi)\s+(?:egen\s+|egne\s+)?\w*konto|fra\s+kontoen\s+min"
    r"|(?:omalta\s+)?tililtäni|iš\s+mano\s+sąskaitos|no\s+mana\s+konta|minu\s+kontolt"
    r"|από\s+τον\s+(?:δικό\s+μου\s+)?λογαριασμό(?:\s+μου)?"
    # id, ms, vi
    r"|dari\s+rekening\s+(?:saya|pribadi|sendiri)|dari\s+rekeningku|dari\s+akaun\s+saya"
    r"|từ\s+tài\s+khoản\s+(?:của\s+)?(?:tôi|mình)"
    r")" + _R + r"(?:[^\d\n.!?;,#]{0,16}?)(?<![\w.,/-])(?P<v>\d(?:[ -]?\d){7,25}|\d{4}\.\d\d\.\d{5})(?![\w]|[.,/-]\d)")
_DATE_OR_PHONE = re.compile(r"(?:19|20)\d\d-\d\d-\d\d|\+?\d{1,3} \d{2,4} \d{3,4} \d{3,4}|0\d{2,3}[ -]\d{3}[ -]\d{2,4}"
                            r"(?:[ -]\d{2})?")


def _own_accounts(text: str, out: list[Span]) -> None:
    for m in _OWN_ACCOUNT.finditer(text):
        v = m.group("v")
        if _DATE_OR_PHONE.fullmatch(v) or _UNIT.match(text, m.end("v")):
            continue
        out.append((m.start("v"), m.end("v"), "bank_account"))


_CARD_HINT = re.compile(r"карт|ταυτ|α\.δ\.τ|αδτ|cidad|identid|dow[oó]d|iskazn|izkazn|kart|kimlik|nüfus|henkilök"
                        r"|kortel|apliec|kaar|isikut|id-kort|identit|ausweis|soporte|igazolv|průkaz|preukaz|id card"
                        r"|identity card|vəsiqə|удостовер|унзр|unzr|запис")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    _wps(text, low, out)
    if _CARD_HINT.search(low):
        _cards(text, out)
    _own_accounts(text, out)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# ---- kept: a merchant's virtual account, a mobile-money business number ----

_VA = re.compile(
    r"(?i)" + _L + r"(?:virtual\s+account|(?:nomor|nomer|no\.?|kode|kd\.?)\s+va|rekening\s+virtual|akun\s+virtual"
    r"|akaun\s+maya|briva|tài\s+khoản\s+ảo|tai\s+khoan\s+ao|va(?=\s+(?-i:BCA|BNI|BRI|BSI|BTN|Mandiri|Permata|CIMB"
    r"|Danamon|Maybank|OCBC)))" + _R + r"[^\d\n.!?;]{0,24}$")
# the speaker's own ("VA saya", "my virtual account", "virtual account milikku")
_VA_OWN = re.compile(r"(?i)" + _L + r"(?:saya|milik\s*ku|ku|aku|my|mine|của\s+tôi|của\s+mình)" + _R
                     + r"|virtual\s+accountku|vaku|rekeningku")
# a payment for a bill, an order or a merchant in the sentence
_VA_PAY = re.compile(r"(?i)" + _L + r"(?:bayar\w*|pembayaran|tagihan|invoice|bill|pay\w*|pesanan|order|checkout|belanja"
                     r"|top\s?up|isi\s+saldo|thanh\s+toán|hóa\s+đơn|đơn\s+hàng|nạp|merchant|toko|tokopedia|shopee"
                     r"|lazada|bukalapak|blibli|traveloka|tiket)" + _R)
_PAYBILL = re.compile(
    r"(?i)" + _L + r"(?:pay\s?bill|buy\s+goods(?:\s+(?:and\s+services\s+)?till)?|till|business|lipa\s+na\s+m-?pesa"
    r"|lipa\s+namba|merchant|momo\s+pay|biashara|paybill)" + _R
    + r"(?:\s*(?:no\.?|number|namba|nambari|code|id|ya|ni|is|#|:|：))*\s*$")
_MOBILE_MONEY = re.compile(r"(?i)m-?pesa|mpesa|safaricom|airtel\s+money|mtn|momo|tigo\s*pesa|lipa|paybill|pay\s+bill"
                           r"|buy\s+goods|till\s+(?:no|number)")


def _sentence(text: str, s: int, e: int) -> str:
    a, b = sentences.bounds(text, s, e, sentences.STOPS, 160)
    return text[a:b]


def _virtual_account(text: str, s: int, e: int, v: str) -> bool:
    """Whether the digits at text[s:e] are a virtual account named right before them, in a sentence paying a bill or
    a merchant, the speaker claiming none."""
    if not (v.isdigit() and 10 <= len(v) <= 20):
        return False
    m = _VA.search(text, max(0, s - 60), s)
    if m is None or _VA_OWN.search(m.group()) or _VA_OWN.match(text, e + (1 if text[e : e + 1] == " " else 0)):
        return False
    return _VA_PAY.search(_sentence(text, s, e)) is not None


def _business_number(text: str, s: int, v: str) -> bool:
    """Whether the five to seven digits at text[s:] are a Paybill's, a Till's or a merchant's number, named right
    before them in a message about mobile money."""
    if not (v.isdigit() and 5 <= len(v) <= 7):
        return False
    m = _PAYBILL.search(text, max(0, s - 40), s)
    return m is not None and _MOBILE_MONEY.search(text) is not None


def keep(text: str, spans: list[Span]) -> None:
    """Drops merchants' virtual accounts and mobile-money business numbers."""
    if not spans:
        return
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e].strip(" \"'`=:,;()")
        if _virtual_account(text, s, e, v) or _business_number(text, s, v):
            continue
        out.append((s, e, k))
    spans[:] = out
