"""A device's serial number, another party's German Steuernummer, a bank's institution and branch codes, a Czech
bank's code after its slash, a shop's tax number on a receipt, an organisation's account in a payment request, kept
(round 37c, precision).

- A router's, a modem's or a printer's serial number under its label ("製造番号", "シリアル番号", "S/N",
  "Seriennummer", "numéro de série", "серийный номер", "序列号"), beside the Wi-Fi key it is written with: printed on
  the box's label and sent with every support request, it opens nothing. A software product's serial (a licence key
  by another name) stays cut: the label must be the hardware's (製造番号) or a device must be named in the sentence.
- A German Steuernummer the message gives as another party's: the tax office's letter, a club's, an employer's, a
  company's ("Das Finanzamt hat die Steuernummer ... vergeben", "die Steuernummer des Vereins"). One the speaker
  claims in its sentence ("meine Steuernummer") stays cut.
- A Japanese bank's institution code or a branch code under its label ("銀行コード0005", "金融機関コード 0009",
  "支店コード 123"): the same for every customer of that bank, printed on its website. The account beside it stays cut.
- A Czech bank's four-digit code after an account's slash ("/0800"): the bank's, not the customer's; the account
  before the slash stays cut.
- A shop's or a company's tax number on its receipt or invoice ("Η απόδειξη ... γράφει ΑΦΜ", "the receipt shows the
  store's NIF", "auf der Quittung steht die Steuernummer"): printed on every receipt it issues. One the speaker
  claims ("ΑΦΜ μου", "my NIF") stays cut.
- An account a payment request names an organisation as its holder ("Tikkie van de voetbalclub ... naar NL.. t.n.v.
  VV De Zwaluwen", "payable to ... FC United", "zugunsten TSV ... e.V."): every member is asked to pay to it. An
  account a person holds, or one the speaker claims, stays cut.

utils.redact's ROUNDS registry calls ``keep`` after the other rounds' finders; this module imports nothing of
utils.redact.
"""

from __future__ import annotations

import re

from utils import idcheck, sentences
from utils.redact_payees import OWN, own_claim

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after
_QUOTES = " \"'`=:,;()（）「」"
# a sentence's end; a period closing an abbreviation ("t.n.v.", "e.V.", "Nr.") ends none
_SENTENCE = re.compile(r"(?<![A-Za-z]\.[A-Za-z])(?<!\b[A-Za-z])(?<!\bnr)(?<!\bno)[.!?](?=\s)|[;\n。；！？]")


def _sentence(text: str, s: int, e: int) -> tuple[int, int]:
    """The bounds of the sentence holding text[s:e], at most 160 characters either side."""
    return sentences.bounds(text, s, e, _SENTENCE, 160)


# ---- a device's serial number ----
# a hardware-only label: a manufacturing number names a device
_HW_SERIAL = r"製造番号|製造No\.?|製品製造番号|機器番号"
_SERIAL = (r"シリアル(?:番号|ナンバー|No\.?)?|序列号|序號|序号|序列號|일련번호|시리얼(?:\s*번호)?"
           r"|(?i:" + _L + r"(?:serial(?:\s+(?:number|no\.?|#))?|s/n|sn|seriennummer|serien-?nr\.?|numéro de série"
           r"|n° de série|número de serie|numero di serie|número de série|serienummer|serienr\.?|numer seryjny"
           r"|sériové číslo|seri numarası|серийный номер|серійний номер|σειριακός αριθμός)" + _R + r")")
_SERIAL_LABEL = re.compile(r"(?:" + _HW_SERIAL + r"|" + _SERIAL + r")(?:\s*(?:は|が|:|：|=|#|is|ist|est|es|è|lautet))*\s*$")
_HW_ONLY = re.compile(_HW_SERIAL)
# a device the serial is printed on
_DEVICE = re.compile(
    r"ルーター|ルータ|モデム|プリンター|本体|端末|ポケットwifi|ポケットWi-Fi|モバイルルーター|路由器|调制解调器|打印机|공유기|라우터|모뎀"
    r"|(?i:" + _L + r"(?:router\w*|modem\w*|fritz!?box|speedport|livebox|freebox|hub|gateway|access point|printer\w*"
    r"|drucker\w*|gerät\w*|device\w*|appareil\w*|box|routeur\w*|enrutador\w*|roteador\w*|stampante|dispositivo"
    r"|urządzeni\w*|zařízení|cihaz\w*|роутер\w*|маршрутизатор\w*|модем\w*|ont|nas|camera|kamera)" + _R + r")")
# what a software serial unlocks: a licence, a product key, an activation
_SOFTWARE = re.compile(r"(?i)licen[cs]\w*|lizenz\w*|product key|activation|aktivier\w*|ライセンス|プロダクトキー|激活|序列号激活")


