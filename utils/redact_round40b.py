"""Round 40b: personal ids and accounts after their names in shapes the rules missed; other parties' accounts, order
numbers, postal codes and organisations' registry codes kept.

Finds:
- An identity card's, a driving licence's or a residence permit's number in brackets right after the document's name
  ("die Nummer meines Personalausweises (..)", "my driving licence (..)", "mi DNI (..)"), after "lautet", or a few
  words after the name, inflected or with a possessive ("il numero della mia patente è ..", "numărul cărții mele de
  identitate este ..", "az útlevelem száma .."), no other thing's noun (a booking, an order, a photo) between. A
  German identity card's number is read by its own alphabet (digits and the consonants C F G H J K L M N P R T V W X
  Y Z) and, written with its tenth character, by that ICAO check digit; Spain's DNI by its letter.
- Latin American personal ids after their acronyms: Mexico's CURP in its full layout (birth date, sex, a state's
  code; the name and the layout together are the evidence, a mistyped check digit too), an Argentine CUIL or a
  person's CUIT and El Salvador's DUI by their check digits, a DNI's digits after "mi DNI", a Colombian "cédula de
  ciudadanía", an identity card claimed as the speaker's ("mi C.I.", "mi cédula", "mi DPI") in Uruguay's (checked),
  Paraguay's, Bolivia's, Venezuela's, Honduras', Guatemala's or Panama's layout, Brazil's RG in its dotted layout
  ("meu RG", "carteira de identidade"), a person's Venezuelan RIF, and a
  Colombian or Guatemalan NIT or a Peruvian or Ecuadorian RUC claimed as the speaker's (checked).
- Tax ids in their dotted or dashed layouts after their names: Indonesia's NPWP ("12.345.678.9-012.345", or its
  fifteen digits bare; a company's, "NPWP perusahaan", stays), Brazil's CPF by its check digits.
- A health service's or a health insurer's member number after its name: Portugal's "número de utente (do SNS)",
  a Dutch insurer's "relatienummer"/"klantnummer"/"lidnummer", a German "Mitgliedsnummer", an Austrian
  "Versicherungsnummer", a French mutuelle's "numéro d'adhérent", an Argentine "número de afiliado", a Czech "číslo
  pojištěnce", a Polish "numer ubezpieczenia", a Turkish "SGK sicil numarası", Scotland's CHI number (its date and
  check digit), Brazil's "cartão SUS". The generic names (klantnummer, Mitgliedsnummer, medlemsnummer) only in a
  message naming a health service or insurer.
- Iran's national code (کد ملی, شماره ملی, code melli) by its check digit, a Persian birth certificate's number
  (شماره شناسنامه), a Thai national id after its name (by its check digit; the name in the form NFKC gives it), a
  Nepali citizenship certificate's number (नागरिकता नम्बर).
  utils.redact_scripts reads the text again with native digits as ASCII, so these cover Persian, Arabic-Indic and
  Thai digits too.
- A card's expiry named in Persian or Arabic (تاریخ انقضا, تاريخ الانتهاء), Jalali ("1410/09") or not, its month
  checked, beside a card's number passing Luhn or beside its CVV2's name.
- A Danish account after "kontonr."/"kontonummer" beside its bank's reg.nr. (before or after it, or joined to it as
  "1234-0012345678"), a Swedish one after its bank's clearing number; the reg.nr. and the clearing number are the
  bank's, public, and stay.

Keeps (after every round's finder):
- An account or an IBAN a named other party gives for being paid (a vendor's remittance account, a charity's IBAN
  "they list", a supplier's on its invoice), the speaker claiming it nowhere before it, nothing paid back to them and
  no debit drawn from it.
- A card-shaped number right after an order's, an invoice's or a parcel's label (주문번호, Bestellnummer, order no.,
  numéro de commande): it passes Luhn by chance. A card named after the label stays cut.
- A postal code after its label in any language (kode pos, PLZ, CEP, código postal, zip code, 우편번호, 郵便番号).
- An organisation's public registry code (a Dutch AGB-code, a German IK, BSNR or LANR, a US NPI, an NHS ODS code, a
  GLN, a French FINESS or RPPS, a school's BRIN or UAI code), unless the speaker calls it theirs.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact.
"""

from __future__ import annotations

import importlib
import re
import unicodedata
from collections.abc import Callable

from utils import idcheck, redact_payees, redact_round38b, sentences

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after

TRIGGERS: tuple[str, ...] = (
    # documents' names (round 38b's card names open the gate for those)
    "führerschein", "driving licen", "driver's licen", "drivers licen", "driver license", "permis de conduire",
    "licencia de conducir", "carnet de conducir", "carteira de motorista", "rijbewijs", "patente di guida",
    "aufenthaltstitel", "residence permit", "titre de séjour", "cédula", "cedula", "aufenthaltserlaubnis",
    "aufenthaltskarte", "residence card", "carnet de identidad", "carné de identidad", "permiso de conducir",
    "tarjeta de residencia", "carteira de identidade", "bilhete de identidade", "carta de condução",
    "título de residência", "titulo de residencia", "cnh", "mia patente", "della patente", "la patente",
    "permesso di soggiorno", "verblijfsvergunning", "verblijfsdocument", "prawo jazdy", "prawa jazdy", "karta pobytu",
    "karty pobytu", "de identitate", "buletin", "de conducere", "řidičsk", "vodičsk", "jogosítvány", "útlevel",
    "körkort", "førerkort", "kørekort", "ajokort", "henkilökort", "ehliyet", "δίπλωμα οδήγησης", "водительск",
    "посвідчення водія", "identity card", "id card",
    # Latin American and Indonesian ids
    "curp", "cuil", "cuit", "dui ", "dui:", "dni", "npwp", "cpf", "rif ", "rif:", "mi nit", "my nit", "su nit",
    "nit personal", "mi ruc", "my ruc", "su ruc", "mi c.i", "su c.i", "mi ci ", "su ci ", "mi dpi", "su dpi",
    "meu rg", "seu rg", "my rg", "número do rg", "numero do rg",
    # health services' member numbers
    "de utente", "utente do sns", "º utente", "o utente", "relatienummer", "versichertennummer", "afiliado",
    "chi number", "chi no.", "chi no:",
    "cartão sus", "cartao sus", "cns ", "cns:", "sgk sicil", "pojištěnce", "pojistence", "ubezpieczenia",
    "de beneficiário", "de beneficiario", "versicherungsnummer", "svnr", "e-card-nummer", "e-card nummer",
    # Iran's national code
    "کد ملی", "کدملی", "شماره ملی", "کد ملّی", "code melli", "codemelli", "iranian national code",
    "national code:", "national code is", "my national code", "شناسنامه", "नागरिकता", "citizenship number",
    "citizenship no", "citizenship certificate number",
    *{unicodedata.normalize("NFKC", n) for n in ("เลขประจำตัวประชาชน", "เลขบัตรประชาชน", "บัตรประชาชนเลขที่")},
    # a card's expiry in Persian and Arabic
    "انقضا", "اعتبار تا", "تاريخ الانتهاء", "تاريخ الصلاحية", "تاريخ انتهاء", "صالحة حتى", "ینقضی",
    # a Danish account
    "kontonr", "kontonummer", "konto nr", "bankoplysninger",
)

