"""Payment details another party publishes, parcels' numbers and docs' placeholder tokens, kept (round 36b, precision).

- The account a bill names as the biller's: a bill or an invoice "from" a named firm ("Faktura fra VVS-firmaet: ..
  kontonr. ..", "Regning fra Fjordkraft: KID .., kontonummer ..", "Pay invoice .. from Hollis & Crane Ltd: .. to IBAN
  ..") prints the account it is paid into. In a message asking for a text of the speaker's own (an e-mail, a reminder)
  the speaker must also be the one paying ("Pay invoice .."), since "an invoice from <my firm>" is written by them.
- A domestic account with a biller's payment reference beside it ("účet ../0100, variabilní symbol .."), as
  utils.redact_payees keeps an IBAN so printed.
- An account copied from an organisation's website ("الآيبان المكتوب في موقعهم", "Реквізити з їхнього сайту: IBAN
  ..", "the IBAN on their website"): published for every donor or customer. One the speaker enters on a site, or claims,
  stays cut.
- A Danish bank's reg.nr. (four digits before the account): the branch's number, like a sort code; the account after
  it stays cut. (A Czech account's bank code after its slash is utils.redact_round37c's.)
- A parcel's tracking number after a tracking word or a carrier's name ("il tracking BRT è ..", "κωδικός αποστολής
  ΕΛΤΑ είναι ..") and a UPU S10 number (two letters, eight digits, its check digit, the country) in a message about a
  parcel: it traces a shipment and opens nothing, whatever check its digits pass.
- A provider's token whose body is plain words saying it is a stand-in ("xoxb-not-a-real-token-this-will-not-work",
  "sk-your-api-key-here"): the docs print it, and no provider issues words.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re

from utils import idcheck, sentences
from utils.redact_payees import BILL_PAPER, COMPOSE, OWN, PAYEE, REFERENCE_AFTER, REFUND, own_claim

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after
_ACCOUNT_KINDS = frozenset({"iban", "bank_account", "secret", "card"})
_ACCOUNT = re.compile(r"(?:[A-Z]{2}\d{2}[ ]?(?:[A-Z0-9]{4}[ ]?){2,7}[A-Z0-9]{0,4}|\d[\d .-]{5,30}\d(?:/\d{4})?)")
# a period closing an abbreviation ends no clause ("reg.nr.", "kontonr.", "no.", "č.")
_ABBREV = re.compile(r"(?i)(?:\w*nr|no|nos|reg|org|č|čís|tel|str|ca|inc|ltd|co|corp|[a-z])\.$")
_ABBREVIATION = sentences.abbreviation_skip(_ABBREV, 12)
# a claim of the speaker's business ("from our account"), beside utils.redact_payees' possessives of one person
_OURS = re.compile(r"(?i)" + _L + r"(?:our|ours|unser\w*|notre|nos|nuestr[oa]s?|nostr[oaie]|nosso|nossa|onze|ons|nasz\w*"
                   r"|náš|naše|našeho|vår|vårt|våre|vores|vor|meidän|наш\w*|bizim)" + _R)


def _clause_start(text: str, s: int, floor: int) -> int:
    """Where the clause holding text[s] starts, looking back at most 160 characters and never before ``floor``."""
    return sentences.start(text, s, sentences.STOPS, 160, floor, skip=_ABBREVIATION)


def _claimed(text: str, a: int, s: int) -> bool:
    """Whether text[a:s] claims the account for the speaker or the speaker's business."""
    return own_claim(text, a, s) or _OURS.search(text, a, s) is not None


# ---- a bill from a named firm ----
_FROM = r"(?:from|von|vom|de|du|des|del|di|della|dal|da|do|fra|från|frå|van|od|ode|от|від|από)"
# an invoice's word (a "bill" or a "számla" may be a friend's share or an account: not these)
_BILL_FROM = re.compile(
    r"(?i)" + _L + r"(?:invoice|rechnung|facture|factura|fattura|fatura|faktura|factuur|regning|räkning|lasku"
    r"|vyúčtování|τιμολόγιο|сч[её]т-фактур\w*|рахунок-фактур\w*)" + _R
    + r"(?:[^\w\n]{1,3}[\w-]*\d[\w-]*)?\s+" + _FROM + r"\s+(?:the |la |le |el |il |l'|der |die |dem |den )?"
    r"(?-i:[A-Z0-9ÆØÅÄÖÜÉČŠŘŽ][\w&'-]*)")
