"""Round 47b: another party's account, told by how it reached the speaker, kept.

Keeps (after every round's finder, and on the learned layer's spans) an account number or an IBAN that
- another party gave or sent the speaker, after a colon ("Le tengo que transferir al plomero. Me pasó: CUIT ..., CBU
  ...", "对方给的开票信息是：... 账号：..."), within the lines that follow it;
- stands after an invoice the speaker received from someone ("Am primit factura ... de la Asociația ... Plata se face
  în contul RO..", "קיבלתי חשבונית מס מ..."), within the next two sentences;
- a party asked the speaker to pay into ("Il B&B mi chiede una caparra con bonifico: intestatario ..., IBAN ..", "Die
  Stadtwerke wollen eine Nachzahlung. Überweisen soll ich an IBAN ..", "Remit to routing .., account ..");
- was published on the party's own site ("شماره شبای اعلام شده در سایتشان", "the IBAN on their website");
- is named by its holder's plural possessive in Hungarian ("utaljam a számlájukra (...)") or as an employer's in Thai
  ("เลขที่บัญชีนายจ้าง").
The speaker's own account stays cut wherever it stands (a possessive of theirs between the cue and the account).

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils.redact_payees import OWN

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after
_KINDS = frozenset({"iban", "bank_account", "account_number", "secret", "high_entropy"})

# ---- given or sent by another party, then a colon ----

_GIVEN_ME = re.compile(
    r"(?i)" + _L + r"(?:me\s+pas(?:ó|o|aron)|me\s+di(?:o|ó|eron)|me\s+mand(?:ó|aron)|me\s+envi(?:ó|aron)"
    r"|mi\s+ha(?:nno)?\s+(?:dato|mandato|inviato)|m'a\s+(?:donné|envoyé)|m'ont\s+(?:donné|envoyé)"
    r"|me\s+(?:passou|deu|mandou|enviou)|hat\s+mir\s+(?:\w+\s+)?(?:gegeben|geschickt|geschrieben)|gab\s+mir"
    r"|schickte\s+mir|(?:he|she|they)\s+(?:gave|sent|texted)\s+me|heeft\s+me\s+(?:\w+\s+)?(?:gegeven|gestuurd))"
    + _R + r"[^\n.!?]{0,40}?[:：]"
    r"|(?:对方|對方|他们|他們|她们|房东|房東|卖家|賣家|商家|师傅|師傅)(?:给|給|提供|发|發)(?:的|了)[^\n。！？]{0,20}?[:：]")

# ---- an invoice received from someone ----

_RECEIVED_INVOICE = re.compile(
    r"(?i)" + _L + r"(?:am\s+primit|(?:i|we)\s+(?:got|received|have\s+received|'ve\s+received)|recib[ií]|he\s+recibido"
    r"|dostał(?:em|am|iśmy)|přišl[ao]\s+mi|mi\s+přišl[ao]|dostal(?:a)?\s+jsem|prišla\s+mi"
    r"|ho\s+ricevuto|j'ai\s+reçu|recebi|habe\s+\w*\s*(?:erhalten|bekommen)|kaptam|megkaptam|otrzymał(?:em|am)"
    r"|obdržel(?:a)?\s+jsem|получил[аи]?|отримав|отримала|aldım|ontving|heb\s+\w*\s*ontvangen|fick|fikk|fik)"
    + _R + r"[^\n.!?]{0,40}?" + _L
    + r"(?:factur\w*|invoice|bill|fattura|facture|fatura|rechnung|számlá\w*|faktur\w*|сч[её]т\w*|рахун\w*)" + _R
    + r"|קיבלתי\s+(?:\S+\s+){0,2}?חשבונית")

# ---- a party asking the speaker to pay into it ----

# the speaker told to pay into it ("Überweisen soll ich an IBAN ..", "I have to transfer it to ..")
_TOLD_TO_PAY = re.compile(
    r"(?i)" + _L + r"(?:(?:überweisen|zahlen|bezahlen)\s+(?:soll|muss|darf)\s+ich|ich\s+(?:soll|muss)\s+(?:\w+\s+){0,4}?"
    r"(?:überweisen|zahlen)|I\s+(?:should|must|have\s+to|need\s+to)\s+(?:pay|transfer|send|wire)"
    r"|(?:tengo|debo)\s+que\s+(?:pagar|transferir)|je\s+dois\s+(?:payer|virer)|devo\s+(?:pagare|versare|fare\s+un\s+bonifico)"
    r"|remit\s+to)" + _R + r"(?:[^\n.!?]{0,40}?" + _L + r"(?:an|auf|to|into|a|à|al|sul|en))?" + _R)

_ASKS_ME = re.compile(
    r"(?i)" + _L + r"(?:mi\s+chied(?:e|ono)|me\s+pid(?:e|en)|me\s+demand(?:e|ent)|bitte[tn]\s+mich|asks?\s+me"
    r"|asked\s+me|me\s+ped(?:e|em)|vraag(?:t|en)\s+(?:me|mij)|ber\s+mig|prosi\s+mnie|kér(?:nek)?\s+tőlem)"
    + _R + r"[^\n.!?]{0,60}?" + _L
    + r"(?:bonifico|transferencia|virement|überweisung|transfer|wire|transferência|overboeking|przelew\w*|utalás\w*"
    r"|caparra|depósito|deposit|anzahlung|acompte|aanbetaling)" + _R)

# ---- published on the party's site ----

_THEIR_SITE = re.compile(
    r"(?i)(?:on|from)\s+their\s+(?:web)?site|auf\s+ihrer\s+(?:web)?seite|sur\s+leur\s+site|en\s+su\s+(?:sitio|página"
    r"|web)|sul\s+loro\s+sito|no\s+site\s+deles|op\s+hun\s+(?:web)?site|na\s+ich\s+stronie|на\s+их\s+сайте"
    r"|на\s+їхньому\s+сайті|سایتشان|سایت\s+(?:خودشان|آنها)|موقعهم|באתר\s+שלהם")

# ---- a holder's possessive ----

_HU_THEIRS = re.compile(r"(?i)" + _L + r"(?:bank)?számlájuk(?:ra|ba|at|on|nak)?" + _R)
_TH_EMPLOYER = re.compile(r"บัญชี(?:ของ)?นายจ้าง")

_STRIP = " \"'`([<«“„:=)]>.,;»”"


def _after(rx: re.Pattern[str], text: str, s: int, reach: int, lines: bool, clause: bool = False) -> bool:
    """A cue of ``rx`` ending within ``reach`` characters before ``s``, in the same sentence (or, ``lines``, the lines
    after it), and no claim of the speaker's between."""
    m = None
    for m in rx.finditer(text, max(0, s - reach - 80), s):
        pass
    if m is None or m.end() < s - reach:
        return False
    between = text[m.end() : s]
    if clause and re.search(r"[,;()]", between):
        return False  # "(the routing number is on their website), account ...": the site named another number
    if not lines and re.search(r"[.!?。！？](?:\s|$)|\n\s*\n", between):
        return False
    return OWN.search(between) is None


