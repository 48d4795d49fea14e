"""Codes that open a household's locks: an alarm, a keypad, a gate, a mailbox's or a locker's dial.

Finds: the first code after each lock's name in its sentence, several in one sentence ("alarm 4471, keypad for the
garage 2290", "Alarmanlage: 3851, Torcode für die Einfahrt 6602", "Codice allarme 5027, tastierino del cancello
8814"), a mailbox's or a locker's dial ("郵便受けのダイヤル番号は 3591", "ロッカーのダイヤルは 4-9-2-7", "Das
Zahlenschloss am Briefkasten steht auf 2864", "La combinación del buzón es 3-0-8-1"). A code is four to eight digits,
a keypad's digits with a letter A-D ("4B27"), or a dial's numbers split by dashes ("17-34-08"). Between the name and
the code only words without digits or clause marks; a number a noun of its own names ("locker #221", "Hausnummer 9a",
"ロッカー番号 318"), a time ("alarm at 0630", an alarm clock's), a count or an amount (a unit after it) stays; so does
a number under a public label, by utils.beside_secrets, whichever rule took it.

Also short codes of three to six characters (digits, a letter or '#' among them) of the household's and the
workplace's boxes and doors, named by a word of a table per language that a compound or a case ending may hold ("the
code for the shed is 731", "Der Briefkastencode ist 3396", "Het hangslot van de schuur is 6630", "Kłódka od piwnicy
ma szyfr 516", "Spor salonundaki dolabımın şifresi 806"): a lock's own name suffices, a place's (a door, a gate, a
mailbox, a shed) needs a code's word or an opening verb in the sentence, or a colon right after it ("server room
door: 86#20"). A number under a label of its own (a flat, a floor, a room, an extension), a box's own number right
after its name ("kluis 208"), a price, a year, a unit, a model, a phone's groups, and a code said to be posted for
everyone stay. ``announces`` and ``announced``: a short message naming such a lock with no code, then the code alone
or after a lead-in in the next message ("Garage keypad got reset" / "new one is 48213").

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import secret_names, sentences

Span = tuple[int, int, str]

# a semicolon, Latin or full-width, ends the lock code's clause
_END = sentences.STOP_CHARS + ";；"

# a lock's name: what the code after it opens (the nouns alone; "gate", "garage", "door" alone name places too, and
# their codes are found by the core's "gate code")
_LOCK_NAMES = (
    # English
    "alarm", "alarm code", "alarm panel", "house alarm", "security system", "keypad", "key pad", "lockbox", "padlock",
    "combination lock", "combo lock", "locker combo", "locker combination", "mailbox combo", "mailbox combination",
    "mailbox code", "disarm", "key box", "keybox", "key safe", "keysafe", "key lockbox",
    # a key box's name in other languages (where a spare key waits for a relative or a guest)
    "sleutelkastje", "sleutelkluis", "sleutelkast", "schlüsseltresor", "schlüsselkasten", "schlüsselsafe",
    "schlüsselbox", "casier", "kluisje", "schließfach", "schliessfach", "taquilla", "armadietto",
    "boîte à clés", "boîte à clé", "boite à clés", "boite a cles", "caja de llaves", "cajetín de llaves",
    "cassetta portachiavi", "cassetta delle chiavi", "caixa de chaves", "nyckelskåp", "nøkkelboks", "skrytka na klucze",
    # German, Dutch, Swedish, Polish
    "alarmanlage", "einbruchmeldeanlage", "alarmcode", "alarm-code", "tastenfeld", "torcode", "garagentor",
    "zahlenschloss", "briefkastenschloss", "vorhängeschloss", "cijferslot", "alarmcode", "larmkod", "larmkoden",
    "portkod", "portkoden", "kodlås", "kodlåset", "kod do alarmu", "kod alarmu", "kłódk", "szyfr do",
    # French, Spanish, Italian, Portuguese
    "alarme", "clavier", "cadenas", "alarma", "portón", "teclado", "combinación", "candado", "allarme", "tastierino",
    "combinazione", "lucchetto", "cadeado", "combinação",
    # an alarm's noun in Greek, Cyrillic, Central European, Nordic, Turkish and Southeast Asian languages
    "συναγερμός", "συναγερμό", "συναγερμού", "σύστημα συναγερμού", "сигнализация", "сигнализации", "сигнализацию",
    "сигналізація", "сигналізації", "сигналізацію", "сигнализацията", "alarmă", "alarma casei", "riasztó",
    "riasztót", "riasztóé", "alarmu", "alarmy", "alarmen", "alarmet", "hälytin", "hälyttimen", "murtohälytin",
    "hırsız alarmı", "alarmın", "alarm rumah",
    # Japanese, Chinese, Korean: a dial, a mailbox's or a locker's code
    "ダイヤル", "ダイアル", "郵便受けの暗証", "ポストの暗証", "宅配ボックスの暗証", "ロッカーの暗証", "信箱密码", "信箱密碼",
    "信箱的密碼", "信箱的密码", "密碼鎖", "密码锁", "警报", "撤防", "우편함 비밀번호", "사물함 비밀번호", "경보",
)
# a name that names something else when it stands inside a longer word ("フリーダイヤル" is a toll-free line)
_NOT_BEFORE = re.compile(r"(?:フリー|free\s?)$", re.IGNORECASE)
_CODE = re.compile(r"(?<![A-Za-z0-9#№/.,+-])(?P<v>\d{1,2}(?:-\d{1,2}){2,5}|(?=[0-9A-D]{4}(?![A-Za-z0-9]))"
                   r"(?=[A-D]?\d[A-D]?\d)[0-9A-D]{4}|\d{4,8})(?![A-Za-z0-9]|[.,:/-]\d)")
# a noun of its own, a time's or an ordinal's word right before the number: the number is not the code
_OWN_NOUN = re.compile(
    r"(?i)(?:#|№|(?<![a-zà-ÿ])(?:n[º°o]\.?|nr\.?|no\.?|num(?:ber|ero|éro)?|número|nummer|numer\w*|huisnummer|"
    r"hausnummer|civico|unit|room|suite|apt|apartment|appartement|piso|puerta|locker|box|platz|plaats|etage|stock|"
    r"floor|at|um|à|alle|a las|às|om|kl\.?)|(?<!暗証)(?<!ダイヤル)番号|号室|号|호|번|階|樓|楼|栋|棟)\s*[:：]?\s*$")
# a clock's words in the sentence: the alarm is one that wakes
_CLOCK = re.compile(r"(?i)alarm clock|alarm (?:for|at|to)\b|wake|wecker|réveil|despertador|sveglia|wekker|budzik|"
                    r"будильник|目覚まし|闹钟|鬧鐘|알람|fire alarm|smoke alarm|rauchmelder|false alarm|o'clock|\d\s?[ap]\.?m\b")
# a unit after the number: a count, a time or an amount
_UNIT = re.compile(r"(?i)\s*(?:seconds?|secs?|minutes?|mins?|hours?|days?|digits?|sekunden|minuten|secondes|segundos|"
                   r"secondi|minuti|sekund\w*|€|\$|£|¥|%|eur|euros?|usd|dollars?|bucks|yen|pounds?|kr|sek|nok|dkk|"
                   r"zł|pln|reais|pesos|uhr|h\b|model\w*|modèle|version|edition|series|times|mal|fois|veces|volte|vezes|"
                   r"razy|gånger|keer|keys|teclas|tasti|tasten|touches|buttons|people|persons|personas|persone|pessoas|"
                   r"units|pieces|items|cm|mm|kg|km|m\b|g\b|liters?|litres?|"
                   r"番|号室|号|階|桁|秒|分|元|円|원|초|자리|호|번|층)")
# a price's or a purchase's words between the name and the number ("the combination lock costs 1299 yen")
_PRICE = re.compile(r"(?i)(?<![a-zà-ÿ])(?:costs?|costing|price[ds]?|priced|paid|pay|bought|sold|kost\w*|preis|coût\w*|"
                    r"prix|cuesta|cuestan|precio|costa|costano|prezzo|custa|preço|kosztuje|cena|kostar|pris)"
                    r"(?![a-zà-ÿ])")
# an article and a maker's name right before the number: a model ("the alarm panel is a Honeywell 5800")
_MAKE_BEFORE = re.compile(r"(?<![^\W\d_])(?:a|an|ein|eine|einer|un|une|uno|una|um|uma|een|en|ett)\s+[A-Z][\w-]*\s*$")
# a clock's time of four digits (hours and minutes), which a bare "alarm" before it more often sets than disarms
_HHMM = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")
# a time's preposition right before a clock's four digits
_AT_TIME = re.compile(r"(?i)(?<![^\W\d_])(?:at|um|ab|bis|à|a las|alle|às|om|kl\.?|klo|στις|в|о|o|godz\.?|saat|lúc|jam)\s*$")
# a code's words in the sentence: a bare "alarm" before a time-shaped number is a panel's then
_CODE_CUE = re.compile(r"(?i)code|disarm|arm\b|keypad|panel|punch|enter|type|tape|teclea|digit|código|codice|kod|"
                       r"alarmanlage|alarme|allarme|alarma|larm")


def _sentence(t: str, p: int) -> tuple[int, int]:
    return sentences.char_start(t, p, _END), sentences.char_end(t, p, _END)


# a locker's or a safe's name with its own number right after it ("kluis 2316", "Schließfach 37"): a noun a number
# follows as its name, where "alarm 4471" is the code
_NUMBERED_NOUN = re.compile(r"(?i)casier|kluis|kluisje|fietskluis|schließfach|schliessfach|taquilla|armadietto")
_OWN_NUMBER = re.compile(r"(?i)\s*(?:n[º°o]\.?|nr\.?|no\.?|nummer|number|numéro|número|numero|#)?\s*"
                         r"\d{1,6}(?![\d.,:/-]\d)")
# after that number, the words that say the code follows ("…, de code is 3927", "… à la piscine est 3360")
_SAID_CODE = re.compile(r"(?i)[^\d\n.!?;]{0,40}?(?:\b(?:code|kod|código|codice|pin)\b[^\d\n.!?;,]{0,12}?)?"
                        r"\b(?:is|ist|est|es|è|é|lautet|hat den code|has code)\s*[:：]?\s*")


# the code in an apposition after the lock's clause: "the lockbox by the side gate, code 6-7-4-7"
_APPOSED = re.compile(r"(?i)[^\d\n,，、()（）]{0,40}[,，、]\s*(?:the\s+|le\s+|el\s+|il\s+|der\s+|de\s+)?(?:code|combo"
                      r"|combination|kode|koden|kod|código|codice|pin|zahlencode|combinaison|combinación)\s*(?:is|:|：|=)?\s*")


# a bracketed aside of words right before a list entry's colon ("lockbox by the garage (spare key): 8251")
_ASIDE = re.compile(r"[^\S\n]*[(（][^\d()（）\n]{1,30}[)）][^\S\n]*(?=[:：][^\S\n]*\Z)")


def _gap_ok(gap: str) -> bool:
    """Words only between a lock's name and its code: no digit, no clause mark (but a code's word after one), and not
    too far."""
    if _APPOSED.fullmatch(gap):
        return True
    gap = _ASIDE.sub(" ", gap)
    return len(gap) <= 32 and not any(c.isdigit() for c in gap) and not re.search(r"[,，、()（）\[\]]", gap)


def _codes(t: str, starts: list[int], out: list[Span]) -> None:
    done = -1
    for p in starts:
        if p < done or (p and t[p].isascii() and t[p - 1].isalpha()) or _NOT_BEFORE.search(t, max(0, p - 5), p):
            continue
        a, b = _sentence(t, p)
        if _CLOCK.search(t, a, b):
            continue
        name_end = p + len(re.match(r"[^\s\d:：=,，、]*", t[p:]).group())
        own = _OWN_NUMBER.match(t, name_end) if _NUMBERED_NOUN.fullmatch(t, p, name_end) else None
        if own is not None:
            # the locker's own number ("casier n° 205", "Kluisje 58"): the code follows, said to be one
            m = _CODE.search(t, own.end(), b)
            if m is None or not _SAID_CODE.fullmatch(t, own.end(), m.start()):
                continue
        else:
            m = _CODE.search(t, name_end, b)
            if m is None or not _gap_ok(t[name_end : m.start()]) or _OWN_NOUN.search(t, max(a, m.start() - 14),
                                                                                     m.start()):
                continue
        gap = t[name_end : m.start()]
        if _UNIT.match(t, m.end()) or _PRICE.search(gap) or _MAKE_BEFORE.search(gap):
            continue
        v = m.group("v")
        if re.fullmatch(r"(?:19|20)\d\d", v) and not re.search(r"(?i)\b(?:is|ist|est|es|è|é|är|jest)\s*:?\s*$|[:：]\s*$",
                                                             gap):
            continue  # a year after the name ("the alarm 2019 model"), unless said to be the code
        if (t[p : p + 5].lower() == "alarm" and not t[p + 5 : p + 6].isalpha() and _HHMM.fullmatch(v)
                and not _CODE_CUE.search(t, a, p) and not _CODE_CUE.search(t, p + 5, b)):
            continue  # "my alarm is 0630 on weekdays": a time
        if _HHMM.fullmatch(v) and _AT_TIME.search(gap):
            continue  # "ο συναγερμός στις 0630", "сигнализация в 2200": a time after its preposition
        out.append((m.start("v"), m.end("v"), "lock_code"))
        done = m.end()


# ---- short codes of the household's and the workplace's boxes and doors, by their compound or inflected names ----
# A lock's or a box's name in each language, as a stem its compounds and case endings hold ("Briefkastencode",
# "brievenbus", "poštovní schránky", "dolabımın", "скриньки"). A device is a lock whose number is its code
# ("Het hangslot van de schuur is 6630"); a place (a door, a gate, a mailbox, a shed) names one only with a code's
# word or an opening verb in the value's sentence: "the shed is 731 years old" names no code.
_DEVICES = (
    "padlock", "bike lock", "cycle lock", "combination lock", "combo lock", "keypad", "key pad", "key safe", "keysafe",
    "lockbox", "key box", "keybox",
    "schloss", "schlösser", "hangslot", "cijferslot", "fietsslot", "cadenas", "candado", "cadeado", "lucchetto",
    "lås", "hengelås", "kłódk", "zámek", "zámku", "visací", "asma kilit", "kilid", "kilit", "قفل", "מנעול", "замок",
    "замка", "замку", "ключниц", "lakat", "lacăt", "gembok", "ổ khóa", "khóa số", "λουκέτο", "锁", "鎖", "자물쇠", "도어락",
    "ダイヤル錠", "南京錠", "オートロック", "nøkkelboks", "avainkaappi", "sleutelkluis", "schlüsselkasten", "boîte à clés",
    # a door's code by one word
    "ovikoodi", "portkod", "deurcode", "digicode", "torcode", "türcode", "dørkode", "dörrkod", "briefkastencode",
)
_PLACES = (
    # en
    "door", "gate", "garage", "shed", "letterbox", "letter box", "mailbox", "mail box", "postbox", "post box",
    "intercom", "buzzer", "locker", "cabinet", "cupboard", "storage", "server room", "bike room", "bike shed",
    "basement", "cellar", "parcel box",
    # de, nl
    "briefkasten", "haustür", "tür", "tor", "garage", "gartenhaus", "schuppen", "spind", "keller", "fahrradraum",
    "deur", "brievenbus", "postbus", "schuur", "berging", "fietskluis", "kluis", "poort", "hek",
    # it, fr, es, pt
    "cassetta postale", "cassetta della posta", "portone", "cancello", "cantina", "citofono", "armadietto", "porta",
    "boîte aux lettres", "boite aux lettres", "porte", "portail", "interphone", "casier", "cave", "local vélo",
    "local vélos", "local à vélos", "buzón", "portal", "portón", "puerta", "trastero", "taquilla", "garaje",
    "caixa de correio", "caixa do correio", "portão", "garagem", "armário", "cacifo",
    # nordic, fi
    "porten", "porttelefon", "dörr", "brevlåda", "postlåda", "förråd", "grind", "dør", "postkasse", "bod", "skur", "postilaatik",
    "varasto",
    # pl, cs, sk, hu, ro, el
    "furtk", "bram", "garaż", "piwnic", "skrzynk", "drzwi", "domofon", "szafk", "schránk", "vchod", "dveř", "brán",
    "skříň", "kapu", "ajtó", "postaláda", "szekrény", "cutia poștală", "cutiei poștale", "ușa", "ușii", "poarta",
    "porții", "πόρτ", "εξώπορτ", "γραμματοκιβώτιο", "ντουλάπ",
    # tr, ar, he
    "kapı", "dolab", "dolap", "posta kutusu", "باب", "بوابة", "خزانة", "صندوق البريد", "דלת", "שער", "מחסן",
    "תיבת הדואר", "לוקר",
    # ru, uk
    "домофон", "двер", "подъезд", "калитк", "ворот", "почтов", "ящик", "скриньк", "шкафчик", "підʼїзд", "під'їзд",
    # zh, ja, ko
    "快递柜", "快遞櫃", "柜门", "櫃門", "信箱", "门禁", "門禁", "大门", "大門", "车库", "車庫", "储物柜", "置物櫃", "ポスト",
    "郵便受け", "玄関", "宅配ボックス", "ロッカー", "현관", "우편함", "사물함", "대문", "공동현관",
    # id, vi
    "pintu", "gudang", "loker", "kotak surat", "cổng", "cửa", "tủ",
)
# a code's word, or a verb that opens with the value, in the value's sentence
_CUES = (
    "code", "codes", "kode", "koden", "kod", "kód", "koodi", "codi", "cod", "código", "codigo", "codice", "clave",
    "segredo", "szyfr", "şifre", "combination", "combo", "kombi", "combinazione", "combinación", "combinaison",
    "combinação", "combinatie", "kombinace", "kombinacja", "cijfer", "pin", "κωδικ", "mã", "رمز", "קוד", "код", "密码", "密碼", "號碼", "号码", "暗証", "番号",
    "번호", "비번",
    "opens with", "open it with", "opens on", "set to", "buzz", "punch in", "type in", "dial", "geht mit", "tippe",
    "staat op", "est sur", "abre com", "abre con", "digita", "digitare", "tecleas", "marca", "otwiera",
)
# a code's word that names a public number of another kind ("postcode", "error code 41", "الرمز البريدي")
_NOT_CODE = re.compile(r"(?i)post\s?code|zip\s?code|area code|dialling code|bar\s?code|qr[\s-]?code|source code|"
                       r"dress code|promo|discount|error|fehler|errore|erreur|código postal|code postal|codice postale|"
                       r"kod pocztow|postleitzahl|postinumero|postnummer|الرمز البريدي|número de serie|serial|model|"
                       r"modell|modèle|modelo|modello|型号|型番|모델")
# a code said to be public: posted for everyone, on the notice in the lobby
_PUBLIC = re.compile(r"(?i)for (?:everyone|everybody|all\b)|noticeboard|notice board|on the notice|posted|lobby|"
                     r"aushang|für alle|affiché|pour tous|voor iedereen|per tutti|para todos|для всех|לכל|للجميع|"
                     r"所有人|大家|全員|모두")
# a noun of its own right before the number: a flat's, a room's, a phone's or a counter's number
_OWN_SHORT = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:flat|apt|apartment|room|floor|unit|box|bus|line|platform|gate|ext|extension|tel|"
    r"number|nummer|numer|nombor|wohnung|zimmer|stock|etage|gleis|linie|nr|no|n[º°o]|appartamento|interno|piano|scala|numero|appartement|"
    r"étage|piso|planta|plaza|puerta|apartamento|andar|vaga|sala|lägenhet|våning|leilighet|etasje|asunto|kerros|"
    r"mieszkanie|lokal|piętro|byt|patro|číslo|daire|kat|apartmanul|apartamentul|etaj|lakás|emelet|phòng|tầng|"
    r"квартира|кв|этаж|поверх|номер)\.?\s*[:：#]?\s*|(?:شقة|الطابق|דירה|קומה)\s*|(?:内线|分機|分机|내선|部屋番号|ロッカー番号|会員番号|座席番号|部屋|房间号?|房間號?|房号|房號|호실|방)\s*[:：は]?\s*)$")
_SHORT_CODE = re.compile(r"(?<![A-Za-z0-9#№/.,+:\-])(?P<v>\d{3,6}|\d{1,3}[A-Z#]\d{1,4})#?(?![A-Za-z0-9]|[.,:/-]\d)")
_MAKES = re.compile(r"(?<![^\W\d_])(?:a|an|ein|eine|een|un|une|una|uno|um|uma|en|ett)\s+(?:[A-Z][\w-]*\s+){1,3}$")
_SHORT_UNIT = re.compile(r"(?i)\s*(?:degrees?|°|grad|metres?|meters?|years?|jahre?|ans|años|anni|anos|år|lat|yıl|"
                         r"mph|km/h|sq|square|ft|feet|lbs?|gb|mb|tb|kb|ghz|mhz|hz|w|v|kw|kwh|x|×|px|dpi|rpm|"
                         r"means|indicates|bedeutet|betekent|signifie|significa|vuol dire|oznacza|означает|значит)"
                         r"(?![a-z])")
_BOXES = secret_names.Names({"device": _DEVICES, "place": _PLACES, "cue": _CUES})
_CLAUSE = re.compile(r"[,，、;；()（）\[\]،]")


# the stems that end a compound ("Briefkastencode", "Fahrradschloss", "cykellåset", "portkoden"), and the short ones
# that take a case ending ("kodu", "låset")
_MID = frozenset(("code", "codes", "kode", "koden", "kod", "koodi", "schloss", "lås", "slot", "kluis", "deur", "tür"))
_SUFFIXED = frozenset(("kod", "kód", "cod", "lås", "dør", "tür", "ajtó"))


def _bounded(low: str, w: str, p: int) -> bool:
    """A Latin, Greek or Cyrillic name starts a word unless it ends compounds, and a short one is a whole word
    ("tor", not "torch"; "pin", not "pink"); scripts without spaces match anywhere."""
    c = w[0]
    if not ("a" <= c <= "z" or "\u00c0" <= c <= "\u058f"):
        return True
    if p > 0 and low[p - 1].isalpha() and w not in _MID:
        return False
    e = p + len(w)
    return len(w) >= 4 or w in _SUFFIXED or e >= len(low) or not low[e].isalpha()


def _short_codes(t: str, low: str, out: list[Span]) -> None:
    """A code of three to six characters after a lock's or a box's name in its sentence: a device's name alone, a
    place's with a code's word or an opening verb in the sentence; the code's own sentence may follow the one naming
    the box ("ポストのダイヤルは…。暗証は 381 です")."""
    hits = {g: [p for p, w in ps if _bounded(low, w, p)] for g, ps in _BOXES.words(low).items()}
    if not hits.get("device") and not hits.get("place"):
        return
    taken = {a for a, _, _ in out}
    for m in _SHORT_CODE.finditer(t):
        v0 = m.start("v")
        if v0 in taken:
            continue
        a, b = _sentence(t, v0)
        line = t.rfind("\n", 0, v0) + 1
        back = max(line, a - 80, 0)  # the box may be named in the sentence before
        anchors: list[tuple[int, str]] = []
        for g in ("device", "place", "cue"):
            for p in hits.get(g, ()):
                if back <= p < v0:
                    anchors.append((p, g))
        if not anchors:
            continue
        kinds = {g for p, g in anchors}
        in_sentence = {g for p, g in anchors if p >= max(a, line)}
        last, last_kind = max(anchors)
        end = last + len(re.match(r"[^\s\d:：=,，、]*", t[last:]).group())
        gap = t[end:v0]
        colon = re.fullmatch(r"\s*[:：]\s*", gap) is not None  # "server room door: 86#20"
        if not in_sentence or "device" not in kinds and not ("place" in kinds and ("cue" in in_sentence or colon)):
            continue
        if not colon and not _gap_ok(gap):
            continue
        if not gap.strip() and last_kind != "cue":
            # "locker 212", "kluis 208": a box's own number right after its name, unless a code's word opens the
            # clause ("Kode gembok gudang 3142")
            clause = max([a, line] + [c.end() for c in _CLAUSE.finditer(t, a, last)])
            if (any(low.startswith(w, last) for w in _LOCKERS + _NUMBERED) or
                    not any(g == "cue" and clause <= p < last for p, g in anchors)):
                continue
        if re.match(r"\s\d", t[m.end():]) or re.search(r"\d\s$|(?<![A-Za-z])[A-Z][A-Z0-9]\s$", t[max(0, v0 - 4):v0]):
            continue  # a group of a phone's or an account's number ("0171 3456789"), a flight's ("CI 005")
        before = t[max(a, line):v0]
        if (_NOT_CODE.search(before) or _PUBLIC.search(t, max(a, line), b) or _OWN_SHORT.search(t, max(a, v0 - 16), v0)
                or _CLOCK.search(t, a, b) or _PRICE.search(before) or _MAKES.search(t, max(a, v0 - 40), v0)
                or _UNIT.match(t, m.end()) or _SHORT_UNIT.match(t, m.end())):
            continue
        v = m.group("v")
        if re.fullmatch(r"(?:19|20)\d\d", v) and not re.search(r"(?i)\b(?:is|ist|est|es|è|é|är|er|jest|je|to)\s*:?\s*$"
                                                             r"|[:：]\s*$", gap):
            continue  # a year after the name, unless said to be the code
        out.append((v0, m.end("v"), "lock_code"))


# ---- a box's or a lock's code announced, then sent in the next message ----
# a box whose code opens it: named alone in a short message, its code follows ("ik heb een fietskluis gehuurd")
_LOCKERS = ("locker", "fietskluis", "spind", "casier", "taquilla", "armadietto", "schließfach", "cacifo", "szafk",
            "dolab", "шкафчик", "ロッカー", "사물함", "储物柜", "置物櫃", "key safe", "keysafe", "lockbox", "key box")
_LOCKER_NAMES = secret_names.Names({"locker": _LOCKERS})
# boxes a number right after names as their own ("kluis 2316", "Spind 56")
_NUMBERED = ("kluis", "spind", "locker", "casier", "taquilla", "armadietto", "ロッカー", "사물함", "box", "cabinet")
# the words before the code in the next message: a lead-in alone ("new one is", "code is", "它是")
_LEAD = re.compile(r"(?i)\s*(?:(?:the\s+)?new\s+(?:one|code)|(?:the\s+)?code|de code|der code|le code|el código|il codice|"
                   r"kod|kód|koden|it'?s|c'est|das ist|het is|es|ist|est|è|är|er|to|je|это|新的|是)?"
                   r"\s*(?:is|ist|est|es|è|är|er|to|je|lautet|:|：)?\s*[:：]?\s*")


def announces(text: str) -> bool:
    """A short message that names a lock or a box whose code opens it, and holds no code: the code comes next
    ("Garage keypad got reset by the installer", "Für das Gartenhaus brauchst du den Code vom Vorhängeschloss")."""
    if len(text) > 160 or "\n" in text.strip() or text.rstrip().endswith(("?", "？")) or _DIGIT.search(text):
        return False
    low = text.lower()
    if len(low) != len(text):
        return False
    hits = {g: [p for p, w in ps if _bounded(low, w, p)] for g, ps in _BOXES.words(low).items()}
    if hits.get("device") or hits.get("place") and hits.get("cue"):
        return True
    return any(_bounded(low, w, p) for p, w in _LOCKER_NAMES.words(low).get("locker", ()))


def announced(text: str) -> list[Span]:
    """The code in the message after an announcement: alone or after a lead-in, before words or nothing ("264",
    "new one is 48213", "code is 41A7")."""
    if len(text) > 120:
        return []
    first = text.split("\n", 1)[0]
    lead = _LEAD.match(first)
    m = _SHORT_CODE.match(first, lead.end()) if lead else None
    if m is None or _UNIT.match(first, m.end()) or _SHORT_UNIT.match(first, m.end()):
        return []
    if re.fullmatch(r"(?:19|20)\d\d", m.group("v")) and not lead.group().strip():
        return []  # a year alone
    rest = first[m.end():]
    if rest.strip() and not re.match(r"#?\s*(?:[,;—–.!]|$)", rest):
        return []
    return [(m.start("v"), m.end("v"), "lock_code")]


_NAMES = secret_names.Names({"lock": _LOCK_NAMES})
_DIGIT = re.compile(r"\d")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder`` unused: these values are digits)."""
    del placeholder
    out: list[Span] = []
    if len(low) != len(text) or _DIGIT.search(text) is None:
        return out
    starts = _NAMES.starts(low).get("lock")
    if starts:
        _codes(text, starts, out)
    _short_codes(text, low, out)
    return out


