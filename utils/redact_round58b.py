"""Round 58b: public values of a secret's shape that the rules cut, kept by their class.

Keeps (after every round's finder, and on the learned layer's spans):
- a card statement's authorisation code: "auth code 654706", "approval code", "Autorisierungsnummer", "code
  d'autorisation", "código de autorización" in a message about a charge, a statement or a transaction. The
  merchant's acquirer prints it on every statement line; it opens nothing. One in a message about a login, a text
  message or a verification ("the auth code they texted me") stays cut;
- a business's tax number printed on a receipt or an invoice ("Στην απόδειξη ... ΑΦΜ ...", "the receipt shows VAT
  number ...", "auf dem Kassenbon steht USt-IdNr. ..."): the shop's, public on everything it prints. One the speaker
  claims or writes ("my tax ID", "I put my NIF on the invoice") stays cut;
- a call box's directory listing number the speaker says is not a code ("at the call box dial 943 (that's just our
  unit's listing, it rings my phone)"); the gate's code beside it stays cut, and so does a number dialled at a call
  box with no word of a listing;
- a famous weak password judged as such ("password123 and P@ssw0rd are terrible", "qwerty is awful"): talk about the
  list every breach prints, not a password given; one claimed or given after its name ("my password is P@ssw0rd")
  stays cut, and so does the speaker's new password beside it;
- an NHS GP practice's code (its public ODS code, a letter and five digits) after "practice code" or "ODS code"; the
  NHS number beside it stays cut;
- a Wi-Fi network's default name, a router's or a provider's brand and a hex suffix ("Telia-05D917",
  "FRITZ!Box 7590 XY", "BTHub6-9X2K", "Livebox-A1B2"): the SSID every neighbour's phone lists; the password after
  it, and a value of that shape given as the password, stay cut;
- a documentation's placeholder credential in a connection string: a password that is a stand-in word
  ("postgresql://johndoe:randompassword@localhost", "mypassword", "your_password", "secretpassword",
  "<password>"); a real password in a connection string stays cut;
- an application's, a request's or a case's number ("номер заявления", "номер заявки", "numer wniosku",
  "Antragsnummer", "numéro de dossier", "número de solicitud", "application number"): a reference the office
  gives, opening nothing, the speaker's own too; the password and the SMS code beside it stay cut;
- the account a shop or a seller tells the speaker to transfer into ("Webshoppen skriver, at jeg skal overføre til
  reg.nr. .. kontonr. .. med fakturanr. ..", "the shop says to transfer to account .."): the payee's; one the
  speaker claims after the verb ("til min konto") stays cut;
- a landlord's account in the Nordic languages ("utleiers konto", "kontoen til utleier", "udlejers konto",
  "hyresvärdens konto", "vuokranantajan tili") and the payment reference paid with it (KID, OCR); the speaker's own
  account beside it ("min konto") stays cut.

utils.redact's ROUNDS registry calls ``keep``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re

from utils import redact_documented
from utils.redact_round57b import trim

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after
# a sentence's end: a period, "!" or "?" before white space, a line break, a full-width stop
_STOP = re.compile(r"[.!?](?=\s)|[\n。！？]")
# the speaker's claim, by language (the Nordic ones too)
_MINE = re.compile(r"(?i)" + _L + r"(?:my|mine|our|mein\w*|unser\w*|mon|ma|mes|notre|nos|mi|mis|mio|mia|miei|mie"
                   r"|nostr[oaie]|meu|meus|minha|minhas|nosso|nossos|nossa|nossas|mijn|ons|onze|mój|moja|moje|mojego"
                   r"|moich|мой|моя|мою|моего|мои|мій|benim|μου|μας|min|mit|mitt|mine|mina|minn|vores|vår|vårt|våre"
                   r"|våra|minun|meidän)" + _R)
_SPAN_KINDS_NOT_ACCOUNT = frozenset({"password", "password_shaped", "pin", "one_time_code", "lock_code", "card_number",
                                     "cvv", "api_key", "private_key", "connection_credentials"})


def _sentence(text: str, s: int, back: int = 200) -> int:
    """Where the sentence holding text[s] starts, at most back characters before s."""
    a = max(0, s - back)
    for m in _STOP.finditer(text, a, s):
        if _ends(text, m):
            a = m.end()
    return a


def _ends(text: str, m: re.Match[str]) -> bool:
    """Whether the mark m ends a sentence: not an abbreviation's period ("reg.nr. 6705", "approx. 5"), after which
    the text goes on in lower case or with a digit."""
    if m.group() not in ".!?":
        return True
    rest = text[m.end() : m.end() + 3].lstrip()
    return not rest or not (rest[0].islower() or rest[0].isdigit())


def _sentence_end(text: str, e: int, ahead: int = 200) -> int:
    for m in _STOP.finditer(text, e, min(len(text), e + ahead)):
        if _ends(text, m):
            return m.start()
    return min(len(text), e + ahead)


# ---- a card statement's authorisation code ----

_AUTH = re.compile(
    r"(?i)" + _L + r"(?:auth(?:ori[sz]ation)?\.?\s*(?:code|no\.?|number|#|id)|approval\s*(?:code|no\.?|number|#)"
    r"|appr\.?\s*(?:code|#)|autori[sz]ierungs(?:nummer|code)|genehmigungs(?:nummer|code)"
    r"|(?:code|n°|numéro)\s+d['’]\s*autorisation|c[oó]digo\s+de\s+(?:autorizaci[oó]n|aprobaci[oó]n|autoriza[cç][aã]o)"
    r"|codice\s+(?:di\s+)?autorizzazione|autori[sz]atiecode|autorisasjonskode|auktoriseringskod|godkendelseskode"
    r"|kod\s+autoryzacji|код\s+авторизации)\s*[:#=]?\s*$")
_STATEMENT = re.compile(
    r"(?i)" + _L + r"(?:statement|charges?|charged|transactions?|purchases?|merchant|card|debit|refund|dispute"
    r"|chargeback|receipt|kontoauszug|abbuchung|umsatz|karte|relevé|débit|prélèvement|carte|extracto|cargo|tarjeta"
    r"|estratto|addebito|carta|extrato|cobrança|cartão|afschrift|transactie|afschrijving|kaart|wyciąg|transakcj\w*"
    r"|karta|выписк\w*|списани\w*|карт\w*|kontoutskrift|kortet|transaktion\w*)" + _R)
# a login's or a message's code: what a bank texts or an app shows to sign in
_OTP_TALK = re.compile(
    r"(?i)" + _L + r"(?:sms|text(?:ed)?|verification|verify|one-?time|otp|authenticator|2fa|mfa|two-factor|log\s?in"
    r"|sign\s?in|enter|type|expires?|bestätigungs\w*|vérification|verificación|verifica|код\s+из|смс)" + _R)


def _auth_code(text: str, s: int) -> bool:
    a = _sentence(text, s)
    if _AUTH.search(text, max(a, s - 40), s) is None:
        return False
    sent = text[a : _sentence_end(text, s)]
    return _STATEMENT.search(text) is not None and _OTP_TALK.search(sent) is None


# ---- a business's tax number on a receipt ----

_RECEIPT = re.compile(
    r"(?i)" + _L + r"(?:απόδειξη\w*|αποδείξ\w*|τιμολόγι\w*|receipts?|invoices?|till\s+slip|quittung|kassenbon"
    r"|kassenzettel|rechnung|ticket\s+de\s+caisse|reçu|facture|recibo|ticket|factura|scontrino|ricevuta|fattura"
    r"|nota\s+fiscal|cupom\s+fiscal|kvitto|kvittering|paragon\w*|faktura|чек\w*|квитанци\w*|fiş\w*"
    r"|bonnetje|kassabon)" + _R)
_TAX = re.compile(
    r"(?i)" + _L + r"(?:αφμ|α\.\s?φ\.\s?μ\.?|γεμη|γ\.ε\.μ\.η\.?|afm|tax\s?id|tin|tax\s+(?:number|no\.?)"
    r"|vat(?:\s+(?:reg(?:istration)?\.?\s+)?(?:no\.?|number|id))?|abn|ein|gst\s+(?:no\.?|number)|steuernummer"
    r"|ust-?id(?:nr)?\.?|ust\.?-?idnr\.?|nif|cif|siret|siren|n°\s*tva|tva|codice\s+fiscale|partita\s+iva|p\.?\s?iva"
    r"|nip|regon|инн|vergi\s+(?:kimlik\s+)?(?:numarası|no)|cnpj|btw(?:-?nummer)?|kvk|org\.?\s?nr\.?|cvr)" + _R
    + r"[^\S\n]*(?:(?:is|was|είναι|ist|est|es|è|é)\s+)?[:：#]?[^\S\n]*$")
# the receipt as the one that shows the number: "γράφει", "shows", "says", "aparece", "steht", "indica", "står"
_PRINTED = re.compile(
    r"(?i)" + _L + r"(?:γράφει|αναγράφει|αναφέρει|έχει|δείχνει|shows?|says?|reads?|lists?|has|had|printed|states?"
    r"|mentions?|steht|zeigt|stand|aparece|apareceu|mostra|diz|indica|figura|pone|dice|riporta|dit|indique|mentionne"
    r"|affiche|står|viser|visar|staat|vermeldt|widnieje|jest|указан\w*|написан\w*|yazıyor|yazan)" + _R)
_FIRST_PERSON = re.compile(r"(?i)" + _L + r"(?:i|we|ich|wir|je|j|io|eu|ja|я|ben|εγώ|yo|jeg|jag)" + _R)


def _receipt_tax(text: str, s: int) -> bool:
    label = _TAX.search(text, max(0, s - 30), s)
    if label is None:
        return False
    a = _sentence(text, s)
    rec = None
    for rec in _RECEIPT.finditer(text, a, label.start()):
        pass
    if rec is None or _PRINTED.search(text, rec.end(), label.start()) is None:
        return False
    # "NIF 232013969, que é o meu": a claim right after the number
    after = text[s : min(_sentence_end(text, s), s + 40)]
    return (_MINE.search(text, a, s) is None and _FIRST_PERSON.search(text, rec.start(), s) is None
            and _MINE.search(after) is None)


# ---- a call box's directory listing ----

_CALLBOX = re.compile(
    r"(?i)" + _L + r"(?:call\s?box|intercom|buzzer|entry\s?phone|door\s?phone|enterphone|gegensprechanlage|interphone"
    r"|citofono|portero\s+automático|interfone|domofon\w*|домофон\w*)" + _R)
_LISTING = re.compile(
    r"(?i)" + _L + r"(?:listing|directory|rings?\s+(?:up\s+|through\s+to\s+)?(?:my|our|me|us|the\s+apartment)"
    r"|calls?\s+(?:my|our|me|us)|connects?\s+(?:to\s+)?(?:my|our|me|us)|not\s+(?:a|the)\s+(?:\w+\s+)?code"
    r"|isn['’]?t\s+(?:a|the)\s+(?:\w+\s+)?code|no\s+code)" + _R)


def _listing(text: str, s: int, e: int) -> bool:
    if not re.fullmatch(r"[#*]?\d{1,5}[#*]?", text[s:e]):
        return False
    a = _sentence(text, s)
    box = None
    for box in _CALLBOX.finditer(text, max(a, s - 60), s):
        pass
    if box is None:
        return False
    end = _sentence_end(text, e)
    # the value's own clause: up to the next number given
    nxt = re.search(r"\d", text[e:end])
    end = e + nxt.start() if nxt else end
    return _LISTING.search(text, box.end(), s) is not None or _LISTING.search(text, e, end) is not None


# ---- a famous weak password judged ----

_JUDGED = re.compile(
    r"(?i)" + _L + r"(?:terrible|awful|horrible|horrid|bad|dreadful|atrocious|lame|dumb|stupid|obvious|predictable"
    r"|insecure|crap|rubbish|pathetic|easy\s+to\s+guess|guessable|schrecklich|furchtbar|mies|schlecht|nul|nulle"
    r"|affreux|affreuse|mauvais|nefasto|pésim[oa]|mal[oa]s?|terribil[ei]|pessim[oi]|péssim[oa]s?|ruins?|vreselijk"
    r"|slecht|okropn\w*|fataln\w*|ужасн\w*|плох\w*|berbat|kötü|dårlig\w*|usikker\w*|osäker\w*|hemsk\w*|forfærdelig\w*"
    r"|katastrof\w*)" + _R)
_GIVEN = re.compile(r"(?i)(?:password|passwort|contraseña|mot de passe|senha|wachtwoord|hasło|пароль|şifre|lösenord"
                    r"|passord|adgangskode|pw|pwd|pass|code|login)\s*(?:is|was|=|:|：|ist|war|es|est|é|era|jest|er|är)"
                    r"\s*[\"'“‘`]?$")


def _famous_judged(text: str, s: int, e: int) -> bool:
    v = text[s:e].lower()
    if v not in redact_documented.FAMOUS_PASSWORDS:
        return False
    a = _sentence(text, s)
    end = _sentence_end(text, e)
    if _MINE.search(text, a, s) is not None or _GIVEN.search(text, max(a, s - 30), s) is not None:
        return False
    return _JUDGED.search(text, a, end) is not None


# ---- an NHS practice's ODS code ----

_PRACTICE = re.compile(r"(?i)" + _L + r"(?:(?:gp\s+)?(?:practice|surgery)(?:['’]s)?\s+(?:ods\s+)?(?:code|id)|ods\s+code"
                       r"|organisation\s+code|practice\s+ods)" + _R)


def _practice_code(text: str, s: int, e: int) -> bool:
    if not re.fullmatch(r"[A-Y]\d{5}", text[s:e]):
        return False
    a = _sentence(text, s)
    return _PRACTICE.search(text, max(a, s - 70), s) is not None


# ---- a Wi-Fi network's default name ----

_SSID = re.compile(
    r"(?i)(?<![\w-])(?:telia|telenor|tele2|comhem|bahnhof|altibox|yousee|stofa|norlys|fastspeed"
    r"|elisa|dna|sonera|livebox|bbox|sfr|freebox|orange|fritz!box(?:\s?\d{4})?|vodafone|o2-wlan|speedport|easybox"
    r"|telekom|magenta|tp-link|tplink|netgear|linksys|asus|dlink|d-link|tenda|huawei|zte|xiaomi|belkin|arris"
    r"|bthub\d?|bt|sky|skyq|virginmedia|vm|ee|talktalk|plusnet|ziggo|kpn|proximus|telenet|swisscom|upc|sunrise"
    r"|movistar|jazztel|digi|fibertel|telstra|optus|fastweb|tim|windtre|spectrum|myspectrumwifi|att|xfinity"
    r"|netia|orange_swiatlowod|inea|magyar)[-_][0-9A-Fa-f]{4,8}(?:[-_ ](?:5g|2\.4g|5ghz|2g))?"
    r"(?![\w-])")
_PW_BEFORE = re.compile(
    r"(?i)(?:password|passwort|passwd|pass|pwd|pw|key|schlüssel|clé|clave|chiave|chave|lösenord|passord|adgangskode"
    r"|kode|kod|nyckel|salasana|hasło|пароль|şifre|wachtwoord|mot\s+de\s+passe|contraseña|senha|code)\s*(?:is|er|är"
    r"|ist|est|es|è|é)?\s*[:=]?\s*[\"'“‘`]?$")


def _ssid(text: str, s: int, e: int) -> bool:
    m = _SSID.fullmatch(text, s, e)
    if m is None or not re.search(r"\d", text[s:e]):
        return False
    return _PW_BEFORE.search(text, max(0, s - 30), s) is None


# ---- a placeholder credential in a connection string ----

_URL_CREDS = re.compile(r"://(?P<user>[^:/@\s\"'`]+):(?P<pw>[^@\s\"'`/]+)@")
_STAND_IN = re.compile(
    r"(?i)<\s*(?:db[_-]?)?pass(?:word)?\s*>|\{\{?\s*\w*pass\w*\s*\}?\}|\$\{?\w*pass\w*\}?|\[\s*\w*pass\w*\s*\]"
    r"|(?:random|my|your|secret|some|example|sample|dummy|fake|strong|super|db|database|user|the|new|test|placeholder"
    r"|mysecret|yoursecret|supersecret|very[_-]?secret)[_-]?(?:secret[_-]?)?(?:password|passwd|pass|pwd)")


def _placeholder_creds(text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for m in _URL_CREDS.finditer(text):
        if _STAND_IN.fullmatch(m.group("pw")):
            out.append((m.start("user"), m.end("pw")))
    return out


# ---- an application's number ----

_APPLICATION = re.compile(
    r"(?i)" + _L + r"(?:(?:номер|№)\s+(?:(?:моего|моей|нашего|нашей|этого|этой|мого|моєї)\s+)?"
    r"(?:заявлени[яйе]|заявк[иы]"
    r"|обращени[яе]|заяви|звернення|дела|справи)|(?:заявлени[ея]|заявк[аи]|обращени[ея]|заяв[аи])\s*(?:№|номер)"
    r"|numer\s+(?:(?:mojego|mojej|tego)\s+)?(?:wniosku|zgłoszenia|sprawy)|antrags?-?nummer|vorgangsnummer"
    r"|aktenzeichen|numéro\s+de\s+(?:(?:ma|mon)\s+)?(?:demande|dossier)|n°\s+de\s+(?:demande|dossier)"
    r"|número\s+de\s+(?:(?:mi)\s+)?(?:solicitud|expediente|trámite)|numero\s+(?:della\s+|di\s+)?(?:mia\s+)?(?:domanda"
    r"|pratica|richiesta)|número\s+d[oa]\s+(?:(?:meu|minha)\s+)?(?:pedido|requerimento|protocolo|processo)"
    r"|application\s+(?:number|no\.?|ref(?:erence)?(?:\s+number)?|id)|case\s+(?:number|no\.?|reference|id)"
    r"|aanvraagnummer|dossiernummer|başvuru\s+numaras\w*|ansökningsnummer|søknadsnummer|ansøgningsnummer)" + _R)


def _application(text: str, s: int, e: int) -> bool:
    if sum(c.isdigit() for c in text[s:e]) < 5 or re.search(r"[^\W\d_]", text[s:e]) and not re.fullmatch(
            r"[A-Z0-9][A-Z0-9/-]*", text[s:e]):
        return False
    label = None
    for label in _APPLICATION.finditer(text, max(0, s - 45), s):
        pass
    if label is None:
        return False
    between = text[label.end() : s]
    return re.fullmatch(r"[\s:№#—–-]*(?:(?:is|was|это|—|ist|est|es|è|é|jest)[\s:]*)?", between) is not None


# ---- an account a shop tells the speaker to pay into ----

_SHOP = re.compile(
    r"(?i)" + _L + r"(?:web-?shop\w*|netbutik\w*|nettbutik\w*|webbutik\w*|butik\w*|shop\w*|store|seller|sælger\w*"
    r"|selger\w*|säljare\w*|säljaren|firma\w*|virksomhed\w*|company|forhandler\w*|återförsäljare\w*|online-?shop\w*"
    r"|händler\w*|verkäufer\w*|boutique|vendeur|tienda|vendedor|negozio|venditore|loja|sklep\w*|sprzedawc\w*"
    r"|webwinkel\w*|winkel|verkoper|verkkokauppa\w*|myyjä\w*)" + _R)
_SAYS = re.compile(
    r"(?i)" + _L + r"(?:skriver|siger|sier|säger|writes?|wrote|says?|said|told|tells|asks?|asked|wants?|instructs?"
    r"|schreibt|sagt|verlangt|écrit|dit|demande|dice|escribe|pide|scrive|chiede|diz|escreve|pede|pisze|prosi|schrijft"
    r"|zegt|vraagt|beder|ber|kirjoittaa|sanoo)" + _R)
_PAY_TO = re.compile(
    r"(?i)" + _L + r"(?:overføre|overfør|indbetale|betale|betala|överföra|sätta\s+in|transfer|pay|wire"
    r"|send\s+(?:the\s+)?"
    r"(?:money|payment)|deposit|überweisen|zahlen|virer|payer|transferir|pagar|ingresar|bonificare|pagare|versare"
    r"|przelać|wpłacić|zapłacić|overmaken|betalen|maksaa|siirtää)\s+(?:\w+\s+){0,3}?(?:til|till|to|into|an|auf|à|sur"
    r"|a|al|na|naar|op|tilille|kontoon)" + _R)


def _shop_payee(text: str, s: int) -> bool:
    a = _sentence(text, s)
    shop = _SHOP.search(text, a, s)
    if shop is None or _SAYS.search(text, shop.end(), s) is None:
        return False
    pay = None
    for pay in _PAY_TO.finditer(text, shop.end(), s):
        pass
    return pay is not None and s - pay.end() <= 90 and _MINE.search(text, pay.start(), s) is None


# ---- a landlord's account, Nordic ----

_LANDLORD_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:(?:utleier|udlejer|huseier|husvert|hyresvärd|värd|vuokranantaja|verhuurder)(?:en|ens|ns|s|n)?"
    r"\s+(?:bank)?(?:konto|kontonummer|kontonr\.?|tili|tilinumero|rekening)\w*|(?:bank)?(?:konto|kontonummer)\w*\s+"
    r"(?:til|till|åt)\s+(?:(?:min|mi|vår|vores)\s+)?(?:utleier|udlejer|huseier|husvert|hyresvärd)\w*"
    r"|vuokranantajan\s+tili\w*)" + _R)
_PAY_REF = re.compile(r"(?i)" + _L + r"(?:kid(?:-?nummer|-?nr\.?)?|ocr(?:-?nummer)?|referanse|referens|fik"
                      r"|viite(?:numero)?)"
                      r"[\s:.]*$")


def _landlord_account(text: str, s: int) -> bool:
    a = _sentence(text, s)
    acct = None
    for acct in _LANDLORD_ACCOUNT.finditer(text, a, s):
        pass
    if acct is None or s - acct.end() > 70:
        return False
    between = text[acct.end() : s]
    if _MINE.search(between) is not None:
        return False
    # the account itself, or the payment's reference paid with it
    return re.fullmatch(r"[\s:]*(?:(?:nr\.?|number|nummer)\s*)?", between) is not None or _PAY_REF.search(
        text, max(acct.end(), s - 20), s) is not None


def keep(text: str, spans: list[Span]) -> None:
    """Drops the public values above: a statement's auth code, a receipt's tax number, a call box's listing, a famous
    weak password judged, a practice's ODS code, a default SSID, a placeholder credential, an application's number, a
    shop's account to pay into and a Nordic landlord's account."""
    if not spans:
        return
    low = text.lower()
    creds = _placeholder_creds(text) if "://" in text else []
    shop = _SHOP.search(text) is not None
    landlord = any(w in low for w in ("utleier", "udlejer", "huseier", "husvert", "hyresvärd", "värd", "vuokranantaja",
                                      "verhuurder"))
    out: list[Span] = []
    for s, e, k in spans:
        ts, te = trim(text, s, e)
        if ts >= te:
            out.append((s, e, k))
            continue
        if creds and any(a <= ts and te <= b for a, b in creds):
            continue
        v = text[ts:te]
        digits = sum(c.isdigit() for c in v)
        if k not in ("password", "password_shaped") and re.fullmatch(r"\d{4,8}", v) and _auth_code(text, ts):
            continue
        if digits >= 8 and _receipt_tax(text, ts):
            continue
        if _listing(text, ts, te):
            continue
        if _famous_judged(text, ts, te):
            continue
        if _practice_code(text, ts, te):
            continue
        if _ssid(text, ts, te):
            continue
        if digits >= 5 and _application(text, ts, te):
            continue
        if k not in _SPAN_KINDS_NOT_ACCOUNT and digits >= 4:
            if shop and _shop_payee(text, ts):
                continue
            if landlord and _landlord_account(text, ts):
                continue
        out.append((s, e, k))
    spans[:] = out
