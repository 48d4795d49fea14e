"""Round 44b: public values of a secret's shape that the rules or the learned layer cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- a creditor's payment reference by ISO 11649 (RF, two check digits, up to 21 letters or digits, mod 97 == 1; whole or
  in groups, a span cut inside a grouped one included), which a
  biller prints on its bill ("κωδικός ηλεκτρονικής πληρωμής RF..", "Referenz RF.."): "code" or "κωδικός" before it
  named a password to the rules;
- a Pix transfer's end-to-end id (E, the paying bank's ISPB, the minute it was sent, eleven letters or digits), printed
  on every receipt;
- a Google OAuth client's id (digits, a dash, 32 letters or digits, ".apps.googleusercontent.com"): public, sent in
  every sign-in URL;
- a value under an identifier's variable (HEROKU_APP_ID=, PROJECT_ID:, "tenant_id"): an id, whatever key sits beside
  it, unless the variable also names a key, a secret, a token or a password (AWS_ACCESS_KEY_ID stays cut);
- a North American toll-free number (1-800, 888, 877, 866, 855, 844, 833) written with its separators: a service's
  public line (ten bare digits may be an account);
- a meme's password (hunter2, xkcd's Tr0ub4dor&3 and correct horse battery staple) in a message calling it a joke, a
  meme, a comic or a classic;
- a one-time code in a message citing RFC 4226 or RFC 6238 as a test vector or an expected value: the RFCs print them;
- a file's number after an application's, a request's, a case's or a ticket's word and a number sign ("заявление №
  7466891930", "Antrag Nr. ..", "solicitud n.º .."), in the writers' languages;
- a Chinese unified social credit code (an organisation's, with its check character; a person's resident id never
  ends in a letter other than X);
- a tax id named as a business's: a seller's, an employer's, a company's, a sole trader's ("销售方纳税人识别号", "TIN
  nila" with the employer named before it, "РНОКПП" in the details a ФОП sent), no claim of the speaker's between; a
  bare "their" may be parents', whose ids stay cut;
- an account under a payment-details label ("Dane do przelewu:", "Bankverbindung:", "реквізити:") in a message naming
  a shop, a company or a biller, with no claim of the speaker's before it, no refund or salary in the message and no
  document of the speaker's asked for.

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from stdnum import iso11649
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc

from utils import sentences
from utils.redact_payees import COMPOSE, OWN, PAYEE, REFUND, names_party

Span = tuple[int, int, str]

# the kinds an id's rules and the learned layer give a tax id
_ID_KINDS = frozenset({"national_id", "tax_id", "secret"})

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after
_STRIP_L = " \"'`([<«“„"
_STRIP_R = " \"'`)]>.,;:»”"

# ---- shapes public by their layout ----

_RF = re.compile(r"RF\d{2}[A-Z0-9]{1,21}")
# E, the paying bank's ISPB (8 digits), yyyyMMddHHmm, 11 letters or digits
_PIX_E2E = re.compile(r"E\d{8}20\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d[A-Za-z0-9]{11}")
_GOOGLE_CLIENT = re.compile(r"\d{6,}-[a-z0-9]{32}\.apps\.googleusercontent\.com")
# (separators after the area code and the exchange: "800712-7445" is a Swedish personnummer born in 1980)
_TOLL_FREE = re.compile(r"(?:\+?1[-. ]?)?(?:\(8(?:00|88|77|66|55|44|33)\)[-. ]?|8(?:00|88|77|66|55|44|33)[-. ])\d{3}[-. ]\d{4}")


# the same reference written in groups ("RF93 9555 8364 4946 2156 737"): a span cut inside it is part of it
_RF_GROUPED = re.compile(r"(?<![A-Za-z0-9])RF\d{2}(?:[ ][A-Z0-9]{1,4}){1,6}(?![A-Za-z0-9])")


def _public_shape(text: str, s: int, e: int, v: str) -> bool:
    if _RF.fullmatch(v) and iso11649.is_valid(v):
        return True
    if any(m.start() <= s and e <= m.end() and iso11649.is_valid(m.group().replace(" ", ""))
           for m in _RF_GROUPED.finditer(text, max(0, s - 40), min(len(text), e + 40))):
        return True
    if _PIX_E2E.fullmatch(v) or _TOLL_FREE.fullmatch(v) and not v.isdigit():  # ten bare digits may be an account
        return True
    return any(m.start() <= s and e <= m.end() for m in _GOOGLE_CLIENT.finditer(text, max(0, s - 80), e + 40))


# ---- an identifier's variable ----

# the variable's name on the value's line: "HEROKU_APP_ID=", "  project_id: ", "\"tenant_id\": \""
_VAR_BEFORE = re.compile(r"(?:^|[\s{,])[\"']?(?P<name>[A-Za-z][A-Za-z0-9_.-]{1,60})[\"']?[^\S\n]*[=:][^\S\n]*[\"']?$")
_ID_NAME = re.compile(r"(?i)(?:^|[_.-])(?:app|application|project|client|org|organi[sz]ation|tenant|team|workspace"
                      r"|site|instance|installation|channel|pipeline|deployment|release|build|region)[_.-](?:id|uuid)$")
# (the separator is required: OpenWeatherMap's "appid=" carries an API key)
_SECRET_NAME = re.compile(r"(?i)key|secret|token|pass|pwd|auth|credential|private|signing|session")


def _id_variable(text: str, s: int) -> bool:
    m = _VAR_BEFORE.search(text, max(0, s - 70), s)
    if m is None:
        return False
    name = m.group("name")
    return _ID_NAME.search(name) is not None and _SECRET_NAME.search(name) is None


# ---- a meme's password, an RFC's test vector ----

_MEME_PASSWORDS = frozenset({"hunter2", "tr0ub4dor&3", "correcthorsebatterystaple", "correct horse battery staple"})
_MEME_TALK = re.compile(
    r"(?i)" + _L + r"(?:joke\w*|meme\w*|irc|bash\.org|xkcd|comic|classic|famous|running gag|witz\w*|blague\w*|chiste\w*"
    r"|broma\w*|piada\w*|scherz\w*|barzelletta|grap\w*|żart\w*|шутк\w*|мем\w*|анекдот\w*|espri|şaka\w*)" + _R
    + r"|梗|笑话|笑話|ネタ|농담|밈")
_RFC_OTP = re.compile(r"(?i)rfc[\s-]?(?:4226|6238)")
_VECTOR_TALK = re.compile(r"(?i)test[\s-]?vectors?|appendix|anhang|annexe|anexo|expected|erwartet|attendu|esperado"
                          r"|atteso|oczekiwan\w*|ожидаем\w*|期待|预期|測試向量|测试向量")


def _cited_value(text: str, v: str, k: str) -> bool:
    if v.lower() in _MEME_PASSWORDS:
        return _MEME_TALK.search(text) is not None
    return (v.isdigit() and 6 <= len(v) <= 8 and _RFC_OTP.search(text) is not None
            and _VECTOR_TALK.search(text) is not None)


# ---- a file's number after an application's, a request's, a case's word ----

_FILE_LABEL = re.compile(
    r"(?i)" + _L + r"(?:application|request|case|ticket|claim|complaint|appeal|file|reference"
    r"|antrag\w*|vorgang\w*|aktenzeichen|fall|anfrage|demande|dossier|réclamation|requête|solicitud|expediente"
    r"|trámite|tramite|reclamaci[oó]n|pratica|domanda|richiesta|istanza|requerimento|processo|protocolo|solicitação"
    r"|pedido|wnios\w*|spraw\w*|zgłoszeni\w*|reklamacj\w*|žádost\w*|kérelem|kérelm\w*|ügyszám|aanvraag|zaak|dossiernummer"
    r"|başvuru\w*|talep|dosya|заявлени\w*|заявк\w*|обращени\w*|дел[оау]|жалоб\w*|заяв[аиуі]\w*|звернен\w*|справ[аиі]"
    r"|αίτηση\w*|αίτησης|υπόθεσ\w*|hồ sơ|đơn|permohonan|aplikasi|tiket)" + _R
    + r"[^\S\n]*(?:№|#|no\.?|nr\.?|n\.?\s?[º°o]\.?|núm\.?|num\.?|número|numero|numer|номер|αρ\.?|αριθμός|sz\.|szám)"
    r"[^\S\n]*[:：]?[^\S\n]*$")


def _file_number(text: str, s: int, v: str) -> bool:
    return v.replace("-", "").isdigit() and _FILE_LABEL.search(text, max(0, s - 40), s) is not None


# ---- an organisation's or another party's tax id ----

_CLAUSE_END = re.compile(r"[.!?](?=\s)|[\n;。！？]")
# the party holding the id: a seller, an employer, a company, a sole trader
_PARTY = (r"seller\w*|vendor\w*|supplier\w*|employer\w*|company|company's|firm|firm's|kumpanya|kumpanyang|negosyo|фоп|продав\w*"
          r"|постачальник\w*|підприємц\w*|предпринимател\w*|организаци\w*|компани\w*|arbeitgeber\w*|verkäufer\w*"
          r"|lieferant\w*|firma|vendeur|employeur|fournisseur|vendedor\w*|empleador|proveedor\w*|empresa|fornecedor\w*"
          r"|empregador|venditore|fornitore|datore di lavoro|azienda|sprzedawc\w*|pracodawc\w*|dostawc\w*|işveren\w*"
          r"|şirket\w*|satıcı\w*|công ty|người bán")
# a business's tax number: acronyms in capitals only ("ein" is German's "a"), words in any case
_TAX_WORD = (r"(?-i:TIN|EIN|VAT|NIP|INN|ИНН|MST|CIF|NIF|RFC|ABN|NPWP|VKN|GSTIN|CUIT|РНОКПП|ІПН|ЄДРПОУ|ЕДРПОУ)"
             r"|tax\s*id|tax\s+(?:number|no\.?)|taxpayer\s+(?:id|number)|vat\s+(?:id|number|no\.?)|mã số thuế"
             r"|vergi\s+(?:kimlik\s+)?(?:no|numarası)|steuernummer|ust-?id\w*|umsatzsteuer-?id\w*")
_PARTY_WORD = re.compile(r"(?i)" + _L + r"(?:" + _PARTY + r")" + _R)
# "the seller's TIN 123..", "销售方纳税人识别号9144..": the party, then the id's word, then the value
_PARTY_THEN_ID = re.compile(
    r"(?i)(?:" + _L + r"(?:" + _PARTY + r")" + _R + r"|销售方|销货方|卖方|賣方|公司|企业|企業|単位|单位|販売元|会社|회사|판매자)"
    r"[^\n.;!?]{0,20}?(?:" + _L + r"(?:" + _TAX_WORD + r")" + _R + r"|纳税人识别号|納稅人識別號|税号|稅號|統一編號|法人番号"
    r"|사업자\s*등록\s*번호)[^\n.;!?]{0,25}$")
# "TIN nila na 847..", "the TIN of the company: ..": the id's word, then the party's
_ID_THEN_PARTY = re.compile(
    r"(?i)" + _L + r"(?:" + _TAX_WORD + r")" + _R + r"\s+(?:nila|nito|ng\s+(?:kumpanya|employer|negosyo)"
    r"|of\s+(?:the\s+)?(?:" + _PARTY + r")|der\s+firma|de\s+la\s+(?:empresa|société)|del\s+(?:proveedor|vendedor)"
    r"|компании|фирмы|фоп|şirketin)" + _R + r"[^\n.;!?]{0,15}$")
# a Tagalog or Malay "my" after its noun, which utils.redact_payees' OWN (a possessive before) does not read
_OWN_AFTER = re.compile(r"(?i)" + _L + r"(?:ko|namin|natin|ku|aku|saya|tôi|mình)" + _R + r"|我的")


def _party_tax_id(text: str, s: int, v: str) -> bool:
    raw = v.replace(" ", "")
    if len(raw) == 18 and uscc.is_valid(raw) and not cn_ric.is_valid(raw):
        return True  # an organisation's code: a person's resident id ends in a digit or X
    for rx in (_PARTY_THEN_ID, _ID_THEN_PARTY):
        m = rx.search(text, max(0, s - 60), s)
        if m is None or OWN.search(text, m.start(), s) is not None or _OWN_AFTER.search(text, m.start(), s) is not None:
            continue
        # Tagalog's "their" ("TIN nila") is a business's only with a business named before it, not a parent's
        if re.search(r"(?i)\s(?:nila|nito)\b", m.group()) and _PARTY_WORD.search(text, max(0, s - 160), m.start()) is None:
            continue
        return True
    # the ids in the payment details a party sent ("ФОП надіслав реквізити: IBAN .., РНОКПП ..")
    a = sentences.start(text, s, _CLAUSE_END, 120)
    label = _DETAILS_LABEL.search(text, a, s)
    return (label is not None and _PARTY_WORD.search(text, a, label.start()) is not None
            and OWN.search(text, a, s) is None and _OWN_AFTER.search(text, a, s) is None)


# ---- an account under a payment-details label ----

_DETAILS_LABEL = re.compile(
    r"(?i)" + _L + r"(?:dane do przelewu|numer konta do (?:przelewu|wpłaty)|payment details|bank details|bankverbindung"
    r"|zahlungsdaten|coordonnées bancaires|datos (?:bancarios|para la transferencia|de pago)|dati (?:bancari|per il "
    r"bonifico)|dados (?:bancários|para (?:a )?transferência)|betaalgegevens|bankgegevens|реквізит\w*|реквизит\w*"
    r"|ödeme bilgileri|hesap bilgileri|banki adatok|utalási adatok|στοιχεία πληρωμής|thông tin chuyển khoản)" + _R
    + r"[^\S\n]*[:：]")
# a salary, or a refund in the words utils.redact_payees' REFUND lacks ("zwrócić", "zwraca")
_SALARY_OR_REFUND = re.compile(r"(?i)" + _L + r"(?:zwróc\w*|zwrac\w*|oddać|salary|wynagrodzeni\w*|wypłat\w*|gehalt|lohn|salaire|sueldo|nómina"
                               r"|stipendio|salário|зарплат\w*|maaş\w*)" + _R)


def _details_account(text: str, s: int) -> bool:
    a = sentences.start(text, s, _CLAUSE_END, 90)
    label = _DETAILS_LABEL.search(text, a, s)
    if label is None or OWN.search(text, 0, s) is not None or COMPOSE.search(text) is not None:
        return False
    if REFUND.search(text) is not None or _SALARY_OR_REFUND.search(text) is not None:
        return False
    return PAYEE.search(text, 0, s) is not None or names_party(text[:s])


def keep(text: str, spans: list[Span]) -> None:
    """Drops payment references, transfer and client ids, ids under an id's variable, toll-free lines, memes' and
    RFCs' values, files' numbers, organisations' and other parties' tax ids and accounts under a payment's details."""
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
        if _public_shape(text, vs, ve, v) or _cited_value(text, v, k):
            continue
        if any(c.isdigit() for c in v) and _id_variable(text, vs):
            continue
        if any(c.isdigit() for c in v) and _file_number(text, vs, v):
            continue
        if k in _ID_KINDS and any(c.isdigit() for c in v) and _party_tax_id(text, vs, v):
            continue
        if (k in ("bank_account", "iban") or k == "secret" and v.replace(" ", "").isdigit()) and _details_account(
                text, vs):
            continue
        out.append((s, e, k))
    spans[:] = out
