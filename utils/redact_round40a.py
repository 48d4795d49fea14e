"""Round 40a: codes and credentials told in the shapes people use in chat, beside the rules that read their names.

Finds:
- a lock's code shaped like a year: a code's word, the lock it opens (a door, a gate, a key box, a garage, in the
  writers' languages) and a copula right before the value, or the lock "opens with" the value ("the code to the
  side door is 1987", "koden til nøgleboksen ved bagdøren er 1950", "das Tor geht auf mit 2011"); a year stays
  when a year's word or a time's preposition stands in the clause ("built in 1987", "seit 2011");
- a code's or a password's name, then a short phrase of how it came (a participle, a relative clause: "sent by
  SMS", "they texted me this morning", "que me dieron en recepción"), then a copula and the value; a phrase naming
  an order, a booking, a parcel or a discount names no secret;
- a second password said by ellipsis after a first one ("... is A and the router's B", "y la del wifi B", "και του
  Wi-Fi στο σπίτι B"): the second value, of a password's shape, after a conjunction and the thing it opens;
- a numeric password of an app or a wallet: digits after a password's name with the app or the wallet between
  ("the password for the banking app is 552190", "senha do app 335554", "mật khẩu ví ... là 552190");
- Persian one-time and second passwords by their siblings' names ("رمز پویا", "رمز دوم", "رمز یکبار مصرف") with a
  relative clause before the value (a card's Jalali expiry beside the card is round 40b's);
- a secret's value spelled in digit words after a code's name ("four two one nine hash", "vier zwei eins neun");
- a password or a code word given in quotes after "which is" ("the verbal password, which is 'tangerine'").
``announces`` and ``announced``: a message saying a key, a card or a password comes in parts ("I'll send it in two
parts", "скину по частям"), then each part: the value after a part's label ("first eight: ...", "остальное: ..."),
a card's expiry with it, or a key's piece alone on the message's first line.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import secret_names

Span = tuple[int, int, str]

# ---- a lock's code shaped like a year ----

_CODE_WORD = (r"(?:codes?|kode[nt]?|koden|kod(?:en|u)?|kód(?:ja)?|koodi(?:n)?|c[óo]digo|codice|codul|cod|κωδικός|κωδικό"
              r"|код|combination|combo|combinaci[óo]n|combinação|combinazione|kombination(?:en)?|pin(?:-?kode[n]?)?"
              r"|passcode|zahlencode|ziffern)")
_LOCK_PLACE = (r"(?:(?:front|back|side|main|garage|garden|entrance|building|street|community|courtyard)\s+(?:door|gate)"
               r"|doors?|gates?|key\s?box|key\s?safe|lock\s?box|garage(?:\s+door)?|entrance|shed|safe"
               r"|\w*dør(?:en)?|\w*dør\w*|nøgleboks(?:en)?|nøkkelboks(?:en)?|nyckelskåp(?:et)?|\w*port(?:en)?|garageport\w*"
               r"|(?:haus|vorder|hinter|garagen|keller)?tür|haustür|tor|einfahrt|schlüssel(?:kasten|tresor|box|safe)"
               r"|puerta|portón|portal|verja|caja de llaves|cancello|portone|porta|portão|portail|porte|boîte à clés"
               r"|\w*deur|poort|sleutelkast(?:je)?|sleutelkluis|\w*dörr\w*|grind(?:en)?|drzwi|bram[ayę]|furtk[ia]|skrytk[ia]"
               r"|dveří|dveře|brán[ya]|brank[ya]|vchodu|branku|garage\w+|garasje\w*|garaż\w*|гараж\w*|garaje|garagem"
               r"|двер[ьи]|домофон[ау]?|подъезд[ау]?|ворот|калитк[иу]|πόρτας?|εξώπορτας|καγκελόπορτας|kapı(?:nın|sı)?"
               r"|cửa|cổng|pintu|gerbang)(?![\w])")
# a copula stands as a word of its own ("door hinges 2019" holds none)
_COPULA = (r"(?:(?<![\w'’])(?:is|was|er|var|ist|lautet|war|es|era|est|é|è|är|on|jest|je|to|είναι|это|là|adalah|ay|ni|e)"
           r"|['’]s|[—–:=])")
_OPENS = (r"(?:opens?\s+with|unlocks?\s+with|åbner\s+med|åbnes\s+med|åpner\s+med|åpnes\s+med|öppnas\s+med|öppnar\s+med"
          r"|öffnet\s+(?:sich\s+)?mit|geht\s+auf\s+mit|se\s+abre\s+con|abre\s+con|s'ouvre\s+avec|s’ouvre\s+avec"
          r"|si\s+apre\s+con|apre\s+con|abre\s+com|opent\s+met|gaat\s+open\s+met|otwiera\s+się\s+kodem"
          r"|открывается\s+кодом|ανοίγει\s+με|açılır\s+şifresi)")
_YEARLIKE = re.compile(r"(?:1[89]|20)\d\d")
_NUM = r"(?P<v>\d{4,8})(?![\d/.:,-]\d|\d|\s*(?:[%€$£]|年|\s(?:years?|år|jahre?|años?|ans?|anni|anos|jaar|lat|лет|года?)\b))"
_LOCK_CODE = re.compile(
    r"(?i)(?<![\w])(?:" + _CODE_WORD + r"[^\S\n]+(?:[^\W\d][\w'’-]*[^\S\n]+){0,2}?" + r"(?:to|for|til|för|for|zur|zum|für|"
    r"de|del|de la|du|da|do|della|del|dello|voor|van|do|od|от|для|к|της|του|για|la)?[^\S\n]*(?:[^\W\d][\w'’-]*[^\S\n]+){0,2}?"
    + _LOCK_PLACE + r"(?:[^\S\n]+[^\W\d][\w'’-]*){0,4}?|(?:\w*(?:dør|tür|deur|dörr|port|tor|gate|door)(?:kode[n]?|code|kod(?:en)?)))"
    r"[^\S\n]*,?[^\S\n]*" + _COPULA + r"[^\S\n]+(?:(?:now|still|nu|stadig|jetzt|noch|ahora|maintenant|ora|agora)[^\S\n]+)?"
    + _NUM)
# the lock first, then the code's word: "the front door's code is", "ulko-oven koodi on", "ytterdörrens kod är"
_PLACE_GEN = (r"(?:(?:(?:front|back|side|main|garage|garden|entrance|building|community)\s+)?(?:door|gate|garage|shed"
              r"|key\s?box|lock\s?box)(?:'s|’s)|[\w-]*oven|[\w-]*portin|autotallin|avainkaapin|avainlaatikon|\w*dörrens"
              r"|portens|grindens|nyckelskåpets|\w*dørens|\w*døras|portens|nøgleboksens|nøkkelboksens|garasjens|garagens)")
_LOCK_GEN = re.compile(
    r"(?i)(?<![\w-])" + _PLACE_GEN + r"[^\S\n]+(?:(?:new|nye|nya|uusi)[^\S\n]+)?" + _CODE_WORD + r"[^\S\n]*,?[^\S\n]*"
    + _COPULA + r"[^\S\n]+" + _NUM)
# Turkish and Hungarian name the lock's code by a possessive after the lock, with no copula ("bahçe kapısının şifresi
# 1987", "a bejárati ajtó kódja 1987")
_LOCK_POSS = re.compile(
    r"(?i)(?<![\w])(?:[\w]*kapı(?:sı)?(?:nın|nin)?|garaj(?:ın)?|anahtar kutusu(?:nun)?|[\w]*ajtó|kapu|garázs|kulcsdoboz"
    r"|kulcsszéf)[^\S\n]+(?:şifresi|kodu|kódja)[^\S\n]*(?::|=|—|–)?[^\S\n]*" + _NUM)
_LOCK_OPENS = re.compile(
    r"(?i)(?<![\w])" + _LOCK_PLACE + r"(?:[^\S\n]+[^\W\d][\w'’-]*){0,3}?[^\S\n]+" + _OPENS + r"[^\S\n]+" + _NUM)
# a year's word or a time's preposition in the clause: the number is a year
_YEAR_CUE = re.compile(
    r"(?i)(?<![\w])(?:years?|år(?:et)?|jahr\w*|años?|année|anno|ano|jaar|rok\w*|год\w*|έτος|yıl\w*|năm|tahun|since|"
    r"built|founded|from|until|in|seit|siden|sedan|sinds|desde|depuis|dal|dall'|since|bygget|gebaut|built|erbaut"
    r"|construida|construit|costruito|renoviert|renovated|installed|installiert|installeret|changed|geändert|ændret)(?![\w])")


# a code's word that names a rule, a program's text or a place's number ("building code", "source code", "zip code"),
# and a software's or a standard's words in the clause: no lock's code
_OTHER_CODE = re.compile(r"(?i)(?:building|source|zip|postal|post|area|country|dress|colou?r|error|status|hs|tax|promo"
                         r"|discount|bar|qr|fire|electrical|plumbing)[^\S\n]+\Z")
_SOFTWARE = re.compile(r"(?i)(?<![\w])(?:project|controller|system|module|file|repo\w*|version|release|model|update"
                       r"|firmware|software|app|edition|standard|norm|regulation|ticket|issue|commit|branch|script"
                       r"|library|api|sdk|ibc|irc|nfpa|din|iso|component|sensor|class|function|method|widget|screen"
                       r"|page|button|template|snippet|example|feature|logic|implementation|test\w*|lines?)(?![\w])")


def _lock_codes(text: str) -> list[Span]:
    out: list[Span] = []
    for rx in (_LOCK_CODE, _LOCK_GEN, _LOCK_POSS, _LOCK_OPENS):
        for m in rx.finditer(text):
            v = m.group("v")
            if _trivial(v):
                continue
            if _OTHER_CODE.search(text, max(0, m.start() - 16), m.start()):
                continue
            if _SOFTWARE.search(text, m.start(), m.start("v")):
                continue
            if _CLAUSE_END.match(text, m.end("v")) is None:
                continue  # a count's noun after it ("1200 lines")
            if _YEARLIKE.fullmatch(v) and _YEAR_CUE.search(text, m.start(), m.start("v")):
                continue
            out.append((m.start("v"), m.end("v"), "lock_code"))
    return out


def _trivial(v: str) -> bool:
    d = [int(c) for c in v if c.isdigit()]
    steps = {b - a for a, b in zip(d, d[1:])}
    return len(steps) == 1 and steps <= {-1, 0, 1}


# ---- a code's name, how it came, then the value ----

_SECRET_CODE = (r"(?:(?:3-?d[- ]?secure|one[- ]time|verification|login|sign[- ]in|security|confirmation|sms|2fa|otp|mfa)"
                r"[- ]?(?:code|pin)|code[- ]3-?d[- ]?secure|codul(?:[- ]3-?d[- ]?secure)?|codul de (?:verificare|confirmare)"
                r"|the\s+(?:code|pin)|(?:mein|der|den)\s+code|le\s+code|el\s+c[óo]digo|o\s+c[óo]digo|il\s+codice"
                r"|de\s+code|koden|kodun|κωδικός|κωδικό|код(?:ом)?|kod|kód|koodi|otp|pin|passcode"
                r"|password|passwort|kennwort|mot de passe|contraseña|clave|senha|wachtwoord|lösenord|adgangskode"
                r"|kodeord|passord|salasana|hasło|heslo|parola|parolă|пароль|şifre(?:si)?|mật khẩu)")
_HOW = re.compile(
    r"(?i)(?<![\w])(?:texted|sent|send|sms|text(?:ed)?|e-?mailed|received|got|gave|given|dieron|dio|enviaron|mandaron"
    r"|llegó|recibí|recibido|enviado|primit|primită|trimis|trimisă|venit|erhalten|bekommen|geschickt|gesendet|kam"
    r"|reçu|envoyé|donné|arrivé|ricevuto|inviato|dato|arrivato|recebi|recebido|enviaram|enviado|deram|chegou"
    r"|ontvangen|gestuurd|gekregen|fått|skickade|skickad|fick|fik|sendt|modtog|modtaget|fikk|saanut|saamani|lähetetty"
    r"|пришёл|пришел|прислали|присланный|получил\w*|дали|отримав|надіслали|прийшов|otrzymał\w*|dostał\w*|wysłali"
    r"|przysłali|přišel|dostal\w*|poslali|gönderilen|gelen|aldığım|στάλθηκε|ήρθε|πήρα|έστειλαν|nhận|gửi|dikirim"
    r"|diterima|dapat|receptionist|recepción|réception|rezeption|reception|front desk|by sms|via sms|per sms"
    r"|prin sms|por sms|по смс|through the app)(?![\w])")
_NOT_SECRET = re.compile(
    r"(?i)(?<![\w])(?:order|invoice|booking|ticket|tracking|reference|customer|account|pedido|factura|reserva"
    r"|commande|bestell\w*|auftrag|rechnung|buchung|coupon|promo\w*|discount|gift|delivery|shipment|parcel|package"
    r"|zip|postal|error|fehler|product|serial|voucher|rabatt|descuento|réduction|sconto|заказ\w*|посылк\w*"
    r"|трек\w*|paket\w*|kargo|sipariş|comanda|comandă|colet|livrare|wifi|wi-fi|guest|gäste|invité|invitado)(?![\w])")
_HOW_VALUE = re.compile(
    r"(?i)(?<![\w])" + _SECRET_CODE + r"(?P<gap>(?:[^\S\n]+[^\W\d][\w'’-]*|[^\S\n]+\d[- ]?d\w*){1,8}?)[^\S\n]+"
    r"(?:is|was|'s|e|é|es|est|ist|lautet|war|er|var|är|on|jest|je|είναι|ήταν|это|—|–|:|là|adalah|era|fue|foi|era)"
    r"[^\S\n]*:?[^\S\n]+(?P<v>\d{4,8}|(?=\S{0,40}?\d)(?=\S{0,40}?[^\W\d])[^\s\"'«»“”,;]{6,40})(?![\w/.:-]\w|\w)")


_PW_WORD = re.compile(r"(?i)(?:password|passwort|kennwort|mot de passe|contraseña|clave|senha|wachtwoord|lösenord"
                      r"|adgangskode|kodeord|passord|salasana|hasło|heslo|parola|parolă|пароль|şifre|mật khẩu)")
# after a value: its clause ends (a mark, a conjunction, a preposition), no noun of a count ("1200 lines")
_CLAUSE_END = re.compile(
    r"(?i)[^\S\n]*(?:[.,;:!?)\"'»”\]]|\n|\Z|[^\S\n]+(?:and|but|or|so|then|und|aber|oder|et|mais|ou|y|pero|o|e|mas|ma"
    r"|și|si|iar|dar|og|men|eller|och|en|maar|of|i|и|а|но|или|ve|ama|và|nhưng|dan|tapi|και|αλλά|on|in|for|to|at|by"
    r"|from|auf|an|na|bitte|please|thanks|—|–|-|på|til|med|bei|für|pour|para|per|po|по|για|است|بود|هست|se|now|nu"
    r"|jetzt|ahora|maintenant|ora|agora|teraz|сейчас|today|tonight|heute|if|when|wenn|si|när|når|jos|kiedy|когда"
    r"|btw|ok|okay|am|al|au|alla|ao|à)(?![\w]))")


def _told_codes(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _HOW_VALUE.finditer(text):
        gap = m.group("gap")
        if len(gap) > 60 or not _HOW.search(gap) or _NOT_SECRET.search(gap):
            continue
        v = m.group("v")
        if v.isdigit() and _trivial(v):
            continue
        if not v.isdigit() and _PW_WORD.match(m.group(0)) is None:
            continue  # a code's bare name takes digits ("the code I sent is v2.0.1" is a version)
        if _CLAUSE_END.match(text, m.end("v")) is None:
            continue
        b = m.end("v")
        while b > m.start("v") and text[b - 1] in ".,;:!?)":
            b -= 1
        out.append((m.start("v"), b, "pin" if v.isdigit() else "password"))
    return out


# ---- a second password by ellipsis ----
# The first value is read as a tag: redact's second pass sees it cut (a first value no rule cut is no password, and
# what follows it is no second one).

_PW_NAME = re.compile(r"(?i)(?<![\w])(?:" + "|".join(
    re.escape(w) for w in sorted({*(w.lower() for w in secret_names.PASSWORD), "password", "pw", "pass", "clave",
                                  "κωδικός", "κωδικό", "mật khẩu", "mk"}, key=len, reverse=True)) + r")")
_CONJ = (r"(?:and|και|κι|y|e|und|et|og|och|en|i|и|а|a|ve|và|còn|dan|na|ja|és|şi|si|plus|also|&)")
_THING = (r"(?:wi-?fi(?:'s|’s)?|wlan|wifi|router(?:'s|’s|s)?|modem|laptop(?:'s|’s)?|e-?mail(?:'s|’s)?|mail|gmail|outlook"
          r"|icloud|bank(?:'s|’s)?|pc|computer|phone(?:'s|’s)?|tablet|netflix|instagram|facebook|apple\s?id|steam"
          r"|wlans?|routers?|ordenador|correo|computadora|móvil|portátil|ordinateur|routeur|box|portable|telefone"
          r"|celular|computador|rechner|handy|мобильного|почты|роутера|вайфая|вай-фая|компьютера|ноутбука)")
_ELLIPSIS = re.compile(
    r"(?i)(?<!\S)(?P<first>\[REDACTED:[a-z_]+\])[^\S\n]*,?[^\S\n]+" + _CONJ
    + r"[^\S\n]+(?:(?:the|for|la|el|lo|das|die|der|le|l'|du|de|del|des|dello|della|do|da|dos|das|του|της|το|von|vom"
      r"|für|fürs|от|від|для|dla|pro|one|one's|to|of|my|mi|meu|minha|mon|ma|mein|meine|mio|mia|in|celui|celle|quello"
      r"|quella|aquele|aquela|those|that|den|dem|het|die van|ту|тот|та|a|o|os|as|il|gli|yang|của|cái)[^\S\n]+){0,3}"
    + _THING + r"(?:[^\S\n]+(?:at|at home|de casa|zu hause|daheim|à la maison|a casa|em casa|thuis|hjemme|hemma"
      r"|στο σπίτι|του σπιτιού|σπιτιού|дома|в офисе|in the office|at work|home|de la casa|do escritório|im büro"
      r"|au bureau|in ufficio|one|is|es|ist|est|είναι|é|è|=|:|—|–|'s|’s|là|adalah|home|house|office|work|casa"
      r"|maison|haus|rumah|nhà|kantor|σπίτι|γραφείο|дом|офис|dom|hjem|hem|koti|ev|evin|(?:στο|στη|στην|in|at|en|in|im|à|a|em|в|na)"
      r"[^\S\n]+[^\W\d][\w'’-]{1,20})){0,3}[^\S\n]*:?[^\S\n]+"
    + r"(?P<v>(?=\S{0,40}?\d)(?=\S{0,40}?[^\W\d])[^\s\"'«»“”,;]{6,40})")


def _ellipses(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _ELLIPSIS.finditer(text):
        # a password's name earlier in the sentence, before the first value
        line_start = max(text.rfind("\n", 0, m.start()), text.rfind(". ", 0, m.start())) + 1
        if _PW_NAME.search(text, line_start, m.start("first")) is None:
            continue
        a, b = m.span("v")
        while b > a and text[b - 1] in ".,;:!?)":
            b -= 1
        v = text[a:b]
        if "://" in v or "@" in v or v.lower().startswith("http") or b - a < 6:
            continue
        out.append((a, b, "password"))
    return out


# ---- an app's or a wallet's numeric password ----

_APP = (r"(?:(?:banking|bank|mobile|online|e-?|my|the|o|a|la|el|mi|meu|minha|do|da|de|del|of|for|to|on|für|fürs|der"
        r"|des|du|для|в|dla|z|của|untuk|di|dari|ng|sa)[^\S\n]+){0,3}"
        r"(?:l'|l’|dell'|dell’|dall'|all'|d'|d’)?(?:app|apps|appli|application|aplicativo|aplicación|aplicacion"
        r"|applicazione|anwendung|приложени[яеи]|застосунку"
        r"|aplikacji|aplikace|uygulama\w*|ứng dụng|app ngân hàng|aplikasi|wallet|e-wallet|ví(?:\s+điện\s+tử)?|carteira"
        r"|billetera|cartera|portefeuille|portafoglio|geldbörse|кошел\w*|гаманц\w*|portfel\w*|cüzdan\w*|dompet"
        r"|mobile banking|banking|[^\W\d_]+-app(?:s|en|a|et)?|bank-?app(?:en|et|a)?|bankapp(?:en|et|a)?)"
        r"(?:[^\S\n]+(?:del|do|da|de|der|of|the|my|la|el|banco|bank|banque|banca|банка"
        r"|ngân hàng|banku|banky|bankası|bancaire|bancaria|bancário|bancária|della|banca|mobile|online)){0,3}")
_APP_PW = re.compile(
    r"(?i)(?<![\w])(?:password|passcode|passwort|kennwort|mot de passe|contraseña|clave|senha|wachtwoord|lösenord(?:et)?"
    r"|adgangskode(?:n)?|passord(?:et)?|salasana(?:n)?|hasło|heslo|parola|parolă|пароль|şifre(?:si)?|mật khẩu|mk"
    r"|kata sandi|sandi|kode sandi)[^\S\n]+(?:(?:of|for|to|on|do|da|de|del|für|fürs|от|для|в|dla|z|của|untuk|di"
    r"|dari|till|til|i|på|van|voor|zur|zum|pour|per|na|do)[^\S\n]+)?"
    + _APP + r"(?:[^\S\n]+(?-i:[A-Z][\w&.-]{1,20})){0,2}(?:[^\S\n]+(?:mobile|app|online|banking))?"
    r"[^\S\n]*(?:[:=]|[^\S\n]+(?:is|'s|é|es|est|ist|lautet|er|är"
    r"|on|jest|je|to|είναι|это|là|adalah|ni|e|è|est|era|was|—|–))?[^\S\n]*:?[^\S\n]+(?P<v>\d{4,8})(?![\w/.:,-]\d|\w)")


def _app_passwords(text: str) -> list[Span]:
    return [(m.start("v"), m.end("v"), "pin") for m in _APP_PW.finditer(text)
            if not _trivial(m.group("v")) and _CLAUSE_END.match(text, m.end("v")) is not None]


# ---- Persian second and one-time passwords ----

_FA_DIGITS = "0-9۰-۹٠-٩"
_FA_CODE = re.compile(
    r"(?:رمز|کد)\s*(?:دوم|پویا|پویای|اینترنتی|یک[\s\u200c]*بار[\s\u200c]*مصرف|اول|ساکن|ثابت|اول\s*کارت|دوم\s*پویا|خرید)"
    r"(?:[\u0600-\u06ff\u200c]*)(?:\s+[\u0600-\u06ff\u200c]+){0,6}?\s*[:：]?\s*(?P<v>[" + _FA_DIGITS + r"]{4,12})"
    r"(?![" + _FA_DIGITS + r"/])")


def _persian(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _FA_CODE.finditer(text):
        gap = text[m.start() : m.start("v")]
        if "پیگیری" in gap or "ملی" in gap or "پستی" in gap:
            continue
        out.append((m.start("v"), m.end("v"), "pin"))
    return out


# ---- a code spelled in digit words ----

_DW = secret_names.DIGIT_WORD
# a secret's own name: a PIN, a passcode, a lock's combination, a password
_SPELLED_NAME = re.compile(
    r"(?i)(?<![\w])(?:pin|passcode|combination|combo|password|zahlencode|geheimzahl|passwort|mot de passe|contraseña"
    r"|clave|senha|wachtwoord|lösenord|hasło|пароль|пин|combinaison|combinación|combinazione|combinação|szyfr)(?![\w])")
# a code's word, which names a secret when a lock, an alarm or a spelling's word is in the sentence
_SPELLED_CODE = re.compile(
    r"(?i)(?<![\w])(?:code|kode[n]?|kod|kód|koodi|c[óo]digo|codice|codul|код)(?![\w])")
_SPELLED_CUE = re.compile(
    r"(?i)(?<![\w])(?:" + _LOCK_PLACE + r"|alarm\w*|safe|padlock|lock\w*|keypad|spel(?:led|t)|in words|ausgeschrieben"
    r"|in worten|прописью|словами|słownie|en lettres|en toutes lettres|en letras|por extenso|per esteso|voluit"
    r"|uitgeschreven|utskrivet|skrevet ud|kirjoitettuna|betűvel|în litere|ολογράφως|yazıyla)(?![\w])")
_SPELLED = re.compile(
    r"(?i)(?<![\w])(?P<v>" + _DW + r"(?:[\s,-]+" + _DW + r"){3,9}(?:[\s,-]+(?:pound|hash|star|sharp|raute|stern|dièse"
    r"|étoile|almohadilla|asterisco|cancelletto|jogo da velha|hekje|sterretje|решётка|звёздочка|звездочка))?)(?![\w])")


def _spelled(text: str) -> list[Span]:
    out: list[Span] = []
    for m in _SPELLED.finditer(text):
        words = re.findall(r"[^\W\d_]+", m.group("v").lower())
        if len(set(words)) < 2:
            continue
        # the code's name in the same sentence, before the run
        start = max(text.rfind(".", 0, m.start()) + 1, m.start() - 160, 0)
        if _SPELLED_NAME.search(text, start, m.start()) is None:
            c = _SPELLED_CODE.search(text, start, m.start())
            if c is None or _OTHER_CODE.search(text, max(0, c.start() - 16), c.start()) \
                    or _SPELLED_CUE.search(text, start, m.start()) is None:
                continue
        out.append((m.start("v"), m.end("v"), "pin"))
    return out


# ---- a quoted password after "which is" ----

_QUOTED_PW = re.compile(
    r"(?i)(?<![\w])(?:password|passphrase|pass\s?phrase|code\s?word|safe\s?word|secret\s+word|passcode|kennwort"
    r"|passwort|codewort|losungswort|mot de passe|mot de code|contraseña|palabra clave|senha|palavra-passe"
    r"|parola d'ordine|wachtwoord|lösenord|adgangskode|kodeord|passord|пароль|кодовое слово|hasło)[^\n.!?\"“«]{0,24}?"
    r",?[^\S\n]+(?:which is|which's|that is|that's|der lautet|das lautet|die lautet|welches|qui est|c'est|que es"
    r"|que é|che è|som er|som är|которое|который|это|—|–)[^\S\n]*:?[^\S\n]*[\"“«'‘](?P<v>[^\"”»'’\n]{3,40})[\"”»'’]")


# a form's or a policy's words: the quoted word describes a field, not a password
_FIELD = re.compile(r"(?i)(?<![\w])(?:field|column|param\w*|attribute|prop\w*|option|setting|label|hint|placeholder"
                    r"|policy|rule|requirement|length|strength|type|input|box|form|feld|champ|campo|поле)(?![\w])")
_FIELD_VALUE = re.compile(r"(?i)(?:required|optional|empty|blank|null|none|hidden|true|false|disabled|enabled|default"
                          r"|invalid|incorrect|wrong|weak|strong|too short|too long)")


# a spoken secret (an alarm company's verbal password, a code word, a safe word) given unquoted after "which is", one
# word closing its clause; a word that describes it ("long", "easy") is none
_SPOKEN_PW = re.compile(
    r"(?i)(?<![\w])(?:verbal\s+password|spoken\s+password|code\s?word|safe\s?word|secret\s+word|passphrase"
    r"|codewort|mot de passe verbal|contraseña verbal|palabra clave|parola d'ordine|кодовое слово)[^\n.!?\"“«]{0,24}?"
    r",?[^\S\n]+(?:which is|which's|that is|that's|das lautet|qui est|que es|che è|som er|som är|которое)[^\S\n]+"
    r"(?P<v>[^\W\d_]{3,30})(?=[^\S\n]*(?:[.,;!?)\n]|\Z))")
_DESCRIBES = re.compile(r"(?i)(?:long|short|weak|strong|secure|insecure|easy|hard|simple|complex|different|same|new|old"
                        r"|wrong|right|correct|fine|ok|okay|good|bad|private|secret|important|required|optional|unique"
                        r"|random|memorable|silly|funny|obvious|known|unknown|set|changed|written|needed|mandatory|enough"
                        r"|great|nice|cute|weird|odd|lowercase|uppercase|mine|yours|his|hers|ours|theirs|this|that|it"
                        r"|what|easier|harder|longer|shorter|better|worse|there|here|below|above)")


def _quoted(text: str) -> list[Span]:
    out: list[Span] = [(m.start("v"), m.end("v"), "password") for m in _SPOKEN_PW.finditer(text)
                       if _DESCRIBES.fullmatch(m.group("v")) is None]
    for m in _QUOTED_PW.finditer(text):
        v = m.group("v").strip()
        if len(v.split()) > 4 or _example(v) or _FIELD_VALUE.fullmatch(v) \
                or _FIELD.search(text, m.start(), m.start("v")):
            continue
        out.append((m.start("v"), m.end("v"), "password"))
    return out


_EXAMPLE = re.compile(r"(?i)(?<![\w])(?:" + "|".join(re.escape(w) for w in secret_names.EXAMPLE) + r"|password|secret"
                      r"|\*{3,}|x{4,})(?![\w])")


def _example(v: str) -> bool:
    """A value the message calls an example, or a password's own word."""
    return _EXAMPLE.search(v) is not None