def _device_serial(text: str, s: int) -> bool:
    """Whether the value at text[s:] follows a serial number's label, the label a device's."""
    m = _SERIAL_LABEL.search(text, max(0, s - 40), s)
    if m is None:
        return False
    if _HW_ONLY.match(m.group()):
        return True
    a, b = _sentence(text, s, s)
    here = text[a:b]
    return _DEVICE.search(here) is not None and _SOFTWARE.search(here) is None


# ---- another party's Steuernummer ----
_STNR = re.compile(r"(?i)" + _L + r"(?:steuernummer|steuer-nr\.?|st\.?-?nr\.?)" + _R)
_STNR_VALUE = re.compile(r"\d{2,3}/\d{3,4}/\d{4,5}|\d{13}")
# the party that issued or holds it: the tax office's letter, a club, an employer, a company, a landlord
_STNR_PARTY = re.compile(
    r"(?i)" + _L + r"(?:finanzamt\w*|verein\w*|vereins|arbeitgeber\w*|firma|firmen\w*|unternehmen\w*|gmbh|e\.\s?v\."
    r"|ag|kg|ohg|praxis|vermieter\w*|handwerker\w*|lohnsteuerbescheinigung|verband\w*|club\w*|klub\w*|kanzlei\w*"
    r"|betrieb\w*|händler\w*|shop\w*|geschäft\w*|rechnung\w*|quittung\w*)" + _R)
_DE_OWN = re.compile(r"(?i)" + _L + r"(?:mein\w*|meiner|ich|mir|mich|unser\w*|my|mine)" + _R)


def _others_steuernummer(text: str, s: int, e: int, v: str) -> bool:
    """Whether text[s:e] is a Steuernummer named as a tax office's, a club's, an employer's or a company's, the
    speaker claiming nothing in its sentence."""
    if _STNR_VALUE.fullmatch(v) is None:
        return False
    a, b = _sentence(text, s, e)
    # the name right before its value, no other number between ("Steuernummer kommt noch, Steuer-ID 12...")
    label = None
    for label in _STNR.finditer(text, max(a, s - 40), s):
        pass
    if label is None or re.search(r"\d|[,;]", text[label.end():s]):
        return False
    here = text[a:b]
    return _STNR_PARTY.search(here) is not None and _DE_OWN.search(here) is None


# ---- a bank's institution and branch codes ----
_BANK_CODE = re.compile(
    r"(?:銀行コード|金融機関コード|金融機関番号|銀行番号|支店コード|支店番号|店番号|店番|은행\s*코드|银行代码|銀行代碼|银行编号|銀行代號)"
    r"(?:\s*(?:は|が|:|：|（|\(|=))*\s*$")


def _bank_code(text: str, s: int, v: str) -> bool:
    """Whether the three or four digits at text[s:] follow a bank's or a branch's code label."""
    return re.fullmatch(r"\d{3,4}", v) is not None and _BANK_CODE.search(text, max(0, s - 16), s) is not None


# ---- a Czech bank's code after an account's slash ----
_CZ_ACCOUNT = re.compile(r"((?:\d{1,6}-)?\d{2,10})/(\d{4})")


# ---- a shop's tax number on its receipt ----
_TAX_LABEL = re.compile(
    r"(?:" + _L + r"(?:ΑΦΜ|Α\.Φ\.Μ\.?|NIF|CIF|NIPC|P\.?\s?IVA|partita iva|TIN|VAT(?:\s+(?:no\.?|number|id))?|USt-?IdNr\.?"
    r"|Steuernummer|St\.?-?Nr\.?|NIP|IČO|DIČ|INN|ИНН|VKN|vergi no\w*|SIRET|SIREN|RUC|RFC|CUIT|NIT|tax (?:id|number)"
    r"|税号|納税者番号|사업자(?:등록)?번호)" + _R + r")(?:\s*(?:no\.?|nr\.?|:|：|=|#))*\s*$", re.I)
_RECEIPT = (r"(?:" + _L + r"(?:απόδειξ\w*|αποδείξ\w*|τιμολόγι\w*|receipt\w*|invoice\w*|rechnung\w*|quittung\w*"
            r"|kassenbon\w*|kassenzettel|factur\w*|ticket de caisse|reçu|recibo\w*|fattura\w*|scontrino|ricevuta"
            r"|kassabon|paragon\w*|faktur\w*|účtenk\w*|účtenc\w*|fiş\w*|fatura\w*|makbuz\w*|kvitto\w*|kvittering\w*"
            r"|kuitti\w*|чек\w*)" + _R + r"|領収書|レシート|发票|發票|收据|收據|영수증)")
