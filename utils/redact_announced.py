"""A secret named with no value of its own, its value in the user's next message (round 25).

``announces``: a short message that names a secret in any language of utils.secret_names (a password, a Wi-Fi or
network key, a PIN, a one-time or SMS code, a door, gate or intercom code) and holds no value: no run of four
digits, no password-shaped token ("Банк прислал СМС с кодом подтверждения", "Ofisin kablosuz ağ şifresini
yeniledim", "公司大門的密碼換了", "la clé de sécurité du réseau, je te la recopie"). A question about a secret ("Wi-Fi
şifresi değişti mi?") announces nothing: its reply is an answer, not the value. The next message's lone value is
cut by utils.redact's bare values; ``opening`` adds a lone code with its '#' or '*' ("7316#") and a value that
opens the next message before words ("Romashka_3117 — и не перепутай", "9186, no se lo des", "新密碼是 8061，之前的 3357 作廢"),
the later part of a value given in parts ("second part: UoLmS#") and the next digits of a number read in chunks
("and then 2083 2369").

``keep``: what stays of the values cut in such a message and the one after it: a sender's number ("from 24273",
"发件号码是 95588"), a price, a year after an expiry word, a card's last digits ("endet auf 3318"), a flat, a floor, a
room, a phone or an order under its label, and a name taken for an announced value ("TP-Link", "COVID-19").

utils.redact registers ``announces`` and ``keep`` in ROUNDS, adds ``CUES`` to its announcement cues, and calls
``opening`` and ``keep`` for an announced message.
"""

from __future__ import annotations

import re

import ahocorasick_rs

from utils import redact_round53b, secret_names

Span = tuple[int, int, str]

# Names of a secret the lexicon lacks (spoken forms, simplified Chinese one-time codes, a Wi-Fi key by "clé").
_MORE = (
    "كلمة مرور", "كلمه مرور", "رمز عبور", "验证码", "校验码", "动态码", "动态验证码", "短信码", "門禁", "门禁",
    "clé wifi", "clé wi-fi", "clef wifi", "wpa-schlüssel", "wlan-schlüssel", "wlan-passwort", "wifi-passwort",
    "setup key", "2fa key", "secret key", "nip", "código", "codigo", "codice", "kodu", "kodun", "kodunu",
    "pinkoden", "ovikoodi", "domofon", "wachtwoord",
)
# a code's name, and a PIN's short one ("pin the tab", "nip and tuck" are words too)
_CODE = (*secret_names.CODE, "pin", "nip")
# A code's name (utils.secret_names.CODE) names a secret only beside a word of where the code is used or came from.
_CONTEXT = secret_names.LOCK + (
    "sms", "смс", "text", "bank", "банк", "banco", "banque", "banca", "banken", "banktól", "短信", "簡訊", "문자",
    "подтвержден", "verif", "confirm", "onay", "door", "gate", "garage", "portail", "porte", "puerta", "portão",
    "tür", "tor", "wifi", "wi-fi", "вайфай", "wlan", "router", "роутер", "modem", "модем", "وای‌فای", "وای فای",
    "واي فاي", "الواي", "וויפיי", "הוויפיי", "wi fi", "dveř", "bramy", "klatk", "подъезд", "ворот", "шлагбаум",
    "שער", "בניין", "البوابة", "otp", "tac", "tan", "2fa", "auth", "login", "sign-in", "sign in",
    # a card's, which a PIN opens
    "card", "karte", "kart", "carte", "tarjeta", "cartão", "carta", "cardul", "kaart", "karta", "карт", "debit",
    "atm", "bankomat", "bancomat", "geldautomat",
)
_NAMES = tuple(secret_names.PASSWORD + secret_names.PIN + secret_names.ONE_TIME + secret_names.NAMED_CODE + _MORE)
_WORDS = sorted({w.lower() for w in (*_NAMES, *_CODE, *_CONTEXT)})
_GROUP = {w: (w in {x.lower() for x in _NAMES}, w in {x.lower() for x in _CODE},
              w in {x.lower() for x in _CONTEXT}) for w in _WORDS}
