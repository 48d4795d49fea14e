"""Codes and accounts whose name and value stand apart, or whose value has a shape the generic rules do not read.

Finds, in one message: an activation or registration code after its name with a few words between ("der
Aktivierungscode aus dem Brief X", "the activation code in the letter is X", "el código de activación de la carta X"),
the value a code's shape (letters and digits, or digits, in one to five groups); a Swedish account in its
clearing-number form ("3300-7472615873", a four- or five-digit clearing number, a dash, the account) after an
account's word with a few words between ("kontonummer för utbetalning", "konto för återbetalning"); a Hungarian
account in its 8-8(-8) groups after "(bank)számlaszám" or before it ("a ... számlaszámra"), passing its check digits; a
Czech or Slovak own account ("[prefix-]number/bank code") after "účet" with a bank's code, even mistyped; a Spanish
Social Security number after "número de afiliación" passing its mod-97 control.

A date, a year, an amount or a word between keeps a number as what it is; another party's account is kept after by
utils.redact_payees and utils.redact_public_parties as everywhere.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck, sentences
from utils.redact_payees import names_party

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"

# an activation code's name in many languages (German compounds hold it whole)
_ACTIVATION = (
    r"aktivierungs(?:code|schlüssel|kennung)|freischalt(?:code|ungscode)|registrierungscode|activation\s+(?:code|key)"
    r"|registration\s+code|code\s+d'activation|code\s+d'enregistrement|c[óo]digo\s+de\s+activaci[óo]n"
    r"|c[óo]digo\s+de\s+ativa[çc][ãa]o|c[óo]digo\s+de\s+registro|codice\s+di\s+attivazione"
    r"|kod\s+aktywacyjny|kod\s+aktywacji|aktivační\s+kód|aktivačný\s+kód|активационн\w+\s+код|код\s+активац\w+"
    r"|aktiverings(?:kod|kode)(?:en|n)?|activeringscode|activatiecode|aktivointikoodi|aktiválási\s+kód"
    r"|cod(?:ul)?\s+de\s+activare|κωδικ(?:ός|ό)\s+ενεργοποίησης|aktivasyon\s+kodu|kode\s+aktivasi|mã\s+kích\s+hoạt")
_CODE_VALUE = r"(?P<v>(?=[A-Za-z0-9-]*\d)[A-Za-z0-9]{2,12}(?:-[A-Za-z0-9]{2,12}){0,4})(?![\w-]|[.,/:]\w)"
_ACTIVATION_CODE = re.compile(r"(?i)" + _L + r"(?:" + _ACTIVATION + r")" + _R
                              + r"(?P<gap>[^\d\n.!?;。]{0,40}?)(?<![\w-])" + _CODE_VALUE)
_ACTIVATION_STEMS = ("aktivierung", "freischalt", "registrierungscode", "activation", "registration code",
                     "d'activation", "d'enregistrement", "activación", "ativação", "código de registro", "attivazione",
                     "aktywac", "aktivační", "aktivačný", "активац", "aktivering", "activeringscode", "activatiecode",
                     "aktivointikoodi", "aktiválási", "activare", "ενεργοποίησης", "aktivasyon", "aktivasi",
                     "kích hoạt")
_GAP_WORDS = 6

# a Swedish clearing number and account joined by a dash, after an account's word
_ACCOUNT_WORD = re.compile(r"(?i)" + _L + r"(?:(?:bank|löne|lön|spar|privat)?konto(?:nummer|nr|t)?|kontonumret"
                           r"|clearing(?:nummer|nr)?)" + _R)
_CLEARING = re.compile(r"(?P<gap>[^\d\n.!?;]{0,32}?)(?<![\w.,/-])(?P<v>[1-9]\d{3}(?:-\d)?[- ]\d{7,12})"
                       r"(?![\w]|[.,/-]\d)")


# a Hungarian account (GIRO: eight digits, then eight or sixteen, each part closed by its check digit) after the
# account's word, a few words between at most
_HU_WORD = re.compile(r"(?i)" + _L + r"(?:bank)?számla(?:szám\w*|\s+száma|\s+számom)" + _R)
_HU_VALUE = re.compile(r"(?P<gap>[^\d\n.!?;]{0,24}?)(?<![\w-])(?P<v>\d{8}[- ]\d{8}(?:[- ]\d{8})?)(?![\w-]|[.,/]\d)")


# another party named before the account in its sentence: a company's, an office's, a landlord's, a charity's account
_HU_PARTY = re.compile(r"(?i)" + _L + r"(?:cég\w*|kft\.?|zrt\.?|nyrt\.?|bt\.?|szolgáltató\w*|hivatal\w*"
                       r"|nav|önkormányzat\w*|bérbeadó\w*|főbérlő\w*|alapítvány\w*|egyesület\w*|iskol\w*|óvod\w*"
                       r"|társasház\w*|közös képviselő\w*|kedvezményezett\w*|eladó\w*|bank\s+saját)" + _R)


# the same account said before its word, as Hungarian puts it ("a 11773016-11111018 számlaszámra", "... számlára")
_HU_BEFORE = re.compile(r"(?<![\w-])(?P<v>\d{8}[- ]\d{8}(?:[- ]\d{8})?)\s+(?:(?:számú|sz\.)\s+)?(?:bank)?száml[aá]"
                        r"(?:szám\w*|\w{0,4})(?![^\W\d_])")

# a Czech or Slovak account ("[prefix-]number/bank code") right after the account's word, a bank's code after the
# slash: the speaker's own even where its check fails (a mistyped digit is still the account's)
_CZ_WORD = re.compile(r"(?i)" + _L + r"(?:(?:můj|moj|svůj|svoj|osobní|osobný)\s+)?(?:bankovní\s+|bankový\s+)?"
                      r"(?:účet|účtu|účtem|ucet|uctu|číslo\s+účtu|čísla\s+účtu|číslo\s+ú\.|č\.\s*ú\.)" + _R)
_CZ_VALUE = re.compile(r"(?P<gap>[^\d\n.!?;]{0,16}?)(?<![\w/-])(?P<v>(?:\d{1,6}-)?\d{2,10}/(?P<b>\d{4}))"
                       r"(?![\w/]|[.,]\d)")
_CZ_BANKS = frozenset(
    "0100 0300 0600 0710 0800 2010 2060 2070 2100 2250 2260 2600 2700 3030 3050 3060 3500 4000 4300 5500 5800 6000 "
    "6100 6200 6210 6300 6363 6700 6800 7910 7940 7950 7960 7970 7990 8030 8040 8060 8090 8150 8250 8265 8500 "
    "0200 0900 1100 1111 3000 3100 5200 5600 5900 6500 7300 7500 8050 8100 8120 8170 8180 8330 8360".split())
# another party's account named in its sentence: a company's, an office's, a landlord's, a shop's, a club's
_CZ_PARTY = re.compile(r"(?i)" + _L + r"(?:firm\w*|společnost\w*|spoločnos\w*|s\.\s?r\.\s?o\.?|a\.\s?s\.|úřad\w*|urad\w*"
                       r"|pronajímatel\w*|prenajímateľ\w*|majitel\w*|e-?shop\w*|obchod\w*|prodejc\w*|predajc\w*"
                       r"|dodavatel\w*|dodávateľ\w*|škol\w*|školk\w*|spolk\w*|spolek|sdružení|nadac\w*|obc\w*|města"
                       r"|jeho|její|jejich|jeho|jej)" + _R)

# a Spanish Social Security number (NAF, NUSS): province, the number, a mod-97 control, after its name
_NSS_WORD = re.compile(r"(?i)" + _L + r"(?:n[úu]mero\s+de\s+(?:afiliaci[óo]n(?:\s+a\s+la\s+seguridad\s+social)?"
                       r"|(?:la\s+)?seguridad\s+social)"
                       r"|n[º°o]\.?\s*(?:de\s+)?(?:afiliaci[óo]n|(?:la\s+)?seguridad\s+social)|n[úu]mero\s+d'afiliaci[óo]"
                       r"|n[úu]m\.?\s+(?:de\s+)?afiliaci[óo]n|nuss|naf|nss)" + _R)
_NSS_VALUE = re.compile(r"(?P<gap>[^\d\n.!?;]{0,20}?)(?<![\w/-])(?P<v>\d{2}[/ -]?\d{7,8}[/ -]?\d{2})(?![\w/-]|[.,]\d)")


def _nss_ok(v: str) -> bool:
    """The control: the province and the number (the number alone of eight digits when it is below ten million,
    read with the province in front) modulo 97."""
    d = re.sub(r"\D", "", v)
    if len(d) not in (11, 12):
        return False
    prov, num, ctl = d[:2], d[2:-2], d[-2:]
    n = int(prov) * 10**8 + int(num) if int(num) < 10**7 else int(prov + num)
    return n % 97 == int(ctl) and len(set(num)) > 2


def _giro_ok(digits: str) -> bool:
    """A giro account passing its check (utils.idcheck.hu_giro_ok), not a run of two digits."""
    return idcheck.hu_giro_ok(digits) and len(set(digits)) > 2


def _codes(text: str, out: list[Span]) -> None:
    for m in _ACTIVATION_CODE.finditer(text):
        v, gap = m.group("v"), m.group("gap")
        digits = sum(c.isdigit() for c in v)
        plain = v.replace("-", "")
        if len(plain) < 6 or digits < 2 or len(gap.split()) > _GAP_WORDS or re.fullmatch(r"(?:19|20)\d\d", v):
            continue
        out.append((m.start("v"), m.end("v"), "activation_code"))


def _accounts(text: str, out: list[Span]) -> None:
    for m in _ACCOUNT_WORD.finditer(text):
        c = _CLEARING.match(text, m.end())
        if c is not None and len(c.group("gap").split()) <= 3:
            out.append((c.start("v"), c.end("v"), "bank_account"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    del placeholder
    out: list[Span] = []
    if not any(c.isdigit() for c in text):
        return out
    if any(w in low for w in _ACTIVATION_STEMS):
        _codes(text, out)
    if "számlaszám" in low or "számla szám" in low:
        for m in _HU_WORD.finditer(text):
            h = _HU_VALUE.match(text, m.end())
            a = sentences.char_start(text, m.start(), ".!?\n")
            if h is None or _HU_PARTY.search(text, a, h.start("v")) or names_party(text[a : h.start("v")]):
                continue
            if len(h.group("gap").split()) <= 3 and _giro_ok(re.sub(r"\D", "", h.group("v"))):
                out.append((h.start("v"), h.end("v"), "bank_account"))
    if "száml" in low:
        for h in _HU_BEFORE.finditer(text):
            a = sentences.char_start(text, h.start(), ".!?\n")
            if _HU_PARTY.search(text, a, h.start("v")) or names_party(text[a : h.start("v")]):
                continue
            if _giro_ok(re.sub(r"\D", "", h.group("v"))):
                out.append((h.start("v"), h.end("v"), "bank_account"))
    if "/" in text and ("úč" in low or "uct" in low or "ucet" in low or "č. ú" in low or "č.ú" in low):
        for m in _CZ_WORD.finditer(text):
            c = _CZ_VALUE.match(text, m.end())
            if c is None or c.group("b") not in _CZ_BANKS or len(c.group("gap").split()) > 2:
                continue
            a = max(text.rfind(x, 0, m.start()) for x in ".!?\n") + 1
            if _CZ_PARTY.search(text, a, c.start("v")) or names_party(text[a : c.start("v")]):
                continue
            out.append((c.start("v"), c.end("v"), "bank_account"))
    if "afilia" in low or "seguridad social" in low:
        for m in _NSS_WORD.finditer(text):
            c = _NSS_VALUE.match(text, m.end())
            if c is not None and len(c.group("gap").split()) <= 3 and _nss_ok(c.group("v")):
                out.append((c.start("v"), c.end("v"), "national_id"))
    if ("konto" in low or "clearing" in low) and re.search(r"\d{4}(?:-\d)?[- ]\d{7}", text):
        _accounts(text, out)
    return out


TRIGGERS: tuple[str, ...] = (*_ACTIVATION_STEMS, "konto", "clearing", "számlaszám", "számla szám", "számlá", "účet",
                             "účtu", "účtem", "č. ú", "č.ú", "afiliaci", "seguridad social")