# ---- an identity document's number in brackets, or after "lautet" ----

_DOC_EXTRA = (r"führerschein\w*|(?:uk\s+)?driv(?:ing|er'?s?)\s+licen[cs]e|permis\s+de\s+conduire"
              r"|licencia\s+de\s+conduc(?:ir|ción)|carn[eé]t?\s+de\s+conducir|carteira\s+de\s+motorista"
              r"|rijbewijs\w*|patente\s+di\s+guida|aufenthaltstitel\w*|aufenthaltserlaubnis|residence\s+permit"
              r"|titre\s+de\s+s[ée]jour|dni|d\.n\.i\.?|c[ée]dula(?:\s+de\s+(?:identidad|ciudadan[íi]a))?")
_DOC_NAME = r"(?:" + redact_round38b._CARD_NAME + r"|" + _DOC_EXTRA + r")"
_DOC_NUMBER_WORD = (r"(?:\s*-?\s*(?:nummer|number|no\.?|nr\.?|n[º°]|num[eé]ro|número|numero|numer))?")
# beside round 38b's shapes: Italy's CIE (two letters, five digits, two letters), Spain's DNI or NIE with its letter,
# a UK driving licence's sixteen characters
_DOC_VALUE = (r"(?<![\w-])(?P<x>[A-Z]{2}\d{5}[A-Z]{2}|[XYZ]?\d{7,8}-?[A-Z]|[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2})(?![\w-])"
              r"|" + redact_round38b._CARD_VALUE)
_DOC = re.compile(r"(?i)" + _L + _DOC_NAME + _R + _DOC_NUMBER_WORD
                  + r"(?:\s*(?P<b>[(\[])\s*|\s+(?:lautet|lauten|lautete)\s*:?\s*)"
                  + r"(?-i:" + _DOC_VALUE + r")")
_DE_ID_CHARS = frozenset("0123456789CFGHJKLMNPRTVWXYZ")
_DE_ID_NAME = re.compile(r"(?i)ausweis")


def _icao(v: str) -> str:
    """ICAO 9303's check digit over letters and digits (weights 7, 3, 1)."""
    total = 0
    for i, c in enumerate(v):
        total += (int(c) if c.isdigit() else ord(c) - 55) * (7, 3, 1)[i % 3]
    return str(total % 10)


def de_id_card_ok(v: str) -> bool:
    """A German identity card's number: nine characters of its alphabet, or ten, the last its ICAO check digit."""
    v = v.upper()
    if len(v) == 10 and v[9].isdigit():
        return set(v[:9]) <= _DE_ID_CHARS and _icao(v[:9]) == v[9]
    return len(v) == 9 and set(v) <= _DE_ID_CHARS and any(c.isdigit() for c in v) and any(c.isalpha() for c in v)


_DE_ID_VALUE = re.compile(r"(?i)" + _L + r"(?:personalausweis\w*|ausweis\w*)" + _R + _DOC_NUMBER_WORD
                          + r"(?:\s*[(\[]\s*|\s+(?:lautet|lauten|ist)\s*:?\s*|\s*:\s*)"
                          + r"(?-i:(?P<v>[0-9CFGHJKLMNPRTVWXYZ]{9}\d?))(?![\w-])")


# An identity card's, a driving licence's or a residence permit's number a few words after the document's name,
# inflected or with a possessive ("il numero della mia patente è ..", "numărul cărții mele de identitate este ..",
# "mein Führerschein hat die Nummer ..", "el número de mi carnet de identidad es .."): no digit and no sentence's end
# between, no other thing's noun (a booking, an order, an appointment) in the gap.
_DOC_WORDS = re.compile(
    r"(?i)" + _L + r"(?:"
    r"id\s+card|identity\s+card|driv(?:ing|er'?s?)\s+licen[cs]e|residence\s+(?:permit|card)"
    r"|personalausweis\w*|ausweis\w*|führerschein\w*|aufenthalts(?:titel|erlaubnis|karte)\w*"
    r"|carte\s+d['’]identit[ée]|permis\s+de\s+conduire|titre\s+de\s+s[ée]jour"
    r"|carn[eé]t?\s+de\s+(?:identidad|conducir)|licencia\s+de\s+conduc(?:ir|ción)|permiso\s+de\s+conducir"
    r"|tarjeta\s+de\s+residencia|carteira\s+de\s+(?:identidade|motorista)|bilhete\s+de\s+identidade"
    r"|carta\s+de\s+condução|t[íi]tulo\s+de\s+resid[êe]ncia|cnh"
    r"|carta\s+d['’]identit[àa]|(?:mia|della|la)\s+patente|patente\s+di\s+guida|permesso\s+di\s+soggiorno"
    r"|identiteitskaart|id-kaart|rijbewijs|verblijfsvergunning|verblijfsdocument"
    r"|prawa?\s+jazdy|kart[ay]\s+pobytu"
    r"|c[ăa]r[țţt]i[il]?\s+(?:\w+\s+)?de\s+identitate|cartea\s+(?:\w+\s+)?de\s+identitate|buletin\w*"
    r"|permis\w*\s+(?:\w+\s+)?de\s+conducere"
    r"|řidičsk\w+\s+průkaz\w*|vodičsk\w+\s+preukaz\w*|jogosítvány\w*|útlevel\w*|személyi\s+igazolvány\w*"
    r"|körkort\w*|førerkort\w*|kørekort\w*|ajokort\w*|henkilökort\w*|ehliyet\w*|δίπλωμα\s+οδήγησης"
    r"|водительск\w+\s+удостоверени\w*|посвідчення\s+водія"
    r")" + _R + r"(?P<gap>[^\d\n.!?;,\[\]]{0,32}?)(?<![\w-])"
    r"(?-i:(?P<v>(?=[A-Z0-9]*\d[A-Z0-9]*\d[A-Z0-9]*\d[A-Z0-9]*\d)[A-Z0-9]{6,12}))(?![\w-]|[.,/]\w)")