# The gate's words: names and phrases the finders start from (a bare "code" opens no gate: a place's word, a
# spelling's word or a secret's name comes with it). A trigger also counts as a value's own name after a tag (utils.redact
# keeps a later pass's span only then), so none is a word other things are named by ("şube kodu").
TRIGGERS: tuple[str, ...] = (
    "kode", "kód", "koodi", "código", "codigo", "codice", "codul", "κωδικ", "код",
    "combination", "oven koodi",
    "portin koodi", "opens with", "åbner med", "åbnes med", "öffnet mit", "öffnet sich mit", "geht auf mit", "se abre",
    "s'ouvre", "si apre", "abre com", "opent met", "öppnas med", "åpnes med", "password", "passwort", "contraseña",
    "senha", "mật khẩu", "رمز", "کد دوم", "کد پویا", "کد یک", "pin", "passcode", "wachtwoord",
    "lösenord", "пароль", "hasło", "heslo", "parola", "şifre", "clave", "mot de passe", "kennwort", "adgangskode",
    "passord", "salasana", "sandi", "passphrase", "code word", "codeword", "safe word", "secret word", "codewort",
    "verbal password", "spoken password",
    "losungswort", "spelled", "spelt", "ausgeschrieben", "in worten", "прописью", "słownie",
    "en lettres", "en letras", "por extenso", "per esteso", "voluit", "uitgeschreven",
)


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    if len(low) != len(text):
        return []
    out = [*_lock_codes(text), *_told_codes(text), *_ellipses(text), *_app_passwords(text), *_spelled(text),
           *_quoted(text)]
    if re.search(r"[\u0600-\u06ff]", text):
        out += _persian(text)
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# ---- a secret sent in parts ----

