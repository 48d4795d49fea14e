"""Identity documents by their own layout: a Russian or Ukrainian passport's series and number, German health
numbers named in German, Chinese, Japanese or Korean, and India's postal PIN code beside an Aadhaar.

Finds: a Russian internal passport's series and number after "паспорт" or "серия" ("серия 45 12 номер 345678",
"Паспорт РФ 4519 563201", "серия и номер паспорта — 40 08 771234"), a foreign-travel passport's two and seven digits
("загранпаспорт 75 1234567"), a Ukrainian passport's two letters and six digits ("серії МК № 482913"); another
country's passport number right after its name in ~30 languages ("numer paszportu EK1234567", "Passnummer:
C4F7XKLM2"); every German
KVNR that passes its check in the sentence of a health-insurance number's CJK or German name ("德国医保号分别是 … 和
…", "Versicherten-Nr. U349634857", "versichertennr vom papa: Q770201117").
Keeps: a six-digit number after "PIN code" in a text that names an Aadhaar or calls the PIN code an address's (India's
postal code, not a PIN). A passport's "номер" after another noun ("паспорт стола: модель 4512, номер партии 345678")
stays: the digits must stand in the series-and-number layout.

utils.redact's ROUNDS registry calls ``find`` and ``keep`` beside the other rounds; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import idcheck, secret_names, sentences

Span = tuple[int, int, str]

# ---- Russian and Ukrainian passports -------------------------------------------------------------------------

_RU_NAMES = ("паспорт", "загранпаспорт", "серия", "серии", "серії", "серія")
# series (2+2 digits) then number (6), with "номер", "№" or a comma between; a foreign-travel passport's 2+7 digits;
# a Ukrainian booklet's two letters and six digits
_SERIES_NUMBER = re.compile(
    r"(?<![\d\w])(?P<s>\d{2} ?\d{2})(?:\s*,?\s*(?:(?:номер|номера|№|No\.?|N|н\.)\s*:?\s*)?)(?P<n>\d{6})(?![\d\w])")
_TRAVEL = re.compile(r"(?<![\d\w])(?P<v>\d{2} ?\d{7})(?![\d\w])")
_UA_BOOKLET = re.compile(r"(?<![\w])[А-ЯІЇЄ]{2}\s*(?:№|No\.?)?\s*(?P<n>\d{6})(?![\d\w])")
# the gap from the name to the value: words and marks, no digit, no other sentence
_GAP = re.compile(r"[^\d\n.!?;]{0,40}")


def _passports(t: str, low: str, hits: dict[str, list[int]], out: list[Span]) -> None:
    end = -1
    for p in hits.get("ru", ()):
        if p < end or (p and t[p - 1].isalpha()):
            continue
        g = _GAP.match(t, p)
        stop = g.end() + 12  # the value starts within the gap (or a booklet's letters just after it)
        for rx, groups in ((_SERIES_NUMBER, ("s", "n")), (_TRAVEL, ("v",)), (_UA_BOOKLET, (0,))):
            if rx is _TRAVEL and not low.startswith("загран", p):
                continue
            m = rx.search(t, p, stop + 20)
            if m is None or m.start() > stop or any(c.isdigit() for c in t[p : m.start()]):
                continue
            out.extend((m.start(k), m.end(k), "passport") for k in groups)
            end = m.end()
            break


# other countries' passports after their name: one or two letters and six to eight digits, or nine letters and
# digits with a digit among them (Germany's), or nine digits (the United States'), right after the name
_OTHER_NAMES = (
    "passport", "passport number", "passport no", "reisepass", "reisepassnummer", "passnummer", "passeport",
    "pasaporte", "passaporto", "passaporte", "paspoort", "paszport", "paszportu", "pasaport", "pasaportu", "pasport",
    "paspor", "passi", "passin", "passet", "passnummer", "διαβατήριο", "διαβατηρίου", "דרכון", "הדרכון",
    "جواز السفر", "جواز سفر", "جوازي", "پاسپورت", "hộ chiếu", "หนังสือเดินทาง", "पासपोर्ट", "护照", "護照", "パスポート",
    "旅券", "여권")
_PASSPORT_GAP = re.compile(r"[^\d\n.!?。！？;]{0,25}?(?<![A-Za-z])(?=[A-Z0-9])")
# a noun in the gap names the value as something else: a booking, a flight, a seat, an order
_OTHER_NOUN = re.compile(r"(?i)order|booking|book|flight|ticket|seat|gate|room|ref|reserv|vuelo|vol\b|flug|pedido|"
                         r"buchung|заказ|рейс|航班|订单|訂單|便|予約|座席|좌석|항공|예약")
_PASSPORT_VALUE = re.compile(r"(?:[A-Z]{1,2}\d{6,8}|(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{9}|\d{9})(?![\w])")


def _other_passports(t: str, hits: dict[str, list[int]], out: list[Span]) -> None:
    end = -1
    for p in hits.get("other", ()):
        if p < end or (p and t[p].isascii() and t[p - 1].isalpha()):
            continue
        i = p + len(re.match(r"[^\s\d:：,，]*", t[p:]).group())
        g = _PASSPORT_GAP.match(t, i)
        m = _PASSPORT_VALUE.match(t, g.end()) if g is not None else None
        if m is not None and not _OTHER_NOUN.search(g.group()):
            out.append((m.start(), m.end(), "passport"))
            end = m.end()


# ---- German health-insurance numbers named in CJK or German ---------------------------------------------------------

_KVNR_NAMES = ("医保号", "医疗保险号", "医保卡号", "健康保险号", "醫保號", "健保號", "被保険者番号", "保険証番号", "保険者番号",
               "건강보험 번호", "건강보험번호", "보험 번호",
               # the German names, short and long (the value's own check tells a KVNR from any other number)
               "versichertennummer", "versicherten-nummer", "versicherten-nr", "versichertennr", "versicherten nr",
               "kvnr", "kv-nummer", "kv-nr", "krankenkassennummer", "health insurance number")
_KVNR = re.compile(r"(?<![A-Za-z0-9])[A-Z]\d{9}(?![A-Za-z0-9])")


def _kvnrs(t: str, hits: dict[str, list[int]], out: list[Span]) -> None:
    for p in hits.get("kvnr", ()):
        b = sentences.char_end(t, p, sentences.STOP_CHARS_NO_DOT)
        out.extend((m.start(), m.end(), "national_id") for m in _KVNR.finditer(t, p, b) if idcheck.kvnr_ok(m.group()))


_NAMES = secret_names.Names({"ru": _RU_NAMES, "other": _OTHER_NAMES, "kvnr": _KVNR_NAMES})
_DIGIT = re.compile(r"\d")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder`` unused: these values are digits and letters of a fixed layout)."""
    del placeholder
    out: list[Span] = []
    if len(low) != len(text) or _DIGIT.search(text) is None:
        return out
    hits = _NAMES.starts(low)  # one automaton pass for every rule
    if hits:
        _passports(text, low, hits, out)
        _other_passports(text, hits, out)
        _kvnrs(text, hits, out)
    return out


