"""Round 31b: secrets given in shapes the earlier rounds read only in part.

Finds, in one message: a password read in the phonetic alphabet with a case or digit word before each letter
("capital golf, small bravo, digit seven", "großes Golf, kleines Bravo", "majuscule golf", "mayúscula golf",
"大写 golf"); an authenticator key in groups of four base32 characters after a key's word (a documented example before
it stays, by utils.redact_documented); a password given after a login's user ("logged into the router as admin with
lantern98"); a door or gate code closed by '#' after a correction ("perdón, me equivoqué, es 3078#"); a one-time code
the speaker just generated or got ("właśnie wygenerowałem 206455", "I just got 482913") in a message about a code;
a key box's code ("nøgleboksen har koden 4916", "the key box code is 4916"); a PIN in brackets after its name ("MPIN
ko (6630)"); the speaker's own account in the shapes their country writes it: a Persian sheba after "my" (شبای من),
a Japanese ordinary account's seven digits after the bank and branch (普通 9699899), a Hungarian 8-8(-8) account the
refund goes to (számlára).

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"

# a case or a digit word before each spelled character, in the languages people spell passwords in
_CASE = (r"(?:capital|small|upper(?:\s*case)?|lower(?:\s*case)?|uppercase|lowercase|digit|number|numeral"
         r"|gro(?:ß|ss)(?:es|er)?|klein(?:es|er)?|ziffer|zahl"
         r"|majuscule|minuscule|chiffre|may[úu]scula|min[úu]scula|n[úu]mero|d[íi]gito"
         r"|mai[úu]scul[ao]|maiuscol[ao]|minuscol[ao]|cifra|numero"
         r"|hoofdletter|kleine letter|cijfer|wielk[ai]e?|mał[ae]|cyfr[ao]|stor[ta]?|lill[ae]|siffra"
         r"|заглавн\w*|строчн\w*|цифр\w*|büyük|küçük|rakam"
         r"|大写|小写|大寫|小寫|数字|數字|大文字|小文字|数字の)")
_ITEM = _L + _CASE + r"\s*[^\s,，、;；.]{1,12}"
_ITEM_RE = re.compile(r"(?i)" + _L + _CASE + r"\s*(?P<w>[^\s,，、;；.]{1,12})")
# the letters' words: a prose list of case words ("capital letters, small caps, digit grouping") spells nothing
_LETTER = re.compile(r"(?i)(?:alpha|alfa|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike"
                     r"|november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiske?y|x-?ray|yankee|zulu"
                     r"|[^\W_]|\d{1,2}|one|two|three|four|five|six|seven|eight|nine|zero|eins|zwei|drei|vier|fünf"
                     r"|sechs|sieben|acht|neun|null|un|deux|trois|quatre|cinq|sept|huit|neuf|uno|dos|tres|cuatro"
                     r"|cinco|seis|siete|ocho|nueve|cero|due|tre|quattro|sette|otto|nove|um|dois|três|quatro|sete"
                     r"|oito|jeden|dwa|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|[一二三四五六七八九〇零]"
                     r"|один|два|три|четыре|пять|шесть|семь|восемь|девять|ноль|альфа|браво|чарли|дельта|эхо|фокстрот"
                     r"|гольф|отель"
                     r"|индия|джульетта|кило|лима|майк|ноябрь|оскар|папа|квебек|ромео|сьерра|танго|униформ|виктор"
                     r"|виски|икс-?рей|янки|зулу)")
_SPELLED = re.compile(r"(?i)" + _ITEM + r"(?:\s*[,，、;；]\s*(?:(?:and|und|et|y|e|i|en|och|og|и|ve)\s+)?" + _ITEM
                      + r"){3,}")

# base32 in groups of four, as authenticator apps show a setup key
_B32 = re.compile(r"(?<![A-Za-z0-9-])(?:(?:[A-Z2-7]{4}(?P<s>[ -])(?:[A-Z2-7]{4}(?P=s)){4,8}[A-Z2-7]{2,4})"
                  r"|(?:[a-z2-7]{4}(?P<t>[ -])(?:[a-z2-7]{4}(?P=t)){4,8}[a-z2-7]{2,4}))(?![A-Za-z0-9-])")
# a German compound holds its key word inside ("Einrichtungsschlüssel")
_KEY_WORD = re.compile(r"(?i)" + _L + r"(?:key|secret|seed|qr|totp|2fa|authenticator|setup)"
                       r"|(?i:schlüssel|clé|clave|chave|chiave|sleutel|klucz|ключ|密钥|秘钥|金鑰|キー|シークレット|키)")

# a login's user and password joined by a slash ("Router-Login admin/Kiefer77", "creds: pi / raspberry9!")
_SLASH_PAIR = re.compile(
    r"(?i)" + _L + r"(?:login|logins|credentials|creds|anmeldung|zugangsdaten|identifiants|acceso|credenciales"
    r"|dane logowania|inloggning|accesso)" + _R + r"\s*[:=]?\s*[\w.@-]{2,32}\s?/\s?(?P<v>[^\s/,;'\"]{6,40}?)"
    r"(?=[,;.]?\s|[,;.]?$)")

# a documentation's example named right before the key
_EXAMPLE = re.compile(r"(?i)example|sample|docs?\b|documentation|beispiel|exemple|ejemplo|esempio|exemplo|voorbeeld"
                      r"|przykład|пример|示例|例|예시")

# a login's user, then "with" its password
_LOGIN = re.compile(
    r"(?i)" + _L + r"(?:log(?:ged|ging)?\s*(?:in|on)(?:to)?|sign(?:ed|ing)?\s*in(?:to)?|ssh(?:ed)?|connect(?:ed)?"
    r"|logins?)" + _R + r"[^\n;]{0,60}?" + _L + r"as\s+(?:user\s+)?[\w.@-]{2,32}\s+(?:and\s+)?with\s+"
    r"(?:(?:the\s+)?(?:password|pass|pw|pwd|passphrase)\s+)?(?P<v>[^\s,;]{4,40}?)(?=[,;]?\s|[,;.]?$|\.\s)")
# the same in French, Spanish, Portuguese and Italian: "en tant que admin avec", "como admin con (la clave)"
_LOGIN_AS = re.compile(
    r"(?i)" + _L + r"(?:en tant qu(?:e\s+|')|como\s+|come\s+)(?:utilisateur\s+|usuario\s+|usuário\s+|utente\s+)?"
    r"[\w.@-]{2,32}\s+(?:avec|con|com)\s+(?:(?:le |la |o |a |il )?(?:mot de passe|clave|contraseña|senha|password)\s+)?"
    r"(?P<v>[^\s,;]{4,40}?)(?=[,;]?\s|[,;.]?$|\.\s)")

# a Wi-Fi key named by its WPA word, either order of the words ("WPA2-Schlüssel ist", "la clé WPA2 est")
_WPA = (r"(?:wpa[23]?(?:[- ]?(?:psk|personal))?|wlan|wi-?fi|wifi)")
_KEY = (r"(?:key|passphrase|password|schlüssel|passwort|kennwort|clé|mot de passe|clave|contraseña|chave|senha"
        r"|chiave|sleutel|wachtwoord|klucz|hasło|nøgle|kode|nyckel|lösenord|avain|salasana|ключ|пароль|anahtar"
        r"|şifre)")
_WPA_KEY = re.compile(
    r"(?i)" + _L + r"(?:" + _WPA + r"[- ]?" + _KEY + r"|" + _KEY + r"\s+(?:du |de la |del |da |do |della )?" + _WPA
    + r")" + _R + r"\s*(?:is|ist|est|es|è|é|er|är|jest|on|=|:)?\s*[:：=]?\s*"
    r"(?P<v>[^\s,;'\"]{8,63}?)(?=[,;.]?\s|[,;.]?$)")
_PASSWORDISH = re.compile(r"(?=.*[A-Za-z])(?=.*[\d!@#$%^&*_+=?])")
_NOT_VALUE = re.compile(r"(?i)(?:sudo|ssh|the|a|an|my|his|her|their|key|keys|password|rsa|ed25519|mfa|2fa|totp)")

# a correction, then a code closed by '#'
_CORRECTED = re.compile(
    r"(?i)" + _L + r"(?:me equivoqu[ée]|me confund[íi]|perd[óo]n|perdona|corrijo|sorry|correction|i mean|my bad|"
    r"wrong(?: one)?|pardon|je me suis tromp[ée]e?|erreur|entschuldigung|korrektur|ich meine|falsch|"
    r"mi sono sbagliat[oa]|scusa|desculpa|me enganei|errei|przepraszam|pomyli\w+|sorry|fout|excuse)" + _R
    + r"[^\n]{0,40}?(?<![\w*#])(?P<v>#?\d{3,8}#)")

# a code the speaker generated or just got, in a message about a code
_GENERATED = re.compile(
    r"(?i)" + _L + r"(?:wygenerowa\w+|generated|generiert|g[ée]n[ée]r[ée]e?|gener[ée]|generad[oa]|generat[oa]|gerad[oa]"
    r"|g[ée]n[ée]rer|generar|gerar|generare|с?генерировал\w*|oluşturdum"
    r"|(?:just|i)\s+got|i\s+received|dostała?m|otrzymała?m|ho ricevuto|j'ai re[çc]u|recib[íi]|recebi"
    r"|bekommen|erhalten|kreeg|fick)" + _R
    + r"(?:\s+(?:(?:właśnie|teraz|nowy|kod|blik|the|a|my|new|code|den|el|le|il|o|um|un|a|code|kode|codice|código"
    r"|gerade|just|juste|acabo|appena|neuen|nouveau|nuevo|nuovo|novo|this|one|einen|код|la|kodu)\s+){0,4})?"
    r"\s*[:：]?\s*(?P<v>\d{6})(?![\d.,:/-]\d|\w)")
# the code named, then the verb that made it ("den Code 551203 generiert", "kod 551203 dostałem")
_GENERATED_AFTER = re.compile(r"(?i)" + _L + r"(?:code|kod|kode|codice|código|blik)\s*[:：]?\s*(?P<v>\d{6})\s+"
                              r"(?:generiert|erhalten|bekommen|wygenerowa\w+|dostała?m|otrzymała?m|gerado|generado"
                              r"|generato|reçu|généré)" + _R)
_CODE_WORD = re.compile(r"(?i)(?:" + _L + r"(?:blik|code|kod|kodu|kode|koden|código|codice|otp|tan|pin|код\w*)" + _R
                        + r"|验证码|驗證碼|コード|코드)")

# a key box's code
_KEY_BOX = re.compile(
    r"(?i)" + _L + r"(?:n[øo]gleboks\w*|n[øo]kkelboks\w*|nyckel(?:box|skåp)\w*|key\s*(?:box|safe|lock\s*box)|lock\s*box"
    r"|schlüssel(?:kasten|tresor|safe|box)\w*|bo[îi]te\s+[àa]\s+cl[ée]s?|caja\s+(?:de\s+)?(?:las\s+)?llaves"
    r"|cajet[íi]n|cassett[ae]\s+(?:delle\s+)?chiavi|sleutel(?:kastje|kluis)\w*|skrytk\w+\s+na\s+klucze|sejf\w*"
    r"|avainsäilö\w*|avainlaatik\w*|キーボックス|钥匙盒|鑰匙盒|密码盒)" + _R
    + r"[^\n.]{0,50}?(?:kode[n]?|code|kod|koden|código|codice|combinaci[óo]n|combinaison|kombination|koodi|暗証番号|密码|密碼)"
    r"(?:\s+(?:er|is|ist|est|es|è|jest|on|är|:))?\s*[:：]?\s*(?P<v>\d{3,8})(?![\d\w])")

# a PIN in brackets after its name
_BRACKET_PIN = re.compile(r"(?i)" + _L + r"(?:m-?pin|pin(?:\s*(?:code|kod|number|no\.?))?|upi\s*pin|passcode)" + _R
                          + r"(?:\s+\w{1,6}){0,2}\s*[(（]\s*(?P<v>\d{4,6})\s*[)）]")

# a Persian sheba the speaker calls their own
_SHEBA = re.compile(r"(?:شماره\s*)?شبا(?:ی)?\s*(?:من|خودم|بنده)\s*[:：]?\s*(?:است\s*|هست\s*)?[:：]?\s*"
                    r"(?P<v>IR\s?\d{2}(?:\s?\d){18,26})(?!\d)")

# a Japanese ordinary or current account's number after its bank and branch
_JP_ACCOUNT = re.compile(r"(?:銀行|信金|信用金庫|ゆうちょ)[^\n。]{0,20}?(?:支店|出張所)?[^\n。]{0,6}?(?:普通|当座|貯蓄)"
                         r"(?:預金)?\s*(?:口座)?\s*[:：]?\s*(?:No\.?|番号)?\s*(?P<v>\d{7})(?!\d)")

# a Hungarian account (two or three groups of eight) the money goes to, or the speaker's own
_HU_ACCOUNT = re.compile(r"(?<![\d-])(?P<v>\d{8}-\d{8}(?:-\d{8})?)(?![\d-])(?=\s*(?:-?(?:es|as|os|ös|ás)\s+)?"
                         r"(?:számlá(?:ra|mra|nkra|szám(?:ra|omra)?)|bankszámlá(?:ra|mra|szám(?:ra|omra)?)))")
_HU_MINE = re.compile(r"(?i)(?:számlaszámom|bankszámlaszámom|számlám|bankszámlám)\s*[:：]?\s*(?:a\s+|az\s+)?"
                      r"(?P<v>\d{8}-\d{8}(?:-\d{8})?)(?![\d-])")

TRIGGERS = ("capital ", "small ", "upper", "lower", "digit ", "großes", "grosses", "kleines", "ziffer", "majuscule",
            "minuscule", "mayúscula", "minúscula", "maiúscula", "maiuscola", "hoofdletter", "wielka", "cyfra",
            "заглавн", "büyük", "大写", "大寫", "小写", "小寫", "大文字", "qr", "totp", "2fa", "authenticator", "setup key",
            "base32", "logged in", "log in", "logged on", "signed in", "ssh", "login", "#", "wygenerowa", "generated",
            "just got", "generiert", "nøgleboks", "nogleboks", "nøkkelboks", "nyckel", "key box", "keybox",
            "key safe", "lockbox", "lock box", "schlüsselkasten", "schlüsseltresor", "boîte à clés", "llaves",
            "cajetín", "chiavi", "sleutelkast", "sleutelkluis", "klucze", "キーボックス", "mpin", "pin", "شبا", "普通",
            "当座", "számlá", "wpa", "wlan", "wi-fi", "wifi", "en tant qu", "como ", "come ", "генерировал",
            "générer", "generar", "gerar", "generato", "oluşturdum")


def _value(m: re.Match[str], kind: str) -> Span:
    return (m.start("v"), m.end("v"), kind)


# the plain words each rule needs, looked up before its regex scans the message (every finder runs on every message
# the gate lets through, whichever round's word opened it)
_CASE_WORDS = ("capital", "small", "upper", "lower", "digit", "number", "numeral", "groß", "gross", "klein", "ziffer",
               "zahl", "majuscule", "minuscule", "chiffre", "mayúscula", "mayuscula", "minúscula", "minuscula", "número",
               "numero", "dígito", "digito", "maiúscul", "maiuscul", "maiuscol", "minuscol", "cifra", "hoofdletter",
               "kleine letter", "cijfer", "wielk", "mał", "stor", "lill", "siffra", "заглавн", "строчн", "цифр",
               "büyük", "küçük", "rakam", "大写", "小写", "大寫", "小寫", "数字", "數字", "大文字", "小文字")
_LOGIN_WORDS = ("log", "sign", "ssh", "connect")
_AS_WORDS = ("en tant qu", "como", "come")
_WPA_WORDS = ("wpa", "wlan", "wi-fi", "wifi")
_PAIR_WORDS = ("login", "cred", "anmeldung", "zugangsdaten", "identifiants", "acceso", "accesso", "dane logowania",
               "inloggning")
_SIX_DIGITS = re.compile(r"\d{6}")
_BOX_WORDS = ("boks", "box", "key safe", "skåp", "schlüssel", "clé", "cles", "llaves", "cajet", "chiavi", "sleutel",
              "klucze", "sejf", "avain", "キーボックス", "钥匙盒", "鑰匙盒", "密码盒")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    for m in _SPELLED.finditer(text) if any(w in low for w in _CASE_WORDS) else ():
        words = [i.group("w") for i in _ITEM_RE.finditer(m.group())]
        if 2 * sum(_LETTER.fullmatch(w) is not None for w in words) > len(words):
            out.append((m.start(), m.end(), "password"))
    for m in _B32.finditer(text):
        v = m.group()
        # a random key is mostly letters, digits among them; a card's digit groups before words ("4242 4242 ... with
        # any") are not one
        letters = sum(c.isalpha() for c in v)
        mixed = sum(any(c.isalpha() for c in g) and any(c.isdigit() for c in g) for g in re.split(r"[ -]", v))
        if (sum(c.isdigit() for c in v) >= 2 and 2 * letters > len(v) and mixed >= 2
                and _KEY_WORD.search(text, max(0, m.start() - 80), m.start())
                and not _EXAMPLE.search(text, max(0, m.start() - 40), m.start())):
            out.append((m.start(), m.end(), "secret"))
    logins = [(rx, words) for rx, words in ((_LOGIN, _LOGIN_WORDS), (_LOGIN_AS, _AS_WORDS), (_WPA_KEY, _WPA_WORDS),
                                           (_SLASH_PAIR, _PAIR_WORDS)) if any(w in low for w in words)]
    for m in (m for rx, _ in logins for m in rx.finditer(text)):
        v = m.group("v")
        if _PASSWORDISH.match(v) and not _NOT_VALUE.fullmatch(v) and not placeholder(v):
            out.append(_value(m, "password"))
    if "#" in text:
        out += [_value(m, "pin") for m in _CORRECTED.finditer(text)]
    if _SIX_DIGITS.search(text) and _CODE_WORD.search(text):
        out += [_value(m, "one_time_code") for m in _GENERATED.finditer(text)]
        out += [_value(m, "one_time_code") for m in _GENERATED_AFTER.finditer(text)]
    if any(w in low for w in _BOX_WORDS):
        out += [_value(m, "pin") for m in _KEY_BOX.finditer(text)]
    if "pin" in low or "passcode" in low:
        out += [_value(m, "pin") for m in _BRACKET_PIN.finditer(text)]
    if "شبا" in text:
        out += [_value(m, "iban") for m in _SHEBA.finditer(text)]
    if "普通" in text or "当座" in text or "貯蓄" in text:
        out += [_value(m, "bank_account") for m in _JP_ACCOUNT.finditer(text)]
    if "száml" in low:
        out += [_value(m, "bank_account") for m in _HU_ACCOUNT.finditer(text)]
        out += [_value(m, "bank_account") for m in _HU_MINE.finditer(text)]
    return out
