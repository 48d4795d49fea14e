"""Round 45b: public values of a secret's shape that the rules or the learned layer cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- Stripe's object ids (``price_``, ``prod_``, ``cus_``, ``sub_``, ``pi_``, ``in_`` ... then letters and digits): ids
  of a price, a product or a customer, sent from every browser; a secret key (``sk_``, ``rk_``), a webhook's secret
  (``whsec_``) and a payment's client secret (``pi_..._secret_...``) stay cut;
- a request's nonce or trace id under its header (``Postman-Token``, ``X-Request-ID``, ``Idempotency-Key``,
  ``traceparent``): new with every request and opening nothing;
- an account printed for a public body or a firm to be paid, its holder named right after it ("NL86 INGB .. t.n.v.
  Belastingdienst", "IBAN .. zugunsten Finanzamt Köln", "in the name of Thames Water Ltd"): a person's name there
  (a collection, a friend) stays cut, and so does an account the speaker claims;
- an account in the details another party sent with its invoice ("A villanyszerelő ezt a számlát küldte: ...,
  bankszámla ..", "The plumber sent this invoice: ... account .."), up to that sentence's end, unless the speaker
  claims it ("A saját számlámról (...)" is the speaker's and stays cut);
- an employer's, a company's or a supplier's Greek AFM ("τον ΑΦΜ του εργοδότη, 137096041").

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils import sentences
from utils.redact_payees import OWN, names_party

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after
_STRIP_L = " \"'`([<«“„:="
_STRIP_R = " \"'`)]>.,;:»”"

# ---- Stripe's object ids ----

_STRIPE_OBJECT = re.compile(
    r"(?:price|prod|cus|sub|si|pi|seti|pm|ch|py|re|in|il|ii|txn|evt|acct|plan|cs_test|cs_live|po|tr|src|card|ba"
    r"|coupon|promo|tax_rate|txr|cn|dp|du|ic|ipi|li|mbur|sku|or|file|link|bpc|prv|qt|schedule)_"
    r"(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{8,40}")


def _stripe_object(v: str) -> bool:
    return _STRIPE_OBJECT.fullmatch(v) is not None and "_secret_" not in v


# ---- a request's nonce under its header ----

_NONCE_HEADER = re.compile(
    r"(?im)(?:^|[\s{,\"'])(?:postman-token|x-request-id|x-correlation-id|x-trace-id|request-id|idempotency-key"
    r"|x-idempotency-key|traceparent|tracestate|x-b3-traceid|x-b3-spanid|x-cloud-trace-context|x-datadog-trace-id"
    r"|sentry-trace|x-amzn-trace-id|x-ms-request-id|x-ms-client-request-id|cf-ray)[\"']?[^\S\n]*[:=][^\S\n]*[\"']?$")
_UUID_OR_HEX = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
                          r"|[0-9a-fA-F-]{16,64}|[0-9a-fA-F]{16}-[A-Z]{3}")


def _nonce(text: str, s: int, v: str) -> bool:
    if _UUID_OR_HEX.fullmatch(v) is None:
        return False
    line = text.rfind("\n", 0, s) + 1
    return _NONCE_HEADER.search(text, line, s) is not None


# ---- an account printed for a public body or a firm, its holder named after it ----

_HOLDER_MARK = re.compile(
    r"(?i)[^\S\n]*[,(]?[^\S\n]*(?:t\.?\s?n\.?\s?v\.?|ten name van|op naam van|in the name of|payable to|au nom de"
    r"|à l'ordre de|a nombre de|a favor de|a favore di|intestat[oa] a|zugunsten(?: von| des| der)?|empfänger(?:in)?:?"
    r"|beneficiar(?:y|io|ia)?:?|kedvezményezett:?|odbiorca:?|na rzecz|mottagare:?|mottaker:?|modtager:?"
    r"|получатель:?|отримувач:?|δικαιούχος:?|به\s+نام|بنام)[^\S\n]+")
# a public body paid by everyone: a tax office, a town, a fines' or a study grants' agency, a broadcaster's fee
_PUBLIC_BODY = re.compile(
    r"(?i)" + _L + r"(?:belastingdienst|gemeente|cjib|duo|uwv|svb|waterschap|finanzamt|stadtkasse|gemeindekasse"
    r"|bundeskasse|landeshauptkasse|landesjustizkasse|beitragsservice|stadt|gemeinde|trésor public|dgfip"
    r"|direction générale des finances|hacienda|aeat|agencia tributaria|ayuntamiento|agenzia delle entrate|comune"
    r"|hmrc|dvla|council|irs|skatteverket|skatteetaten|skattestyrelsen|verohallinto|urząd skarbowy|urzędu skarbowego"
    r"|finanční úřad|nav|ααδε|δήμος|vergi dairesi|фнс|казначейств\w*|казначейство|tax office|inland revenue)" + _R)


def _named_holder(text: str, e: int) -> bool:
    m = _HOLDER_MARK.match(text, e)
    if m is None:
        return False
    holder = text[m.end() : m.end() + 60].split("\n", 1)[0]
    holder = re.split(r"[,;.](?:\s|$)", holder, maxsplit=1)[0]
    return _PUBLIC_BODY.match(holder) is not None or names_party(holder)


# ---- the details another party sent with its invoice ----

_INVOICE = (r"(?:invoice|bill|számlá\w*|rechnung|factura|facture|fattura|fatura|factuur|faktura|faktur[aeyę]"
            r"|lasku\w*|rachun\w*|счёт|счет|рахунок|tagihan|hóa đơn|τιμολόγιο)")
_SENT = (r"(?:sent|emailed|e-mailed|texted|küldte|küldött|schickte|geschickt|gesendet|envió|mandó|a envoyé|envoyé"
         r"|ha mandato|ha inviato|inviato|enviou|mandou|stuurde|gestuurd|skickade|sendte|lähetti|wysłał\w*"
         r"|przesłał\w*|poslal\w*|прислал\w*|отправил\w*|надіслав\w*|gönderdi|mengirim|gửi|έστειλε)")
# a third party sent an invoice, then a colon or a comma: what follows in the sentence is the sender's details
# ("... Kft. számlát küldött, bankszámlaszám ...")
_SENT_INVOICE = re.compile(
    r"(?i)(?:" + _L + _SENT + _R + r"[^\n:.!?]{0,40}?" + _L + _INVOICE + _R + r"|" + _L + _INVOICE + _R
    + r"[^\n:.!?]{0,40}?" + _L + _SENT + _R + r")[^\n:.!?]{0,30}[:：,]")
# the speaker sent it: an invoice of their own, their own account (a subject right before the verb, or the verb's
# first person)
_FIRST_PERSON_SUBJECT = re.compile(r"(?i)" + _L + r"(?:I|we|ich|wir|yo|je|nous|io|eu|ik|jag|vi|én|mi|ja|я)"
                                   r"(?:\s+[^\W\d_]+){0,2}\s*$")
_FIRST_PERSON_VERB = re.compile(r"(?i)küldtem|küldtünk|schickte ich|habe ich|envié|ho mandato|ho inviato|enviei"
                                r"|stuurde ik|skickade jag|wysłałem|wysłałam|poslal jsem|gönderdim|j'ai envoyé")
_SENTENCE_END = re.compile(r"(?<!\bFt)(?<!\bnr)(?<!\bNo)[.!?](?=\s)|\n")


def _invoice_details(text: str, s: int) -> bool:
    a = sentences.start(text, s, _SENTENCE_END, 240)
    m = _SENT_INVOICE.search(text, a, s)
    if m is None or _FIRST_PERSON_SUBJECT.search(text, a, m.start()) is not None or _FIRST_PERSON_VERB.search(
            text, a, m.end()) is not None:
        return False
    return OWN.search(text, m.start(), s) is None


# an IBAN as printed, grouped by fours or not
_IBAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?(?![A-Za-z0-9])")


# ---- an employer's Greek AFM ----

_GREEK_PARTY_AFM = re.compile(
    r"ΑΦΜ\s+(?:του|της|των)\s+(?:εργοδότη|εργοδοτών|εταιρείας|εταιρίας|επιχείρησης|προμηθευτή|πωλητή|εκμισθωτή"
    r"|ιδιοκτήτη|λογιστή|εκδότη|πρατηρίου|καταστήματος|ξενοδοχείου|εστιατορίου|φαρμακείου|συνεργείου)[^\S\n]*[,:]?[^\S\n]*$")


def keep(text: str, spans: list[Span]) -> None:
    """Drops Stripe's object ids, request nonces, public bodies' and invoicing parties' accounts and other parties'
    Greek AFMs."""
    if not spans:
        return
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        vs = s + len(v) - len(v.lstrip(_STRIP_L))
        ve = e - len(v) + len(v.rstrip(_STRIP_R))
        if vs >= ve:
            out.append((s, e, k))
            continue
        v = text[vs:ve]
        if _stripe_object(v) or _nonce(text, vs, v):
            continue
        iban = _IBAN.search(text, max(0, vs - 34), min(len(text), ve + 34))
        while iban is not None and iban.end() < vs:
            iban = _IBAN.search(text, iban.end(), min(len(text), ve + 34))
        if iban is not None and iban.start() <= vs and ve <= iban.end():
            vs, ve, v = iban.start(), iban.end(), iban.group()  # a piece of an IBAN is judged as the IBAN
        if k in ("iban", "bank_account", "secret", "national_id") and sum(c.isdigit() for c in v) >= 6 and (
                _named_holder(text, ve) and OWN.search(text, max(0, vs - 40), vs) is None
                or k != "national_id" and _invoice_details(text, vs)):
            continue
        if k in ("national_id", "tax_id", "secret") and v.isdigit() and _GREEK_PARTY_AFM.search(
                text, max(0, vs - 50), vs):
            continue
        out.append((s, e, k))
    spans[:] = out