_PARTS_NAME = re.compile(
    r"(?i)(?<![\w])(?:key|token|secret|password|passphrase|card|card number|iban|seed|ключ\w*|токен\w*"
    r"|парол\w*|карт\w*|clave|llave|tarjeta|contraseña|schlüssel|karte|kartennummer|passwort"
    r"|clé|carte|mot de passe|chiave|carta|chave|cartão|senha|sleutel|kaart|klucz|kart[ayę]"
    r"|hasło|klíč|karta|heslo|anahtar|kart|şifre|nøgle|kort|nyckel|avain|kortti|κλειδί|κάρτα"
    r"|κωδικό|密钥|卡号|密码|キー|カード番号|키|카드 번호)(?![\w])")
_PARTS = re.compile(
    r"(?i)(?:in\s+(?:two|2|three|3|several)\s+(?:parts|pieces|halves|messages|chunks|bits)|in\s+parts|in\s+halves"
    r"|split\s+(?:it\s+)?(?:in|into)\s+(?:two|2|parts)|по\s+частям|частями|в\s+(?:двух|двух-трёх|2)\s+сообщениях"
    r"|двумя\s+сообщениями|на\s+две\s+части|en\s+(?:dos|2|varias)\s+(?:partes|mensajes|trozos)|por\s+partes"
    r"|in\s+(?:zwei|2|mehreren)\s+(?:teilen|nachrichten|hälften)|in\s+teilen|en\s+(?:deux|2|plusieurs)\s+(?:parties"
    r"|fois|messages|morceaux)|in\s+(?:due|2)\s+(?:parti|messaggi|pezzi)|a\s+pezzi|em\s+(?:duas|2)\s+(?:partes"
    r"|mensagens)|aos\s+pedaços|in\s+(?:twee|2)\s+(?:delen|berichten|stukken)|w\s+(?:dwóch|2)\s+(?:częściach"
    r"|wiadomościach)|na\s+(?:dwie|2)\s+części|ve\s+dvou\s+(?:částech|zprávách)|iki\s+(?:parça|mesaj)\w*"
    r"|i\s+(?:to|två|2)\s+(?:dele|delar|beskeder|meddelanden)|kahdessa\s+(?:osassa|viestissä)|σε\s+δύο\s+(?:μέρη"
    r"|μηνύματα)|两部分|分两次|分兩次|分两条|分兩條|2回に分けて|二回に分けて|두\s*번에\s*나눠|나눠서)")


