"""Round 15 of issue 24's redaction rules: ids, accounts and codes by a name in any language, values replaced by shape.

Finds: a personal id number after its name (utils.secret_names.ID: national id, identity card, social security,
insurance, pension, health-card, residence-card and tax numbers in many languages) when the value is id-shaped (eight
or more characters, mostly digits in groups, or letters and digits mixed); a bank account's digit groups after an
account word; a PIN or a lock's code set or changed "to/in" a value; a password or PIN named with its length between
("senha de 6 dígitos ... é X", "간편비밀번호 6자리 X") when the value has that length. Across messages: a bare value of
the same shape as one cut in the user's last two messages (a correction or a new code, whatever the words around
it; ``replacements``, called by utils.redact.SecretMemory); a password said to be given next ("je vais te donner le
mot de passe"). Keeps: placeholders in capitals in any language (TU_CONTRASEÑA_AQUI), India's postal PIN codes.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds and ``keep`` after them; this module imports
nothing of utils.redact (it is imported by it).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from utils import beside_secrets, idcheck, secret_names, sentences

Span = tuple[int, int, str]

_UNIT = re.compile(r"(?i)\s*(?:桁|자리|분|分|秒|초|回|번|円|원|元|年|월|月|日|人|名|個|%|€|\$|£|¥|zł|kr|ft|cm|mm|kg|km|"
                   r"h\b|hours?|hrs?|uhr|horas?|heures?|ore|時|시|点|點|euros?|eur|usd|reais|dollars?|yen|won|days?|"
                   r"minutes?|min|watts?|w\b|persons?|people|personen|pessoas|personas|visits?|views?|followers?)(?![a-z])")
_YEAR = re.compile(r"(?:19|20)\d\d")
# a number named as something public just before it: an order, a ticket, a tracking number, a room, a postal code
_PUBLIC_BEFORE = re.compile(
    r"(?i)(?:(?<![a-z])(?:order|orders|ticket|tracking|invoice|booking|reference|ref|room|zimmer|habitación|quarto|"
    r"camera|chambre|kamer|pokój|cap|plz|cep|zip|postal|postcode|post code|pedido|pedidos|encomenda|commande|"
    r"bestellung|bestellnummer|ordine|bestelling|zamówienie|sipariş|заказ|замовлення|no\.|nr\.?|n°|flight|vuelo|vol|"
    r"flug|bus|line|linea|gate|seat|platz|page|pages|p\.|pp\.|seite|página|pagina|strona|страниц\w*|sida|side|chapter|"
    r"kapitel|capítulo|capitolo|chapitre|step|verse|exercise|question|item|model|modell|modelo|version|versión|"
    r"issue|pr|build|run|job|case|claim|policy|nomor|no\.? ?hp|plat|nopol|gerbang|lantai|blok|kamar)(?![a-z])|#|№|注文|订单|訂單|單號|单号|運単|送り状|송장|주문|택배|郵便|邮编|"
    r"우편|ページ|页|頁|페이지|第)"
    r"[^\d\n]{0,12}$")


# ---- a personal id number after its name ------------------------------------------------------------------
_ID_VALUE = r"(?<![\w-])(?P<v>[A-Z0-9]+(?:[ -][A-Z0-9]+){0,6})(?![\w])"
_ID = re.compile("(?:(?i:" + secret_names.alternation(secret_names.ID) + r"))(?P<gap>[^\d\n!?。！？]{0,32}?)" + _ID_VALUE)
_NOT_PERSON = re.compile(r"(?i)(?<![a-z])(?:order|tracking|invoice|ticket|transaction|booking|reference|customer|"
                         r"employee|student|product|device|session|request|account|company|vat)\W*$")


def _id_shaped(v: str) -> bool:
    alnum = re.sub(r"[ -]", "", v)
    digits = sum(c.isdigit() for c in alnum)
    letters = len(alnum) - digits
    if len(set(c for c in alnum if c.isdigit())) < 3 or re.fullmatch(r"(?:19|20)\d\d-\d\d-\d\d", v):
        return False
    return (digits >= 8 and digits >= 0.6 * len(alnum)) or (letters >= 2 and digits >= 4 and len(alnum) >= 8)


# a format with a check in utils.idcheck: a value failing it in a sentence that calls it rejected is asked about
_CHECKS: dict[str, Callable[[str], bool]] = {
    "pesel": idcheck.pesel_ok, "personnummer": idcheck.personnummer_ok, "bsn": idcheck.bsn_ok,
    "burgerservicenummer": idcheck.bsn_ok, "codice fiscale": idcheck.codice_fiscale_ok, "hetu": idcheck.hetu_ok,
    "henkilötunnus": idcheck.hetu_ok, "tc kimlik": idcheck.tckn_ok, "fødselsnummer": idcheck.fodselsnummer_ok,
    "आधार": idcheck.aadhaar_ok, "आधार नंबर": idcheck.aadhaar_ok,
}
_REJECTED = re.compile(r"(?i)(?<![a-zà-ÿ])(?:rejected|rejects|invalid|wrong|incorrect|not valid|fails?|ungültig|"
                       r"abgelehnt|falsch|nieprawidłow\w*|błędn\w*|odrzuc\w*|inválid[oa]|rechazad[oa]|rejeitad[oa]|"
                       r"invalide|refusé|non valido|rifiutat[oa]|ongeldig|ogiltig|ugyldig|geçersiz|неверн\w*|"
                       r"недействит\w*)(?![a-zà-ÿ])|which digit")


def _ids(text: str, out: list[Span], at: list[int] | None) -> None:
    for m in secret_names.matches(_ID, text, at):
        check = _CHECKS.get(m.group()[: m.start("gap") - m.start()].lower())
        if check is not None and not check(re.sub(r"[ -]", "", m.group("v"))) and _REJECTED.search(text):
            continue
        if "." in m.group("gap").replace("ת.ז", "") or _NOT_PERSON.search(text, max(0, m.start() - 24), m.start()):
            continue
        v = m.group("v")
        groups = re.split(r"([ -])", v)
        while len(groups) > 1 and groups[-1].isalpha():
            groups = groups[:-2]  # a word in capitals after the value ("... 12345678 OK") is no part of it
        v = "".join(groups)
        if _id_shaped(v) and not _UNIT.match(text, m.start("v") + len(v)):
            out.append((m.start("v"), m.start("v") + len(v), "national_id"))


# ---- a bank account's digit groups after an account word (Norway's written with dots: 1234.56.78903) -----------
_ACCOUNT_WORDS = (*secret_names.ACCOUNT, "账户", "帳戶", "戶口", "户口", "账号", "帳號", "บัญชี", "account number",
                  "account no", "bank account", "konto", "kontonummer", "numéro de compte", "número de cuenta",
                  "número da conta", "numero di conto", "номер счёта", "номер счета")
_ACCOUNT = re.compile("(?:(?i:" + secret_names.alternation(_ACCOUNT_WORDS) + r"))[^\d\n!?。！？]{0,16}?"
                      r"(?<![\d.,/-])(?P<v>\d{1,6}(?:[ -]\d{1,8}){1,5}|\d{4}\.\d\d\.\d{5}|\d{8,19})(?![\d]|[.,/-]\d)")
_PHONE_OR_DATE = re.compile(r"0\d{1,2}-\d{3,4}-\d{4}|(?:19|20)\d\d-\d\d-\d\d|\+?\d{1,3} \d{2,4} \d{3,4} \d{3,4}")


def _accounts(text: str, out: list[Span], at: list[int] | None) -> None:
    for m in secret_names.matches(_ACCOUNT, text, at):
        v = m.group("v")
        digits = sum(c.isdigit() for c in v)
        if (8 <= digits <= 20 and not _PHONE_OR_DATE.fullmatch(v) and not _UNIT.match(text, m.end("v"))
                and not beside_secrets.routing_named(text[m.start() : m.start("v")], v)):
            out.append((m.start("v"), m.end("v"), "bank_account"))


# ---- a PIN or a lock's code set or changed to a value ---------------------------------------------------------
_CODE_NAMES = (*secret_names.PIN, "pin", "passcode", "keypad", "safe", "alarm", "lock", "padlock", "door code",
               "gate code", "código", "codice", "code", "kod", "kode", "код", "combination", *secret_names.LOCK)
_CODE_NAME = re.compile("(?i:" + secret_names.alternation(_CODE_NAMES) + ")")
_CHANGE = re.compile(r"(?i)(?<![a-zà-ÿ])(?:changed|change|set|reset|updated|switched|cambiat[oa]|cambiai|impostat[oa]|"
                     r"messo|cambié|cambiado|cambiamos|puse|puesto|mudei|mudou|troquei|alterei|coloquei|changé|mis|"
                     r"modifié|geändert|gesetzt|umgestellt|veranderd|gewijzigd|ingesteld|ändrat|ändrade|bytt|bytte|"
                     r"satt|endret|byttet|ændret|skiftet|sat|zmieniłem|zmieniłam|zmieniony|ustawiłem|ustawiłam|"
                     r"поменял[аи]?|изменил[аи]?|сменил[аи]?|установил[аи]?|змінив|değiştirdim|ganti|ubah|diganti|"
                     r"đổi|άλλαξα)(?![a-zà-ÿ])")
_TO_VALUE = re.compile(r"(?i)(?<![a-zà-ÿ])(?:to|into|in|a|al|à|auf|zu|naar|på|till|til|na|em|para|на|в|ke|jadi|"
                       r"menjadi|thành|olarak|σε)\s+(?P<v>(?<![\d.,:/-])\d{4,8})(?![\d]|[.,:/-]\d)")
_NOT_CODE = re.compile(r"(?i)(?<![a-z])(?:zip|postal|post|area|country|discount|promo|coupon|voucher|error|status|"
                       r"http|color|colour)\W*(?:code)")


_CLOCK = re.compile(r"(?i)(?<![a-z])(?:alarm clock|wake|wecker|réveil|despertador|sveglia|wekker|budzik|будильник|"
                    r"tomorrow|morning|tonight|am|pm|o'clock|morgen|demain|mañana|domani|amanhã)(?![a-z])|(?<![a-z])alarm to")


_PREP_END = re.compile(r"(?i)(?<![a-zà-ÿ])(?:to|into|in|a|al|à|auf|zu|naar|på|till|til|na|em|para|на|в|ke|jadi|"
                       r"menjadi|thành|olarak|σε)\s+$")
_FOUR_TO_EIGHT = re.compile(r"(?<![\d.,:/-])\d{4,8}(?![\d]|[.,:/-]\d)")


def _changed_to(text: str, out: list[Span]) -> None:
    for m in _FOUR_TO_EIGHT.finditer(text):
        if not _PREP_END.search(text, max(0, m.start() - 12), m.start()):
            continue
        a = sentences.char_start(text, m.start(), sentences.STOP_CHARS)
        s = text[a : m.start()]
        ch = _CHANGE.search(s)
        if ch is None or _CODE_NAME.search(s) is None or _NOT_CODE.search(s):
            continue
        v = m.group()
        if re.fullmatch(r"(?:[01]\d|2[0-3])[0-5]\d", v) and _CLOCK.search(text, a, min(len(text), m.end() + 40)):
            continue  # "set the alarm to 0645 tomorrow": a time
        if not _YEAR.fullmatch(v) and not _UNIT.match(text, m.end()) and len(set(v)) >= 2:
            out.append((m.start(), m.end(), "pin"))


# ---- a password or PIN named with its length between ---------------------------------------------------------
_COUNT_WORDS = (r"자리|桁|位数?|(?i:dígitos|digitos|digits?|chiffres|cifre|ziffern|stellig\w*|cijfers|cyfr\w*|číslic|"
                r"számjegy\w*|ψηφία|siffror|siffer|sifre|cifret|numeroa|angka|chữ số|цифр\w*|haneli|ספרות|أرقام|หลัก|अंक)")
_COUNTED = re.compile("(?:(?i:" + secret_names.alternation(secret_names.PASSWORD + secret_names.PIN + ("pin",)) +
                      r"))[^\d\n!?。！？]{0,24}?(?<!\d)(?P<n>[4-9]|1[0-2])\s*(?:" + _COUNT_WORDS +
                      r")[^\d\n!?。！？]{0,30}?(?<![\d.,:/-])(?P<v>\d{4,12})(?![\d]|[.,:/-]\d)")


def _counted(text: str, out: list[Span], at: list[int] | None) -> None:
    for m in secret_names.matches(_COUNTED, text, at):
        if len(m.group("v")) == int(m.group("n")) and not _UNIT.match(text, m.end("v")):
            out.append((m.start("v"), m.end("v"), "pin"))


# the literal starts of _CHANGE's verbs: the automaton's pass tells which texts may hold one
_CHANGE_STEMS = ("chang", "set", "updat", "switch", "cambi", "impostat", "messo", "puse", "puesto", "mud", "troq",
                 "alter", "coloq", "mis", "modifi", "geändert", "gesetzt", "umgestellt", "verander", "gewijzigd",
                 "ingesteld", "ändra", "bytt", "satt", "endret", "ændret", "skiftet", "sat", "zmieni", "ustawi",
                 "поменя", "измени", "смени", "установи", "змінив", "değiştir", "ganti", "ubah", "đổi", "άλλαξα")
_NAMES = secret_names.Names({"id": secret_names.ID, "account": _ACCOUNT_WORDS,
                             "pw": secret_names.PASSWORD + secret_names.PIN + ("pin",), "code": _CODE_NAMES,
                             "chg": _CHANGE_STEMS})


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """Round 15's spans over a text in its normal form (``placeholder``: utils.redact's placeholder_literal)."""
    del placeholder  # the finders test their own shapes
    out: list[Span] = []
    if not re.search(r"\d\d", text):
        return out
    hit = _NAMES.starts(low)
    same = len(low) == len(text)
    if "id" in hit:
        _ids(text, out, hit["id"] if same else None)
    if "account" in hit:
        _accounts(text, out, hit["account"] if same else None)
    if "pw" in hit:
        _counted(text, out, hit["pw"] if same else None)
    if "chg" in hit and "code" in hit and re.search(r"\d{4}", text):
        _changed_to(text, out)
    return out


# ---- across messages: a value of the same shape as one just cut ---------------------------------------------
_TOKEN = re.compile(r"(?<![0-9A-Za-z_.,:/#№@+-])[0-9A-Za-z!#$%&*+=?@^_~.-]{4,64}")
# what may follow a replacement: the clause's end, a particle of a script without spaces, or a short word
_AFTER_OK = re.compile(r"\s*(?:$|[\n.,;:!?。，、！？;)）」』\"'”’]|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0590-\u06ff"
                       r"\u0e00-\u0e7f]|[^\W\d_]{1,4}(?![^\W\d_]))")
# an amount's currency before it ("Rp 4500"), or a number plate's letters around it ("B 4417 KZT", "34 ABC 219")
_MONEY_BEFORE = re.compile(r"(?i)(?:(?<![a-z])(?:rp|idr|usd|eur|rs|r\$)\.?|[$€£¥₩₹])\s*$")
_PLATE = re.compile(r"(?<![A-Za-z])[A-Z]{1,2} \d{1,4} [A-Z]{1,3}(?![A-Za-z])|(?<!\d)\d{2} [A-Z]{1,3} \d{2,4}(?!\d)")
_TIME_BEFORE = re.compile(r"(?i)(?<![a-zà-ÿ])(?:at|à|um|alle|a las|às|om|kl\.?|o|в)\s*$")


def shape(v: str) -> str:
    """A value's shape: each digit 9, each capital A, each small letter a, other characters as they are."""
    return "".join("9" if c.isdigit() else "A" if c.isupper() else "a" if c.isalpha() else c for c in v)


