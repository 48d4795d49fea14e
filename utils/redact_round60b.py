"""Round 60b: public values of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- the account of a school, a club, a class's collection or an association that people are asked to pay into
  ("overføre til skolens konto reg.nr. .. kontonr. ..", "pay into the club's account ..", "aufs Vereinskonto ..",
  "na conta da escola ..", "a la cuenta del colegio .."): printed for every parent or member, it opens nothing. The
  speaker's own account beside it ("fra min konto ..", "my account ..") stays cut, and so does an account a refund
  or an allowance is paid back into;
- a church's, a parish's or an appeal's published domestic account (a UK sort code and account number, or any
  account) in details given for a newsletter, a notice or for gifts ("our church's roof appeal details for the
  newsletter: account name St Aidan's PCC, sort code .., account number .."); round 59b keeps a charity's published
  IBAN. The speaker's own account ("my account number .. for my salary") and a refund's account stay cut;
- a Stripe object's id (a Checkout Session's cs_live_/cs_test_, a customer's cus_, pi_, ch_, in_, sub_, price_,
  prod_, evt_, acct_, seti_, pm_, re_, txn_, po_ ...): an object's name in the API, no credential. The secret key
  (sk_live_, sk_test_, rk_live_), the webhook's signing secret (whsec_) and a client secret (pi_.._secret_..) stay
  cut;
- a booking's or a reservation's confirmation code ("Your confirmation code is HMB3LD0D89" from a host, "booking
  code", "Buchungscode", "code de réservation", "código de reserva"; Airbnb's HM and eight characters): a
  reference like a PNR, letters and digits. The lockbox's code and the Wi-Fi password beside it stay cut, and so does
  an SMS confirmation code (a number, or in a message about logging in, verifying or not sharing it);
- a supplier's or a business's account printed on its invoice to be paid into, in Hebrew ("העברה לחשבון העסק: בנק
  .., סניף .., חשבון ..", "חשבון הספק") and as "the supplier's account", "Lieferantenkonto", "cuenta del proveedor",
  "conta do fornecedor", "compte du fournisseur"; the speaker's own ("החשבון שלי") stays cut;
- a Chilean company's RUT (50.000.000 and up) beside a business's or a receipt's word, and any RUT a boleta or a
  factura is said to show ("La boleta del súper dice RUT 76.138.623-9"); a person's RUT claimed ("mi RUT ..") stays
  cut.

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils import idcheck
from utils.redact_payees import OWN, REFUND
from utils.redact_round57b import last, trim

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
# a sentence's end: a period, "!" or "?" before white space, a line break, a full-width stop
_STOP = re.compile(r"[.!?](?=\s)|[\n。！？]")
_NOT_ACCOUNT = frozenset({"password", "password_shaped", "pin", "one_time_code", "lock_code", "card_number", "card",
                          "cvv", "card_code", "card_expiry", "api_key", "private_key", "connection_credentials",
                          "stripe_key", "webhook_secret"})
# the speaker's plural claim of an account ("our account", "unser Konto"): OWN holds the singular ones
_OURS = re.compile(r"(?i)" + _L + r"(?:our|ours|unser\w*|notre|nos|nuestr[oa]s?|nostr[oaie]|noss[oa]s?|ons|onze"
                   r"|nasz\w*|vår|vårt|våra|våre|vores|meidän|שלנו)" + _R)
# money coming to the speaker: a refund, an allowance, a salary, a payment back
_INCOMING = re.compile(
    r"(?i)" + _L + r"(?:salary|wages?|payroll|refund\w*|reimburs\w*|paid\s+(?:back|out)|pays?\s+(?:\w+\s+){0,2}?(?:back"
    r"|out)|tilbagebetal\w*|tilbage|tilbake|tillbaka|återbetal\w*|løn|lønn|lön|gehalt|lohn|erstatt\w*|rückzahl\w*"
    r"|zurück|remboursement|rembours\w*|salaire|reembolso|devoluci[oó]n|devuelv\w*|sueldo|salario|reembols\w*"
    r"|salário|terugbetal\w*|salaris|החזר\w*|משכורת)" + _R)
# a digit group of five or more: another number than the bank's and the branch's short ones
_LONG_NUMBER = re.compile(r"\d{5,}")


def _ends(text: str, m: re.Match[str]) -> bool:
    """Whether the mark m ends a sentence: not an abbreviation's period ("reg.nr. 7382", "N° 5"), after which the
    text goes on in lower case or with a digit."""
    if m.group() not in ".!?":
        return True
    rest = text[m.end() : m.end() + 3].lstrip()
    return not rest or not (rest[0].islower() or rest[0].isdigit())


def _start(text: str, s: int, back: int = 250) -> int:
    a = max(0, s - back)
    for m in _STOP.finditer(text, a, s):
        if _ends(text, m):
            a = m.end()
    return a


def _end(text: str, e: int, ahead: int = 250) -> int:
    for m in _STOP.finditer(text, e, min(len(text), e + ahead)):
        if _ends(text, m):
            return m.start()
    return min(len(text), e + ahead)


def _claimed(text: str, a: int, b: int) -> bool:
    return OWN.search(text, a, b) is not None or _OURS.search(text, a, b) is not None


def _details_between(text: str, a: int, b: int) -> bool:
    """Whether text[a:b], between an account's name and its number, holds only bank details: no claim, no other long
    number, no refund."""
    between = text[a:b]
    return (_LONG_NUMBER.search(between) is None and not _claimed(text, a, b)
            and _INCOMING.search(between) is None)


# ---- a school's, a club's or an association's account paid into ----

_INSTITUTION = (r"(?:skole|klub|klubbe|forening|klasse|børnehave|vuggestue|institution|spejder\w*|idrætsforening"
                r"|skola|klubb|förening|klass|förskola|lag|idrottsförening|skule|barnehage|korps|menighet|kirke"
                r"|sogn|kyrka|församling)")
_SCHOOL_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:"
    # Nordic: "skolens konto", "klubbens kontonummer", "föreningens konto", "klassekassens konto"
    + _INSTITUTION + r"(?:en|ens|ns|s|ets|et|n|an|ans|ernes)\s+(?:bank)?(?:konto|kontonr\.?|kontonummer|bankkonto)\w*"
    r"|klassekass\w*|klassekasse\w*|klasskass\w*|skolekonto\w*|klubkonto\w*|foreningskonto\w*|föreningskonto\w*"
    # English
    r"|(?:the\s+)?(?:school|club|class|pta|pto|association|society|nursery|kindergarten|scouts?|team|choir|band"
    r"|parish|church|league|academy|preschool|playgroup)(?:['’]s|s['’])\s+(?:bank\s+)?(?:account|acct|bank\s+details"
    r"|details)"
    r"|(?:account|acct)\s+(?:of|for)\s+the\s+(?:school|club|class|pta|association|society|nursery|team|choir"
    r"|class\s+fund|collection|trip)"
    # German
    r"|vereinskonto\w*|schulkonto\w*|klassenkonto\w*|klassenkasse\w*|fördervereinskonto\w*|elternbeiratskonto\w*"
    r"|konto\s+(?:des|der|vom)\s+(?:vereins|schule|klasse|fördervereins|kita|kindergartens|elternbeirats|clubs)"
    # Romance and Dutch
    r"|conta\s+(?:da|do)\s+(?:escola|clube|associação|turma|creche|colégio)"
    r"|cuenta\s+(?:del?|de\s+la)\s+(?:colegio|escuela|club|asociaci[oó]n|ampa|clase|guarder[ií]a|parroquia)"
    r"|compte\s+(?:de\s+l['’]|du|de\s+la)\s*(?:école|club|association|classe|crèche|coopérative|apel|paroisse)"
    r"|conto\s+(?:della|del|dell['’])\s*(?:scuola|club|associazione|classe|parrocchia)"
    r"|rekening\s+van\s+de\s+(?:school|club|vereniging|klas|ouderraad|parochie)|schoolrekening|clubrekening"
    r"|verenigingsrekening)" + _R)
_PAY_IN = re.compile(
    r"(?i)" + _L + r"(?:overfør\w*|indbetal\w*|betal\w*|overføring|mobilepay|swish\w*|vipps|sätt\w*\s+in|pay\w*"
    r"|transfer\w*|send|deposit|donat\w*|contribut\w*|collect\w*|chip\s+in|überweis\w*|einzahl\w*|zahl\w*|spend\w*"
    r"|sammel\w*|pag\w*|transfer[eê]ncia|depositar|deposit[ae]\w*|ingres\w*|bizum|virement|vir\w*|pa[yi]\w*|verse\w*"
    r"|bonific\w*|versa\w*|overmak\w*|storten|samler|saml\w*|indsamling\w*|insamling\w*|innsamling\w*|colecta\w*"
    r"|recaudaci[oó]n|vaquinha|cotiz\w*|collecte|cagnotte|colletta)" + _R)


def _school_account(text: str, s: int) -> bool:
    a = _start(text, s)
    name = last(_SCHOOL_ACCOUNT, text, a, s)
    if name is None or s - name.end() > 70 or not _details_between(text, name.end(), s):
        return False
    end = _end(text, s)
    if _INCOMING.search(text, a, end) is not None:
        return False
    return _PAY_IN.search(text) is not None


# ---- a church's or an appeal's published account ----

_APPEAL = re.compile(
    r"(?i)" + _L + r"(?:church\w*|parish\w*|(?-i:PCC)|chapel|cathedral|diocese|congregation|mosque|synagogue|temple"
    r"|gurdwara|appeal|appeals|charity|charities|charitable|fundraiser\w*|fundraising|food\s?bank|hospice|shelter)"
    + _R)
# where the account is published; a donation's word alone is not ("Our charity's donation account is ..." is the
# speaker's to give, round 37a)
_PUBLISH = re.compile(
    r"(?i)" + _L + r"(?:newsletter|parish\s+(?:magazine|news|notices?)|notice\s*(?:sheet|board)|bulletin|pew\s+sheet"
    r"|flyer|leaflet|poster|website|web\s?page|facebook|appeal\s+details|(?:asking|ask)\s+(?:people\s+)?for"
    r"\s+(?:gifts|donations|support|money)|give\s+generously)" + _R)
_ACCOUNT_LABEL = re.compile(
    r"(?i)" + _L + r"(?:account\s+(?:number|no\.?|#)|acc(?:oun)?t\s*(?:no\.?|#|number)|a/c(?:\s+no\.?)?|sort\s+code"
    r"|account)" + _R)


def _appeal_account(text: str, s: int) -> bool:
    a = _start(text, s)
    label = last(_ACCOUNT_LABEL, text, max(a, s - 40), s)
    if label is None or not re.fullmatch(r"[\s:#.=-]*(?:is\s+)?", text[label.end() : s]):
        return False
    end = _end(text, s)
    if _INCOMING.search(text, a, end) is not None:
        return False
    # "my account number", "my sort code": the speaker's own; "our church's" is the church's
    if OWN.search(text, a, s) is not None:
        return False
    ours = last(_OURS, text, a, s)
    if ours is not None and _APPEAL.match(text, ours.end() + 1) is None and not re.match(
            r"\s+\w+(?:['’]s)?\s+(?:\w+\s+)?(?:appeal|church|parish|collection)", text[ours.end():]):
        return False
    return _APPEAL.search(text) is not None and _PUBLISH.search(text) is not None


# ---- a Stripe object's id ----

_STRIPE_ID = re.compile(
    r"(?<![A-Za-z0-9_])(?:cs|cus|pi|ch|in|sub|si|price|prod|evt|acct|seti|pm|re|txn|po|py|ii|il|plink|sub_sched"
    r"|cn|dp|du|ipi|tr|pyr)_(?:(?:test|live)_)?[A-Za-z0-9]{10,}(?![A-Za-z0-9_])")
# a prefix no other token takes: kept without Stripe named in the message
_STRIPE_OWN = re.compile(r"(?:cs_(?:test|live)|cus|evt|acct|price|prod|seti|sub|pi|ch)_[A-Za-z0-9]{14,}")


def _stripe_id(text: str, s: int, e: int) -> bool:
    # the id whole: the token holding the span
    while s > 0 and (text[s - 1].isalnum() or text[s - 1] == "_"):
        s -= 1
    while e < len(text) and (text[e].isalnum() or text[e] == "_"):
        e += 1
    v = text[s:e]
    if "_secret" in v or _STRIPE_ID.fullmatch(v) is None:
        return False
    tail = v.rsplit("_", 1)[1]
    if not (any(c.isdigit() for c in tail) and any(c.isalpha() for c in tail)):
        return False
    return "stripe" in text.lower() or _STRIPE_OWN.fullmatch(v) is not None


# ---- a booking's confirmation code ----

_BOOKING_LABEL = re.compile(
    r"(?i)" + _L + r"(?:(?:booking|reservation)\s+(?:confirmation\s+)?(?:code|number|no\.?|#|ref(?:erence)?|id)"
    r"|buchungs(?:code|nummer|bestätigung)|reservierungs(?:code|nummer)|(?:code|numéro|n°)\s+de\s+réservation"
    r"|c[oó]digo\s+de\s+(?:reserva|confirmaci[oó]n\s+de\s+(?:la\s+)?reserva)|n[uú]mero\s+de\s+reserva"
    r"|codice\s+(?:di\s+)?prenotazione|reserveringscode|reserveringsnummer|boekingscode|boekingsnummer|bokningskod"
    r"|bokningsnummer|bookingkode|bookingnummer|reservasjonskode|varauskoodi|varausnumero|kod\s+rezerwacji"
    r"|numer\s+rezerwacji)" + _R)
_CONFIRMATION_LABEL = re.compile(r"(?i)" + _L + r"(?:confirmation\s+(?:code|number|no\.?|#)|bestätigungs(?:code|nummer)"
                                 r"|code\s+de\s+confirmation|c[oó]digo\s+de\s+confirmaci[oó]n)" + _R)
_LABEL_TO_VALUE = re.compile(r"(?i)[^\S\n]*(?:(?:is|was|ist|lautet|est|es|é|è|er|är|:)[^\S\n]*)*[:#]?[^\S\n]*[\"'“‘]?$")
_STAY = re.compile(
    r"(?i)" + _L + r"(?:host|airbnb|booking\.com|vrbo|hotel|hostel|stay|check-?in|check-?out|reservation|booking"
    r"|apartment|flat|villa|cabin|cottage|casita|guest|lockbox|key\s?box|flight|airline|rental|car\s+hire"
    r"|gastgeber|unterkunft|ferienwohnung|hôte|séjour|logement|anfitri[oó]n|estancia|alojamiento|hospedaje"
    r"|estadia)" + _R)
_OTP_TALK = re.compile(
    r"(?i)" + _L + r"(?:sms|texted|text\s+message|verif\w*|one-?time|otp|2fa|mfa|two-factor|log\s?in|sign\s?in"
    r"|don['’]?t\s+share|do\s+not\s+share|never\s+share|expires?|valid\s+for|enter\s+(?:the|this|your)"
    r"|reset|passcode|bestätigen|vérification|verificaci[oó]n)" + _R)


def _booking_code(text: str, s: int, e: int) -> bool:
    v = text[s:e]
    if not re.fullmatch(r"[A-Z0-9]{5,12}", v) or not any(c.isalpha() for c in v) or not any(c.isdigit() for c in v):
        return False
    a = _start(text, s)
    end = _end(text, e)
    if _OTP_TALK.search(text, a, end) is not None:
        return False
    label = last(_BOOKING_LABEL, text, max(a, s - 40), s)
    if label is not None and _LABEL_TO_VALUE.match(text[label.end() : s]):
        return True
    label = last(_CONFIRMATION_LABEL, text, max(a, s - 40), s)
    if label is None or not _LABEL_TO_VALUE.match(text[label.end() : s]):
        return False
    # a confirmation code from a host or for a stay; Airbnb's HM and eight
    return re.fullmatch(r"HM[A-Z0-9]{8}", v) is not None or _STAY.search(text) is not None


# ---- a supplier's account on its invoice ----

_INVOICE = re.compile(
    r"(?i)(?:חשבונית|קבלה|ספק|עוסק\s+מורשה|ח\.?פ\.?|" + _L + r"(?:invoice\w*|bill|rechnung\w*|factura\w*|fatura\w*"
    r"|facture\w*|fattura\w*|factuur\w*|faktura\w*))")
# the payment asked for: "מבקש העברה", "לשלם", "pay", "überweisen", "pagar", "virement"
_TRANSFER = re.compile(r"(?i)העבר|לשלם|תשלום|להעביר|" + _L + r"(?:pay\w*|transfer\w*|wire|überweis\w*|zahl\w*|pag\w*"
                       r"|vir\w*|payer|betal\w*|overmak\w*)" + _R)
_SUPPLIER_ACCOUNT = re.compile(
    r"(?i)(?<![^\W\d_])[לבמו]?(?:ה)?חשבון\s+ה(?:עסק|ספק|חברה|עוסק|קבלן)(?![^\W\d_])"
    r"|" + _L + r"(?:(?:the\s+)?(?:supplier|vendor|contractor)(?:['’]s)\s+(?:bank\s+)?(?:account|acct|bank\s+details)"
    r"|(?:account|acct)\s+of\s+the\s+(?:supplier|vendor|contractor)|lieferantenkonto|konto\s+des\s+lieferanten"
    r"|cuenta\s+del\s+proveedor|conta\s+do\s+fornecedor|compte\s+du\s+fournisseur|rekening\s+van\s+de\s+leverancier"
    r"|conto\s+del\s+fornitore)" + _R)


def _supplier_account(text: str, s: int) -> bool:
    a = _start(text, s)
    name = last(_SUPPLIER_ACCOUNT, text, a, s)
    if name is None or s - name.end() > 70 or not _details_between(text, name.end(), s):
        return False
    after = text[s : min(_end(text, s), s + 30)]
    return (_INVOICE.search(text) is not None and _TRANSFER.search(text) is not None
            and not _claimed(text, s, s + len(after)))


# ---- a company's RUT ----

_RUT = re.compile(r"\d{1,2}\.?\d{3}\.?\d{3}-[\dkK]")
_BUSINESS = re.compile(
    r"(?i)" + _L + r"(?:boletas?|facturas?|empresa|compañ[ií]a|comercio|tienda|s[uú]per(?:mercado)?|supermercados?"
    r"|proveedor|emisor|raz[oó]n\s+social|giro|(?-i:S\.?A\.?|SpA|Ltda\.?|EIRL)|sociedad|farmacia|local"
    r"|receipts?|invoices?|company|store|shop|merchant|comprobante|ticket|voucher)" + _R)
_PRINTED_RUT = re.compile(
    r"(?i)" + _L + r"(?:boletas?|facturas?|comprobante|voucher|receipt|invoice)" + _R + r"[^.\n]{0,40}?"
    + _L + r"(?:dice|indica|aparece|sale|tiene|muestra|trae|figura|says|shows|lists|reads)" + _R)


def _company_rut(text: str, s: int, e: int) -> bool:
    v = text[s:e]
    if _RUT.fullmatch(v) is None or not idcheck.rut_ok(v):
        return False
    a = _start(text, s)
    # "mi RUT ..", "RUT mío", "yo tengo RUT ..": the speaker's own; "mi boleta dice RUT .." is the shop's
    label = last(re.compile(r"(?i)" + _L + r"(?:rut|run|r\.u\.t\.?)" + _R), text, max(a, s - 25), s)
    near = text[max(a, (label.start() if label is not None else s) - 15) : s]
    after = text[e : min(_end(text, e), e + 20)]
    mine = r"(?i)" + _L + r"(?:mi|my|mine|yo|m[ií]o|mía|propio)" + _R
    if re.search(mine, near) or re.match(r"(?i)[\s,]*(?:que\s+es\s+)?(?:el\s+)?m[ií]o" + _R, after):
        return False
    number = int(v.split("-", 1)[0].replace(".", ""))
    end = _end(text, e)
    if number >= 50_000_000 and _BUSINESS.search(text, a, end) is not None:
        return True
    printed = last(_PRINTED_RUT, text, a, s)
    return printed is not None and s - printed.end() <= 20


def keep(text: str, spans: list[Span]) -> None:
    """Drops the public values above: a school's or a club's account paid into, a church's or an appeal's published
    account, a Stripe object's id, a booking's confirmation code, a supplier's account on its invoice and a company's
    RUT."""
    if not spans:
        return
    low = text.lower()
    school = _SCHOOL_ACCOUNT.search(text) is not None
    appeal = _APPEAL.search(text) is not None and _PUBLISH.search(text) is not None
    stripe = "_" in text
    booking = _BOOKING_LABEL.search(text) is not None or _CONFIRMATION_LABEL.search(text) is not None
    supplier = _SUPPLIER_ACCOUNT.search(text) is not None
    rut = "rut" in low or "run" in low
    if not (school or appeal or stripe or booking or supplier or rut):
        return
    out: list[Span] = []
    for s, e, k in spans:
        ts, te = trim(text, s, e)
        if ts >= te:
            out.append((s, e, k))
            continue
        v = text[ts:te]
        digits = sum(c.isdigit() for c in v)
        if k not in _NOT_ACCOUNT and digits >= 6 and re.fullmatch(r"[A-Z0-9 -]+", v):
            if school and _school_account(text, ts):
                continue
            if appeal and _appeal_account(text, ts):
                continue
            if supplier and _supplier_account(text, ts):
                continue
        if stripe and k not in ("password", "stripe_key", "webhook_secret") and _stripe_id(text, ts, te):
            continue
        if booking and k not in ("password", "pin", "lock_code") and _booking_code(text, ts, te):
            continue
        if rut and k not in ("password", "pin") and _company_rut(text, ts, te):
            continue
        out.append((s, e, k))
    spans[:] = out