_DOC_GAP_NOUN = re.compile(
    r"(?i)order|booking|book|flight|ticket|seat|room|ref|reserv|appointment|case|application|antrag|vorgang|termin"
    r"|aktenzeichen|bestell|buchung|pedido|reserva|cita|expediente|commande|dossier|rendez|pratica|prenotazion"
    r"|aanvraag|afspraak|zamówien|wniosek|cerere|programare|žádost|kérelem|randevu|başvuru|telefon|phone|tel\b"
    r"|serial|serie|série|seri|gültig|valid|expir|ablauf|scad|vencim|venc|issued|ausgestellt|emitid|délivr|rilasciat"
    r"|photo|foto|scan|file|datei|img|reader|lesegerät|lector|lecteur|model|printer|drucker|version|template|vorlage")


# a card that is no identity document ("student ID card", "library card"), or one shown as a sample
_OTHER_CARD = re.compile(r"(?i)(?:student|library|member\w*|employee|staff|gym|loyalty|club|company|work|school"
                         r"|studenten|mitarbeiter|étudiant|estudiante|estudiantil|sample|example|specimen|muster"
                         r"|beispiel|exemple|ejemplo|exemplo|esempio|voorbeeld|dummy|test|fake|fictional)\W{1,3}$")
_SAMPLE = re.compile(r"(?i)sample|example|specimen|muster|beispiel|exemple|ejemplo|exemplo|esempio|voorbeeld|dummy"
                     r"|handbook|template|vorlage|fictional|made[- ]up")


def _documents(text: str, out: list[Span]) -> None:
    for m in _DOC_WORDS.finditer(text):
        v = m.group("v")
        if _DOC_GAP_NOUN.search(m.group("gap")) or not redact_round38b._card_number_ok(v):
            continue
        if _OTHER_CARD.search(text, max(0, m.start() - 24), m.start()) or _SAMPLE.search(
                text, max(0, m.start() - 80), min(len(text), m.end() + 40)):
            continue
        if redact_round38b._UNIT.match(text, m.end("v")):
            continue
        if _DE_ID_NAME.search(text, m.start(), m.start("gap")) and not v.isdigit() and len(v) in (9, 10) and (
                not de_id_card_ok(v)):
            continue
        out.append((m.start("v"), m.end("v"), "national_id"))
    for m in _DOC.finditer(text):
        if m.group("x"):
            x = m.group("x")
            if not x[-1].isalpha() or x[0].isdigit() or x[0] in "XYZ" and x[1].isdigit():
                if not idcheck.dni_ok(x):
                    continue
            if m.group("b") and text[m.end("x") : m.end("x") + 2].lstrip()[:1] not in (")", "]"):
                continue
            out.append((m.start("x"), m.end("x"), "national_id"))
            continue
        v = m.group("v")
        if m.group("b") and text[m.end("v") : m.end("v") + 2].lstrip()[:1] not in (")", "]"):
            continue  # a bracket holding more than the number is an aside, not the number
        if _DE_ID_NAME.search(m.group()) and v.isalnum() and 9 <= len(v) <= 10 and not de_id_card_ok(v):
            continue
        if redact_round38b._card_number_ok(v) and not redact_round38b._UNIT.match(text, m.end("v")):
            out.append((m.start("v"), m.end("v"), "national_id"))
    for m in _DE_ID_VALUE.finditer(text):
        if de_id_card_ok(m.group("v")):
            out.append((m.start("v"), m.end("v"), "national_id"))


# ---- Latin American personal ids after their acronyms ----

_GLUE = (r"(?:\s*+(?:[:：=#(]|n[º°o]\.?|nro\.?|no\.?|número|numero|es|é|is|mi|my|meu|minha|do|da|de|del)\s*+|\s++){1,4}")
_MX_STATES = ("AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE")
_CURP = re.compile(r"(?i)" + _L + r"curp" + _R + _GLUE + r"(?-i:(?P<v>[A-Z]{4}\d{6}[HMX](?:" + _MX_STATES
                   + r")[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d))(?![A-Za-z0-9])")
_CUIL = re.compile(r"(?i)" + _L + r"cui[lt]" + _R + _GLUE + r"(?P<v>(?:20|23|24|27)-?\d{8}-?\d)(?![\d-])")
_DUI = re.compile(r"(?i)" + _L + r"dui" + _R + _GLUE + r"(?P<v>\d{8}-\d)(?![\d-])")
_DNI = re.compile(r"(?i)" + _L + r"(?:mi|meu|my|su|el|del|con)\s+dni" + _R + _GLUE
                  + r"(?<![\d.])(?P<v>\d{1,2}\.?\d{3}\.?\d{3})(?![\d/-]|[.,]\d|(?-i:\s?[A-Z])" + _R + r")")
_CC = re.compile(r"(?i)" + _L + r"(?:c[ée]dula\s+de\s+ciudadan[íi]a|c\.\s?c\.)" + _R + _GLUE
                 + r"(?<![\d.])(?P<v>\d{1,3}(?:\.\d{3}){2,3}|\d{6,10})(?![\d/-]|[.,]\d)")


