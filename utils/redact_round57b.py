"""Round 57b: public values of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- an S3 error's host id: "HostId: Ah/iboHC...", the "x-amz-id-2" header, an SDK's "extended request id"
  ("S3 Extended Request ID", "extendedRequestId", "<HostId>" in the error's XML). AWS prints it on every error for
  its support to trace the request; it opens nothing. The bare "HostId" is read so only in a message about AWS (S3,
  a request id, boto, a bucket); a key of the same shape beside it ("aws_secret_access_key = ...") stays cut;
- a seller's or a scammer's account the speaker paid into and reports ("판매자 계좌는 신한 110-...", "the seller's
  account was ...", "Konto des Betrügers", "conto del truffatore", "卖家的账户"): another party's, no secret of the
  speaker's. The speaker's own in the same message ("제 계좌", "my account") stays cut, and so does one the speaker
  claims between the seller's word and the number ("the seller asked for my account ...");
- the beneficiary's account in a bank's notification the speaker quotes: "SMS: 'codice 907530 per autorizzare
  bonifico di 1.250,00 EUR verso IT26...'", "transfer of 500 EUR to DE..", "Überweisung ... an DE..", "virement
  ... vers FR..", "transferencia ... a ES..", "transferência ... para PT..". The destination of a transfer the bank
  announces is the payee's; the code in the same notification and the speaker's own IBAN stay cut, and so does an
  account the speaker claims after the preposition ("verso il mio conto IT.."), one in a transfer that names no
  amount, and one in a quote that asks its reader to pay ("e-mail text: 'please transfer to DE..'": the speaker's
  own payment details);
- a landlord's tax number given with the landlord's account ("ο ιδιοκτήτης μου έδωσε IBAN GR.. και ΑΦΜ ...", "my
  landlord sent his IBAN and tax ID ...", "der Vermieter hat ... Steuernummer ..."), as the landlord's account is
  kept (utils.redact_payees); one the speaker claims ("ΑΦΜ μου", "my tax ID", "os meus dados"), one the landlord asks
  for and one sent to the landlord ("enviar ao senhorio ... NIF") stay cut.

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils import sentences

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
# what may hang on a span past the value it cut: quotes, brackets and a sentence's marks
_EDGE = "\"'`“”‘’()[]{}<>.,;:!?"
_ACCOUNT_KINDS = frozenset({"iban", "bank_account", "account_number", "secret", "high_entropy", "announced"})
_TAX_KINDS = frozenset({"national_id", "tax_id", "secret", "high_entropy", "announced", "bank_account"})
# a sentence's end: a period, "!" or "?" before white space, a line break, a full-width stop
_STOP = re.compile(r"[.!?](?=\s)|[\n。！？]")
# an IBAN as printed, grouped by fours or not
_IBAN = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?(?![A-Za-z0-9])")
# a number of groups of digits joined by single spaces or dashes
_NUMBER = re.compile(r"(?<![\w-])\d+(?:[ -]\d+)*(?![\w-])")
# the speaker's claim, by language
_MINE = re.compile(r"(?i)" + _L + r"(?:my|mine|our|mein\w*|unser\w*|mon|ma|mes|notre|nos|mi|mis|mio|mia|miei|mie"
                   r"|nostr[oaie]|meu|meus|minha|minhas|nosso|nossos|nossa|nossas|mijn|ons|onze|mój|moja|moje|mojego"
                   r"|moich|мой|моя|мою|моего|мои|мій|benim|hesabım"
                   r"|ibanım|μου|μας|mou)" + _R + r"|제 |내 |저의|나의|我的|我|私の|僕の|自分の")


def trim(text: str, s: int, e: int) -> tuple[int, int]:
    """text[s:e] without the quotes, brackets and marks at either end."""
    while s < e and text[s] in _EDGE:
        s += 1
    while e > s and text[e - 1] in _EDGE:
        e -= 1
    return s, e


def last(rx: re.Pattern[str], text: str, a: int, b: int) -> re.Match[str] | None:
    """The last match of rx in text[a:b], if any."""
    m = None
    for m in rx.finditer(text, a, b):
        pass
    return m


def _inside(s: int, e: int, ranges: list[tuple[int, int]]) -> bool:
    return s < e and any(a <= s and e <= b for a, b in ranges)


# ---- an S3 error's host id ----

_HOST_ID = re.compile(
    r"(?i)(?<![\w-])(?P<label>host\s?id|x-amz-id-2|(?:s3\s+)?extended\s?request\s?id|extended_request_id)[\"']?\s*"
    r"(?:=>|[:=>])\s*[\"']?(?P<v>[A-Za-z0-9+/]{16,}={0,2})(?![A-Za-z0-9+/=])")
# a message about AWS, where a bare "HostId" is S3's
_AWS = re.compile(r"(?i)" + _L + r"(?:aws|s3|amz|amazon|boto3?|botocore|bucket|request\s?id|putobject|getobject"
                  r"|accessdenied|signaturedoesnotmatch|cloudfront|minio)" + _R)


def _host_ids(text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    aws: bool | None = None
    for m in _HOST_ID.finditer(text):
        if m.group("label").lower().replace(" ", "") == "hostid":
            if aws is None:
                aws = _AWS.search(text) is not None
            if not aws:
                continue
        out.append(m.span("v"))
    return out


# ---- a seller's or a scammer's account ----

_ACCT = (r"(?:bank\s+)?(?:account|acct|a/c|iban|bank\s+details|account\s+details)")
_SELLER_ACCOUNT = re.compile(
    r"(?i)"
    # en: "the seller's account", "the scammer's IBAN", "the account of the seller"
    + _L + r"(?:seller|scammer|fraudster|con\s?man|con\s?artist|swindler)(?:'s|’s|s'|s’)\s+" + _ACCT + _R
    + r"|" + _L + r"(?:account|iban|bank\s+details)(?:\s+number)?\s+(?:of|belonging\s+to)\s+the\s+(?:seller|scammer"
    r"|fraudster|con\s?man|swindler)" + _R
    # de, fr, es, it, pt, pl, ru, tr: the account of the seller or the fraudster
    + r"|" + _L + r"(?:konto|kontonummer|iban|bankverbindung)\s+(?:des|vom|von\s+dem)\s+(?:verkäufers?|betrügers?"
    r"|betrüger)" + _R + r"|" + _L + r"(?:verkäufer|betrüger)(?:konto|-iban|-konto)" + _R
    + r"|" + _L + r"(?:compte|iban|rib)\s+(?:du|de\s+l['’]\s*)\s*(?:vendeur|escroc|arnaqueur|fraudeur)" + _R
    + r"|" + _L + r"(?:cuenta|iban)\s+del\s+(?:vendedor|estafador|timador)" + _R
    + r"|" + _L + r"(?:conto|iban)\s+(?:del|dello)\s+(?:venditore|truffatore)" + _R
    + r"|" + _L + r"(?:conta|iban)\s+do\s+(?:vendedor|golpista|estelionatário)" + _R
    + r"|" + _L + r"(?:konto|numer\s+konta|rachunek)\s+(?:tego\s+)?(?:sprzedawcy|oszusta)" + _R
    + r"|" + _L + r"(?:сч[её]т|реквизиты|номер\s+сч[её]та)\s+(?:этого\s+)?(?:продавца|мошенника|мошенников)" + _R
    + r"|" + _L + r"(?:satıcının|dolandırıcının)\s+(?:hesab\w*|iban\w*)" + _R
    # ko, ja, zh
    + r"|(?:판매자|판매인|사기꾼|사기범)(?:의|측|쪽)?\s*(?:입금\s*)?(?:계좌|통장)(?:번호)?"
    r"|(?:出品者|販売者|売り手|詐欺師|詐欺犯)の?(?:口座|振込先)(?:番号)?"
    r"|(?:卖家|賣家|骗子|騙子|诈骗犯|詐騙犯)的?(?:银行)?(?:账户|賬戶|帐户|帳戶|账号|帳號|卡号|卡號)")


def _seller_account(text: str, s: int) -> bool:
    """Whether the account at text[s:] follows a seller's or a scammer's account's name in its sentence, within 40
    characters and with no claim of the speaker's between."""
    a = sentences.start(text, s, _STOP, 90)
    name = last(_SELLER_ACCOUNT, text, a, s)
    return name is not None and s - name.end() <= 40 and _MINE.search(text, name.start(), s) is None


