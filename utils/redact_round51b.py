"""Round 51b: public values of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- an app's id (a UUID) after "app id" ("app id is 6977f135-..."): Heroku shows it in every URL;
- a phone number's groups after a phone's word ("على جوالي 056 236 5170", "my mobile 0412 345 678");
- a flat's number and a parcel's number after their names ("lägenhetsnummer 1302 står på dörren", "Pakkenummer
  78576473097");
- a business's account in a sentence naming the business's tax number, in a message about a payment (a Hungarian provider's
  "adószám 90181621-3-03, bankszámlaszám ...", a Romanian invoice's "CUI RO729910460 ... în contul RO45 ...", an
  Italian association's "IBAN ..., P.IVA dell'associazione ..."), the speaker's own staying cut;
- a domestic account after "Account name" and an organisation's name ("Account name University of Leeds Residences,
  sort code 99-73-43, account 54782324");
- a Norwegian invoice's account followed by its KID ("Fikk faktura fra tannlegen: kontonummer 9710 44 10069, KID ...");
- a company's Greek AFM after the company ("η εταιρεία που ... έχει ΑΦΜ 866797251"), a biller's TIN ("TIN ng biller
  641-352-082-000"), a claim's number ("a claim 0554465755170").

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils import sentences

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"
_R = r"(?![^\W_])"

_APP_ID = re.compile(r"(?i)" + _L + r"(?:app(?:lication)?[\s_-]?id|app\s+uuid)\s*(?:is|=|:)?\s*[\"'`]?$")
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.I)
_PHONE_WORD = re.compile(r"(?i)(?:جوال\w*|هاتف\w*|موبايل\w*|تليفون\w*|" + _L + r"(?:phone|mobile|cell|tel))"
                         r"[^\n\d]{0,12}$")
_PHONE = re.compile(r"(?<![\d+])0\d{1,3}(?:[ -]\d{2,4}){2,3}(?![\d-])")
_UNIT_OR_PARCEL = re.compile(
    r"(?i)" + _L + r"(?:lägenhetsnummer|lägenhet|lejlighedsnummer|leilighetsnummer|wohnungsnummer|apartment\s+number"
    r"|flat\s+number|apt\.?\s+(?:no\.?|number)|pakkenummer|pakkenr\.?|pakkenumret|kollinummer|kolli-?id|sendungsnummer"
    r"|paketnummer|package\s+number|parcel\s+number|tracking(?:\s+number)?|zásilka\s+č\.?)" + _R + r"\s*[:#]?\s*$")
# a business's tax number and a payment word in the message
_FIRM_TAX = re.compile(r"(?i)" + _L + r"(?:adószám\w*\s*:?\s*\d{8}-\d-\d{2}|cui\s*:?\s*(?:ro)?\d{4,10}|cif\s*:?\s*(?:ro)?\d{4,10}"
                       r"|p\.?\s?iva\s+(?:dell[a']|del)\s*\w+)")
# a sentence ends before a capital ("nr. 88117" is no end)
_SENTENCE_END = re.compile(r"[.!?]\s+(?=[^\W\d_])(?=[^a-zß-ÿ])|\n")
_PAY_WORD = re.compile(r"(?i)" + _L + r"(?:bonifico|utal\w*|számlá\w*|factur\w*|plat\w*|pay\w*|webshop|szolgáltató|contul)")
# the speaker's own account, called so ("my IBAN", "il mio conto", "contul meu", "számlámra")
_MINE = re.compile(r"(?i)" + _L + r"(?:(?:my|mi|mio|mia|meu|minha|mon|ma|mein\w*)\s+(?:iban|account|conto|cont|cuenta|konto"
                   r"|compte|bank\w*)|contul\s+meu|számlám\w*|számlaszámom)" + _R)
_ACCOUNT_NAME_ORG = re.compile(
    r"(?i)" + _L + r"account\s+name\s*:?\s*[^\n.]{0,60}?" + _L + r"(?:university|college|school|council|ltd|limited|plc"
    r"|trust|residences|association|club|charity|church|hospital|inc|llc)" + _R + r"[^\n.]{0,80}$")
_KID_NEXT = re.compile(r"(?i)(?:[ .]\d{2,7}){0,3}[\s,;]*(?:og\s+|med\s+)?kid(?:-?nummer|-?nr)?" + _R)
_INVOICE_NO = re.compile(r"(?i)" + _L + r"(?:faktura|regning|giro)" + _R)
_FIRM_AFM = re.compile(r"(?:εταιρεία|εταιρία|επιχείρηση|κατάστημα|πρατήριο)[^.\n]{0,80}?ΑΦΜ\s*:?\s*$")
_PARTY_TIN = re.compile(r"(?i)" + _L + r"tin\s+(?:ng|of\s+the|of)\s+(?:biller|kumpanya|company|merchant|tindahan|supplier)"
                        + _R + r"\s*:?\s*$")
_CLAIM = re.compile(r"(?i)" + _L + r"(?:a\s+|the\s+)?claim(?:\s+(?:number|no\.?|#))?\s*:?\s*$")
_ACCOUNT_KINDS = frozenset({"iban", "bank_account", "secret"})


def keep(text: str, spans: list[Span]) -> None:
    """Drops app ids, phone numbers, flat and parcel numbers, businesses' accounts and numbers, and claims."""
    if not spans:
        return
    low = text.lower()
    firm = _FIRM_TAX.search(text) is not None and _PAY_WORD.search(text) is not None
    # the message's phone numbers after a phone's word, found once for every span
    phones = [m.span() for m in _PHONE.finditer(text) if _PHONE_WORD.search(text, max(0, m.start() - 30), m.start())]
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        before = text[max(0, s - 60) : s]
        if "id" in low and _UUID.fullmatch(v) and _APP_ID.search(before):
            continue
        if any(a <= s and e <= b for a, b in phones):
            continue
        if _UNIT_OR_PARCEL.search(before):
            continue
        if firm and k in _ACCOUNT_KINDS and _MINE.search(text, max(0, s - 50), s) is None:
            # the business's tax number in the account's own sentence ("adószám ..., bankszámlaszám ..."); a refund
            # asked into an account sentences after the firm's number is the speaker's
            if _FIRM_TAX.search(text, *sentences.bounds(text, s, e, _SENTENCE_END)) is not None:
                continue
        if k in ("bank_account", "secret") and "account name" in low and _ACCOUNT_NAME_ORG.search(text, max(0, s - 200), s):
            continue
        if "kid" in low and k in _ACCOUNT_KINDS and _INVOICE_NO.search(text) and _KID_NEXT.match(text, e):
            continue
        if "ΑΦΜ" in text and _FIRM_AFM.search(text, max(0, s - 120), s):
            continue
        if "tin" in low and _PARTY_TIN.search(before):
            continue
        if "claim" in low and _CLAIM.search(text, max(0, s - 20), s):
            continue
        out.append((s, e, k))
    spans[:] = out