# the speaker pays ("Pay invoice ..", "betal fakturaen", "bitte zahlen"): a text about it quotes the payee's account
_PAY = re.compile(r"(?i)" + _L + r"(?:pay|paying|settle|betal|betale|betala|bezahl\w*|zahl(?:e|en)|payer|régler"
                  r"|pagar|pagare|zapłać|zaplatit|zaplať|оплат\w*|сплат\w*)" + _R)


def _billed(text: str, s: int, floor: int) -> bool:
    """Whether the account at text[s:] stands in a clause naming a bill from a firm, the speaker claiming nothing
    there (and, in a text the speaker asks for, paying the bill)."""
    a = _clause_start(text, s, floor)
    if _BILL_FROM.search(text, a, s) is None or _claimed(text, a, s) or REFUND.search(text, a, s):
        return False
    return _PAY.search(text, a, s) is not None or COMPOSE.search(text) is None


# ---- a payment reference before the account ("KID .., kontonummer ..") ----
_REFERENCE_BEFORE = re.compile(
    r"(?i)" + _L + r"(?:viitenumero\w*|viite|variabiln\w* symbol\w*|variabilný symbol\w*|ocr-?(?:nummer|nr|referens)?"
    r"|(?-i:KID)(?:-?(?:nummer|nr))?|betalingskenmerk|betalingsreferanse)" + _R)


def _referenced(text: str, s: int, e: int, floor: int) -> bool:
    """Whether a biller's payment reference stands beside the domestic account at text[s:e], a bill or a payee named
    before it ("E-shop mi poslal údaje: účet .., variabilní symbol .."), the speaker claiming nothing in its clause. A
    bare account and reference ("Platba na .., VS ..") may be the speaker's own, given to whoever pays them."""
    a = _clause_start(text, s, floor)
    if REFERENCE_AFTER.match(text, e) is None and _REFERENCE_BEFORE.search(text, a, s) is None:
        return False
    return ((BILL_PAPER.search(text, 0, s) is not None or PAYEE.search(text, 0, s) is not None)
            and not _claimed(text, a, s) and REFUND.search(text, a, s) is None)


# ---- an account from an organisation's website ----
_SITE = re.compile(
    r"(?i)" + _L + r"(?:(?:web)?site|homepage|web ?page|donation page|webseite|site web|sitio(?: web)?|página web"
    r"|pagina web|sito|su web|sua web|strona|stronie|stron[yę]|webu|webových|stránk\w*|сайт\w*|sitesi\w*"
    r"|ιστοσελίδα|ιστότοπο)" + _R
    + r"|موقع\w*|官网|官網|网站|網站|ホームページ|公式サイト|홈페이지|웹사이트|באתר|سایت\w*")
# the site is another's: a possessive of theirs or an organisation's name with it
_THEIRS = re.compile(
    r"(?i)" + _L + r"(?:their|its|ihrer|ihre[mn]?|leur|loro|su|sua|deles|delas|hun|ich|jejich|их|їхн\w*|ихн\w*|ї[хї]"
    r"|τους|onların|the (?:charity|foundation|fund|ngo|shelter|shop|store|company)'s)" + _R
    + r"|موقعهم|موقعها|موقعه|موقع (?:الجمعية|المؤسسة|الشركة|المتجر)")
# the speaker types the account into a site: then it is theirs
_ENTER = re.compile(r"(?i)" + _L + r"(?:enter\w*|type|typed|fill\w*|input|submit\w*|add|added|register\w*|eingeb\w*"
                    r"|eintrag\w*|saisi\w*|ingres\w*|inser\w*|vpis\w*|zadat|zadal\w*|wpisa\w*|ввести|ввёл|ввел\w*"
                    r"|вв[оі]д\w*|вписа\w*|girdim|gir\w*)" + _R + r"|أدخل\w*|ادخل\w*|سجلت")
_DONATE = re.compile(r"(?i)" + _L + r"(?:donat\w*|donaci[oó]n\w*|spende\w*|spenden|darowizn\w*|bağış\w*|пожертв\w*"
                     r"|задонат\w*|донат\w*|благодійн\w*|благотворительн\w*|charit\w*|δωρε\w*)" + _R
                     + r"|تبرع\w*|أتبرع|اتبرع|خيري\w*|جمعية|捐")


def _from_site(text: str, s: int, e: int, floor: int) -> bool:
    """Whether the account at text[s:e] is said to be copied from another's website: a site's word in its clause
    (or just after it), theirs or in a message about a donation, the speaker neither claiming nor entering it."""
    a = _clause_start(text, s, floor)
    after = text[e : e + 40]
    cut = re.search(r"[.!?;\n،,]", after)
    tail = after[: cut.start()] if cut else after
    here = text[a:s] + " " + tail
    if _SITE.search(here) is None or _claimed(text, a, s) or OWN.search(tail) or _ENTER.search(here):
        return False
    return _THEIRS.search(here) is not None or _DONATE.search(text) is not None