def _replaceable(v: str) -> bool:
    digits = sum(c.isdigit() for c in v)
    letters = sum(c.isalpha() for c in v)
    if not letters:
        return digits >= 4 and not _YEAR.fullmatch(v)
    return len(v) >= 6 and digits >= 1


def replacements(text: str, recent: Iterable[str]) -> list[Span]:
    """In a short message after one whose value was cut (the user's last two), a bare value of that value's shape
    (the same length, classes and separators; no year, time, price, count or order number): a corrected or new
    value, in any language ("verschrieben, richtig ist 7249", "新しいのが届きました：627140")."""
    if len(text) > 240:
        return []
    olds = {o for o in recent if _replaceable(o)}
    shapes = {shape(o) for o in olds}
    if not shapes:
        return []
    out: list[Span] = []
    for m in _TOKEN.finditer(text):
        v = m.group().rstrip(".-")
        e = m.start() + len(v)
        if v in olds or shape(v) not in shapes or not _replaceable(v):
            continue
        before = text[max(0, m.start() - 24) : m.start()]
        if (_PUBLIC_BEFORE.search(before) or _TIME_BEFORE.search(before) or _UNIT.match(text, e)
                or not _AFTER_OK.match(text, e) or re.match(r"[:h]\d", text[e : e + 2])
                or beside_secrets.labelled(text, m.start(), e) or _MONEY_BEFORE.search(before)
                or any(p.start() <= m.start() and e <= p.end() for p in _PLATE.finditer(text))):
            continue
        out.append((m.start(), e, "pin" if v.isdigit() else "national_id" if not any(c.isalpha() for c in v)
                    else "password"))
    return out