# a person's identity card claimed as theirs across Latin America, in each country's layout: Uruguay's
# "1.234.567-2" (checked), Paraguay's, Bolivia's or Venezuela's six to eight digits (dotted or with V-/E-), Honduras'
# "0801-1990-12345", Guatemala's DPI of thirteen digits, Panama's "8-123-456"
_CI = re.compile(
    r"(?i)" + _L + r"(?:mi|su|my)\s+(?:c\.\s?i\.?|(?-i:CI)|c[ée]dula(?:\s+de\s+identidad)?(?:\s+[^\W\d_]+)?"
    r"|dni(?:\s+[^\W\d_]+)?|dpi)" + _R + r"(?:\s*+(?:[:：=#]|n[º°o]\.?|nro\.?|número|numero|es|is|:)\s*+|\s++){1,3}"
    r"(?<![\w.-])(?P<v>\d\.\d{3}\.\d{3}-\d|\d{1,2}\.\d{3}\.\d{3}|\d{6,8}|\d{4}-\d{4}-\d{5}|\d{4} ?\d{5} ?\d{4}"
    r"|(?:\d{1,2}|PE|E|N)-\d{1,4}-\d{1,6}|[VE]-?\d{1,2}\.?\d{3}\.?\d{3})(?![\d-]|[.,]\d)")


# Brazil's RG (the state identity card) in its dotted layout, after "carteira de identidade" or "meu RG"
_RG = re.compile(r"(?i)" + _L + r"(?:carteira\s+de\s+identidade|(?:meu|seu|my|o|do)\s+(?-i:RG))" + _R
                 + r"[^\d\n.!?;,\[\]]{0,30}?(?<![\w.-])(?P<v>\d{1,2}\.\d{3}\.\d{3}-[\dXx]|\d{8}-[\dXx])"
                 r"(?![\w-]|[.,]\d)")


def _uy_ci_ok(v: str) -> bool:
    d = [int(c) for c in v if c.isdigit()]
    return (10 - sum(x * w for x, w in zip(d, (2, 9, 8, 7, 6, 3, 4))) % 10) % 10 == d[7]


def _cuit_ok(v: str) -> bool:
    d = [int(c) for c in v if c.isdigit()]
    if len(d) != 11:
        return False
    c = 11 - sum(x * w for x, w in zip(d, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2))) % 11
    return (0 if c == 11 else 9 if c == 10 else c) == d[10]


def _dui_ok(v: str) -> bool:
    d = [int(c) for c in v if c.isdigit()]
    return len(d) == 9 and (10 - sum(x * (9 - i) for i, x in enumerate(d[:8])) % 10) % 10 == d[8]


def _latin_ids(text: str, low: str, out: list[Span]) -> None:
    if "curp" in low:
        for m in _CURP.finditer(text):
            v = m.group("v")
            if idcheck._date_ok(2000, int(v[6:8]), int(v[8:10])):
                out.append((m.start("v"), m.end("v"), "national_id"))
    for rx, ok in ((_CUIL, _cuit_ok), (_DUI, _dui_ok)):
        for m in rx.finditer(text):
            if ok(m.group("v")):
                out.append((m.start("v"), m.end("v"), "national_id"))
    for m in _CI.finditer(text):
        v = m.group("v")
        if re.fullmatch(r"\d\.\d{3}\.\d{3}-\d", v) and not _uy_ci_ok(v) or re.fullmatch(
                r"\d{1,2}-\d{1,2}-(?:19|20)\d\d", v):
            continue  # a mistyped Uruguayan number's check, or a date
        if len(set(re.sub(r"\D", "", v))) >= 3:
            out.append((m.start("v"), m.end("v"), "national_id"))
    for rx in (_DNI, _CC, _RG):
        for m in rx.finditer(text):
            if len(set(re.sub(r"\D", "", m.group("v")))) >= 3:
                out.append((m.start("v"), m.end("v"), "national_id"))


# ---- dotted and dashed tax ids after their names ----

_NPWP = re.compile(r"(?i)" + _L + r"npwp" + _R + r"(?P<gap>[^\d\n.!?;,\[\]]{0,30}?)"
                   + r"(?<![\d.])(?P<v>\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}|\d{15})(?![\d-]|[.,]\d)")
_NPWP_FIRM = re.compile(r"(?i)perusahaan|badan|kantor|pt\b|cv\b|toko|penjual|vendor|company")
_CPF = re.compile(r"(?i)" + _L + r"cpf" + _R
                  + r"[^\d\n,\[\]]{0,20}?(?<![\d.])(?P<v>\d{3}\.\d{3}\.\d{3}-\d{2})(?![\d-]|[.,]\d)")


def _cpf_ok(v: str) -> bool:
    d = [int(c) for c in v if c.isdigit()]
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for n in (9, 10):
        c = sum(x * (n + 1 - i) for i, x in enumerate(d[:n])) * 10 % 11 % 10
        if c != d[n]:
            return False
    return True


# Venezuela's RIF of a person (V: a citizen, E: a foreigner; J and G are firms' and the state's), Colombia's NIT and
# Peru's RUC claimed as the speaker's (a person's NIT is the cédula and its check digit; a person's RUC opens with 10)
_RIF = re.compile(r"(?i)" + _L + r"rif" + _R + _GLUE + r"(?P<v>(?-i:[VE])-?\d{8}-?\d)(?![\d-])")
_NIT = re.compile(r"(?i)" + _L + r"(?:(?:mi|my|su)\s+nit|nit\s+personal)" + _R + _GLUE
                  + r"(?<![\d.])(?P<v>\d{1,3}(?:\.\d{3}){2}-\d|\d{6,10}-\d)(?![\d-]|[.,]\d)")
_RUC = re.compile(r"(?i)" + _L + r"(?:mi|my|su)\s+ruc" + _R + _GLUE + r"(?<!\d)(?P<v>10\d{9}|\d{10}001)(?!\d)")


def _stdnum_ok(module: str, v: str) -> bool:
    """python-stdnum's check of one country's number, imported on first use."""
    return bool(importlib.import_module("stdnum." + module).is_valid(v))


# a business's NPWP: a shop, an office, a seller or a company (by its legal form) named in the clause before the
# name, and the speaker claiming none there
_NPWP_FIRM_BEFORE = re.compile(r"(?i)" + _L + r"(?:perusahaan\w*|badan|kantor\w*|toko\w*|penjual\w*|vendor|supplier"
                               r"|merchant|usaha|pt|cv|ud|faktur\w*|company|seller|pedagang|mitra)" + _R)
_CLAUSE_END = re.compile(r"[.!?;\n](?=\s|$)")


