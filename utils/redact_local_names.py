"""Secrets a country's own words name, and the public numbers its payments print beside them.

Found (each after the word its language gives it):
- a private person's Russian account: the balance-sheet prefix 40817/40820 (a resident's or a non-resident's
  current account) or 423 (a person's deposit) after "счёт" / "р/с"; a bank's корр. счёт (30101) is no person's
  and stays, as does its БИК;
- a Thai bank account in the banks' printed shape (3-1-5-1 digits) after "บัญชี";
- a Vietnamese account number after "tài khoản" / "STK" (another party's account stays, utils.redact_payees);
- a BLIK code given after "kod" in a message about BLIK (Polish);
- an alarm's, a door's or a safe's code after "κωδικός του ..." (Greek, any case of the noun);
- a Hungarian gate, door or alarm code after its compound (kapukód, ajtókód, riasztókód) without the keypad's '#';
- a Czech or Slovak identity card's number after "občanka" / "občanský průkaz" / "občiansky preukaz";
- a health fund's member number the speaker claims: "mon numéro d'adhérent" (French), "mi número de afiliado"
  (Spanish; "le numéro d'adhérent" of a contract's paper is the contract's), NHIF/SHIF/NSSF (Kenya) with the
  Swahili "nambari ya";
- an M-Pesa transaction code quoted before the Swahili "Imethibitishwa" (the SMS's confirmation word).

Kept: a company's CIF (Spain's company tax id, printed on its receipts), a Japanese transfer's request or receipt
number (振込依頼番号, 受付番号: a reference the payee issues); an amount in shillings is kept by
utils.redact_message_codes.keep, the one keeper of amounts.

utils.redact's ROUNDS registry calls ``find`` and ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils.redact_payees import names_party

Span = tuple[int, int, str]

# cheap words first: a message without one of them pays nothing more
TRIGGERS: tuple[str, ...] = (
    "счёт", "счет", "р/с", "บัญชี", "tài khoản", "stk", "blik", "κωδικ", "kapukód", "ajtókód", "riasztókód",
    "občank", "občansk", "občiansk", "adhérent", "afiliado", "nhif", "shif", "nssf", "imethibitishwa")

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"

_RU_PRIVATE = re.compile(
    r"(?i)" + _L + r"(?:сч[её]т\w*|р/с|л/с)(?:\s+(?:получателя|№|номер|n|у\s+меня|мой))?[\s:№.]*"
    r"(?P<v>(?:4081[07]|40820|423\d\d)\d{15})(?!\d)")
_TH_ACCOUNT = re.compile(r"บัญชี[^\d\n]{0,60}?(?<!\d)(?P<v>\d{3}-\d-\d{5}-\d)(?![\d-])")
_VI_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:số\s+tài\s+khoản|tài\s+khoản|stk)" + _R
    + r"(?:\s+(?:ngân\s+hàng\s+)?(?:của\s+)?(?:mình|tôi|em|anh|chị))?(?:\s+(?:là|:))?[\s:]*"
    r"(?P<v>\d{8,16})(?![\d,.]\d|\d)")
_BLIK_CODE = re.compile(r"(?i)" + _L + r"kod\w*(?:\s+blik)?\s*(?:to|jest|:|-|–)?\s*(?P<v>\d{3}\s?\d{3})(?!\d)")
_EL_CODE = re.compile(
    r"(?i)κωδικ\w*\s+(?:του\s+|της\s+|για\s+(?:το\s+|τον\s+|την\s+)?)?"
    r"(?:συναγερμ\w*|πόρτα\w*|εξώπορτα\w*|θυροτηλεφ\w*|χρηματοκιβ\w*|κλειδαρι\w*|κάρτα\w*)"
    r"(?:\s+\w+){0,2}?\s*(?:είναι|:|=)\s*(?P<v>\d{4,8})(?!\d)")
_HU_CODE = re.compile(
    r"(?i)" + _L + r"(?:kapukód|ajtókód|riasztókód|kaputelefon[ -]?kód)\w*\s*(?:pedig\s+|is\s+|:|=)?\s*"
    r"(?P<v>\d{3,8})(?![\d#])")
_CZ_CARD = re.compile(
    r"(?i)" + _L + r"(?:občank\w*|občansk\w+\s+průkaz\w*|občiansk\w+\s+preukaz\w*)(?:\s+(?:je|má|číslo))?[\s:]*"
    r"(?P<v>\d{9}|[A-Z]{2}\d{6})(?![\dA-Z])")
_MEMBER = re.compile(
    r"(?i)(?:" + _L + r"(?:mon|mi)\s+(?:(?:numéro|n°|no)\s+d['’]\s?adhérent\w*|(?:número|nº|n°|no\.?)\s+de\s+afiliad[oa])"
    r"|(?:nambari|namba)\s+ya\s+(?:NHIF|SHIF|NSSF)|" + _L + r"(?:NHIF|SHIF|NSSF)(?:\s+(?:number|no\.?|namba|nambari))?)"
    r"(?:\s+(?:yangu|mutuelle|de\s+la\s+mutuelle|à\s+la\s+mutuelle))?(?:\s+(?:est|es|ni|c['’]est|is))?[\s:]*"
    r"(?P<v>[A-Z0-9][A-Z0-9 ]{4,16}[A-Z0-9])(?![\w])")
_MPESA_SW = re.compile(r"(?<![A-Z0-9])(?P<v>[A-Z0-9]{10})\s+Imethibitishwa" + _R)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []

    def add(rx: re.Pattern[str], kind: str, min_digits: int = 0, own: bool = False) -> None:
        for m in rx.finditer(text):
            v = m.group("v")
            if sum(c.isdigit() for c in v) < min_digits or placeholder(v):
                continue
            if own and names_party(text[max(0, m.start() - 60):m.start("v")]):
                continue
            out.append((m.start("v"), m.end("v"), kind))

    if "сч" in low or "р/с" in low or "л/с" in low:
        add(_RU_PRIVATE, "bank_account")
    if "บัญชี" in text:
        add(_TH_ACCOUNT, "bank_account", own=True)
    if "tài khoản" in low or "stk" in low:
        add(_VI_ACCOUNT, "bank_account", own=True)
    if "blik" in low:
        add(_BLIK_CODE, "one_time_code")
    if "κωδικ" in low:
        add(_EL_CODE, "pin")
    if "kód" in low:
        add(_HU_CODE, "pin")
    if "občan" in low or "občian" in low:
        add(_CZ_CARD, "national_id", min_digits=6)
    if any(w in low for w in ("adhérent", "afiliad", "nhif", "shif", "nssf")):
        add(_MEMBER, "member_id", min_digits=5)
    if "imethibitishwa" in low:
        for m in _MPESA_SW.finditer(text):
            v = m.group("v")
            if sum(c.isalpha() for c in v) >= 2 and any(c.isdigit() for c in v):
                out.append((m.start("v"), m.end("v"), "one_time_code"))
    return out


_CIF_BEFORE = re.compile(r"(?i)" + _L + r"C\.?I\.?F\.?\s*(?:n[º°o]\.?\s*)?[:.]?\s*$")
_CIF = re.compile(r"[ABCDEFGHJNPQRSUVW]-?\d{7}[0-9A-J]")
_JA_REFERENCE = re.compile(r"(?:振込|お振込み?)?(?:依頼(?:人)?番号|受付番号|お問い?合わせ番号)(?:は|が)?\s*[:：]?\s*$")


def keep(text: str, spans: list[Span]) -> None:
    kept: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        before = text[max(0, s - 16):s]
        if _CIF.fullmatch(v) and _CIF_BEFORE.search(before):
            continue
        if v.isdigit() and _JA_REFERENCE.search(before):
            continue
        kept.append((s, e, kind))
    if len(kept) != len(spans):
        spans[:] = kept
