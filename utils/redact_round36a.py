"""Round 36a: the speaker's own numbers given by a country's or a service's own name and shape.

Finds:
- a US Medicare Beneficiary Identifier (MBI: eleven characters in CMS's layout, dashed 4-3-4 or not) in a message
  about Medicare; the sample CMS prints on its site and one the message calls a sample or an example stay;
- a Nigerian Bank Verification Number (BVN, eleven digits) or NIN after its name, and in a message naming one (or a
  NUBAN), the ten-digit NUBAN after an account's word, unless its clause names another party as the holder;
- a Norwegian kontonummer (eleven digits, dotted 4.2.5 or spaced as banks print it, passing its mod-11 check) after an
  account's word in any inflection ("kontonummeret", "kontonr."), unless a bill, a payment reference or another
  party is named in its sentence (a biller prints its account for every payer);
- backup or recovery codes in a table's column named so ("| Google backup code |", "recovery_code,"): each row's
  code, digits in one or two groups; the other columns (a number, "used?") stay.

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs
from stdnum.no import kontonr

from utils import redact_id_columns, sentences
from utils.redact_payees import names_party

Span = tuple[int, int, str]

TRIGGERS: tuple[str, ...] = ("medicare", "mbi", "bvn", "nuban", "kontonummer", "kontonr", "backup code", "backup-code",
                             "backup_code", "recovery code", "recovery_code", "recovery-code", "codes de secours",
                             "code de secours", "backup-kod", "kod zapasowy", "código de respaldo",
                             "código de recuperación", "codice di backup", "herstelcode")

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"

# ---- a Medicare Beneficiary Identifier ---------------------------------------------------------------------------

# CMS's layout: a digit 1-9, a letter, a letter or digit, a digit, a letter, a letter or digit, a digit, two letters,
# two digits; its letters never S, L, O, I, B or Z (they read as digits)
_A = "[AC-HJKMNP-RT-Y]"
_AN = "[AC-HJKMNP-RT-Y0-9]"
_MBI = re.compile(r"(?<![A-Za-z0-9-])(?P<v>[1-9]" + _A + _AN + r"\d(?P<d>-?)" + _A + _AN + r"\d(?P=d)" + _A + _A
                  + r"\d\d)(?![A-Za-z0-9-])")
# the number CMS prints on its sample card, and a number the message calls a sample
_CMS_SAMPLE = frozenset({"1EG4TE5MK73"})
_SAMPLE_WORD = re.compile(r"(?i)" + _L + r"(?:sample|example|specimen|e\.g\.|for instance|like this|muestra|ejemplo"
                          r"|exemple|spécimen|beispiel|muster|esempio|exemplo|voorbeeld|przykład\w*)" + _R)
_SENTENCE_END = re.compile(r"[.!?](?=\s)|[\n;]")


def _mbis(text: str, low: str, out: list[Span]) -> None:
    if "medicare" not in low and "mbi" not in low and "beneficiary identifier" not in low:
        return
    for m in _MBI.finditer(text):
        v = m.group("v")
        if v.replace("-", "") in _CMS_SAMPLE or _SAMPLE_WORD.search(
                text[sentences.start(text, m.start(), _SENTENCE_END, 120) : m.start()]):
            continue
        out.append((m.start("v"), m.end("v"), "health_insurance_id"))


# ---- a Nigerian BVN or NIN, and the NUBAN beside it ------------------------------------------------------------

_NG_ID = re.compile(r"(?i)" + _L + r"(?:bvn|bank verification number|nin|national identification number)" + _R
                    + r"(?:\s*(?:no\.?|number|#))?(?:\s+(?:is|was|:))?\s*[:：(]?\s*(?<![\d.,/-])(?P<v>\d{11})(?![\d/-]|[.,]\d)")
_NUBAN = re.compile(r"(?i)" + _L + r"(?:account|acct|a/c|nuban)" + _R + r"(?:\s*(?:no\.?|number|num|#))?"
                    r"(?:\s+(?:is|was))?\s*[:：]?\s*(?<![\d.,/-])(?P<v>\d{10})(?![\d/-]|[.,]\d)")
_CLAUSE = re.compile(r"[.!?](?=\s)|[\n;]")
# an account the speaker is told to pay into ("pay the supplier, account ..", "send it to this vendor's account")
_PAID_INTO = re.compile(r"(?i)" + _L + r"(?:pay|send|transfer|wire|supplier|vendor|seller|merchant|biller|payee"
                        r"|beneficiary|recipient)" + _R)


def _nigerian(text: str, low: str, out: list[Span]) -> None:
    if "bvn" not in low and "nuban" not in low and "bank verification" not in low:
        return
    for m in _NG_ID.finditer(text):
        out.append((m.start("v"), m.end("v"), "national_id"))
    for m in _NUBAN.finditer(text):
        a = sentences.start(text, m.start(), _CLAUSE)
        before = text[a : m.start("v")]
        if not names_party(before) and _PAID_INTO.search(before) is None:
            out.append((m.start("v"), m.end("v"), "bank_account"))


# ---- a Norwegian kontonummer -------------------------------------------------------------------------------------

_NO_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:bank)?konto(?:nummer\w*|nr\.?|en|et)?" + _R
    + r"(?:\s+(?:mitt|min|mi|vårt|vår|er|til|for|på|hos|meg|oss|\w+-?konto|lønnskonto)){0,3}\s*[:：]?\s*"
    r"(?<![\d.,/-])(?P<v>\d{4}([ .]?)\d{2}\2\d{5})(?![\d/-]|[.,]\d)")
# a bill, a payment reference or a company's register number in the sentence: the account is the biller's
_NO_BILL = re.compile(r"(?i)" + _L + r"(?:regning\w*|faktura\w*|kid|giro|avtalegiro|betal\w* til|mottaker\w*|org\.? ?nr"
                      r"\w*|organisasjonsnummer|firma\w*|selskap\w*|butikk\w*|leverandør\w*|utleier\w*|huseier\w*)" + _R)


def _norwegian(text: str, out: list[Span]) -> None:
    for m in _NO_ACCOUNT.finditer(text):
        if not kontonr.is_valid(m.group("v").replace(".", "").replace(" ", "")):
            continue
        a = sentences.start(text, m.start(), _SENTENCE_END)
        sentence = text[a : sentences.end(text, m.end(), _SENTENCE_END)]
        if _NO_BILL.search(sentence) is None and not names_party(text[a : m.start("v")]):
            out.append((m.start("v"), m.end("v"), "bank_account"))


# ---- backup codes in a table's column ----------------------------------------------------------------------------

_CODE_HINT = ahocorasick_rs.AhoCorasick(
    ["backup", "recovery", "secours", "zapasow", "respaldo", "recuperación", "herstel", "wiederherstellung",
     "резервн", "バックアップ", "备用", "備用", "백업"]).find_matches_as_indexes
_CODE_COLUMN = re.compile(
    r"(?i)(?:backup|recovery)[ _-]?codes?|codes?\s+de\s+(?:secours|récupération|respaldo|recuperación|recuperação)"
    r"|backup-?codes?|wiederherstellungs-?codes?|codici?\s+di\s+(?:backup|recupero)|herstelcodes?"
    r"|kody?\s+(?:zapasow\w*|odzyskiwania)|резервн\w+\s+код\w*|バックアップコード|备用码|備用碼|备用验证码|백업\s*코드")
_CODE_VALUE = re.compile(r"\d{4,5}[ -]?\d{4,5}|[a-z0-9]{4,5}-[a-z0-9]{4,5}|\d{6,10}")


def _code_column(name: str) -> bool:
    return len(name) <= 40 and _CODE_COLUMN.search(name) is not None


def _code_columns(text: str, low: str, out: list[Span]) -> None:
    for s, e in redact_id_columns.column_cells(text, low, _CODE_HINT, _code_column):
        if _CODE_VALUE.fullmatch(text[s:e]):
            out.append((s, e, "recovery_code"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    del placeholder
    out: list[Span] = []
    _mbis(text, low, out)
    _nigerian(text, low, out)
    if "konto" in low:
        _norwegian(text, out)
    if "\n" in text:
        _code_columns(text, low, out)
    return out