# ---- a Danish bank's reg.nr. ----
_REG_NR = re.compile(r"(?i)" + _L + r"(?:reg\.?\s?nr\.?|registreringsnummer|regnr\.?)\s*[:.]?\s*$")


# ---- a parcel's number ----
# carriers' names: acronyms and names that are words too only as the carrier writes them ("DHL", "Bring")
_CARRIER = (r"(?-i:DHL|UPS|USPS|GLS|DPD|TNT|BRT|SDA|EMS|ACS|PTT|CTT|PPL|MRW|SEUR|ELTA|ΕΛΤΑ|Bring|Posten|Posti|Kerry"
            r"|Speedy|Hermes|Evri|Yodel|Econt)|fedex|bartolini|poste italiane|royal mail|parcelforce|postnl|bpost"
            r"|inpost|packeta|zásilkovna|česk\w* pošt\w*|correos|nacex|chronopost|colissimo|la poste|mondial relay"
            r"|aramex|smsa|nova poshta|нов(?:а|ої|ой) пошт[аиі]|укрпошт\w*|сдэк|cdek|почт\w* россии|yurtiçi"
            r"|aras kargo|mng kargo|speedex|geniki|postnord|omniva|canada post|purolator|australia post|japan post"
            r"|sf express|j&t|ninja ?van|delhivery|blue ?dart|india post|correios|jadlog|estafeta|servientrega|sameday"
            r"|fan courier|cargus|foxpost|magyar posta|poczta polska|ontrac|lasership|amazon logistics")
_TRACK_WORD = (r"tracking(?: (?:no|number|id|code|nr))?|track(?:ing)? ?(?:&|and) ?trace|tracking-?nummer|trackingcode"
               r"|sendungs(?:nummer|verfolgung|-id)|paketnummer|numéro de suivi|suivi|seguimiento|rastreo|rastreio"
               r"|tracciamento|codice di spedizione|numero di spedizione|spedizione|zendingnummer|verzendcode"
               r"|numer (?:przesyłki|listu przewozowego)|list przewozowy|číslo (?:zásilky|balíku)|kargo takip(?: no)?"
               r"|takip (?:no|numarası|kodu)|gönderi (?:no|numarası|kodu)|трек(?:-| )?номер|трек|номер (?:отправления"
               r"|посылки|накладн\w*)|ттн|накладн\w*|αριθμός (?:αποστολής|παρακολούθησης)|κωδικός αποστολής"
               r"|κωδικό αποστολής|lähetystunnus|seurantakoodi|sporingsnummer|kollinummer|sändningsnummer"
               r"|spårningsnummer|forsendelsesnummer|sendingsnummer|awb|waybill|consignment(?: no| number)?"
               r"|mã vận đơn|nomor resi|resi|เลขพัสดุ")
_TRACK_LABEL = re.compile(
    r"(?i)(?:" + _L + r"(?:" + _TRACK_WORD + r"|" + _CARRIER + r")" + _R
    + r"|运单号|快递单号|單號|单号|追跡番号|伝票番号|송장 ?번호|운송장 ?번호|رقم (?:الشحنة|التتبع|البوليصة)|מספר (?:משלוח|מעקב)"
    + r"|ヤマト|佐川|日本郵便|顺丰|順豐|中通|圆通|申通|韵达|우체국|한진|대한통운)"
    # then a carrier's name or a number's word, and a copula or a colon
    r"(?:\s+(?:" + _CARRIER + r"|no\.?|nr\.?|number|n\.|n°|№))*"
    r"\s*(?:(?:is|è|é|es|est|ist|είναι|є|это|je|jest|er|är|on|:|：|=|-|—)\s*)*$")
_SECRET_WORD = re.compile(r"(?i)pass|pin\b|code\b|kod|otp|tan\b|cvv|cvc|senha|clave|hasło|пароль|şifre|密|暗証|비밀")
_PICKUP = re.compile(r"(?i)(?:pick-?up|collection|locker)\s+code|kod\w*\s+odbioru|abholcode|code\s+de\s+retrait"
                     r"|c[óo]digo\s+de\s+recogida|codice\s+di\s+ritiro|hämtningskod|afhentningskode|noutokoodi")