_FIND = ahocorasick_rs.AhoCorasick(_WORDS).find_matches_as_indexes
# the cue words for utils.redact's gate: a message holding one is read for an announcement
CUES = tuple(sorted({w.lower() for w in (*_NAMES, *_CODE)}))


def _bounded(low: str, w: str, s: int, e: int) -> bool:
    """A word of a spaced script starts a word (a suffix may follow: "şifresini", "кодом", "portkoden"); a short
    one is a whole word ("pin", not "pink"). Scripts written without spaces, Hebrew and Arabic (whose prefixes
    attach: "הקוד", "لبطاقة") match anywhere."""
    c = w[0]
    spaced = c.isascii() or "\u00c0" <= c <= "\u058f"
    if not spaced:
        return True
    if s > 0 and low[s - 1].isalpha():
        return False
    # a code's name takes its case ending ("кодом"): it counts only beside a word of its use
    return len(w) >= 4 or _GROUP[w][1] and not w.isascii() or e >= len(low) or not low[e].isalpha()


def names_secret(low: str) -> bool:
    """Whether the lower-cased text names a secret: a name of the lexicon, or a code's name beside a word of its use."""
    try:
        hits = _FIND(low, overlapping=True)
    except UnicodeEncodeError:
        return False
    named = code = context = False
    for i, s, e in hits:
        w = _WORDS[i]
        if not _bounded(low, w, s, e):
            continue
        n, c, x = _GROUP[w]
        named |= n
        code |= c
        context |= x
    return named or (code and context)


_DIGIT_RUN = re.compile(r"\d{4}|\d[\d ./-]{5,}\d")
_TOKEN = re.compile(r"\S+")
_QUESTION = re.compile(r"[?？؟;]\s*$")
_MIXED = re.compile(r"(?=[^\s]*[A-Za-z])(?=[^\s]*\d)[^\s]{6,}")


def _holds_value(text: str) -> bool:
    """A value of any kind in the message: four digits in a row, a token of letters and digits, a cut value."""
    if "[REDACTED:" in text or _DIGIT_RUN.search(text):
        return True
    return any(_MIXED.fullmatch(t.strip(".,!:;()\"'")) for t in _TOKEN.findall(text))


def announces(text: str) -> bool:
    """Whether a short message names a secret and holds no value of it, so the value comes next."""
    if len(text) > 160 or "\n" in text.strip() or _QUESTION.search(text):
        return False
    return names_secret(text.lower()) and not _holds_value(text)


# ---- the value in the next message ------------------------------------------------------------------------

# a lone code, a '#' or '*' to end it as on a keypad; or a lone long number (a router's 20-digit Wi-Fi key)
_LONE_CODE = re.compile(r"\s*[#*]?(\d{4,8}|\d{9,40})[#*]?\s*")
# the words that lead in to the value ("the new one is", "新的是", "c'est")
_LEAD_IN = re.compile(
    r"(?i)\s*(?:(?:the )?new (?:one|code|pin|password)(?: is)?|it'?s|here(?: it is)?|c'est|es|ist|это|новый"
    r"|yeni(?:si)?|nuevo|nova|nuovo|nieuwe|nowy|新的?(?:密碼|密码)?是|新的|是)\s*[:：]?\s*")
# the later part of a value given in parts ("first part: …" before): "second part:", "the rest:", "Teil 2:"; any token
# after it is the part, a plain word too
_PART_LEAD = re.compile(
    r"(?i)\s*(?:(?:and )?(?:the )?(?:second|last|other) (?:part|half)(?: is)?|part (?:two|2)(?: is)?|(?:and )?the rest(?: is)?"
    r"|zweiter teil|teil 2|der rest|segunda parte|la segunda|el resto|deuxième partie|la suite|seconda parte|il resto"
    r"|tweede deel|het restant|druga część|reszta|вторая часть|остальное|第二部分|后半部分|後半部分|後半|뒷부분)\s*[:：]\s*"
    r"(?P<v>[^\s,，、;。]{2,64}?)[.!?]?(?=\s|$|[,，、;。])")
