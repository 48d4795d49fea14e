"""Round 52b: public numbers of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- a biller's account on the bill it sent: after an invoice a party sent the speaker ("Le plombier m'a envoyé sa
  facture ... IBAN ...", "Η εταιρεία μου έστειλε τιμολόγιο ... IBAN ...") or one from a named firm, within the next
  two sentences; after a bill's "to be paid into" ("te betalen op NL..", "zahlbar auf DE..", "da pagare sul suo IBAN
  ..", "Πρέπει να πληρώσω στο IBAN ..."); in a sentence saying "pay to" a firm by its legal form ("Pay to Brightside
  Web Ltd, sort code ..., account ... (IBAN ...)"). The speaker's own account stays cut: a possessive of theirs
  between ("pay into my IBAN"), a refund, or a text the speaker asks to be written with the firm's account in it;
- a Norwegian bill's account after its KID ("Faktura ...: KID ..., kontonummer 4192 22 33398"), every span of it;
- a UPS tracking number ("1Z" and sixteen letters and digits) in a message about a parcel or with its check digit
  right, and a shipment's number after its label and its carrier ("رقم الشحنة من أرامكس ...", "tracking number from
  DHL ...");
- a marketplace listing's number ("по объявлению № 5581490823", "listing #..."), an order's number after the shop
  and a copula ("comanda eMAG e 496085773"), a payment's reference number ("Ref No. ng bayad ko sa GCash ...");
- a Chinese bank branch's clearing number ("联行号 102100532213"), a Japanese health insurer's number ("保険者番号
  09631813"; the card's 記号・番号 is the holder's and stays cut), a utility's personal account number on a bill
  ("Особовий рахунок з квитанції ...", "лицевой счёт ...");
- a customer's tax number for the invoice the speaker issues ("Ο πελάτης ζητάει τιμολόγιο. Στοιχεία του: ΑΦΜ ..."),
  the sender's on a bill it sent ("Ο λογιστής μου έστειλε τιμολόγιο ... με ΑΦΜ ..."), "ΑΦΜ μου" staying cut, and an
  institution's Indonesian NPWP ("NPWP kampus ...", "NPWP perusahaan ..."); "NPWP saya" stays cut.

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils import sentences
from utils.redact_payees import COMPOSE, OWN, REFUND

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
_ACCOUNT_KINDS = frozenset({"iban", "bank_account", "account_number", "secret", "high_entropy"})
# an account's shape (an IBAN, or digits in groups): a password after a bill is no account
_ACCOUNT = re.compile(r"[A-Z]{2}\d{2}[ ]?(?:[A-Z0-9]{4}[ ]?){2,7}[A-Z0-9]{0,4}|\d[\d .-]{5,30}\d")
# the kinds a number's shape was taken for: an id by its check digits, a code by its length, a card by Luhn
_NUMBER_KINDS = frozenset({"secret", "national_id", "tax_id", "id_number", "resident_id", "pin", "one_time_code",
                           "code", "card", "bank_account", "account_number", "password", "high_entropy", "passcode",
                           "ssn", "sin", "announced"})
# a period ends a sentence before white space; a company's "Ltd." or a number's "n°." is the caller's to weigh
_STOP = re.compile(r"[.!?](?=\s)|[\n。！？]")

# ---- a bill's account ----

# a party sent the speaker its invoice
_SENT_ME_BILL = re.compile(
    r"(?i)" + _L + r"(?:sent\s+(?:me|us)\s+(?:an?|the|their|his|her|its)\s+(?:invoice|bill)"
    r"|(?:m|nous)'a\s+envoyé\s+(?:sa|la|une|son)\s+facture|nous\s+a\s+envoyé\s+(?:sa|la|une)\s+facture"
    r"|mi\s+ha\s+(?:mandato|inviato)\s+(?:la|una|sua)\s+fattura|ci\s+ha\s+(?:mandato|inviato)\s+(?:la|una)\s+fattura"
    r"|me\s+(?:envió|mandó|ha\s+enviado|ha\s+mandado)\s+(?:la|una|su)\s+factura"
    r"|me\s+(?:enviou|mandou)\s+(?:a|uma|sua)\s+fatura"
    r"|hat\s+(?:mir|uns)\s+(?:eine|die|seine|ihre)\s+rechnung|heeft\s+(?:me|mij|ons)\s+(?:een|de|zijn|haar)\s+factuur"
    r"|przysłał\w*\s+mi\s+faktur\w*|poslal\w*\s+mi\s+faktur\w*|прислал\w*\s+(?:мне\s+)?сч[её]т\w*"
    r"|надіслав\w*\s+(?:мені\s+)?рахун\w*|bana\s+fatura\s+(?:gönderdi|yolladı))" + _R
    + r"|μου\s+έστειλε\s+(?:το\s+|ένα\s+)?τιμολόγιο|μας\s+έστειλε\s+(?:το\s+|ένα\s+)?τιμολόγιο")
# an invoice from a named firm ("Invoice INV-2024-4282 from Brightside Web Ltd")
_BILL_FROM = re.compile(
    r"(?i)" + _L + r"(?:invoice|rechnung|facture|factura|fattura|fatura|faktura|factuur|τιμολόγιο)" + _R
    + r"(?:[^\w\n]{1,3}[\w/-]*\d[\w/-]*)?\s+(?:from|von|de|du|di|da|van|από)\s+(?-i:[A-ZÄÖÜÉ][\w&'-]*)")
# a bill's "to be paid into" (and the Greek and Dutch "I have to pay into"), the account within a few words
_PAY_INTO = re.compile(
    r"(?i)" + _L + r"(?:te\s+betalen\s+(?:op|aan|naar)|over\s+te\s+maken\s+(?:op|naar)|te\s+storten\s+op"
    r"|zahlbar\s+(?:an|auf)|zu\s+(?:zahlen|überweisen)\s+(?:an|auf)|à\s+(?:payer|verser|virer|régler)\s+(?:sur|à|au)"
    r"|payable\s+(?:to|into|at)|to\s+be\s+paid\s+(?:to|into)|da\s+(?:pagare|versare|bonificare)\s+(?:su|sul|sull'|al|a)"
    r"|a\s+(?:pagar|ingresar|abonar|transferir)\s+en|a\s+pagar\s+(?:na|no)|do\s+zapłaty\s+na|k\s+úhradě\s+na"
    r"|ik\s+moet\s+(?:\w+\s+){0,4}?(?:betalen|overmaken|storten)\s+(?:op|naar|aan))" + _R
    + r"|(?:πρέπει|θα)\s+να\s+(?:πληρώσω|καταθέσω|μεταφέρω)\s+(?:\w+\s+){0,3}?(?:στο|στον|σε)(?![^\W_])"
    + r"|πληρωτέ[οα]\s+(?:στο|σε)(?![^\W_])")
# the speaker's business ("from our business account"), beside utils.redact_payees' possessives of one person
_OURS = re.compile(r"(?i)" + _L + r"(?:our|ours|unser\w*|notre|nos|nuestr[oa]s?|nostr[oaie]|nosso|nossa|onze|ons"
                   r"|nasz\w*|náš|naše|našeho|vår|vårt|våre|vores|meidän|наш\w*|bizim|μας)" + _R)
# money paid to the speaker: the account it goes into is theirs
_TO_SPEAKER = re.compile(r"(?i)" + _L + r"(?:salary|salaries|wages?|payroll|pension|gehalt\w*|lohn|rente|salaris|loon"
                         r"|uitkering|salaire|pension|stipendio|sueldo|salario|nómina|salário|pensão|μισθ\w*|σύνταξη"
                         r"|зарплат\w*|пенси\w*|wynagrodzeni\w*|pensj\w*|maaş\w*)" + _R)
_CLAUSE = re.compile(r"[.!?](?=\s)|[\n,;:。！？]")
# "pay to" a firm named by its legal form
_PAY_TO_FIRM = re.compile(
    r"(?i)" + _L + r"(?:pay(?:ment)?\s+to|remit\s+to|zahlbar\s+an|payable\s+to|beneficiary\s*:?|payee\s*:?)\s+"
    r"(?:[^\W\d_][\w&'.-]*\s+){0,5}?(?-i:Ltd|Limited|LLC|LLP|PLC|plc|Inc|Corp|GmbH|AG|KG|UG|SARL|SAS|SA|S\.A|SL"
    r"|S\.L|SpA|S\.p\.A|Srl|S\.r\.l|BV|B\.V|NV|N\.V|Oy|AB|AS|ASA|ApS|A/S|Kft|Zrt|Pty|Ltda|Lda)" + _R)

# ---- a Norwegian bill's account after its KID ----
_KID_THEN_ACCOUNT = re.compile(
    r"(?:KID|(?i:kid-?nummer|kid-?nr))\.?\s*:?\s*\d[\d ]{1,30}\d[\s,;]*(?:(?i:og|og\s+til|til)\s+)?"
    r"(?i:konto(?:nummer|nr)?\.?|kontonr\.?|bankkonto(?:nummer)?)\s*:?\s*$")
_NO_ACCOUNT = re.compile(r"\d{4}[ .]?\d{2}[ .]?\d{5}(?!\d)")
_NO_BILL = re.compile(r"(?i)" + _L + r"(?:faktura\w*|regning\w*|giro\w*|strømselskap\w*|avtalegiro)" + _R)

# ---- a parcel's numbers ----
_UPS = re.compile(r"1Z[0-9A-Z]{16}")
_PARCEL_TALK = re.compile(r"(?i)" + _L + r"(?:ups|parcel\w*|package\w*|track\w*|deliver\w*|shipment\w*|shipping|courier"
                          r"|paket\w*|sendung\w*|colis|envío|pacco|pakket|przesyłk\w*|zásilk\w*|kargo|посылк\w*"
                          r"|посилк\w*|δέμα\w*)" + _R)
# a secret's word before a value of a tracking number's shape: "my UPS password is 1Z.." is a password
_SECRET_BEFORE = re.compile(r"(?i)" + _L + r"(?:pass\w*|pin|passcode|secret|key|token|login|kennwort|passwort"
                            r"|mot\s+de\s+passe|contraseña|senha|пароль|şifre|hasło)" + _R)
# a shipment's label, then its carrier after "from" or "by" ("رقم الشحنة من أرامكس", "tracking number from DHL")
_SHIPMENT_FROM_CARRIER = re.compile(
    r"(?i)(?:" + _L + r"(?:tracking(?:\s+(?:number|no\.?|id|code))?|shipment\s+(?:number|no\.?)|waybill(?:\s+number)?"
    r"|sendungsnummer|numéro\s+de\s+suivi|número\s+de\s+seguimiento|nomor\s+resi|resi|αριθμός\s+αποστολής"
    r"|трек-?номер|номер\s+(?:отправления|посылки|посилки)|kargo\s+takip\s+(?:no|numarası))" + _R
    + r"\s+(?:from|by|via|with|von|mit|de|par|con|dari|από|от|від)"
    r"|رقم\s+(?:الشحنة|الشحنه|التتبع|البوليصة)\s+(?:من|عبر|مع|لدى))"
    r"\s+[^\W\d_][\w&'-]*(?:\s+[^\W\d_][\w&'-]*)?\s*(?:is|ist|est|es|:|-|—)?\s*$")

# ---- marketplace listings, orders, payment references ----
_LISTING = re.compile(
    r"(?i)(?:" + _L + r"(?:объявлени\w*|оголошенн\w*|listing|ad|anzeige|inserat|annonce|anuncio|annuncio|ilan"
    r"|ogłoszeni\w*|inzerát\w*|hirdetés\w*)" + _R + r"\s*(?:№|#|n[º°o]\.?|nr\.?|no\.?|id|number|nummer|numéro|número"
    r"|numero|numarası|номер|numer|č\.)\s*:?\s*"
    r"|" + _L + r"(?:номер\s+объявления|номер\s+оголошення|anzeigennummer|ilan\s+numarası|numer\s+ogłoszenia"
    r"|číslo\s+inzerátu)" + _R + r"\s*:?\s*)$")
_ORDER_WORD = (r"(?:order|comand[aă]|commande|pedido|ordine|bestellung|bestelling|zamówieni\w*|objednávk\w*|sipariş\w*"
               r"|заказ\w*|замовлення|παραγγελία|rendelés\w*|beställning\w*|bestilling\w*|tilaus\w*|pesanan)")
# an order's word, the shop's name and a copula ("comanda eMAG e ..", "die Bestellung bei Otto ist ..")
_ORDER_IS = re.compile(
    r"(?i)" + _L + _ORDER_WORD + _R + r"(?P<gap>(?:[^\S\n]+[^\W\d_][\w&'-]*){0,3})[^\S\n]+"
    r"(?:is|e|este|est|ist|es|è|é|είναι|är|er|on|jest|je|это|є|adalah|=|—|-|:)[^\S\n]*$")
_GAP_SECRET = re.compile(r"(?i)" + _L + r"(?:pin|pass\w*|code|cod\w*|kod\w*|код\w*|otp|tan|cvv|cvc|пароль|şifre"
                         r"|hasło|heslo|parol\w*|clave|senha|secret|account|cont\w*|konto|card|kart\w*|card\w*|iban)"
                         + _R)
# a payment's reference number, up to five words naming the payment between ("Ref No. ng bayad ko sa GCash ..")
_PAYMENT_REF = re.compile(
    r"(?i)" + _L + r"(?:ref(?:erence)?\.?\s*(?:no\.?|number|#)|transaction\s+(?:no\.?|number|id|ref\w*)"
    r"|número\s+de\s+referencia|numéro\s+de\s+référence|referenznummer|mã\s+giao\s+dịch)"
    r"(?P<gap>(?:\s+[^\W\d_][\w&'-]*){0,5}?)\s*:?\s*$")

# ---- a bank branch's, an insurer's, a utility's numbers ----
_CNAPS = re.compile(r"(?i)(?:联行号|聯行號|大额行号|支付行号|开户行行号|行号|cnaps(?:\s*(?:code|号))?)\s*(?:是|为|[:：])?\s*$")
_INSURER = re.compile(r"保険者番号\s*(?:は|が|[:：])?\s*$")
_UTILITY_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:особов\w*\s+рахун\w*|лицев\w*\s+сч[её]т\w*|номер\s+особового\s+рахунку"
    r"|номер\s+лицевого\s+сч[её]та)" + _R + r"(?:\s+[^\W\d_][\w'-]*){0,4}?\s*(?:№|:)?\s*$")

# ---- a customer's tax number, an institution's NPWP ----
_CUSTOMER = re.compile(r"(?i)" + _L + r"(?:πελάτ\w*|αγοραστ\w*|customer|client|kunde\w*|cliente|klant|klient\w*"
                       r"|müşteri\w*)" + _R)
_INVOICE = re.compile(r"(?i)" + _L + r"(?:τιμολόγι\w*|invoice\w*|rechnung\w*|fattur\w*|factur\w*|factuur\w*|faktur\w*"
                      r"|fatura\w*)" + _R)
_BUSINESS_TAX_LABEL = re.compile(r"(?:ΑΦΜ|(?i:vat(?:\s+(?:number|no\.?|reg\w*|id))?|ust-?idnr\.?|p\.?\s?iva|btw-?(?:nummer|id)?"
                                 r"|nif|cif|nip))\s*:?\s*$")
# the speaker's own tax number ("ΑΦΜ μου", "my VAT number")
_MINE = re.compile(r"(?i)" + _L + r"(?:μου|my|mein\w*|mon|ma|mi|mio|mia|meu|minha|mijn|mój|moje|benim)" + _R)
_NPWP_ORG = re.compile(
    r"(?i)" + _L + r"npwp(?:-?nya)?\s+(?:milik\s+|dari\s+)?(?:kampus|perusahaan|penjual|toko|kantor|pt|cv|sekolah"
    r"|universitas|yayasan|instansi|rumah\s+sakit|klinik|vendor|pemasok|supplier|koperasi|pemberi\s+kerja|merchant"
    r"|seller|lembaga|badan|bendahara)" + _R + r"(?:\s+[^\W\d_][\w.&-]*){0,3}?\s*(?:adalah|:)?\s*$")


# "the right format" names a shape, asking for no text of the speaker's
_FORMAT_NOUN = re.compile(r"(?i)(?:the|a|right|correct|valid|wrong|this|that|its|their|same)\s+$")


def _asks_to_write(text: str) -> bool:
    """Whether the speaker asks for a text of their own (utils.redact_payees' COMPOSE), "format" as a noun aside."""
    return any(m.group().lower() != "format" or _FORMAT_NOUN.search(text, max(0, m.start() - 12), m.start()) is None
               for m in COMPOSE.finditer(text))


def _ups_ok(v: str) -> bool:
    """Whether a UPS number's last digit checks its fifteen characters after "1Z" (a letter read as its place)."""
    vals = [int(c) if c.isdigit() else (ord(c) - 63) % 10 for c in v[2:-1]]
    total = sum(d * (2 if i % 2 else 1) for i, d in enumerate(vals))
    return (10 - total % 10) % 10 == int(v[-1]) if v[-1].isdigit() else False


def _no_claim(text: str, a: int, s: int) -> bool:
    """No possessive of the speaker's or the speaker's business's, and no refund, in text[a:s]."""
    return OWN.search(text, a, s) is None and _OURS.search(text, a, s) is None and REFUND.search(text, a, s) is None


def _bill_account(text: str, s: int, compose: bool) -> bool:
    """Whether the account at text[s:] is a biller's: after a bill sent to the speaker (or, in no text the speaker
    asks for, one from a named firm) within two sentences, after a bill's "to be paid into", or in a sentence paying a
    firm by its legal form; no claim of the speaker's between."""
    lo = max(0, s - 300)
    for rx in (_SENT_ME_BILL,) if compose else (_SENT_ME_BILL, _BILL_FROM):
        m = None
        for m in rx.finditer(text, lo, s):
            pass
        if m is not None and len(_STOP.findall(text, m.end(), s)) <= 1 and _no_claim(text, m.end(), s):
            return True
    if compose:
        return False  # an invoice the speaker writes pays into the speaker's account
    a = sentences.start(text, s, _STOP, 200)
    if _TO_SPEAKER.search(text, a, sentences.end(text, s, _STOP, 200)):
        return False  # a salary or a pension is paid into the speaker's account
    m = None
    for m in _PAY_INTO.finditer(text, max(0, s - 40), s):
        pass
    # the cue's clause claims nothing either ("my salary is to be paid into ..")
    if m is not None and _STOP.search(text, m.end(), s) is None and _no_claim(text, m.end(), s):
        return _no_claim(text, sentences.start(text, m.start(), _CLAUSE, 120), m.start())
    m = None
    for m in _PAY_TO_FIRM.finditer(text, a, s):
        pass
    return m is not None and _no_claim(text, m.end(), s)


def _kid_account(text: str, s: int, e: int) -> bool:
    """Whether text[s:e] lies in a Norwegian account whose KID stands before it, on a bill."""
    for m in _NO_ACCOUNT.finditer(text, max(0, s - 14), min(len(text), e + 14)):
        if m.start() <= s and e <= m.end():
            a = sentences.start(text, m.start(), _STOP, 80)
            head = _KID_THEN_ACCOUNT.search(text, a, m.start())
            return head is not None and OWN.search(text, a, m.start()) is None
    return False


def _issuer_tax(text: str, s: int) -> bool:
    """Whether the number at text[s:] is the tax number of a bill's sender: its label right before it, in the
    sentence saying the party sent the speaker the bill, no possessive of the speaker's after that."""
    lab = _BUSINESS_TAX_LABEL.search(text, max(0, s - 24), s)
    if lab is None:
        return False
    m = None
    for m in _SENT_ME_BILL.finditer(text, sentences.start(text, s, _STOP, 200), lab.start()):
        pass
    return m is not None and _MINE.search(text, m.end(), s) is None


def _customer_tax(text: str, s: int) -> bool:
    """Whether the number at text[s:] is a customer's tax number: its label right before it, a customer named in
    its sentence or the one before, an invoice in the message, and no possessive of the speaker's between."""
    lab = _BUSINESS_TAX_LABEL.search(text, max(0, s - 24), s)
    if lab is None:
        return False
    a = sentences.start(text, s, _STOP, 200)
    a = sentences.start(text, max(0, a - 2), _STOP, 200) if a > 0 else a  # the sentence before it too
    m = None
    for m in _CUSTOMER.finditer(text, a, lab.start()):
        pass
    return m is not None and _INVOICE.search(text) is not None and _MINE.search(text, m.end(), s) is None


def keep(text: str, spans: list[Span]) -> None:
    """Drops billers' accounts, parcels', listings', orders', payments', branches', insurers' and utilities'
    numbers, customers' tax numbers and institutions' NPWPs."""
    if not spans:
        return
    low = text.lower()
    compose = _asks_to_write(text)
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e]
        digits = sum(c.isdigit() for c in v)
        before = text[max(0, s - 80) : s]
        if k in _ACCOUNT_KINDS and digits >= 8 and _ACCOUNT.fullmatch(v) and _bill_account(text, s, compose):
            continue
        if "kid" in low and k in _ACCOUNT_KINDS and _NO_BILL.search(text) and _kid_account(text, s, e):
            continue
        if _UPS.fullmatch(v) and (_ups_ok(v) or _PARCEL_TALK.search(text)) and not _SECRET_BEFORE.search(before):
            continue
        if k in _NUMBER_KINDS and digits >= 5:
            if re.fullmatch(r"[A-Z0-9]{8,30}", v) and digits >= 8 and _SHIPMENT_FROM_CARRIER.search(before):
                continue
            if v.isdigit() and _LISTING.search(before):
                continue
            if re.fullmatch(r"[A-Za-z0-9-]{5,24}", v):
                m = _ORDER_IS.search(before)
                if m is not None and _GAP_SECRET.search(m.group("gap")) is None:
                    continue
            if v.isdigit() and 8 <= digits <= 20:
                m = _PAYMENT_REF.search(before)
                if m is not None and _GAP_SECRET.search(m.group("gap")) is None:
                    continue
            if v.isdigit() and _CNAPS.search(before) and len(v) == 12:
                continue
            if v.isdigit() and _INSURER.search(before):
                continue
            if v.isdigit() and _UTILITY_ACCOUNT.search(before):
                continue
            if _customer_tax(text, s) or _issuer_tax(text, s):
                continue
            if "npwp" in low and _NPWP_ORG.search(before):
                continue
        out.append((s, e, k))
    spans[:] = out