# ---- what stays -----------------------------------------------------------------------------------------------

_PIN_CODE_BEFORE = re.compile(r"(?i)(?:pin\s*-?\s*code|pincode|पिन\s*कोड|पिनकोड)\W{0,3}$")
_ADDRESS_PIN = re.compile(
    r"(?i)(?:office|home|residential|permanent|current|area|shop|billing|pickup)\s+pin\s*-?\s*code")
_AADHAAR = re.compile(r"(?i)aadhaar|aadhar|आधार")


def keep(text: str, spans: list[Span]) -> None:
    """Drops a six-digit postal PIN code beside an Aadhaar or an address's PIN code."""
    if not spans or not (_AADHAAR.search(text) or _ADDRESS_PIN.search(text)):
        return
    spans[:] = [(s, e, k) for s, e, k in spans
                if not (re.fullmatch(r"[1-9]\d{5}", text[s:e]) and _PIN_CODE_BEFORE.search(text, max(0, s - 20), s))]


TRIGGERS = ("paszport", "หนังสือเดินทาง", "جواز", "passnummer", "reisepass", "διαβατ", "דרכון", "pasaport", "паспорт",
            "серия", "серии", "серії", "医保号", "医疗保险号", "健康保险号", "醫保號", "被保険者番号", "건강보험",
            "versicherten", "kvnr", "kv-n", "krankenkassennummer")
