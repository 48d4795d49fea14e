"""Identifiers of a bank, not of anyone's account: printed on every cheque, statement and the bank's own site.

``keep`` drops a span whose whole value is, after the word that names it:

- a US routing (ABA, transit) number passing the ABA check. It stays even beside the speaker's own account number
  (a direct deposit form, a wire): it names the bank, which every cheque of its customers prints; the account
  number beside it is still cut.
- a Russian bank's БИК (nine digits from 04) or its correspondent account (корр. счёт, twenty digits from 301):
  the central bank publishes both for every bank.
- a UK sort code or an Australian BSB said alone (the account after it is cut by its own rule).
- a SWIFT/BIC code or an Indian IFSC code.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re

from utils import idcheck

Span = tuple[int, int, str]

_STRIP = " \"'`=:：,;()[]"
# each identifier: the words naming it (in the languages of the corpus), its shape, and its own check where it has one
_ABA_WORD = re.compile(r"(?i)routing|(?<![a-z])(?:aba|rtn|transit)(?![a-z])|número de ruta|numéro d'acheminement"
                       r"|numero di routing|路由号|路由號|ルーティング")
_ACCOUNT_WORD = re.compile(r"(?i)account|acct|konto|cuenta|compte|conta|сч[её]т|账|帳|口座")
_BIK_WORD = re.compile(r"(?i)(?<![а-яa-z])(?:бик|bik)(?![а-яa-z])")
_CORR_WORD = re.compile(r"(?i)корр?\.?\s*сч|корсч|(?<![а-я])к/с(?![а-я])|correspondent|кор\.?\s*счет")
_SORT_WORD = re.compile(r"(?i)sort[\s-]?code|(?<![a-z])bsb(?![a-z])")
_BIC_WORD = re.compile(r"(?i)(?<![a-z])(?:swift|bic)(?![a-z])|swift-?code|código swift|code swift")
_IFSC_WORD = re.compile(r"(?i)(?<![a-z])ifsc(?![a-z])")
_BIC = re.compile(r"[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?")
_IFSC = re.compile(r"[A-Z]{4}0[A-Z0-9]{6}")
_SORT = re.compile(r"\d{2}([ -]?)\d{2}\1\d{2}")


def _named(rx: re.Pattern[str], text: str, s: int, back: int = 40) -> bool:
    """Whether rx's word comes in the back characters before s, on the same line."""
    a = max(0, s - back)
    nl = text.rfind("\n", a, s)
    return rx.search(text, nl + 1 if nl >= 0 else a, s) is not None


def bank_id(text: str, s: int, v: str) -> bool:
    """Whether v, at text[s:], is a bank's identifier named as one just before it."""
    digits = v.isdigit()
    if digits and len(v) == 9 and idcheck.aba_ok(v) and _named(_ABA_WORD, text, s, 60):
        # a routing word reaches on to a second checked number ("routing is .. but my statement shows ..") unless an
        # account's word comes between
        last = None
        for last in _ABA_WORD.finditer(text, max(0, s - 60), s):
            pass
        if last is not None and not _ACCOUNT_WORD.search(text, last.end(), s):
            return True
    if digits and len(v) == 9 and v.startswith("04") and _named(_BIK_WORD, text, s, 24):
        return True
    if digits and len(v) == 20 and v.startswith("301") and _named(_CORR_WORD, text, s, 30):
        return True
    if _SORT.fullmatch(v) and _named(_SORT_WORD, text, s, 24):
        return True
    if _BIC.fullmatch(v) and v[4:6].isalpha() and _named(_BIC_WORD, text, s, 30):
        return True
    return _IFSC.fullmatch(v) is not None and _named(_IFSC_WORD, text, s, 30)


def keep(text: str, spans: list[Span]) -> None:
    """Drops a span whose whole value is a bank's identifier named as one."""
    if not spans:
        return
    kept: list[Span] = []
    for sp in spans:
        s, e, _ = sp
        v = text[s:e]
        s2 = s + len(v) - len(v.lstrip(_STRIP))
        if bank_id(text, s2, v.strip(_STRIP)):
            continue
        kept.append(sp)
    spans[:] = kept