_S10 = re.compile(r"([A-Z]{2})(\d{8})(\d)([A-Z]{2})")
_PARCEL = re.compile(r"(?i)" + _L + r"(?:parcel|package|shipment|shipping|tracking|track|post|courier|delivery|paket\w*"
                     r"|sendung\w*|colis|envío|envio|paquete|pacco|spedizion\w*|encomenda|pakket|zending|przesyłk\w*"
                     r"|paczk\w*|zásilk\w*|balík\w*|kargo|gönderi|посылк\w*|посилк\w*|отправлени\w*|відправлен\w*"
                     r"|δέμα|αποστολ\w*|ταχυδρομ\w*|lähetys|paketti|pakke|försändelse|" + _CARRIER + r")" + _R
                     + r"|包裹|快递|快遞|郵便|荷物|소포|택배|طرد|شحن\w*|משלוח|חבילה")
_S10_WEIGHTS = (8, 6, 4, 2, 3, 5, 9, 7)


def s10_ok(v: str) -> bool:
    """Whether v is a UPU S10 item number whose check digit matches its eight digits."""
    m = _S10.fullmatch(v)
    if m is None:
        return False
    c = 11 - sum(int(d) * w for d, w in zip(m.group(2), _S10_WEIGHTS, strict=True)) % 11
    return int(m.group(3)) == {10: 0, 11: 5}.get(c, c)


def _tracking(text: str, s: int, v: str) -> bool:
    """Whether v at text[s:] is a parcel's number: after a tracking word or a carrier's name, or an S10 number in a
    message about a parcel."""
    if s10_ok(v):
        return _PARCEL.search(text) is not None
    if not (re.fullmatch(r"[A-Z0-9]{8,30}", v) and sum(c.isdigit() for c in v) >= 8):
        return False
    head = text[max(0, s - 48, text.rfind("\n", 0, s) + 1) : s]
    if _PICKUP.search(head):
        return False  # a locker's pickup code named before the carrier opens the locker
    m = _TRACK_LABEL.search(head)
    return m is not None and _SECRET_WORD.search(m.group()) is None


# ---- a docs' stand-in token ----
_TOKEN_PREFIX = re.compile(r"(?i)(?:xox[abposr]|xapp|sk|pk|rk|sk_live|sk_test|pk_live|pk_test|rk_live|ghp|gho|ghu|ghs"
                           r"|ghr|github_pat|glpat|sk-proj|sk-ant|hf|npm|pypi|AKIA|ya29|SG|shpat|shpss|dop_v1|xai"
                           r"|key|token|api)[-_.]")
_STAND_IN_WORD = frozenset("""
not a an real fake dummy example sample placeholder your my here the this that will wont won't work works valid invalid
token key secret bot app user api insert replace goes put paste test demo xxx foo bar baz some value redacted changeme
only for with and is of it do does use own access client id string live doc docs goes it's actual yours
""".split())
_FAKE_SAYING = frozenset("not fake dummy example sample placeholder your insert replace invalid demo redacted changeme "
                         "xxx foo here".split())


def stand_in_token(v: str) -> bool:
    """Whether v is a provider's token whose body is plain words saying it stands in for one (no digits, three or
    more words, each a stand-in's word, one of them saying it is no real one)."""
    tok = v.strip(" \"'`=:,;()")
    m = _TOKEN_PREFIX.match(tok)
    if m is None:
        return False
    words = [w for w in re.split(r"[-_.]", tok[m.end():].lower()) if w]
    return (len(words) >= 3 and all(w.isalpha() and w in _STAND_IN_WORD for w in words)
            and any(w in _FAKE_SAYING for w in words))


def _account(text: str, s: int, e: int, k: str) -> bool:
    """Whether the span is an account's digits or an IBAN."""
    v = text[s:e].strip(" \"'`=:,;()")
    return k in _ACCOUNT_KINDS and _ACCOUNT.fullmatch(v) is not None and sum(c.isdigit() for c in v) >= 7


def keep(text: str, spans: list[Span]) -> None:
    """Drops billers', payees' and published accounts, a Danish reg.nr., parcels' numbers and docs' stand-in tokens;
    the rest stays as found."""
    if not spans:
        return
    # each account's clause starts after the account before it
    ends = sorted({e for s, e, k in spans if _account(text, s, e, k)})
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e].strip(" \"'`=:,;()")
        if stand_in_token(v) or _tracking(text, s, v):
            continue
        if re.fullmatch(r"\d{4}", v) and _REG_NR.search(text, max(0, s - 24), s):
            continue  # a Danish branch's reg.nr., as a sort code
        if _account(text, s, e, k) and (not v[:2].isalpha() or idcheck.iban_ok(v.replace(" ", ""))):
            floor = max((b for b in ends if b <= s), default=0)
            if (_billed(text, s, floor) or not v[:2].isalpha() and _referenced(text, s, e, floor)
                    or _from_site(text, s, e, floor)):
                continue
        out.append((s, e, k))
    spans[:] = out