# ---- the beneficiary's account in a bank's notification ----

_TRANSFER = re.compile(
    r"(?i)" + _L + r"(?:bonifico|giroconto|transfer|wire|payment|überweisung|echtzeitüberweisung|virement|transferencia"
    r"|transferência|transferencia|przelew|перевод|havale|eft|overboeking|overschrijving|bizum|pix)" + _R)
# a destination's preposition right before the account ("verso IT..", "to the account DE..", "an IBAN DE..")
_TO = re.compile(
    r"(?i)" + _L + r"(?:verso|a|al|alla|sul|to|into|an|auf|nach|vers|à|au|sur|hacia|para|pro|na|naar|do|на|på|till"
    r"|til)\s+(?:(?:the|il|el|la|le|o|a|das|den|het|de|l['’])\s*)?(?:(?:beneficiary|beneficiario|destinatario"
    r"|empfänger|bénéficiaire|conto|account|konto|compte|cuenta|conta|rachunek|rekening|счёт|счет|c/c|cc"
    r")\s+)?(?:iban\s*:?\s*)?$")
_NOTICE = re.compile(
    r"(?i)" + _L + r"(?:sms|text(?:\s+message)?|notification|alert|e-?mail|message|messaggio|notifica|avviso"
    r"|nachricht|mitteilung|benachrichtigung|push|mensaje|notificación|alerta|mensagem|notificação|wiadomość"
    r"|powiadomienie|смс|сообщение|уведомление|bildirim|mesaj|bericht|melding|sms-?je)" + _R)