def announces(text: str) -> bool:
    """A message saying a key, a card or a password comes in parts, or a part's labelled first value: the next
    message holds (more of) the value."""
    if len(text) > 300:
        return False
    if _PARTS.search(text) and _PARTS_NAME.search(text):
        return True
    m = _PART_LABEL.match(text)
    return m is not None and _FIRST_PART.search(m.group("label")) is not None and bool(announced(text))


_PART_LABEL = re.compile(
    r"(?i)\s*(?P<label>(?:(?:the|los|las|el|la|les|le|die|der|den|das|i|gli|il|os|as|o|a|de|het)\s+)?"
    r"(?:(?:\w+\s+)?(?:premiers|premières|derniers|dernières)"
    r"|(?:first|second|third|last|final|remaining|next)(?:\s+(?:part|half|bit|piece|four|six"
    r"|eight|ten|twelve|sixteen|\d{1,2}|chars?|characters|digits))*|(?:the\s+)?rest(?:\s+of\s+it)?|part\s+(?:\d|one|two"
    r"|three|[ivx]{1,3})|(?:перв|втор|трет|последн|оставш)\w*(?:\s+\w+)?|остальное|остаток|ещё|дальше|"
    r"(?:primer[oa]?s?|segund[oa]s?|últim[oa]s?|el\s+resto|resto|parte\s+\d)(?:\s+\w+)?|(?:erste[nrs]?|zweite[nrs]?"
    r"|letzte[nrs]?|restliche[nrs]?|rest|teil\s+\d)(?:\s+\w+)?|(?:premi[eè]re?s?|deuxième|derni[eè]re?s?|le\s+reste"
    r"|la\s+suite)(?:\s+\w+)?|(?:prim[ei]|second[ei]|ultim[ei]|il\s+resto)(?:\s+\w+)?|(?:pierwsz\w+|drug\w+|reszta"
    r"|ostatni\w*)(?:\s+\w+)?|(?:første|anden|andre|resten|sidste|första|andra|sista)(?:\s+\w+)?))"
    r"\s*[:：—–-]\s*(?P<v>[^\n]+)")
