"""Round 44a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a code or a PIN named, then a clause on where it came from or whom it went to, then its digits after a comma or a
  colon ("код з SMS від Приват24, щоб я ...: 4998", "PIN BCA saya dan sudah saya kasih, 930650", "il PIN del
  bancomat, e lui gli ha detto anche quello: 26132"), or right after a plain code's word in a message about an SMS,
  a bank or a login ("cu codul 333847", "az SMS-ben jött kód 708498", "personliga kod 749403 för BankID");
- a key box's, a key safe's or a code lock's code in the languages that name them in one compound ("nøkkelboksen",
  "avainsäilön koodi", "koodilukon koodi", "nyckelskåpet"), the value in the same line, possibly the next sentence
  ("... nøkkelboksen på hytta? Den er 3870.");
- a password named with what it opens between name and value ("das Passwort für die Zertifikatsdatei Wolke1967?",
  "la clave del home banking, AsadoAzul9780"), or holding a comma ("mật khẩu Hoasen,nes40");
- a secret's first part in the message that says it comes in parts ("First part: IE12 BOFI 1323", "Empieza por
  Marip0", "前半段 czt108"), and (``announced``) the rest opening the next one ("rest is 2712 2192 37", "y acaba en
  $@2015!"); an IBAN's head sent alone announces its rest;
- a bank account after an Australian BSB, a Filipino "account ko", a cheque's MICR line (the on-us field);
- a Philippine SSS number, an Indonesian BPJS card number (also "the old one", "lamanya"), an Egyptian national number by a possessive ("رقمه القومي"),
  an Italian health card's (TEAM) twenty digits, a US passport book's number after the book's word;
- a Wi-Fi key named "clé", "key", "chave", "chiave" after the network's name.

utils.redact's ROUNDS registry calls ``find`` and ``announces``, and its pass calls ``announced`` after an
announcement; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from stdnum import iban as std_iban

from utils import secret_names

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after


# ---- a code or a PIN named, a clause, then its digits ----

_CODE_NAME = (r"(?:pin(?:-?(?:ul|kod\w*|koodi\w*|kód\w*|code|nummer))?|пін(?:-код\w*)?|пин(?:-код\w*)?|otp|tan"
              r"|kod(?!enya)\w*|kód\w*|koodi\w*|kode(?!nya)\w*|codul|codu|cod|code|código|codice|код\w*|κωδικ\w*)")
_CODE_CLAUSE = re.compile(
    r"(?i)" + _L + r"(?P<name>" + _CODE_NAME + r")" + _R + r"(?P<gap>(?:,?[^\S\n]+(?:[^\W\d_][\w'’-]*|[(\[\])\-–—«»\"“”'’]))"
    r"{0,16}?)[^\S\n]*[,:：][^\S\n]*(?P<v>\d{4,8})(?![\w/-]|[.,]\d)")
_CODE_NEXT = re.compile(
    r"(?i)" + _L + r"(?P<name>" + _CODE_NAME + r")" + _R + r"(?:[^\S\n]+(?:är|er|on|is|este|e|è|é|es|adalah|je|jest|—|-|:))?[^\S\n]*[:：]?"
    r"[^\S\n]*(?P<v>\d{4,8})(?![\w/-]|[.,]\d)")
# a message about a code sent or asked for: an SMS, a bank, a login, a card
_CODE_TALK = re.compile(
    r"(?i)sms|смс|otp|bank|banc|банк|bankid|mitid|login|log\s+in|belép|kirjaud|inlogg|logg\s+inn|вход|увійт|зайш"
    r"|кабінет|кабинет|pin|пін|пин|kártyá|card|cartão|tarjeta|kartu|karty|карт|spid|inps|scam|truff|estaf|oszust"
    r"|penipu|ţeap|țeap|teap|sunat|called|звонил|дзвонил|telefon|mtoken")
_NOT_A_SECRET_CODE = re.compile(
    r"(?i)" + _L + r"(?:zip|postal|post|postcode|postleit\w*|error|erro|fehler\w*|erreur|errore|promo\w*|discount"
    r"|rabatt\w*|voucher|coupon|qr|bar|country|area|dialling|dialing|source|html|css|swift|bic|sort|ifsc|iata"
    r"|airport|tracking|order|bestell\w*|commande|pedido|ordine|tracking|reference|referencia|riferimento"
    r"|product\w*|produkt\w*|model\w*|article|artikel|status|http|tax|tariff|hs|cpt|icd|product|ean|upc|isbn"
    r"|poštovní|pocztowy|почтов\w*|поштов\w*|irányító\w*|poštanski|posta|cap|returns?|returned|exit|response|api"
    r"|şube|sube|branch)" + _R + r"[^\S\n]*$")
_UNIT_AFTER = re.compile(r"(?i)[^\S\n]*(?:%|€|\$|£|¥|₽|₴|kr|kč|zł|ft|lei|rp|руб\w*|грн|грив\w*|euro?s?|eur|usd|dollars?"
                         r"|minut\w*|хвилин\w*|минут\w*|perc\w*|sekund\w*|days?|dni|днів|дней|lines?|km|kg|m²|ore|hours?)"
                         + _R)
_ORDER_BEFORE = re.compile(r"(?i)(?:comenz\w*|commande|order|pedido|ordine|bestellung|замовлен\w*|заказ\w*|resi|awb"
                           r"|tracking|pratica|referen\w*|rif\.?|ref\.?|nr\.?|no\.?|№|#)[^\S\n]*[:.]?[^\S\n]*$")


# a public code's name right after the code's word: a branch's, an error's, a country's, a product's
_PUBLIC_CODE_AFTER = re.compile(
    r"(?i)[^\S\n]+(?:of\s+the\s+|der\s+|de\s+la\s+|du\s+|del\s+|de\s+|do\s+|da\s+)?(?:відділенн\w*|відділу|отделени\w*"
    r"|филиал\w*|помилк\w*|ошибк\w*|країни|страны|товар\w*|branch|error|country|product|postal|zip|filial\w*"
    r"|fehler\w*|erreur|errore|error|erro|błędu|chyby|hib\w*|sucursal|agence|agenzia|agência|oddział\w*|pobočky"
    r"|fiók\w*|sucursalei|erori\w*|eroare|poștal|pocztow\w*|produkt\w*|produit|prodotto|producto|produto|swift|bic"
    r"|banku|банку|банка|bank|pos|poste|area|promo\w*|voucher|kupon|coupon|referral|booking|transaksi|bayar"
    r"|pembayaran|billing|tracking|resi|rabatt\w*|sconto|descuento|desconto|reduc\w*)" + _R)


# a public place or body whose code it is, named in the clause before the code's word
_PLACE_BEFORE = re.compile(
    r"(?i)" + _L + r"(?:faskes|puskesmas|klinik|clinic|hospital|rumah\s+sakit|branch|cabang|filial\w*|sucursal|agence"
    r"|şube|sube|oddział\w*|pobočk\w*|agencia|store|shop|toko|school|sekolah|airport|bandara|flight|station|stasiun|warehouse|gudang|courier|kurir|hotel)" + _R
    + r"[^.!?\n]*$")


def _code_values(text: str, low: str, out: list[Span]) -> None:
    if _CODE_TALK.search(low) is None:
        return
    for rx in (_CODE_NEXT, _CODE_CLAUSE):
        for m in rx.finditer(text):
            s, e = m.span("v")
            if "[REDACTED" in text[m.start() : s]:
                continue  # a later pass: the code's own value is a tag already, this number is another
            if _NOT_A_SECRET_CODE.search(text, max(0, m.start() - 24), m.start()) is not None:
                continue
            if _PUBLIC_CODE_AFTER.match(text, m.end("name")) is not None:
                continue  # "код відділення", "the code of the branch", "kód chyby"
            if _PLACE_BEFORE.search(text, max(0, m.start() - 60), m.start()) is not None:
                continue  # "Faskes ... yang saya pilih kodenya 09073015": a facility's, a branch's code
            if _UNIT_AFTER.match(text, e) or _ORDER_BEFORE.search(text, max(0, s - 16), s):
                continue
            v = text[s:e]
            if rx is _CODE_CLAUSE and re.fullmatch(r"(?:19|20)\d\d", v) and _YEAR_BEFORE.search(m.group("gap")):
                continue  # "the PIN I set in, 2019": a year
            if len(v) == 4 and 1900 <= int(v) <= 2099 and re.match(r"[^\S\n]*(?:г\.|р\.|year|rok|év|год|рік)",
                                                                     text[e:]):
                continue
            out.append((s, e, "one_time_code" if rx is _CODE_NEXT else "pin"))


# ---- a key box's or a code lock's code ----

_KEYBOX = re.compile(
    r"(?i)" + _L + r"(?:nøkkelboks\w*|nøkkelskap\w*|nøgleboks\w*|nøgleskab\w*|nyckelbox\w*|nyckelskåp\w*|nyckelgömm\w*"
    r"|avainsäil\w*|avainkaap\w*|avainboks\w*|avainlaatik\w*|koodilukk?o\w*|koodilukon|kodlås\w*|kodelås\w*"
    r"|key\s*(?:box|safe|lock\s*box)|lock\s*box|lockbox|schlüssel(?:box|kasten|safe|tresor)\w*|boîte\s+à\s+clés?"
    r"|boite\s+à\s+clés?|caja\s+de\s+llaves|cajetín|cassetta\s+(?:portachiavi|delle\s+chiavi)|sleutelkluis\w*"
    r"|sleutelkastje|sejf\w*\s+na\s+klucze|skrytk\w*\s+na\s+klucze|schránk\w*\s+na\s+klíče|kulcsszéf\w*"
    r"|cutia\s+cu\s+chei|ключниц\w*|сейф\w*\s+для\s+ключ\w*)" + _R)
_YEAR_BEFORE = re.compile(r"(?i)" + _L + r"(?:in|since|from|until|seit|im|ab|i|år|vuonna|vuodesta|sedan|siden|en|depuis"
                          r"|desde|dal|nel|em|desde)[^\S\n]*$")
_CODE_OR_COPULA = re.compile(r"(?i)" + _L + r"(?:kod\w*|kode\w*|koodi\w*|code|pin|is|er|är|on|ist|est|[:：=])" + _R)
_KEYBOX_VALUE = re.compile(r"(?<![\w/.,-])(?P<v>\d{3,8})(?![\w/-]|[.,]\d)")


def _keybox_codes(text: str, out: list[Span]) -> None:
    for m in _KEYBOX.finditer(text):
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        v = _KEYBOX_VALUE.search(text, m.end(), min(line_end, m.end() + 90))
        if v is None:
            # "koodilukon koodi on 595844", "avainsäilön koodi on 5129": the name before its code's word
            continue
        gap = text[m.end() : v.start()]
        if re.search(r"\d|\[REDACTED|[.!](?:\s|$)", gap) or _UNIT_AFTER.match(text, v.end()):
            continue  # another number came first, or this one is a count
        if re.fullmatch(r"(?:19|20)\d\d", v.group("v")) and (_YEAR_BEFORE.search(gap) or _CODE_OR_COPULA.search(gap)
                                                             is None):
            continue  # "bought the lockbox in 2019", "kodlåset byttes ut 2023": a year
        if re.search(r"(?i)(?:nr|no|number|nummer|numero|numer|номер|room|zimmer|rom|huone|varaus|booking|mls|listing"
                     r"|model\w*|malli\w*|typ\w*|type|#)\W*$", gap):
            continue
        out.append((v.start("v"), v.end("v"), "lock_code"))


# ---- a password named with what it opens, or holding a comma ----

_PW_WORDS = tuple(w for w in secret_names.PASSWORD if " " in w or len(w) >= 5) + ("clave", "clé", "pw", "pwd", "mdp")
_PW_NAME = secret_names.alternation(_PW_WORDS)
# where the names start, from one automaton pass: the regex is tried there alone (coding talk says "password" often,
# and a scan with the long alternation costs capture a few milliseconds a message)
_PW_STARTS = secret_names.Names({"pw": _PW_WORDS})
_PW_OPENS = re.compile(
    r"(?i)(?P<name>" + _PW_NAME + r")(?:[^\S\n]*(?:は|が|：|:))?"
    r"(?P<gap>(?:[^\S\n]+(?:for|für|fürs|zur|zum|zu|de|del|de\s+la|du|des|pour|per|para|da|do|della|van|voor|för|til"
    r"|for|на|для|від|dla|do|pro|k|ke|untuk|cho|của)(?:[^\S\n]+[^\W\d_][^\s\d,:：]*(?=[\s,:：])){1,4})?)"
    r"[^\S\n]*[,:：]?[^\S\n]*(?P<v>(?=[^\s]*\d)(?=[^\s]*[^\W\d_])[^\s,;\"“”「」。、]{2,40}(?:,[^\s,;\"“”「」。、]{2,40})?)")


def _pw_shape(v: str) -> bool:
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    lower = any(c.islower() for c in v)
    return letters >= 3 and digits >= 1 and lower and len(v) >= 7 and not re.fullmatch(r"[a-z]+\d{1,2}", v)


def _passwords(text: str, low: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    at = _PW_STARTS.starts(low).get("pw", []) if len(low) == len(text) else None
    for m in secret_names.matches(_PW_OPENS, text, at):
        v = m.group("v").rstrip(".)")
        if not m.group("gap") and "," not in v:
            continue  # a value right after the name is the core rules'
        if not _pw_shape(v) or placeholder(v) or re.match(r"(?i)https?:|www\.", v):
            continue
        s = m.start("v")
        out.append((s, s + len(v), "password"))


# ---- a secret in parts: the first in the announcing message, the rest opening the next ----

_IN_PARTS = re.compile(
    r"(?i)" + _L + r"(?:in\s+(?:two|2|three|3)\s+(?:parts|halves|pieces|messages|bits|goes|texts|chunks)"
    # a number left out only with a piece's word: "in parts", "in messages" say other things ("in parts of Europe")
    r"|in\s+(?:pieces|bits|chunks)"
    r"|in\s+(?:zwei|2|drei)\s+(?:teilen|hälften|nachrichten)|en\s+(?:deux|2|trois)\s+(?:parties|morceaux|messages|fois)"
    r"|en\s+(?:dos|2|tres)\s+(?:partes|mensajes|trozos|veces)|in\s+(?:due|2|tre)\s+(?:parti|messaggi|pezzi|volte)"
    r"|em\s+(?:duas|2|três)\s+(?:partes|mensagens|vezes)|in\s+(?:twee|2|drie)\s+(?:delen|berichten|stukken)"
    r"|i\s+(?:två|to|2)\s+(?:delar|dele|deler|meddelanden|beskeder|meldinger)|w\s+(?:dwóch|2)\s+(?:częściach"
    r"|wiadomościach)|na\s+dwa\s+razy|ve\s+dvou\s+(?:částech|zprávách)|в\s+(?:двух|2)\s+(?:частях|сообщениях)"
    r"|у\s+(?:двох|2)\s+(?:частинах|повідомленнях)|двумя\s+сообщениями|двома\s+повідомленнями"
    r"|iki\s+(?:parça|parçada|mesajda|kısımda)|dalam\s+dua\s+(?:bagian|pesan)|thành\s+hai\s+(?:phần|tin)"
    r"|σε\s+δύο\s+(?:μέρη|μηνύματα)|két\s+(?:részben|üzenetben))" + _R
    + r"|分两次|分兩次|分两条|分兩條|分成两|分成兩|二回に分け|2回に分け|두\s*번에\s*나눠|두\s*개로\s*나눠")
_FIRST_LABEL = (r"(?:first\s+(?:part|half|bit|piece)|the\s+first\s+(?:part|half|bit)|starts\s+with|begins\s+with"
                r"|part\s+(?:1|one)|teil\s+(?:1|eins)|parte\s+(?:1|uno)|partie\s+(?:1|un)|deel\s+(?:1|een)"
                r"|erste[rns]?\s+(?:teil|hälfte)|beginnt\s+mit|fängt\s+mit|première\s+partie|commence\s+par"
                r"|primera\s+parte|empieza\s+(?:por|con)|comienza\s+(?:por|con)|prima\s+parte|inizia\s+(?:per|con)"
                r"|primeira\s+parte|começa\s+(?:com|por)|eerste\s+deel|begint\s+met|första\s+delen|börjar\s+med"
                r"|første\s+del|starter\s+med|begynder\s+med|pierwsza\s+część|zaczyna\s+się\s+od|první\s+část"
                r"|začíná\s+na|первая\s+часть|начинается\s+с|перша\s+частина|починається\s+з|ilk\s+kısım"
                r"|bagian\s+pertama|phần\s+đầu|az\s+első\s+rész|前半段|前半部分|前半部|前半|上半段|前半は|앞부분)")
_PART_VALUE = (r"(?P<v>[A-Z]{2}\d{2}(?:[^\S\n][A-Z0-9]{4}){1,7}(?:[^\S\n][A-Z0-9]{1,3})?(?![A-Z0-9])"
               r"|\d{2,6}(?:[^\S\n]\d{2,6}){1,6}(?!\d)|[^\s\"'“”«»,，。、]{3,64})")
# (an aside may stand between the label and its colon: "first part (I'm splitting it up for safety): ...")
_FIRST_PART = re.compile(r"(?i)" + _L + _FIRST_LABEL + r"(?:[^\S\n]*\([^()\n]{1,60}\))?"
                         r"(?:[^\S\n]+(?:is|ist|est|es|è|é|är|er|是|は))?[^\S\n]*"
                         r"[:：=—–-]?[^\S\n]*[\"'“«]?" + _PART_VALUE)
_REST_LABEL = (r"(?:(?:and\s+)?(?:the\s+)?(?:rest|remainder|second\s+(?:part|half|bit)|last\s+(?:part|half|bit))"
               r"|(?:and\s+)?(?:it\s+)?ends\s+(?:with|in)|(?:und\s+)?(?:der\s+)?(?:rest|zweite[rns]?\s+(?:teil|hälfte))"
               r"|(?:und\s+)?endet\s+(?:mit|auf)|(?:et\s+)?(?:la\s+)?(?:suite|fin|deuxième\s+partie|seconde\s+partie)"
               r"|(?:et\s+)?(?:se\s+)?termine\s+par|(?:y\s+)?(?:el\s+)?(?:resto|final)|(?:y\s+)?(?:la\s+)?segunda\s+parte"
               r"|(?:y\s+)?(?:acaba|termina)\s+(?:en|con|por)|(?:e\s+)?(?:il\s+)?resto|(?:e\s+)?(?:la\s+)?seconda\s+parte"
               r"|(?:e\s+)?finisce\s+(?:con|per)|(?:e\s+)?(?:o\s+)?resto|(?:e\s+)?(?:a\s+)?segunda\s+parte"
               r"|(?:e\s+)?termina\s+(?:com|em)|(?:en\s+)?(?:het\s+)?rest|(?:en\s+)?eindigt\s+(?:met|op)"
               r"|(?:och\s+)?resten|(?:och\s+)?slutar\s+(?:med|på)|(?:og\s+)?resten|(?:og\s+)?slutter\s+(?:med|på)"
               r"|(?:a\s+)?reszta|(?:i\s+)?kończy\s+się\s+na|(?:a\s+)?zbytek|(?:и\s+)?остаток|(?:а\s+)?вторая\s+часть"
               r"|(?:і\s+)?решта|(?:а\s+)?друга\s+частина"
               # the last digits after the first ones ("Los primeros ocho números: ..." before)
               r"|(?:and\s+)?the\s+last\s+(?:\w+\s+)?(?:digits|numbers)|(?:y\s+)?(?:los|las)\s+últim[oa]s(?:\s+\w+){0,2}"
               r"|(?:und\s+)?die\s+letzten(?:\s+\w+){0,2}|(?:et\s+)?les\s+derniers(?:\s+\w+){0,2}"
               r"|(?:e\s+)?(?:le|gli)\s+ultim[ei](?:\s+\w+){0,2}|(?:e\s+)?os\s+últimos(?:\s+\w+){0,2}|后半段|後半段|后半部分|後半部分|后半|後半|下半段|後半は|뒷부분)")
_REST = re.compile(r"(?i)^[^\S\n]*" + _REST_LABEL + r"(?:[^\S\n]+(?:is|ist|est|es|è|é|är|er|是|は|:))?[^\S\n]*"
                   r"(?:是|は)?[:：=—–-]?[^\S\n]*[\"'“«]?" + _PART_VALUE)
_IBAN_HEAD = re.compile(r"^\s*(?P<v>[A-Z]{2}\d{2}(?:[^\S\n]?[A-Z0-9]{4}){1,6}(?:[^\S\n]?[A-Z0-9]{1,3})?)\s*$")
_GROUPS_ALONE = re.compile(r"^\s*(?P<v>[A-Z0-9]{2,6}(?:[^\S\n][A-Z0-9]{2,6}){1,6})\s*[.,]?\s*$")


def _value_end(text: str, m: re.Match[str]) -> int:
    v = m.group("v")
    return m.start("v") + len(v.rstrip(".,;:)"))


# the first part right after the announcement and a colon ("I'll send the number in two bits: 41471526")
_PARTS_COLON = re.compile(r"[^\S\n]*[:：][^\S\n]*[\"'“«]?" + _PART_VALUE)


# an IBAN's head, a number's digit groups or a key's dashed blocks
_GROUPED = re.compile(r"[A-Z]{2}\d{2}(?:[^\S\n][A-Z0-9]{4}){1,7}(?:[^\S\n][A-Z0-9]{1,3})?|\d{2,6}(?:[^\S\n]\d{2,6}){1,6}"
                      r"|(?=[A-Z0-9-]*\d)[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){1,7}")


def _closing_first_part(text: str) -> re.Match[str] | None:
    """A first part named and closing the message, an IBAN's head failing its check or a number's digit groups
    ("the app cuts it off so here's the first part: IE16 AIBK 3036"): the rest follows though no "in two parts"
    said so."""
    m = None
    for m in _FIRST_PART.finditer(text):
        pass
    if m is None or _GROUPED.fullmatch(m.group("v")) is None or not re.fullmatch(r"[\s.!]*", text[_value_end(text, m):]):
        return None
    v = m.group("v")
    return m if not (v[:2].isalpha() and std_iban.is_valid(v)) else None


def _first_parts(text: str, out: list[Span]) -> None:
    announced = _IN_PARTS.search(text)
    if announced is None:
        m = _closing_first_part(text)
        if m is not None:
            out.append((m.start("v"), _value_end(text, m), "secret"))
        return
    m = _PARTS_COLON.match(text, announced.end())
    # the part closes the message ("... in two parts: Setup2024 first, then the data" is talk in parts)
    if m is not None and any(c.isdigit() for c in m.group("v")) and re.fullmatch(r"[\s.!]*", text[_value_end(text, m):]):
        out.append((m.start("v"), _value_end(text, m), "password" if not m.group("v").replace(" ", "").isdigit()
                    else "secret"))
    for m in _FIRST_PART.finditer(text):
        v = m.group("v")
        if v.isalpha() and (v.islower() or v.istitle()) and len(v) < 12:
            continue  # a word ("starts with the letter ...") is no part
        out.append((m.start("v"), _value_end(text, m), "password" if not v.replace(" ", "").isdigit() else "secret"))


def announced(text: str) -> list[Span]:
    """After a message that said a secret comes in parts: the rest opening this one ("rest is 2712 2192 37", "y
    acaba en $@2015!", "后半段是 ?BN324"), or a message that is only the value's groups ("2414 6269 8286")."""
    m = _REST.match(text)
    if m is not None:
        v = m.group("v")
        if not (v.isalpha() and (v.islower() or v.istitle()) and len(v) < 12):
            return [(m.start("v"), _value_end(text, m), "announced")]
    g = _GROUPS_ALONE.match(text)
    if g is not None and any(c.isdigit() for c in g.group("v")):
        return [(g.start("v"), g.end("v"), "announced")]
    return []


def announces(text: str) -> bool:
    """An IBAN's head sent alone (a country, its check digits and some groups, not passing its check whole), or a
    first part closing the message: its rest follows."""
    m = _IBAN_HEAD.match(text)
    if m is None:
        return _closing_first_part(text) is not None
    return not std_iban.is_valid(m.group("v"))


# ---- bank accounts: after a BSB, "account ko", a cheque's MICR line ----

_BSB_ACCOUNT = re.compile(r"(?i)" + _L + r"bsb[^\S\n]*(?:no\.?|number|#)?(?:[^\S\n]+is)?[^\S\n]*[:：]?[^\S\n]*\d{3}[- ]?\d{3}"
                          r"[^\S\n]*[,;/]?[^\S\n]*(?:and[^\S\n]+)?(?:acc(?:oun)?t|a/c|acc\.)[^\S\n]*(?:no\.?|number|#)?"
                          r"[^\S\n]*[:：]?[^\S\n]*(?P<v>\d{2,4}(?:[ -]?\d{2,5}){0,3})(?![\w-])")
_TL_ACCOUNT = re.compile(r"(?i)" + _L + r"(?:savings\s+|bank\s+|payroll\s+)?account(?:\s+(?:number|no\.?|#))?\s+(?:ko|namin"
                         r"|natin|niya|nya)(?:\s+(?:ay|ay\s+ang|is))?[^\S\n]*[:：,]?[^\S\n]*(?P<v>\d[\d -]{6,22}\d)(?![\w-])")
# MICR's on-us field: the account's digits before the on-us symbol (the transit field between ⑆ stays: a bank's)
_MICR = re.compile(r"(?P<v>\d[\d -]{4,18}\d)[^\S\n]*⑈")


# a carrier's account number in a message about moving the number to another carrier (with a transfer PIN, a PAC)
_PORT_TALK = re.compile(r"(?i)" + _L + r"(?:port(?:ing)?(?:-?out)?|number\s+transfer|transfer\s+pin|pac\s+code|stac"
                        r"|rufnummernmitnahme|portierung\w*|portabilit\w*|portabilidad|portabilidade|nummerportering"
                        r"|nummeroverdragelse|numeroiden\s+siirto|przeniesienie\s+numeru|rio)" + _R)
_CARRIER_ACCOUNT = re.compile(
    r"(?i)" + _L + r"(?:account\s+(?:number|no\.?|#)|acct\.?\s*(?:no\.?|#)?|kundennummer|kundenkontonummer"
    r"|numéro\s+(?:de\s+)?client|número\s+de\s+(?:cuenta|cliente)|numero\s+(?:di\s+)?cliente|número\s+de\s+conta"
    r"|kundnummer|kundenummer|asiakasnumero|numer\s+klienta)" + _R
    + r"(?:[^\S\n]+(?:is|ist|est|es|è|é|är|er|on|jest))?[^\S\n]*[:：#]?[^\S\n]*(?P<v>\d{6,14})(?![\w-])")


def _accounts(text: str, low: str, out: list[Span]) -> None:
    if _PORT_TALK.search(text) is not None and ("pin" in low or "pac" in low or "code" in low or "rio" in low):
        for m in _CARRIER_ACCOUNT.finditer(text):
            out.append((m.start("v"), m.end("v"), "customer_number"))
    if "bsb" in low:
        for m in _BSB_ACCOUNT.finditer(text):
            out.append((m.start("v"), m.end("v"), "bank_account"))
    if "account" in low:
        for m in _TL_ACCOUNT.finditer(text):
            out.append((m.start("v"), m.end("v"), "bank_account"))
    if "⑈" in text:
        for m in _MICR.finditer(text):
            out.append((m.start("v"), m.end("v"), "bank_account"))


# ---- ids by names the lexicon lacked ----

_SSS = re.compile(r"(?i)" + _L + r"sss(?:\s+(?:number|no\.?|num|#|id))?(?:\s+(?:ko|niya|nya|ng\s+\w+|mo|namin))?"
                  r"(?:\s+(?:ay|is|:))?[^\S\n]*[:：]?[^\S\n]*(?P<v>\d{2}-?\d{7}-?\d)(?![\w-])")
_BPJS = re.compile(r"(?i)" + _L + r"(?:nomor|no\.?|nmr)?\s*(?:kartu\s+)?bpjs(?:\s+(?:kesehatan|ketenagakerjaan|tk))?"
                   r"(?:\s+(?:saya|istri|suami|anak|ibu|ayah|bapak|adik|kakak|ku|mu|nya|lama|lamanya|baru|barunya"
                   r"|aktif|lain|yang\s+lama|yang\s+baru)){0,3}"
                   r"(?:\s+(?:adalah|yaitu|:))?[^\S\n]*[:：]?[^\S\n]*(?P<v>\d{11,13})(?!\d)")
_EG_NATIONAL = re.compile(r"(?:رقم(?:ه|ها|ي|ك|هم)\s+القومي|الرقم\s+القومى|رقم(?:ه|ها|ي|ك)\s+القومى)"
                          r"(?:\s+(?:هو|هي|:))?[^\S\n]*[:：]?[^\S\n]*(?P<v>[0-9٠-٩]{14})(?![0-9٠-٩])")
_TEAM = re.compile(r"(?i)" + _L + r"(?:tessera(?:\s+sanitaria)?|team|tesserino\s+sanitario)" + _R
                   + r"(?P<gap>[^\d\n]{0,40}?)(?P<v>80\d{18}|80(?:[ ]?\d{2,6}){4,9})(?!\d)")
_PASSPORT_TALK = re.compile(r"(?i)" + _L + r"passports?" + _R)
_BOOK = re.compile(r"(?i)" + _L + r"(?:(?:passport\s+)?book(?:\s+number)?|passport\s+(?:number|no\.?|#))" + _R
                   + r"(?P<gap>[^\d\n.?!]{0,40}?)(?P<v>[A-Z]\d{8}|\d{9})(?![\w-])")
_NOT_PASSPORT = re.compile(r"(?i)(?:confirmation|application|tracking|case|receipt|reference|order|locator|appointment)"
                           r"\s+(?:number|no\.?|#)?\s*$")


def _ids(text: str, low: str, out: list[Span]) -> None:
    if "sss" in low:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _SSS.finditer(text))
    if "bpjs" in low:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _BPJS.finditer(text))
    if "القوم" in text:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _EG_NATIONAL.finditer(text))
    if "tessera" in low or "team" in low or "tesserino" in low:
        out.extend((m.start("v"), m.end("v"), "health_insurance_id") for m in _TEAM.finditer(text))
    if _PASSPORT_TALK.search(text) is not None:
        for m in _BOOK.finditer(text):
            if _NOT_PASSPORT.search(m.group("gap")) is None:
                out.append((m.start("v"), m.end("v"), "passport"))