def _sentences_after(text: str, s: int, reach: int) -> bool:
    """An invoice the speaker received, up to two sentences before ``s``, no claim of the speaker's between."""
    a = max(0, s - reach)
    m = None
    for m in _RECEIVED_INVOICE.finditer(text, a, s):
        pass
    if m is None:
        return False
    between = text[m.end() : s]
    return len(re.findall(r"[.!?。！？](?:\s|$)", between)) <= 1 and OWN.search(between) is None


def keep(text: str, spans: list[Span]) -> None:
    """Drops the accounts another party gave, invoiced, asked to be paid into, published or holds by its
    possessive."""
    if not spans:
        return
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e].strip(_STRIP)
        if k in _KINDS and sum(c.isdigit() for c in v) >= 8 and (
                _after(_GIVEN_ME, text, s, 240, lines=True) or _sentences_after(text, s, 300)
                or _after(_ASKS_ME, text, s, 200, lines=False) or _after(_TOLD_TO_PAY, text, s, 60, lines=False) or _after(_THEIR_SITE, text, s, 40, lines=False, clause=True)
                or _after(_HU_THEIRS, text, s, 12, lines=False) or _after(_TH_EMPLOYER, text, s, 20, lines=False)):
            continue
        out.append((s, e, k))
    spans[:] = out