TRIGGERS = ("alarm", "keypad", "key pad", "lockbox", "padlock", "combo", "combination", "disarm", "alarmanlage",
            "einbruchmeldeanlage", "tastenfeld", "torcode", "garagentor", "zahlenschloss", "schloss", "cijferslot",
            "larmkod", "portkod", "kodlås", "kłódk", "szyfr", "alarme", "clavier", "cadenas", "alarma", "portón",
            "teclado", "combinación", "candado", "allarme", "tastierino", "combinazione", "lucchetto", "cadeado",
            "combinação", "key box", "keybox", "key safe", "keysafe", "sleutelkast", "sleutelkluis", "schlüsseltresor",
            "schlüsselkasten", "schlüsselsafe", "schlüsselbox", "boîte à cl", "boite à cl", "boite a cl",
            "caja de llaves", "cajetín", "portachiavi", "cassetta delle chiavi", "caixa de chaves", "nyckelskåp",
            "nøkkelboks", "skrytka", "casier", "kluisje", "schließfach", "schliessfach", "taquilla", "armadietto",
            "συναγερμ", "сигнализаци", "сигналізаці", "alarmă", "riasztó", "hälyt",
            "ダイヤル", "ダイアル", "暗証", "信箱", "密碼鎖", "密码锁", "警报", "撤防", "우편함", "사물함", "경보",
            # the household's locks and boxes by their own names (a code's bare word, "code", "kod", opens no gate: a
            # word between a cut value and the next number would make that number a value named again)
            *_DEVICES, *(w for w in _PLACES if len(w) >= 4 or not w.isascii()), *_LOCKERS)