def _business_npwp(text: str, s: int, gap: str) -> bool:
    """Whether the NPWP named at text[s:] is a business's: one named in its clause before it ("Kantor aku NPWP-nya",
    "Tokonya kasih NPWP"), and no claim of the speaker's after the name ("NPWP saya", "NPWP-ku")."""
    a = sentences.start(text, s, _CLAUSE_END, 80)
    if _NPWP_FIRM_BEFORE.search(text, a, s) is None:
        return False
    return re.search(r"(?i)(?:" + _L + r"(?:saya|aku|pribadi|punyaku|milikku|my)|-?ku)" + _R, gap) is None


def _tax_ids(text: str, low: str, out: list[Span]) -> None:
    # Colombia's NIT or Guatemala's, Peru's RUC or Ecuador's (a person's: the cédula and 001)
    for rx, modules in ((_RIF, ("ve.rif",)), (_NIT, ("co.nit", "gt.nit")), (_RUC, ("pe.ruc", "ec.ruc"))):
        if modules[0].split(".")[1] in low:
            for m in rx.finditer(text):
                if any(_stdnum_ok(mod, m.group("v")) for mod in modules):
                    out.append((m.start("v"), m.end("v"), "tax_id"))
    if "npwp" in low:
        for m in _NPWP.finditer(text):
            if not _NPWP_FIRM.search(m.group("gap")) and not _business_npwp(text, m.start(), m.group("gap")):
                out.append((m.start("v"), m.end("v"), "tax_id"))
    if "cpf" in low:
        for m in _CPF.finditer(text):
            if _cpf_ok(m.group("v")):
                out.append((m.start("v"), m.end("v"), "national_id"))


# ---- a health service's member number after its name ----

_HEALTH = re.compile(
    r"(?i)" + _L + r"(?:"
    r"n(?:[úu]mero|\.?\s?[º°o]\.?)\s*(?:de\s+)?utente(?:\s+do\s+sns)?|utente\s+do\s+sns|cart[ãa]o\s+(?:do\s+)?sus|cns"
    r"|relatienummer|verzekerdennummer|versichertennummer|n[úu]mero\s+de\s+afiliad[oa]"
    r"|n\.?\s?[º°o]\.?\s*de\s+afiliad[oa]"
    r"|chi\s+(?:number|no\.?)|sgk\s+sicil\s+(?:numaram|numarası|no)|[čc][íi]slo\s+poji[šs]t[ěe]nce"
    r"|numer\w*\s+ubezpieczeni\w*(?:\s+zdrowotne\w*)?|n[úu]mero\s+de\s+benefici[áa]rio"
    r"|versicherungsnummer|sozialversicherungsnummer|svnr|e-card-?nummer"
    r")" + _R + r"(?P<gap>[^\d\n.!?;,\[\]]{0,40}?)"
    r"(?<![\w.-])(?P<v>\d{4} \d{6}|\d{3,4}(?: \d{3,4}){1,4}|\d{6,15}|[A-Z]\d{9})"
    r"(?![\d/-]| ?\d|[.,]\d|\s*(?:€|\$|%|eur))")
# a health service named in the message: the member number is that service's (not a shop's customer number)
_HEALTH_CONTEXT = re.compile(
    r"(?i)zorgverzeker\w*|verzeker\w*|zorgpas|basisverzekering|\bCZ\b|vgz|menzis|zilveren kruis|dsw|onvz"
    r"|krankenkasse|krankenversicherung|\baok\b|techniker|barmer|\bdak\b|\bikk\b|\bbkk\b|mutuelle|assurance maladie"
    r"|\bsva\b|ögk|\bbva\b|e-card|folktandvård|försäkringskassan|sygesikring|helfo|kela"
    r"|obra social|prepaga|osde|swiss medical|galeno|\bsns\b|utente|cart[ãa]o sus|\bcns\b|\bnhs\b|\bchi\b"
    r"|centro de sa[úu]de"
    r"|huisarts|médico|medico|arzt|hausarzt|health|saúde|salud|santé|gesundheit|gezondheid")
_ALWAYS_HEALTH = re.compile(r"(?i)utente|relatienummer|versichertennummer|afiliad|chi\s|cart[ãa]o|sgk"
                            r"|poji[šs]t[ěe]nce|ubezpieczeni|benefici[áa]rio|sozialversicherung|svnr|e-card")


def _chi_ok(v: str) -> bool:
    d = [int(c) for c in v if c.isdigit()]
    if len(d) != 10 or not idcheck._date_ok(2000, d[2] * 10 + d[3], d[0] * 10 + d[1]):
        return False
    c = 11 - sum(x * (10 - i) for i, x in enumerate(d[:9])) % 11
    return (0 if c == 11 else c) == d[9]


def _health(text: str, out: list[Span]) -> None:
    ctx = None
    for m in _HEALTH.finditer(text):
        name = text[m.start() : m.start("gap")].lower()
        v = m.group("v")
        digits = re.sub(r"\D", "", v)
        if len(set(digits)) < 3:
            continue
        if name.startswith("chi") and not _chi_ok(v):
            continue
        if not _ALWAYS_HEALTH.search(name):
            if ctx is None:
                ctx = _HEALTH_CONTEXT.search(text) is not None
            if not ctx:
                continue
        out.append((m.start("v"), m.end("v"), "national_id"))


# ---- Iran's national code ----

_IR = re.compile(r"(?i)(?:کد\s*مل[یي]ّ?|شماره\s*مل[یي]|code\s*melli|(?:iranian\s+)?national\s+code)"
                 r"(?P<gap>[^\d\n,\[\]]{0,16}?)(?<!\d)(?P<v>\d{3}-?\d{6}-?\d)(?!\d)")


def ir_code_ok(v: str) -> bool:
    """Iran's national code: ten digits, the last (by its weighted sum mod 11) the check."""
    d = [int(c) for c in v if c.isdigit()]
    if len(d) != 10 or len(set(d)) == 1:
        return False
    r = sum(x * (10 - i) for i, x in enumerate(d[:9])) % 11
    return d[9] == (r if r < 2 else 11 - r)


def _iran(text: str, out: list[Span]) -> None:
    for m in _IR.finditer(text):
        if ir_code_ok(m.group("v")):
            out.append((m.start("v"), m.end("v"), "national_id"))


# ---- ids named in Thai and Persian ----