# ---- a Wi-Fi key named as a key after the network's name ----

_WIFI_KEY = re.compile(
    r"(?i)" + _L + r"(?:wi-?fi|wlan|wifi)" + _R + r"[^\n]{0,50}?" + _L
    + r"(?:clé|clef|key|chave|chiave|llave|sleutel|schlüssel|nyckel|nøkkel|nøgle|klucz|klíč|kulcs|cheia|ключ)" + _R
    + r"[^\S\n]*(?:is|est|:|：|=|é|è|es|ist)?[^\S\n]*[:：]?[^\S\n]*[\"'“«]?[^\S\n]*"
    r"(?P<v>(?=[^\s]*\d)[A-Za-z0-9][A-Za-z0-9!@#$%&*+_.-]{7,63})(?<![.])")


def _wifi_keys(text: str, out: list[Span]) -> None:
    for m in _WIFI_KEY.finditer(text):
        v = m.group("v")
        if re.fullmatch(r"(?i)wpa\d?|wep|wpa2-psk|aes|tkip|\d+(?:\.\d+)?ghz", v):
            continue
        out.append((m.start("v"), m.end("v"), "wifi_password"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if not any(c.isdigit() for c in text):
        return out
    _code_values(text, low, out)
    _keybox_codes(text, out)
    _passwords(text, low, placeholder, out)
    _first_parts(text, out)
    _accounts(text, low, out)
    _ids(text, low, out)
    if "wi" in low or "wlan" in low:
        _wifi_keys(text, out)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag): no bare code word
TRIGGERS: tuple[str, ...] = (
    "bsb", "⑈", "bpjs", "القومي", "القومى", "tessera", "nøkkelboks", "avainsäil", "koodiluk", "nyckelbox",
    "nyckelskåp", "nøgleboks", "keybox", "key box", "lockbox", "lock box", "key safe", "empieza por", "前半",
    "account ko", "transfer pin", "port-out",
)