# A password or a PIN said to be given next, in more languages ("je vais te donner le mot de passe").
_GIVE = re.compile(
    r"(?i)(?<![a-zà-ÿ])(?:je (?:vais )?te (?:donne|donner|passe|passer|envoie|envoyer)|je vous (?:donne|envoie)|"
    r"voici|i'?ll (?:give|send|tell) you|let me give you|here comes|ich gebe dir|ich geb dir|ich sag dir|"
    r"te (?:voy a )?(?:doy|dar|paso|pasar|digo|decir)|vou (?:te )?(?:dar|passar|mandar|dizer)|(?:ti )?(?:do|dico|passo)|"
    r"ik geef je|ik stuur je|daję ci|dam ci|podam ci|я (?:дам|скажу|скину) тебе|сейчас скину|ger dig|gir deg|giver dig|"
    r"sana veriyorum|aku kasih|saya berikan|tôi (?:gửi|đưa))(?![a-zà-ÿ])")
_GIVEN_NAME = re.compile("(?i:" + secret_names.alternation(secret_names.PASSWORD + secret_names.PIN) + ")")


def announces(text: str) -> bool:
    """Whether a short message, holding no value, says it gives a password or a PIN next."""
    if len(text) > 160 or re.search(r"\d{3}", text):
        return False
    g = _GIVE.search(text)
    return g is not None and _GIVEN_NAME.search(text, g.end(), g.end() + 40) is not None