_QUOTE_OR_COLON = re.compile(r"[:\"'“”«»„‘’]")
# the transfer's amount, a number and its currency: a bank's notification names it
_AMOUNT = re.compile(r"(?i)(?:[€£$₺₽]\s?\d|\d(?:[\d.,  ]*\d)?\s?(?:€|£|\$|₺|₽|zł|eur|euro|euros|gbp|usd|chf|pln|sek|nok"
                     r"|dkk|huf|czk|ron|try|tl|rub|руб\w*|brl|r\$)(?![^\W\d_]))")
# a polite request to the reader: a text the speaker writes to their payers, no bank's notification
_PLEASE = re.compile(r"(?i)" + _L + r"(?:please|pls|kindly|bitte|per\s+favore|por\s+favor|s['’]il\s+vous\s+pla[iî]t"
                     r"|proszę|пожалуйста|lütfen|alsjeblieft|graag)" + _R)


def _notice_payee(text: str, s: int) -> bool:
    """Whether the IBAN at text[s:] is the destination of a transfer in a notification the speaker quotes: a
    notification's word, then a colon or a quote mark, then a transfer's word in the IBAN's sentence and a
    destination's preposition right before the IBAN, with no claim of the speaker's from the transfer on."""
    to = _TO.search(text, max(0, s - 45), s)
    if to is None:
        return False
    a = sentences.start(text, s, _STOP, 160)
    tr = last(_TRANSFER, text, a, to.start())
    if tr is None or _MINE.search(text, tr.start(), s) is not None:
        return False
    if _AMOUNT.search(text, tr.end(), to.start()) is None:
        return False
    notice = last(_NOTICE, text, max(0, s - 300), tr.start())
    return notice is not None and _QUOTE_OR_COLON.search(text, notice.end(), tr.start()) is not None and _PLEASE.search(
        text, notice.end(), s) is None


# ---- a landlord's tax number ----

_LANDLORD = re.compile(
    r"(?i)" + _L + r"(?:ιδιοκτήτ\w*|σπιτονοικοκύρ\w*|εκμισθωτ\w*|landlord\w*|landlad\w*|vermieter\w*|propriétaire"
    r"|bailleur|casero|casera|arrendador\w*|padrone\s+di\s+casa|locatore|locatrice|senhori[oa]|verhuurder"
    r"|właściciel\w*|wynajmując\w*|арендодател\w*|хозя\w*|ev\s+sahib\w*)" + _R)
_TAX_LABEL = re.compile(
    r"(?i)" + _L + r"(?:αφμ|α\.\s?φ\.\s?μ\.?|afm|tax\s?id|tin|tax\s+(?:number|no\.?)|vat(?:\s+(?:no\.?|number|id))?"
    r"|steuernummer|steuer-?id|steuer-?identifikationsnummer|ust-?idnr\.?|nif|cif|codice\s+fiscale|partita\s+iva"
    r"|p\.?\s?iva|nip|инн|vergi\s+(?:kimlik\s+)?(?:numarası|no)|numéro\s+fiscal|nipc)" + _R
    + r"(?P<own>\s+(?:μου|μας|mou))?[^\S\n]*[:：]?[^\S\n]*$")