# the value that opens the message, then a separator and more words
_OPEN = re.compile(r"(?P<v>[^\s,，、;:：.。!！?？—–]+?)(?P<sep>[#*]?(?:\s*[,，、;—–]|\s+-\s|\.\s|。|\s+(?=[^\d\s])))")
_OLD = re.compile(r"(?i)(?:舊的?|旧的?|之前的?|原來的?|原来的?|old(?: one)?|previous(?: one)?|alte|vorher\w*|ancien\w*|"
                  r"anterior|viejo|старый|прежний|eski(?:si)?)\s*(?:是|was|is|war|était|era|был)?\s*[:：]?\s*$")
_HEXKEY = re.compile(r"[0-9A-Fa-f]{16,64}|[A-Z2-7]{16,64}")
_UNIT_AFTER = re.compile(
    r"\s*(?:%|€|\$|£|¥|元|円|원|(?i:kr|zł|eur|usd|tl|грн|руб|euros?|dollars?|minutes?|mins?)(?![a-z]))")


def _password_shaped(v: str) -> bool:
    """Letters with digits or a symbol among them, no word, URL, e-mail or version ("Romashka_3117")."""
    if not 6 <= len(v) <= 64 or "://" in v or "@" in v[1:-1] and "." in v or re.fullmatch(r"[\d.]+", v):
        return False
    if re.fullmatch(r"v?\d+(?:\.\d+)+(?:-\w+)?", v):
        return False
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    symbols = sum(not c.isalnum() for c in v)
    return letters >= 2 and digits + symbols >= 2 and (digits >= 1 or symbols >= 1)


# the next digits of a number read in chunks ("starts 54109712" before): "and then 2083 2369", "dann 4471 0932"
_CONTINUED = re.compile(
    r"(?i)\s*(?:(?:and|und|y|et|e|en|i|и|a)\s+)?(?:then|dann|danach|luego|después|puis|ensuite|poi|depois|daarna|dan"
    r"|potem|потом|затем|the rest(?: is)?)\s*[:：,]?\s*(?P<v>(?<!\d)\d{2,8}(?:[ -]\d{2,8}){0,4})(?![\d]|[.,/]\d)")


def opening(text: str) -> list[Span]:
    """The value of a message after an announcement, where utils.redact's bare values miss it: a lone code with '#'
    or '*', or a value that opens the message before words, and the old one said beside a new code."""
    if len(text) > 200:
        return []
    m = _LONE_CODE.fullmatch(text)
    if m is not None:
        return [(m.start(1), m.end(1), "announced")]
    part = _PART_LEAD.match(text) or _CONTINUED.match(text)
    if part is not None:
        return [(part.start("v"), part.end("v"), "announced")]
    lead = _LEAD_IN.match(text)
    at = lead.end() if lead is not None and lead.end() > 0 else len(text) - len(text.lstrip())
    m = _OPEN.match(text, at)
    if m is None:
        return []
    v, s, e = m.group("v"), m.start("v"), m.end("v")
    if v.isdigit():
        if not 4 <= len(v) <= 8 or _UNIT_AFTER.match(text, e):
            return []
        out = [(s, e, "announced")]
        # the old code said beside the new one ("之前的 3357 作廢")
        for o in re.finditer(r"(?<![\d.,])\d{%d}(?![\d.,])" % len(v), text):
            if o.start() > e and _OLD.search(text, max(0, o.start() - 16), o.start()):
                out.append((o.start(), o.end(), "announced"))
        return out
    if _HEXKEY.fullmatch(v) or (_password_shaped(v) and not lead_is_label(text, s)):
        return [(s, e, "announced")]
    return []


def lead_is_label(text: str, s: int) -> bool:
    """Whether words stand before the value (then it is a model, a room, an order: no lone value)."""
    return bool(text[:s].strip()) and _LEAD_IN.fullmatch(text[:s]) is None


# ---- what stays ------------------------------------------------------------------------------------------

# (a word of its own in any script: "Вот: 170982" holds no "от:")
_SENDER_BEFORE = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:from|von|van|från|fra|от|із|kimden|dari|từ|מאת)|发件号码是?|發件號碼是?|号码是|號碼是|"
    r"отправител\w*|sender|absender|remitente|mittente|expéditeur|gönderen|pengirim|المرسل|보낸 번호는?|送信元|"
    r"(?<![^\W\d_])(?:from|de|do|da|del|dal|du|von|van|z|з|від|от|من|מ)\s*(?:the |o |el |la |le |il )?"
    r"(?:number|nummer|número|numero|numer|номер\w*|nomor|numara\w*|الرقم|המספר|számról))\s*[:：]?\s*$")