_FIRST_PART = re.compile(r"(?i)first|перв|primer|erste|premi|prim[ei]|pierwsz|første|första")
# a part: digit groups of a card's or an account's number, or a key's piece (a digit in it); the line's end or a
# clause's mark after it ("first: 2024 budget review" is prose)
_PART_VALUE = re.compile(r"(?P<v>\d{4}(?:[ -]\d{4}){1,3}|\d{8,16}|(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[A-Za-z0-9_\-+/=]{8,64})"
                         r"(?![\w/])(?=[^\S\n]*(?:[,.;]|\n|\Z))")
_EXPIRY_AFTER = re.compile(
    r"(?i)(?<![\w])(?:срок(?:\s+действия)?|exp(?:iry|ires|\.)?|valid\s+(?:thru|through|until)|gültig\s+bis|ablauf\w*"
    r"|vence|vencimiento|caducidad|expira\w*|scadenza|validade|ważna\s+do|platnost|son\s+kullanma|utløp\w*"
    r"|udløb\w*|giltig\s+till|λήξη)\s*[:：]?\s*(?P<v>(?:0[1-9]|1[0-2])\s*/\s*(?:\d{2}|20\d{2}))(?![\d/])")
# a key's piece alone on the first line of a message with more lines
_LONE_PIECE = re.compile(r"\A\s*(?P<v>(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[A-Za-z0-9_\-+/=]{12,128})[ \t]*\n")