# Thai's SARA AM is split by NFKC (the rules read normalised text): each name in both forms
_TH_NAMES = ("เลขประจำตัวประชาชน", "เลขบัตรประชาชน", "บัตรประชาชนเลขที่", "เลขบัตรประจำตัวประชาชน")
_TH = re.compile(r"(?:" + "|".join(sorted({unicodedata.normalize("NFKC", n) for n in _TH_NAMES} | set(_TH_NAMES),
                                          key=len, reverse=True))
                 + r")(?P<gap>(?:\s*+(?:ของ(?:ฉัน|ผม|ดิฉัน|หนู|เรา|ฉัน)|คือ|เลขที่|[:：])\s*+|\s++){0,3})"
                 + r"(?<!\d)(?P<v>\d-?\d{4}-?\d{5}-?\d{2}-?\d)(?![\d-])")
# an Iranian birth certificate's number (شماره شناسنامه): the document's own serial, no check
_IR_BIRTH = re.compile(r"شماره\s*شناسنامه(?:\s*(?:من|ام|‌ام|:|：|ی\s*من))*\s*(?<!\d)(?P<v>\d{5,10})(?![\d/])")


# Nepal's citizenship certificate number (नागरिकता नम्बर): a district's, a year's and a serial's groups, no check
_NP = re.compile(r"(?i)(?:नागरिकता\s*(?:प्रमाणपत्र\s*)?(?:नम्बर|नंबर|नं\.?|संख्या)|citizenship\s+(?:certificate\s+)?"
                 r"(?:number|no\.?))(?P<gap>[^\d\n।.!?,\[\]]{0,12}?)(?<![\d-])"
                 r"(?P<v>\d{1,3}(?:[-/]\d{1,5}){2,4}|\d{6,14})(?![\d/-])")


# A card's expiry named in Persian or Arabic (تاریخ انقضا, تاريخ الانتهاء), in the Jalali calendar's "1410/09", as
# "09/05" or as a Gregorian "08/2028": with the card's number and its CVV2 it pays online. The one rule for it: a month
# of 1 to 12 in the value, and a card in the message, by its number passing Luhn or by its CVV2's name (the word کارت
# alone is no card: "کارت ندارم", I have no card). Read over the text with Persian and Arabic-Indic digits as ASCII.
_FA_AR_DIGITS = {ord(z) + i: str(i) for z in ("\u06f0", "\u0660") for i in range(10)}
_MONTH = r"(?:0?[1-9]|1[0-2])"
_EXPIRY = re.compile(r"(?:تاریخ\s*(?:انقضا[یء]?|اعتبار)(?:\s*کارت)?|انقضا[یء]?(?:\s*کارت)?|اعتبار\s*تا"
                     r"|تاريخ\s*(?:الانتهاء|الصلاحية|انتهاء)(?:\s*البطاقة)?|صالحة\s*حتى|ینقضی)[\s:：]*(?<![0-9/])"
                     r"(?P<v>(?:1[34]|20)[0-9]{2}\s*/\s*" + _MONTH + r"|" + _MONTH + r"\s*/\s*(?:1[34]|20)?[0-9]{2})"
                     r"(?![0-9/])")
_CARD_NUMBER = re.compile(r"(?<![0-9])[0-9]{4}([ -]?)[0-9]{4}\1[0-9]{4}\1[0-9]{4}(?![0-9])")
_CVV2 = re.compile(r"(?i)(?<![a-z])(?:cvv2?|cvc2?)(?![a-z])|سی\s*وی\s*وی|سي\s*في\s*في")


def _card_expiry(text: str, out: list[Span]) -> None:
    """A card's expiry after its Persian or Arabic name, beside a card's number passing Luhn or its CVV2."""
    ascii_digits = text.translate(_FA_AR_DIGITS)  # one code point for one: the spans are the text's
    expiries = list(_EXPIRY.finditer(ascii_digits))
    if expiries and (_CVV2.search(ascii_digits) or any(
            idcheck.luhn_ok(c.group()) for c in _CARD_NUMBER.finditer(ascii_digits))):
        out += [(m.start("v"), m.end("v"), "card_expiry") for m in expiries]


def _native_ids(text: str, out: list[Span]) -> None:
    _card_expiry(text, out)
    for m in _NP.finditer(text):
        if len(set(re.sub(r"\D", "", m.group("v")))) >= 3:
            out.append((m.start("v"), m.end("v"), "national_id"))
    for m in _TH.finditer(text):
        if idcheck.thai_id_ok(m.group("v")):
            out.append((m.start("v"), m.end("v"), "national_id"))
    for m in _IR_BIRTH.finditer(text):
        out.append((m.start("v"), m.end("v"), "national_id"))


# ---- a Danish account beside its reg.nr., a Swedish one beside its clearing number ----

_DK = re.compile(r"(?i)" + _L + r"reg\.?\s?(?:nr|nummer)\.?\s*:?\s*\d{4}\s*[,/]?\s*(?:og\s+|and\s+)?"
                 r"(?:konto\s?(?:nr|nummer)\.?|kontonummer|kto\.?\s?nr\.?)\s*:?\s*(?P<v>\d{6,10})(?![\d.,-]\d|\d)")


# the account first, its reg.nr. after it in brackets or after a comma
_DK_AFTER = re.compile(r"(?i)" + _L + r"(?:konto\s?(?:nr|nummer)\.?|kontonummer|kto\.?\s?nr\.?)\s*:?\s*(?P<v>\d{6,10})"
                       r"\s*[(,]\s*reg\.?\s?(?:nr|nummer)\.?\s*:?\s*\d{4}(?!\d)")
# reg.nr. and account written as one ("1551-3210456789") after the account's or the bank details' word
_DK_JOINED = re.compile(r"(?i)" + _L + r"(?:konto\s?(?:nr|nummer)\.?|kontonummer|bankkonto|bankoplysninger"
                        r"|reg\.?\s?(?:nr\.?)?\s*(?:og|/|\+)\s*konto\s?(?:nr|nummer)?\.?)" + _R
                        + r"\s*:?\s*(?<![\d-])\d{4}[ -](?P<v>\d{6,10})(?![\d-]|[.,]\d)")


