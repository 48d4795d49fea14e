"""Round 45a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a code named in one sentence, its digits opening the next by a pronoun and a copula, in the languages that write
  the code's word as a compound ("säkerhetskoden till Mobilt BankID. Den är 763581.", "den Sicherheitscode ... Er
  lautet 4410", "turvakoodi ... Se on 8812"); English ("It is ...") is the core rules';
- a person's own Vietnamese tax code ("mã số thuế cá nhân 8585621047", "MST của mình là ..."): a company's ("Công ty
  mình có mã số thuế ...") is published in the business register and stays;
- an Aadhaar number right after its name whose Verhoeff check fails (mistyped, or one digit misread from the card):
  the name, not the check, makes it one there; farther from its name the check is still asked;
- the account a refund, a salary or a pension is paid into ("refund account 50100691275608"): the speaker's, whoever
  is asked to fill it in.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import sentences

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after


# ---- a code named, its digits in the next sentence ----

# the code's word, whole or as a compound's head ("säkerhetskoden", "Sicherheitscode", "turvakoodi", "PIN-koden")
_CODE_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?P<word>[^\W\d_]*(?:kod|kode|koden|koder|koodi|koodin|code|codes|pin|pinkod\w*|pin-\w+"
    r"|lösenord\w*|passwort\w*|adgangskode\w*|salasana\w*|wachtwoord\w*|hasło|heslo|jelszó\w*|contraseña|clave"
    r"|mot de passe|password))" + _R)
# a code's word that names something public: an error's, a country's, a product's, a postcode, a voucher, source code
_PUBLIC_HEAD = re.compile(
    r"(?i)^(?:zip|post|postal|postleit|fehler|error|erreur|errore|felkod|feilkod|virhekoodi|länder|country|land|maa"
    r"|rabatt|gutschein|promo|discount|voucher|coupon|kupong|alennus|qr|bar|streck|viiva|quell|source|program|html"
    r"|css|unicode|op|status|exit|return|response|antwort|tarif|tariff|produkt|product|artikel|vare|tuote|farb|color"
    r"|colour|hex|iban|bic|swift|sort|area|vorwahl|riktnummer|retningsnummer|suunta|zugangs?daten|beispiel|example"
    r"|exempel|eksempel|esimerkki|default|standard|werks|fabrik|oletus|dörr(?=kod))")
# the next sentence opening with a pronoun and a copula, then the digits
_NEXT_SENTENCE = re.compile(
    r"(?i)[.!?]\s+(?:(?:den|det|denne|dette)\s+(?:är|er)|(?:er|sie|es|der|die)\s+(?:ist|lautet|heißt)"
    r"|(?:se|ne|koodi|tunnus)\s+on|(?:het|hij|die|deze)\s+is|(?:il|elle|c')\s*(?:est)|(?:es|son)|(?:è)|(?:é)"
    r"|(?:to|ono)\s+(?:jest|je)|(?:jest|je)|(?:az|ez)\s+(?:a\s+)?)"
    r"[^\S\n]*[:：]?[^\S\n]*(?P<v>\d{4,8})(?![\w/-]|[.,]\d)")
_UNIT_AFTER = re.compile(r"(?i)[^\S\n]*(?:%|€|\$|£|kr|sek|nok|dkk|eur|euro?s?|minut\w*|sekund\w*|timm\w*|stund\w*"
                         r"|tunti\w*|dagar|dage|dager|päivä\w*|tage?n?|jours?|días?|giorni|dni|kpl|st\b|stk\b)")


def _next_sentence_codes(text: str, out: list[Span]) -> None:
    for m in _CODE_WORD.finditer(text):
        word = m.group("word")
        if _PUBLIC_HEAD.search(word) is not None:
            continue
        v = _NEXT_SENTENCE.search(text, m.end(), min(len(text), m.end() + 160))
        if v is None or "\n\n" in text[m.end() : v.start()]:
            continue
        # the code's sentence is the one right before the value's: no other sentence end between them
        if re.search(r"[.!?]\s", text[m.end() : v.start()]) or re.search(r"\d", text[m.end() : v.start()]):
            continue
        if _UNIT_AFTER.match(text, v.end("v")) is not None or re.fullmatch(r"(?:19|20)\d\d", v.group("v")):
            continue  # a count, an amount, a year
        out.append((v.start("v"), v.end("v"), "pin"))


# ---- a person's Vietnamese tax code ----

_VN_PERSONAL_TAX = re.compile(
    r"(?i)" + _L + r"(?:mã\s+số\s+thuế|mst)(?:\s+(?:cá\s+nhân|tncn))?(?:\s+(?:của\s+)?(?:mình|tôi|em|anh|chị|tớ|tui"
    r"|bố|mẹ|vợ|chồng)(?:\s+mình)?)?(?:\s+(?:là|:))?[^\S\n]*[:：]?[^\S\n]*(?P<v>\d{10}(?:-\d{3})?|\d{12})(?![\d-])")


def _vn_tax_codes(text: str, out: list[Span]) -> None:
    for m in _VN_PERSONAL_TAX.finditer(text):
        label = m.group(0)[: m.start("v") - m.start()].lower()
        # a person's: "cá nhân", "TNCN" or a first person's (or a relative's) word in the label
        if not re.search(r"cá\s+nhân|tncn|của|mình|tôi|em|anh|chị|tớ|tui|bố|mẹ|vợ|chồng", label):
            continue
        # "Công ty mình có mã số thuế ...": a company's, even by "mình"
        a = sentences.char_start(text, m.start(), ".;\n!?")
        if re.search(r"(?i)công\s+ty|doanh\s+nghiệp|cửa\s+hàng|hộ\s+kinh\s+doanh|shop", text[a : m.start()]) and not re.search(
                r"cá\s+nhân|tncn", label):
            continue
        out.append((m.start("v"), m.end("v"), "tax_id"))


# ---- an Aadhaar number after its name, its check failing ----

_AADHAAR_NAMED = re.compile(
    r"(?i)" + _L + r"(?:aadhaa?r|आधार)(?:\s+(?:card\s+)?(?:no\.?|number|num|#|संख्या|नंबर))?(?:\s+(?:is|was|:|है))?"
    r"[^\S\n]*[:：#]?[^\S\n]*(?P<v>[2-9]\d{3}([ -]?)\d{4}\2\d{4})(?![\d-])")


def _aadhaar_named(text: str, out: list[Span]) -> None:
    for m in _AADHAAR_NAMED.finditer(text):
        out.append((m.start("v"), m.end("v"), "national_id"))


# ---- the account a refund, a salary or a pension is paid into ----

_PAID_INTO = re.compile(
    r"(?i)" + _L + r"(?:refund|salary|pension|payout|stipend|wage)\s+(?:bank\s+)?(?:account|a/c|acct)"
    r"(?:\s+(?:no\.?|number|#))?(?:\s+(?:is|:))?[^\S\n]*[:：#]?[^\S\n]*(?P<v>\d{9,18})(?![\d-])")


def _paid_into(text: str, out: list[Span]) -> None:
    for m in _PAID_INTO.finditer(text):
        out.append((m.start("v"), m.end("v"), "bank_account"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if not any(c.isdigit() for c in text):
        return out
    if any(w in low for w in ("kod", "code", "pin", "koodi", "lösen", "passw", "salasana", "wachtw", "hasło", "heslo",
                              "jelsz", "contrase", "clave", "mot de passe")):
        _next_sentence_codes(text, out)
    if "mst" in low or "mã số thuế" in low:
        _vn_tax_codes(text, out)
    if "aadha" in low or "आधार" in text:
        _aadhaar_named(text, out)
    if any(w in low for w in ("refund", "salary", "pension", "payout", "stipend", "wage")):
        _paid_into(text, out)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag)
TRIGGERS: tuple[str, ...] = ("säkerhetskod", "sikkerhetskode", "sikkerhedskode", "sicherheitscode", "turvakoodi",
                             "veiligheidscode", "mã số thuế", "mst cá nhân", "refund account", "salary account",
                             "pension account")