_SENDER_AFTER = re.compile(r"\s*(?:发来|發來|发的|發的|から|에서|sent|schickte|a envoyé|envió|számról|номера)")
_LAST_DIGITS = re.compile(r"(?i)(?:ends? (?:in|with)|ending (?:in|with)|endet auf|endet mit|termina en|termina em|"
                          r"finit par|se termine par|eindigt op|kończy się na|oканчивается на|заканчивается на)\s*$")
_EXPIRY = re.compile(r"(?i)(?:gültig bis|valid (?:until|through|thru)|expires?(?: in| on)?|expira(?: em| en)?|"
                     r"expiră(?: în)?|verloopt(?: in)?|vence(?: en| em)?|scade(?: nel)?|bis|until|in)\s*$")
_YEAR = re.compile(r"(?:19|20)\d\d")
# a flat, a floor, a room, a unit, a phone line or an order under its own label
_PLACE_BEFORE = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:flat|apartment|apt|unit|room|floor|suite|lägenhet|våning|appartement|étage|wohnung|"
    r"zimmer|etage|piso|planta|andar|apartamento|квартира|кв|этаж|кімната|поверх|mieszkanie|piętro|lantai|ruangan|"
    r"kamar|daire|kat|oda|asunto|kerros|huone|διαμέρισμα|όροφος|δωμάτιο|phone|tel|telefon|teléfono|telefone|"
    r"телефон|order|bestelling|bestelnummer|bestellnummer|commande|pedido|ordine|zamówienie|заказ|sipariş|"
    r"đơn hàng|pesanan)\.?(?:\s*(?:no|nr|n°|number|nummer|número|numero|номер|#)\.?)?|דירה|קומה|חדר|טלפון|"
    r"شقة|الشقة|الطابق|غرفة|هاتف|電話|电话|分機|分机|房间|房間|号室|號室|注文番号|注文番号は|订单号|訂單|部屋|内線|"
    r"전화|호실|주문번호|फ्लैट|मंज़िल|कमरा)\s*(?:nr\.?|no\.?|#|n°|は|是|:|：)?\s*$")
# a brand's or a disease's name: two capitalised words joined by a hyphen, or capitals and a number of one or two
# digits (a passphrase of lower-case words joined by hyphens stays cut)
_NAME_SHAPE = re.compile(r"[A-Z][A-Za-z]*-[A-Z][A-Za-z]+|[A-Z]{2,}-\d{1,2}")
_KEPT_KINDS = ("announced", "one_time_code", "repeated", "pin")


def keep(text: str, spans: list[Span]) -> None:
    """Drop the cut numbers a message says are a sender's, a price, a card's last digits or an expiry year."""
    for sp in list(spans):
        s, e, kind = sp
        if kind not in _KEPT_KINDS:
            continue
        v = text[s:e]
        if kind == "announced" and re.search(r"[，。、！？]", v):
            spans.remove(sp)  # a sentence of a script without spaces, taken for one token, is no value
            continue
        if kind == "announced" and _NAME_SHAPE.fullmatch(v):
            spans.remove(sp)  # "TP-Link", "COVID-19": a name, not the value announced
            continue
        if kind == "announced" and redact_round53b.labelled(text, s, e):
            spans.remove(sp)  # "Reference REF..": a number under its own public label, not the value announced
            continue
        amount = re.match(r"\d[\d.,]*", v)
        if amount is not None and amount.end() < len(v) and _UNIT_AFTER.match(v, amount.end()):
            spans.remove(sp)  # "35,000원이에요": a price taken for one token with its currency
            continue
        if not v.replace(",", "").replace(".", "").replace("-", "").isdigit():
            continue
        before = text[max(0, s - 40):s]
        if (_PLACE_BEFORE.search(before) or _SENDER_BEFORE.search(before) or _SENDER_AFTER.match(text, e)
                or _LAST_DIGITS.search(before)
                or (_YEAR.fullmatch(v) and _EXPIRY.search(before)) or _UNIT_AFTER.match(text, e)):
            spans.remove(sp)