# the receipt a seller issued: one "from" a shop, a shop's word, or a company's legal form (a customer's own tax
# number asked for on an invoice, "fatura com NIF", names none of them)
_SELLER = re.compile(
    r"(?i)" + _RECEIPT + r"\s+(?:from|von|vom|από|van|från|fra|z|ze|od|at|bei|chez|dari)" + _R
    + r"|" + _L + r"(?:καταστήματ\w*|κατάστημα|shop|store|supermarket|laden|geschäft|baumarkt|magasin|boutique"
    r"|tienda|loja|negozio|winkel|sklep|obchod|mağaza|магазин\w*|butik\w*|kauppa)" + _R
    + r"|(?<![\w.])(?:Α\.?Ε\.?|Ο\.?Ε\.?|Ε\.?Π\.?Ε\.?|Ι\.?Κ\.?Ε\.?|GmbH|S\.A\.|S\.L\.|Lda|S\.r\.l\.|SRL|Ltd|Inc|B\.V\.)(?![\w])"
    r"|店|商店|超市|가게|매장")
_RECEIPT_RE = re.compile(r"(?i)" + _RECEIPT)
_TAX_KINDS = frozenset({"national_id", "tax_id", "secret", "id_number"})


def _receipt_tax_number(text: str, s: int, e: int) -> bool:
    """Whether text[s:e] follows a tax number's label in a sentence naming a seller's receipt or invoice, the speaker
    claiming nothing in it."""
    if _TAX_LABEL.search(text, max(0, s - 24), s) is None:
        return False
    a, b = _sentence(text, s, e)
    return (_RECEIPT_RE.search(text, a, b) is not None and _SELLER.search(text, a, b) is not None
            and not own_claim(text, a, b))


# ---- an organisation's account in a payment request ----
_IBAN = re.compile(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?")
# "in the name of" an account holder, by language
_HOLDER = re.compile(
    r"(?i)\s*,?\s*(?:t\.?\s?n\.?\s?v\.?|ten name van|op naam van|in the name of|payable to|account name:?|beneficiary:?"
    r"|zugunsten(?:\s+von)?|empfänger:?|kontoinhaber:?|inhaber:?|au nom de|bénéficiaire\s*:?|a nombre de|titular:?"
    r"|a nome di|intestat[oa] a|beneficiario:?|na rzecz|odbiorca:?|ve prospěch|majitel účtu:?)\s+")
# an organisation by the marks of its name
_ORG = re.compile(
    r"(?:" + _L + r"(?:VV|SV|FC|SC|TSV|TuS|VfB|VfL|RKSV|AFC|KV|HC|MHC|CF|CD|AC|AS|US|KS|SK|TJ|AFC|IF|IK|BK)" + _R
    + r"|(?i:" + _L + r"(?:club|klub|verein|vereniging|voetbalvereniging|stichting|e\.\s?v\.|b\.v\.|n\.v\.|gmbh|ltd"
    r"|limited|inc|association|asociación|associazione|association|fundacja|stowarzyszenie|spolek|school|schule"
    r"|kerk|parish|church|gemeente)" + _R + r"))")
# the request's or the payee's word: the money goes to the account
_REQUEST = re.compile(r"(?i)" + _L + r"(?:tikkie|betaalverzoek\w*|payment request|zahlungsaufforderung|paylink"
                      r"|betaallink|naar|to|an|auf|à|a|na|do|pay|betaal|überweis\w*|stort\w*)" + _R)


def _organisation_account(text: str, s: int, e: int) -> bool:
    """Whether the IBAN at text[s:e] is given a holder right after it whose name marks an organisation, and the
    speaker claims nothing in its sentence."""
    m = _HOLDER.match(text, e)
    if m is None:
        return False
    holder = text[m.end():m.end() + 50]
    stop = re.search(r"[,;.\n](?=\s)|[;\n]", holder)
    if _ORG.search(holder[:stop.start()] if stop else holder) is None:
        return False
    a, b = _sentence(text, s, e)
    return _REQUEST.search(text, a, s) is not None and not own_claim(text, a, b) and OWN.search(text, m.end(), b) is None


def keep(text: str, spans: list[Span]) -> None:
    """Drops devices' serials, other parties' Steuernummern, banks' and branches' codes, shops' tax numbers on a
    receipt and organisations' accounts in a payment request; cuts a Czech account before its bank's code."""
    if not spans:
        return
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e].strip(_QUOTES)
        if _device_serial(text, s) or _bank_code(text, s, v) or _others_steuernummer(text, s, e, v):
            continue
        if k in _TAX_KINDS and _receipt_tax_number(text, s, e):
            continue
        if _IBAN.fullmatch(v) and _organisation_account(text, s, e):
            continue
        cz = _CZ_ACCOUNT.fullmatch(v)
        # a rodné číslo has the same slash (YYMMDD/XXXX): its tail is the person's, never a bank's code
        if cz and k in ("bank_account", "iban", "secret", "account") and not idcheck.rodne_cislo_ok(
                cz.group(1) + cz.group(2)):
            vs = s + text[s:e].find(v)
            out.append((vs, vs + cz.end(1), k))
            continue
        out.append((s, e, k))
    spans[:] = out