def announced(text: str) -> list[Span]:
    """After a message that said a value comes in parts: the value after a part's label opening this message (a
    card's expiry with it), or a key's piece alone on this message's first line."""
    out: list[Span] = []
    m = _PART_LABEL.match(text)
    if m is not None:
        v = _PART_VALUE.match(text, m.start("v"))
        if v is not None:
            out.append((v.start("v"), v.end("v"), "card" if v.group("v")[:4].isdigit() else "password"))
            out += [(e.start("v"), e.end("v"), "card_expiry") for e in _EXPIRY_AFTER.finditer(text)]
    m2 = _LONE_PIECE.match(text)
    if m2 is not None:
        v = m2.group("v")
        if sum(c.isupper() for c in v) >= 2 and sum(c.islower() for c in v) >= 2 or len(v) >= 20:
            out.append((m2.start("v"), m2.end("v"), "high_entropy"))
    return out


def carries_part(text: str, found: dict[str, str]) -> bool:
    """A message that is one bare key-shaped value cut after an announcement: a key sent in pieces, the next
    message may hold the rest (the announcement carries one message further, see utils.redact.SecretMemory)."""
    if len(found) != 1:
        return False
    v = next(iter(found))
    # a key's piece: long, letters of both cases and digits ("Xigua_7733cn" is a whole Wi-Fi key, sent alone)
    return (v == text.strip() and 16 <= len(v) <= 64 and re.fullmatch(r"[A-Za-z0-9_\-+/=]+", v) is not None
            and any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(c.islower() for c in v))
