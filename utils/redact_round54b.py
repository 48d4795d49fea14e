"""Round 54b: public values of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- a business's account on its invoice, beside the business's registry or tax number: a Norwegian firm's "org.nr.
  ..., kontonummer ...", a Polish wholesaler's "NIP ..., REGON ..., numer rachunku ...", an Argentine shop's "CUIT
  30-..., CBU ...", a Chinese company's invoicing data ("名称：...有限公司；税号：...；账号：..."). Every piece of the
  account too: the learned layer, told the rules kept the account, cut its first group alone ("kontonummer 9636" of
  "9636 80 04437"). The speaker's own account stays cut: a possessive of theirs or of their business, a refund or a
  salary between the firm's number and the account, or in the account's sentence;
- an association's or a charity's account given for a donation ("faire un don aux Restos du Cœur. RIB : IBAN ...",
  "Spende an den Verein ..."), the speaker's own account in the same message ("depuis mon compte ...") staying cut;
- an Iranian school's or firm's Sheba it sent for its fee ("آموزشگاه یه شماره شبا فرستاده: IR..."); a Sheba the
  speaker sends ("بفرستم"), one called theirs ("شبای من") or one for a salary or a refund stays cut;
- an order's number after its label with the shop between ("Номер замовлення на Розетці 261086873", "order number at
  Zalando 40771235"): it names a purchase at the shop, it pays nothing; a card's or an account's number, or a secret's
  word between the label and the value, leaves it cut;
- a Slack channel's, user's or team's id (C, G, D, U, W or T and eight to eleven capitals and digits) after its word
  or in its field ("channel C0LT4BPZBQK", "channel_id": "G01AB2CD3EF"): it names a conversation; the token beside it
  stays cut by its own span.

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils import sentences
from utils.redact_payees import OWN, REFUND

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_ACCOUNT_KINDS = frozenset({"iban", "bank_account", "account_number", "secret", "high_entropy", "announced"})
# the kinds a number's shape was taken for
_NUMBER_KINDS = frozenset({"secret", "national_id", "tax_id", "id_number", "resident_id", "pin", "one_time_code",
                           "code", "bank_account", "account_number", "password", "high_entropy", "passcode",
                           "announced", "repeated", "password_shaped", "token", "api_key"})
# a period, "!" or "?" before white space and a capital, or a full stop, ends a sentence ("org.nr. 923" goes on)
_STOP = re.compile(r"[.!?](?=\s+[^\W\d_])(?=\s+[^a-zß-ÿа-я])|[\n。！？]")

# ---- a business's account on its invoice ----

_INVOICE = re.compile(r"(?i)" + _L + r"(?:faktur\w*|factur\w*|invoice\w*|rechnung\w*|fattur\w*|fatura\w*|factuur\w*"
                      r"|regning\w*|счёт-фактур\w*|счет-фактур\w*|τιμολόγι\w*)" + _R + r"|发票|發票|开票|開票|請求書")
# a business's registry or tax number, by its label and its layout
_FIRM_ID = re.compile(
    r"(?i)" + _L + r"(?:org\.?\s*-?nr\.?|orgnr\.?|org\.?\s*nummer|organisasjonsnummer|organisationsnummer"
    r"|foretaksnummer)\s*:?\s*\d{3}\s?\d{3}\s?\d{3,4}(?!\d)"
    r"|" + _L + r"(?:cvr(?:-?nr\.?)?|kvk(?:-?nummer)?)\s*:?\s*\d{8}(?!\d)"
    r"|" + _L + r"(?:regon\s*:?\s*\d{9}(?:\d{5})?|krs\s*:?\s*\d{10})(?!\d)"
    r"|" + _L + r"cuit\s*:?\s*3[034]-?\d{8}-?\d(?!\d)"
    r"|" + _L + r"(?:ust-?id(?:nr)?\.?|ust\.?-?idnr\.?)\s*:?\s*de\s?\d{9}(?!\d)"
    r"|" + _L + r"(?:siret|siren)\s*:?\s*\d{3}\s?\d{3}\s?\d{3}(?:\s?\d{5})?(?!\d)"
    r"|(?:税号|纳税人识别号|統一社會信用代碼|统一社会信用代码|稅號)\s*[:：]?\s*[0-9A-Z]{15,20}")
# a Polish NIP is a person's too: a firm's when a firm is named
_NIP = re.compile(r"(?i)" + _L + r"nip\s*:?\s*\d{3}-?\d{3}-?\d{2}-?\d{2}(?!\d)")
_PL_FIRM = re.compile(r"(?i)" + _L + r"(?:hurtowni\w*|firm\w*|sp\.\s*z\s*o\.\s*o\.?|spółk\w*|sklep\w*|dostawc\w*"
                      r"|sprzedawc\w*|wykonawc\w*)")
# a Chinese tax number is a company's when the company is named
_CN_COMPANY = re.compile(r"有限公司|股份公司|有限責任公司|有限责任公司")
# the speaker's business ("from our account", "moja firma")
_OURS = re.compile(r"(?i)" + _L + r"(?:our|ours|unser\w*|notre|nos|nuestr[oa]s?|nostr[oaie]|nosso|nossa|onze|ons"
                   r"|nasz\w*|vår|vårt|våre|vores|наш\w*|bizim|μας)" + _R + r"|我们的|我們的|我司|本公司")
# money paid to the speaker: the account it goes into is theirs
_TO_SPEAKER = re.compile(r"(?i)" + _L + r"(?:salary|salaries|wages?|payroll|pension|gehalt\w*|lohn|salaris|loon"
                         r"|salaire|stipendio|sueldo|salario|nómina|salário|μισθ\w*|зарплат\w*|wynagrodzeni\w*"
                         r"|lønn\w*|maaş\w*|حقوق\w*|ودیعه)" + _R + r"|工资|工資|薪水|退款")


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


def _claimed(text: str, a: int, b: int) -> bool:
    """A possessive of the speaker's or of the speaker's business, a refund or a salary in text[a:b]."""
    return any(rx.search(text, a, b) is not None for rx in (OWN, _OURS, REFUND, _TO_SPEAKER))


def _firm_ids(text: str) -> list[tuple[int, int]]:
    """Where the message names a business by its registry or tax number."""
    out = [m.span() for m in _FIRM_ID.finditer(text)]
    if _CN_COMPANY.search(text) is None:
        out = [(a, b) for a, b in out if not re.match(r"[税纳統统稅]", text[a])]
    if _PL_FIRM.search(text) is not None or re.search(r"(?i)" + _L + r"regon" + _R, text) is not None:
        out += [m.span() for m in _NIP.finditer(text)]
    return out


def _firm_account(text: str, s: int, firms: list[tuple[int, int]]) -> bool:
    """Whether the account at text[s:] is a business's: its registry or tax number before it in the sentence (or
    within 250 characters, no sentence's end between), and no claim of the speaker's from the sentence's start to
    the account."""
    for a, b in firms:
        if not (b <= s <= b + 250) or _STOP.search(text, b, s) is not None:
            continue
        # the firm's own words before its number ("moja firma: NIP ..."), a request's "mi" ("Sprawdź mi") aside
        head = max(sentences.start(text, a, _STOP, 200), a - 30)
        if not _claimed(text, head, s) and not _claimed(text, b, sentences.end(text, s, _STOP, 120)):
            return True
    return False


# ---- a donation's account ----

_DONATION = re.compile(r"(?i)" + _L + r"(?:don(?!['’])|dons|donation\w*|donate|donating|spende\w*|spenden"
                       r"|donaci[oó]n\w*|donativo\w*|darowizn\w*|donazion\w*|doação|doações|schenking\w*|gåva"
                       r"|lahjoitu\w*|пожертв\w*)" + _R)
_CHARITY = re.compile(r"(?i)" + _L + r"(?:association\w*|asso|fondation\w*|restos\s+du\s+c(?:œ|oe)ur|croix-rouge"
                      r"|secours|emmaüs|rna|verein\w*|e\.\s?v\.|stiftung\w*|charity|charities|foundation|fundaci[oó]n"
                      r"|asociaci[oó]n|ong|ngo|fundacj\w*|stowarzyszeni\w*|stichting|onlus|associazione|fondazione"
                      r"|associação|fundação|благотворител\w*)" + _R)

# ---- an Iranian institution's Sheba it sent ----

_FA_SENT = re.compile(r"(?:آموزشگاه|مدرسه|دانشگاه|موسسه|مؤسسه|شرکت|فروشگاه|مغازه|باشگاه|کلینیک|مهدکودک)"
                      r"(?:\s+\S+){0,4}?\s+(?:شماره\s+)?(?:شبا|حساب)\S*(?:\s+\S+){0,2}?"
                      r"\s+(?:فرستاده|داده|اعلام\s+کرده)")
_FA_MINE = re.compile(r"(?:شبای|شبا|حساب|کارت)\s+(?:من|خودم)|خودم|حسابم|شبام|بفرستم|بدم|حقوق\w*|ودیعه|برگشت")

# ---- an order's number with the shop between ----

_ORDER_BEFORE = re.compile(
    r"(?i)" + _L + r"(?:номер\s+(?:замовлення|заказа|заказу)|order\s+(?:number|no\.?|nr\.?|id|#)|numer\s+zamówienia"
    r"|bestellnummer|auftragsnummer|número\s+(?:de(?:l)?\s+)?pedido|numéro\s+de\s+commande|numero\s+(?:dell'|d')?ordine"
    r"|sipariş\s+(?:numarası|no\.?)|ordernummer|bestillingsnummer|beställningsnummer|tilausnumero)" + _R
    + r"(?P<gap>\s+(?:на|в|у|з|із|от|с|from|on|at|with|bei|von|auf|w|na|z|u|en|de|sur|chez|su|da|in|på|hos|fra"
    r"|från)\s+(?:[^\W\d_][\w&'.-]*)(?:\s+[^\W\d_][\w&'.-]*)?)\s*(?:[:#№]|is|ist|est|es|є|—|-)?\s*$")
_GAP_SECRET = re.compile(r"(?i)" + _L + r"(?:pin|pass\w*|code|cod\w*|kod\w*|код\w*|otp|tan|cvv|cvc|пароль|şifre"
                         r"|hasło|heslo|parol\w*|clave|senha|secret|account|konto|card|kart\w*|карт\w*|iban"
                         r"|рахун\w*|сч[её]т\w*)" + _R)

# ---- a Slack conversation's id ----

_SLACK_ID = re.compile(r"[CGDUWT](?=[A-Z0-9]*\d)[A-Z0-9]{8,11}")
_SLACK_BEFORE = re.compile(r"(?i)" + _L + r"(?:channel|channels|user|team|workspace|conversation|dm)(?:[\s_-]?id)?"
                           r"[\"'`]?\s*(?:[:=]|is)?\s*[\"'`<#@]{0,2}$")


def keep(text: str, spans: list[Span]) -> None:
    """Drops businesses' accounts on their invoices, donations' and Iranian institutions' accounts, orders'
    numbers with the shop between and Slack conversations' ids."""
    if not spans:
        return
    low = text.lower()
    invoice = _INVOICE.search(text) is not None
    firms = _firm_ids(text) if invoice else []
    donation = _DONATION.search(text) is not None and _CHARITY.search(text) is not None
    sheba = "IR" in text and _FA_SENT.search(text) is not None
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        if k in _ACCOUNT_KINDS and (firms or donation or sheba):
            ws, we = _whole(text, s, e) if v[:1].isdigit() else (s, e)
            digits = sum(c.isdigit() for c in text[ws:we])
            if digits >= 8 and firms and _firm_account(text, ws, firms):
                continue
            if digits >= 8 and donation and re.fullmatch(r"[A-Z]{2}\d{2}[ ]?(?:[A-Z0-9]{4}[ ]?){2,7}[A-Z0-9]{0,4}",
                                                          text[ws:we]):
                a = sentences.start(text, ws, _STOP, 200)
                if not _claimed(text, a, ws) and not _claimed(text, we, sentences.end(text, we, _STOP, 60)):
                    continue
            if sheba and text[ws:we].replace(" ", "").startswith("IR") and digits >= 20:
                a = sentences.start(text, ws, _STOP, 200)
                m = _FA_SENT.search(text, a, ws)
                if m is not None and _FA_MINE.search(text, a, sentences.end(text, we, _STOP, 200)) is None:
                    continue
        if k in _NUMBER_KINDS and re.fullmatch(r"[A-Za-z0-9-]{5,24}", v) and sum(c.isdigit() for c in v) >= 5:
            m = _ORDER_BEFORE.search(text, max(0, s - 80), s)
            if m is not None and _GAP_SECRET.search(m.group("gap")) is None:
                continue
        if _SLACK_ID.fullmatch(v) and ("channel" in low or "slack" in low) and _SLACK_BEFORE.search(
                text, max(0, s - 30), s):
            continue
        out.append((s, e, k))
    spans[:] = out