# the landlord as the one the number is sent to ("enviar ao senhorio", "send my landlord", "στον ιδιοκτήτη")
_TO_LANDLORD = re.compile(r"(?i)" + _L + r"(?:to|ao|à|aos|al|alla|au|an|dem|den|meinem|meiner|für|for|dla|для|para"
                          r"|pro|στον|στην|στο|σε|send|give|email|e-mail|forward|text|message|tell|enviar|mandar|dar"
                          r"|schicken|senden|geben|envoyer|donner|inviare|mandare|dare|wysłać|dać|отправить|дать)\s+(?:(?:my|the|o|a|meu|minha|mi|il|mio|mia|mon|ma|le|la|den|die"
                          r"|meinen|meine|τον|την|mój|мой|моему)\s+)?$")
# the speaker as the subject, a tenant, or the landlord asking for the number: the number is not the landlord's
_NOT_GIVEN = re.compile(
    r"(?i)" + _L + r"(?:i|we|ich|wir|je|j|io|eu|ja|я|ben|εγώ|tenant\w*|mieter\w*|locataire|inquilin\w*|ενοικιαστ\w*"
    r"|najemc\w*|арендатор\w*|kiracı\w*|ζητά\w*|ζήτησε|ζητάει|θέλει|χρειάζεται|asks?|asked|asking|wants?|needs?"
    r"|requested|requests|verlangt|braucht|möchte|demande|pide|chiede|pede|prosi|просит|istiyor"
    r"|έστειλα|έδωσα|στείλω|δώσω)" + _R)


def _landlord_tax(text: str, s: int) -> bool:
    """Whether the number at text[s:] follows a tax number's name in a sentence a landlord's word opens (as the
    one who gives it), neither the speaker nor a tenant between, and the speaker claiming none of it."""
    label = _TAX_LABEL.search(text, max(0, s - 40), s)
    if label is None or label.group("own"):
        return False
    a = sentences.start(text, s, _STOP, 160)
    landlord = last(_LANDLORD, text, a, label.start())
    if landlord is None or _TO_LANDLORD.search(text, max(0, landlord.start() - 20), landlord.start()) is not None:
        return False
    between = text[landlord.end() : label.start()]
    # a possessive on the landlord ("ο ιδιοκτήτης μου", "my landlord") is no claim of the number
    between = re.sub(r"^\s*(?:μου|μας|mou)(?![^\W_])", "", between)
    if _NOT_GIVEN.search(between) is not None:
        return False
    return _MINE.search(text, label.start() - 12 if label.start() >= 12 else 0, s) is None and _MINE.search(
        between) is None


def _whole(text: str, s: int, e: int) -> tuple[int, int]:
    """The IBAN or the grouped number holding text[s:e], else text[s:e] itself."""
    for m in _IBAN.finditer(text, max(0, s - 40), min(len(text), e + 40)):
        if m.start() <= s and e <= m.end():
            return m.span()
    for m in _NUMBER.finditer(text, max(0, s - 30), min(len(text), e + 30)):
        if m.start() <= s and e <= m.end():
            return m.span()
    return s, e


def keep(text: str, spans: list[Span]) -> None:
    """Drops S3's host ids, sellers' and scammers' accounts, the payee's account in a quoted bank notification and a
    landlord's tax number."""
    if not spans:
        return
    low = text.lower()
    hosts = _host_ids(text) if ("id" in low) else []
    seller = any(w in low for w in ("seller", "scam", "fraud", "con", "swindl", "verkäufer", "betrüger", "vendeur",
                                    "escroc", "arnaqu", "vendedor", "estafador", "timador", "venditore", "truffator",
                                    "golpista", "estelion", "sprzedawc", "oszust", "продав", "мошенни", "satıcı",
                                    "dolandırıcı", "판매", "사기", "出品者", "販売者", "売り手", "詐欺", "卖家", "賣家",
                                    "骗子", "騙子", "诈骗", "詐騙"))
    notice = _NOTICE.search(text) is not None
    landlord = _LANDLORD.search(text) is not None
    if not (hosts or seller or notice or landlord):
        return
    out: list[Span] = []
    for s, e, k in spans:
        ts, te = trim(text, s, e)
        if hosts and _inside(ts, te, hosts):
            continue
        ws, we = _whole(text, ts, te)
        digits = sum(c.isdigit() for c in text[ws:we])
        if k in _ACCOUNT_KINDS and digits >= 8:
            if seller and _seller_account(text, ws):
                continue
            if notice and _IBAN.fullmatch(text, ws, we) and _notice_payee(text, ws):
                continue
        if landlord and k in _TAX_KINDS and digits >= 8 and _landlord_tax(text, ws):
            continue
        out.append((s, e, k))
    spans[:] = out