# a Swedish account after its bank's clearing number ("clearing 8327-9 konto 482917351-0"); the clearing number is
# the bank's, public
_SE = re.compile(r"(?i)" + _L + r"clearing\w*\s*(?:nr|nummer)?\.?\s*:?\s*\d{4}(?:-\d)?\s*[,/]?\s*(?:och\s+)?"
                 r"(?:konto\s?(?:nr|nummer)?\.?)\s*:?\s*(?P<v>\d(?:[ -]?\d){6,13})(?![\d-]|[.,]\d)")


def _nordic_accounts(text: str, out: list[Span]) -> None:
    for rx in (_DK, _DK_AFTER, _DK_JOINED, _SE):
        for m in rx.finditer(text):
            out.append((m.start("v"), m.end("v"), "bank_account"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    _documents(text, out)
    _latin_ids(text, low, out)
    _tax_ids(text, low, out)
    _health(text, out)
    if not text.isascii() or "melli" in low or "national code" in low or "citizenship" in low:
        _iran(text, out)
        _native_ids(text, out)
    if "konto" in low or "bankoplys" in low:
        _nordic_accounts(text, out)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# ---- kept: other parties' accounts ----

_PARTY = re.compile(
    r"(?i)" + _L + r"(?:vendor\w*|supplier\w*|charit(?:y|ies|able)|remittance|non-?profit|ngo|foundation"
    r"|lieferant\w*|händler\w*|spendenkonto|wohltätig\w*|hilfsorganisation\w*|stiftung\w*"
    r"|fournisseur\w*|association\s+caritative|œuvre\s+caritative|proveedor\w*|organizaci[óo]n\s+benéfica|ong"
    r"|fornecedor\w*|institui[çc][ãa]o\s+de\s+caridade|fornitor\w*|ente\s+benefic\w*|leverancier\w*|goede?\s+doel\w*"
    r"|dostawc\w*|fundacj\w*|dodavatel\w*|nadace|nadační\w*|szállító\w*|alapítvány\w*|furnizor\w*|fundați\w*"
    r"|tedarikçi\w*|vakf\w*|поставщик\w*|постачальник\w*|благотворит\w*|προμηθευτ\w*|φιλανθρωπ\w*|leverandør\w*"
    r"|leverantör\w*|velgørenhed\w*|välgörenhet\w*|toimittaja\w*|hyväntekeväisyys\w*"
    # a firm by its word in the Nordic languages and German ("VVS-firmaet", "firman", "die Firma")
    r"|[\w-]*firma\w*|virksomhed\w*|företag\w*|selskab\w*|selskap\w*|yritys\w*)" + _R)
# a pronoun or a verb hands the account to that party ("they list", "their remittance info", "ihre Bankverbindung")
_THEIRS = re.compile(r"(?i)" + _L + r"(?:they|their|its|ihre|ihrer|ihr|deren|sein|seine|seiner|seinem|leur|leurs"
                     r"|son|sa|ses|su|sus|seu|sua|dele|dela|suo|sua|zijn|hun|jego|jej|jeho|její|jejich|lor|său|sa"
                     r"|onun|его|её|их|її|їх|του|της|τους)" + _R)
_LISTED = re.compile(r"(?i)" + _L + r"(?:list|lists|listed|publish\w*|website|webseite|site|página|pagina|sito)" + _R)
_DRAWN = re.compile(r"(?i)" + _L + r"(?:from|vanaf|von|depuis|desde|från|fra|dari|z|ze|iz|от|з|debit\w*|lastschrift\w*"
                    r"|abbuch\w*|prélèvement\w*|domicilia\w*|incasso|machtiging|addebit\w*|débito|débit)" + _R)
_VENDOR_PAPER = re.compile(r"(?i)[^\n.!?]{0,50}?(?:invoice|factur\w*|rechnung|fattura|factuur|faktur\w*|fatura|számla"
                           r"|remittance)")


def _other_party(text: str, s: int, e: int) -> bool:
    a = max(0, s - 220)
    nl = text.rfind("\n", a, s)
    a = nl + 1 if nl >= 0 else a
    before = text[a:s]
    party = _PARTY.search(before) or redact_payees._FIRM_NUMBER.search(before)
    if party is None:
        return False
    if not (_THEIRS.search(before, party.end()) or _VENDOR_PAPER.search(before) or _LISTED.search(before)
            or _VENDOR_PAPER.match(text, e, min(len(text), e + 60))):
        return False
    after = text[e : e + 40]
    if redact_payees.OWN.search(before) or redact_payees.OWN.match(after.lstrip(" ,(")):
        return False
    if _DRAWN.search(before, party.end()):
        return False  # the account a debit is drawn on, or one paid from, is the payer's
    return redact_payees.REFUND.search(before) is None and redact_payees._SALARY.search(before) is None


# an account's word right before a run of digits another rule cut under a generic kind
_ACCOUNT_WORD = re.compile(r"(?i)" + _L + r"(?:account|acct|konto\w*|kontonr|cuenta|compte|conto|conta|rekening"
                           r"|rachun\w*|účtu|účet|számla\w*|tili\w*|iban)" + _R
                           + r"\.?(?:\s*(?:no\.?|nr\.?|number|nummer|:|#))?\s*$")


def _account_named(text: str, s: int, e: int) -> bool:
    v = text[s:e].replace(" ", "").replace("-", "")
    return v.isdigit() and len(v) >= 6 and _ACCOUNT_WORD.search(text, max(0, s - 24), s) is not None


# ---- kept: an order's or a parcel's number that passes Luhn ----

_ORDER_LABEL = re.compile(
    r"(?i)(?:" + _L + r"(?:order\s*(?:no\.?|number|#|id|ref\w*)|tracking\s*(?:no\.?|number|#|id)"
    r"|bestell\s*-?(?:nummer|nr\.?)"
    r"|auftrags\s*-?(?:nummer|nr\.?)|sendungs\s*-?(?:nummer|nr\.?)|num[ée]ro\s+de\s+(?:commande|suivi)"
    r"|n[úu]mero\s+de\s+(?:pedido|encomenda|seguimiento|rastreio|orden)|numero\s+d['’]ordine|order\s*nummer"
    r"|bestel\s*nummer|numer\s+zam[óo]wienia|sipariş\s*(?:no|numarası)|номер\s+заказа|nomor\s+pesanan"
    r"|mã\s+đơn(?:\s+hàng)?|주문\s*번호|운송장\s*번호|송장\s*번호|注文番号|订单号|訂單編號|訂單號碼|订单编号"
    r"|เลขที่คำสั่งซื้อ|หมายเลขคำสั่งซื้อ|invoice\s*(?:no\.?|number|#)|rechnungs\s*-?(?:nummer|nr\.?)"
    r"|receipt\s*(?:no\.?|number|#)|transaction\s*(?:id|no\.?|number)|nomor\s+resi|no\.?\s+resi|resi"
    r"|nomor\s+order|no\.?\s+pesanan|kargo\s+takip\s+(?:no|numarası)|numer\s+przesyłki|c[óo]digo\s+de\s+rastreio"
    r"|n\.?\s?[º°o]\.?\s+(?:da\s+)?encomenda|número\s+de\s+rastreamento|numero\s+di\s+tracciamento|trackingnummer"
    # a receipt's reference, a product's barcode, an order id, an order's number in Thai and Japanese (round 44b)
    r"|ref(?:erence)?\.?\s*(?:no\.?|nr\.?|number|num\.?|#)|ref\.?|referen[cz]\w*|reference|r[ée]f[ée]rence"
    r"|jan\s*-?(?:code|コード)?|ean(?:-?13|-?8)?(?:\s*-?code)?|gtin|upc|barcode|bar\s+code|strichcode|code[-\s]barres?"
    r"|c[óo]digo\s+de\s+barras|codice\s+a\s+barre|streepjescode|kod\s+kreskowy|штрих-?код\w*|barkod\w*"
    r"|mã\s+vạch)"
    # CJK and Thai labels run on from the word before ("商品のJANコードは"); Thai's SARA AM also as normalised
    r"|jan\s*コード|バーコード|条形码|條碼|바코드|บาร์โค้ด|取引id|取引番号|注文id|注文番号|คำสั่งซื้อ|ค\u0e4d\u0e32สั่งซื้อ)"
    # the shop's or the carrier's name between the label and the number ("คำสั่งซื้อ Lazada 3406..")
    r"(?:[^\S\n]+(?-i:[A-Z][\w.&-]{1,20}))?"
    r"\s*(?:[:：#]|is|ist|es|est|é|è|是|为|為|は|는|은)?\s*$")
_CARD_WORD = re.compile(r"(?i)card|karte|tarjeta|carte|cartão|carta|kaart|karta|kart|카드|カード|卡|карт|บัตร|thẻ|kartu")


def _order_number(text: str, s: int, e: int) -> bool:
    v = text[s:e]
    if not v.isdigit():
        return False
    label = _ORDER_LABEL.search(text, max(0, s - 30), s)
    return label is not None and not _CARD_WORD.search(text, label.start(), s)


# ---- kept: postal codes ----

_POSTAL_LABEL = re.compile(
    r"(?i)" + _L + r"(?:kode\s*pos|plz|postleitzahl|cep|c[óo]digo\s+postal|code\s+postal|zip\s*-?\s*code|zipcode"
    r"|post\s*code|postcode|postal\s+code|postnummer|postinumero|irányítószám|kod\s+pocztowy|psč|cod\s+po[șş]tal"
    r"|codice\s+postale|cap|ταχυδρομικ\w*\s+κώδικ\w*|почтов\w*\s+индекс\w*|индекс|posta\s+kodu"
    r"|mã\s+bưu\s+(?:điện|chính)"
    r"|poskod)" + _R + r"\s*[:：]?\s*(?:(?:di|in|is|ist|é|es|est)\s+)?$"
    r"|(?:우편\s*번호|郵便番号|邮编|邮政编码|郵遞區號|รหัสไปรษณีย์|〒)\s*[:：]?\s*$")


def _postal(text: str, s: int, e: int) -> bool:
    v = text[s:e]
    if not re.fullmatch(r"\d{3,6}(?:-\d{3,4})?|\d{2}-\d{3}|\d{3} ?\d{2}", v):
        return False
    return _POSTAL_LABEL.search(text, max(0, s - 30), s) is not None


# ---- kept: an organisation's public registry code ----

_REGISTRY_LABEL = re.compile(
    r"(?i)" + _L + r"(?:agb-?code|agb|ik-?(?:nummer|nr\.?)|institutionskennzeichen|bsnr|betriebsstättennummer|lanr"
    r"|npi(?:\s+(?:number|no\.?))?|ods\s+code|gln|duns(?:\s+number)?|cnes|finess|riziv|inami|rpps|adeli"
    r"|kvk(?:-?nummer)?|brin(?:-?code|-?nummer)?|vestigingscode|ukprn|code\s+uai|uai|c[óo]digo\s+de\s+centro"
    r"|practice\s+code|school\s+code|gmc\s+(?:number|no\.?)|code\s+(?:naf|ape)|cnae)" + _R
    + r"(?:\s+(?:van|der|des|de|du|do|da|of|the|la|le|del|die|das|het|dem)){0,2}"
    r"(?:\s+(?:praktijk|practice|praxis|clinic|kliniek|ziekenhuis|apotheek|pharmacy|apotheke|hospital|krankenhaus"
    r"|zorgverlener|huisarts|hausarzt|arztes|arzt|organisatie|organisation|organization|school|college|centro|lycée"
    r"|cabinet|hôpital|hospital|société|company|firma|bedrijf))?"
    r"(?:\s+(?:is|ist|est|es|é|è|lautet|luidt))?\s*[:：#]?\s*$")


def _registry_code(text: str, s: int, e: int) -> bool:
    if not text[s:e].replace(" ", "").isdigit():
        return False
    m = _REGISTRY_LABEL.search(text, max(0, s - 50), s)
    return m is not None and redact_payees.OWN.search(text, max(0, m.start() - 12), m.start()) is None


def keep(text: str, spans: list[Span]) -> None:
    """Drops other parties' accounts, order numbers that look like cards, postal codes and registry codes."""
    if not spans:
        return
    out: list[Span] = []
    for s, e, k in spans:
        if (k in ("iban", "bank_account") or _account_named(text, s, e)) and _other_party(text, s, e):
            continue
        if k == "card" and _order_number(text, s, e):
            continue
        if _postal(text, s, e) or _registry_code(text, s, e):
            continue
        out.append((s, e, k))
    spans[:] = out