# ---- what stays ----------------------------------------------------------------------------------------------
# three or more words in capitals joined by '_' and nothing else: a placeholder in any language ("TU_CONTRASEÑA_AQUI")
_CAPS_PLACEHOLDER = re.compile(r"[^\W\d_a-zß-ÿ]+(?:_[^\W\d_a-zß-ÿ]+){2,}")
_POSTAL_PIN = re.compile(r"(?i)(?:पिन\s*कोड|पिनकोड|pin\s*-?\s*code|pincode)[^\d\n]{0,40}$")
_PLACE = re.compile(r"(?i)(?<![a-z])(?:post|postal|post office|parcel|courier|delivery|deliver|area|address|city|"
                    r"district|village|town|state|shipping|ship)(?![a-z])|डाक|डाकघर|पार्सल|कूरियर|डिलीवरी|इलाक|पता|शहर|"
                    r"गांव|गाँव|जिला|ज़िला")


def keep(text: str, spans: list[Span]) -> None:
    """Drops placeholders in capitals and postal PIN codes."""
    if not spans:
        return
    kept: list[Span] = []
    for s, e, kind in spans:
        v = text[s:e]
        if kind.startswith("password") and _CAPS_PLACEHOLDER.fullmatch(v):
            continue
        if (re.fullmatch(r"[1-9]\d{5}", v) and _POSTAL_PIN.search(text, max(0, s - 40), s)
                and _PLACE.search(text)):
            continue  # India's PIN code is its postal code
        kept.append((s, e, kind))
    spans[:] = kept


_COMMON = frozenset(("medicare", "personal number", "insurance number", "nik", "bsn", "cnp", "hetu", "konto"))
TRIGGERS = (
    *(w for w in secret_names.ID if w not in _COMMON), "账户", "帳戶", "戶口", "户口", "บัญชี", "medicare number",
    # a lock's code set to a value, in English (the words alone are common)
    "the safe", "room safe", "keypad", "alarm to", "lock to", "code to", "pin to",
)
