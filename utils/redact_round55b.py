"""Round 55b: public values of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- an Indonesian shop's or company's account the speaker is told to pay into: "ke rekening toko 7488675857",
  "Rekening tujuan (toko) 8730 4412 09", an account "a.n. CV Maju Jaya" (in the name of a CV, PT, UD, a shop, a
  cooperative or a foundation). It names the payee, as a shop's account on its invoice does; the speaker's own
  ("rekening saya", "rekeningku", "a.n. saya", or "saya"/"aku" between the account's word and the number) stays cut;
- another party's IBAN or account called theirs ("They paid from their account DE72 ...", "their IBAN is ..."):
  a letting agency's or a firm's account that paid or is to be paid, no secret of the speaker's. The speaker's own
  ("My IBAN is ...") stays cut, and so does one of a person near the speaker (a parent, a partner, a friend, a
  tenant: the message names them) or of a landlord the message names without an agency: sets disagree
  on a landlord's account.

(Fixed in the rules themselves this round, utils.redact: a card's number that is only part of a longer run of
groups of four digits, a Brazilian NF-e's 44-digit access key, is no card; a private key cut short in a service
account's JSON ends where its string closes, so the "client_id" after it, which names the account, is no longer
swallowed with it.)

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils import sentences

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_ACCOUNT_KINDS = frozenset({"iban", "bank_account", "account_number", "secret", "high_entropy", "announced"})
# a period, "!" or "?" before white space and a capital, or a line's end, ends a sentence ("a.n. CV" goes on)
_STOP = re.compile(r"[.!?](?=\s+[^\W\d_])(?=\s+[^a-zß-ÿ])|[\n。！？]")

# ---- an Indonesian shop's account ----

_ID_SHOP_BEFORE = re.compile(
    r"(?i)" + _L + r"(?:rekening|rek\.?|norek|no\.?\s*rek\.?)\s+(?:tujuan\s+)?\(?\s*(?:toko|penjual|seller|merchant"
    r"|perusahaan|usaha|bisnis|kantor|olshop|online\s*shop)\s*\)?(?:\s+\S+){0,2}?\s*[:.]?\s*(?:no\.?|nomor)?\s*$")
_ID_COMPANY_AFTER = re.compile(
    r"(?i)\s*[,(]?\s*(?:a\.?\s?n\.?|atas\s+nama)\s*:?\s*(?:cv|pt|ud|toko|koperasi|kop\.|yayasan|firma|fa\.)" + _R)
_ID_MINE = re.compile(r"(?i)" + _L + r"(?:saya|aku|gue|gua|gw|milikku|punyaku|rekeningku|rekku|sendiri)" + _R
                      + r"|" + _L + r"(?:a\.?\s?n\.?|atas\s+nama)\s*:?\s*(?:saya|aku|sendiri)" + _R)

# ---- another party's account, called theirs ----

_THEIR_BEFORE = re.compile(
    r"(?i)" + _L + r"(?:their|they\s+paid\s+(?:it\s+)?from)(?:\s+(?:own|company|business|client|bank|agency|firm"
    r"|shop|store|their))*\s+(?:iban|account|bank\s+account|bank\s+details|account\s+number)" + _R
    + r"(?:\s*(?:is|was|:|-|–|iban|number|no\.?|nr\.?))*\s*$")
_SPEAKER = re.compile(r"(?i)" + _L + r"(?:my|mine|me|i|our|ours|we|us)" + _R)
# people near the speaker whom "their" names; a landlord (sets disagree on a landlord's account)
_PERSON = re.compile(r"(?i)" + _L + r"(?:parents?|mum|mom|mother|dad|father|brother|sister|sibling\w*|son|daughter"
                     r"|wife|husband|partner|spouse|boyfriend|girlfriend|friend\w*|grand\w*|aunt|uncle|cousin\w*"
                     r"|tenant\w*|flatmate\w*|roommate\w*|kids?|child\w*|family|relatives?|in-laws?)" + _R)
_LANDLORD = re.compile(r"(?i)" + _L + r"(?:landlord|landlady)" + _R)
_AGENCY = re.compile(r"(?i)" + _L + r"(?:agency|agent|agents|lettings?|letting|property\s+manager\w*|management"
                     r"|company|firm|ltd|gmbh)" + _R)


def _whole(text: str, s: int, e: int) -> tuple[int, int]:
    """The grouped number holding text[s:e]: digits joined by single spaces, dashes or dots on either side."""
    while s >= 2 and text[s - 1] in " -." and text[s - 2].isdigit() and text[s].isdigit():
        s -= 2
        while s > 0 and text[s - 1].isdigit():
            s -= 1
    while e + 1 < len(text) and text[e] in " -." and text[e + 1].isdigit() and text[e - 1].isdigit():
        e += 2
        while e < len(text) and text[e].isdigit():
            e += 1
    return s, e


def _shop_account(text: str, s: int, e: int) -> bool:
    """Whether the account text[s:e] is an Indonesian shop's or company's: after "rekening toko" (or "tujuan
    (toko)"), or in a CV's, PT's or shop's name, with no claim of the speaker's from its word to its name."""
    a = max(sentences.start(text, s, _STOP, 120), s - 60)
    before = _ID_SHOP_BEFORE.search(text, a, s)
    after = _ID_COMPANY_AFTER.match(text, e)
    if before is None and after is None:
        return False
    head = before.start() if before is not None else max(a, s - 25)
    tail = after.end() if after is not None else e
    return _ID_MINE.search(text, head, min(sentences.end(text, tail, _STOP, 40), tail + 40)) is None


def _their_account(text: str, s: int) -> bool:
    """Whether the IBAN or account at text[s:] is another party's: "their account", "they paid from" right before
    it, no person near the speaker in the message and no landlord named without an agency in the message."""
    m = _THEIR_BEFORE.search(text, max(0, s - 60), s)
    if m is None or _SPEAKER.search(text, m.start(), s) is not None:
        return False
    if _PERSON.search(text) is not None:
        return False
    return _LANDLORD.search(text) is None or _AGENCY.search(text) is not None


def keep(text: str, spans: list[Span]) -> None:
    """Drops Indonesian shops' accounts to pay into and other parties' accounts called theirs."""
    if not spans:
        return
    low = text.lower()
    shop = "rek" in low
    their = "their" in low or "they" in low
    if not (shop or their):
        return
    out: list[Span] = []
    for s, e, k in spans:
        if k in _ACCOUNT_KINDS:
            ws, we = _whole(text, s, e) if text[s : s + 1].isdigit() else (s, e)
            digits = sum(c.isdigit() for c in text[ws:we])
            if shop and digits >= 8 and text[ws:we].replace(" ", "").replace("-", "").isdigit() and _shop_account(
                    text, ws, we):
                continue
            if their and digits >= 8 and _their_account(text, ws):
                continue
        out.append((s, e, k))
    spans[:] = out
