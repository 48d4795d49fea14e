"""Round 38a: a travel document's machine-readable zone, a password named with what it is for, a bank SMS's code under
the word for password or code, a code sent to confirm a login, a key sent in parts across messages; a Dell express
service code and ICAO's specimens kept.

Finds:
- the machine-readable zone (MRZ) of a passport or an identity card, as ICAO Doc 9303 lays it out: TD3 (a passport's
  two lines of 44), TD2 (two of 36) and TD1 (a card's three of 30). A data line counts only when the document
  number's check digit (weights 7-3-1, ICAO's) holds and so does the composite check digit, or both dates' check
  digits: then it is a real person's document number, birth date and expiry, whatever the OCR got of the name. The
  data lines are cut (TD1: the document number's line and the birth date's). A line of that shape whose check digits
  fail is no document's; ICAO's own specimens are printed in the standard and stay (``keep``, whichever rule cut
  them): their document numbers ("L898902C3", "D23145890"), a name line of SPECIMEN or MUSTERMANN, and a zone of
  "UTO" (Utopia, the fictitious state of every Doc 9303 example) in a message naming the standard or a sample (a
  made-up passport of Utopia scanned "at the kiosk" is cut like any other).
- a password named, then what it is for, then its value with no copula: the language's own order puts the login or
  the access it opens right after the name ("mật khẩu đăng nhập X", "senha de acesso X", "пароль для входа X",
  "hasło do logowania X", "סיסמת הכניסה X", "كلمة مرور الدخول X", "mot de passe de connexion X"); the value must be
  a password's shape (letters with a digit or a symbol), so a policy ("phải có 8 ký tự") stays.
- a one-time code a quoted bank SMS gives under the word for password or code ("Haslo: 24106721", "Passwort:",
  "Kod:", "Clave:", "Пароль:"), the quote naming an amount or a payment: a bank's authorisation code, digits alone.
- a code named, then its digits, then the login it confirms ("код 759940 для підтвердження входу", "code 771203 to
  confirm sign-in", "Code 640281 zur Bestätigung der Anmeldung", "kod 902174 do potwierdzenia logowania"); an error's
  code ("код помилки 404") stays.
- a key sent in parts across messages: after a message that announced a secret, one that opens with a part's label
  ("primera parte: X", "erster Teil: X", "first part: X") gives its value, and says the next part follows
  (``announces``, ``announced``); a label followed by words ("first part: Introduction and methods") gives none.

Keeps:
- a Dell express service code (ten or eleven digits, the service tag's base-36 number in decimal) and the service tag
  beside their labels in any language ("express service code", "Express-Servicecode", "code de service express"):
  printed on the device's label and read out to every support call, they open nothing.
- ICAO's specimen MRZs and document numbers (above).

utils.redact's ROUNDS registry calls ``find`` and ``keep``; ``announced`` is called by utils.redact's pass for a
message after an announcement. This module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils.idcheck import mrz_digit

Span = tuple[int, int, str]

_L = r"(?<![^\W\d_])"  # no letter before
_R = r"(?![^\W\d_])"  # no letter after

# the names of passwords and codes open the gate already (a TD3 line holds "<<<", or is a long token); a code's
# purpose where its name ("code", "kod") is too common a word to open it
TRIGGERS: tuple[str, ...] = (
    "confirm sign", "confirm your sign", "confirm the sign", "confirm login", "confirm your login", "confirm the login",
    "logowania", "bestätigung der anmeldung", "inicio de sesión", "confirmer la connexion", "confirmer votre connexion")


# ---- machine-readable zones ----

_MRZ_TOKEN = re.compile(r"(?<![A-Za-z0-9<])[A-Z0-9<]{30,44}(?![A-Za-z0-9<])")
_TD3 = re.compile(r"[A-Z0-9<]{9}[0-9][A-Z<]{3}[0-9]{7}[MFX<][0-9]{7}[A-Z0-9<]{14}[0-9<][0-9]")
# a visa's 44 (MRV-A) or 36 (MRV-B): optional data where a passport has its composite digit
_VISA44 = re.compile(r"[A-Z0-9<]{9}[0-9][A-Z<]{3}[0-9]{7}[MFX<][0-9]{7}[A-Z0-9<]{16}")
_TD2 = re.compile(r"[A-Z0-9<]{9}[0-9][A-Z<]{3}[0-9]{7}[MFX<][0-9]{7}[A-Z0-9<]{8}")
_TD1_TOP = re.compile(r"[A-Z][A-Z0-9<][A-Z<]{3}[A-Z0-9<]{9}[0-9<][A-Z0-9<]{15}")
_TD1_MID = re.compile(r"[0-9]{7}[MFX<][0-9]{7}[A-Z<]{3}[A-Z0-9<]{11}[0-9]")
# ICAO's fictitious state (a zone of it is a specimen where the message names the standard or a sample: a writer may
# also make up a "real" passport of Utopia), and the names specimens are printed with
_SPECIMEN_STATE = "UTO"
_SPECIMEN_NAME = re.compile(r"SPECIMEN|MUSTERMANN|MUSTERFRAU|ESPECIMEN|MODELO<|MUESTRA<")
_SAMPLE_WORD = re.compile(
    r"(?i)icao|9303|specimen|" + _L + r"(?:sample|example|spec|standard|test|dummy|fake|muster\w*|beispiel\w*|exemple"
    r"|spécimen|ejemplo|espécimen|esempio|exemplo|voorbeeld|przykład\w*|wzór|vzor\w*|пример\w*|приклад\w*|образ[еец]\w*"
    r"|örnek\w*|示例|样本|見本|サンプル|예시|견본)" + _R)
# the document numbers ICAO Doc 9303 prints in its examples (TD3's passport, TD1's and TD2's card)
_SPECIMEN_NUMBERS = frozenset({"L898902C3", "D23145890"})


def _specimen_number(doc: str) -> bool:
    return doc.rstrip("<") in _SPECIMEN_NUMBERS


def _doc_ok(doc: str, digit: str) -> bool:
    return any(c.isdigit() for c in doc) and doc.strip("<") != "" and mrz_digit(doc) == digit


def _data_line(v: str) -> bool:
    """Whether a TD3 (44) or TD2 (36) data line's checks hold: the document number's, and the composite's or both
    dates'."""
    if len(v) == 44 and _TD3.fullmatch(v):
        composite = mrz_digit(v[0:10] + v[13:20] + v[21:43]) == v[43]
    elif len(v) == 36 and _TD2.fullmatch(v):
        composite = mrz_digit(v[0:10] + v[13:20] + v[21:35]) == v[35]
    else:
        composite = False
    if len(v) not in (36, 44) or not (_TD3.fullmatch(v) or _VISA44.fullmatch(v) or _TD2.fullmatch(v)):
        return False
    dates = mrz_digit(v[13:19]) == v[19] and mrz_digit(v[21:27]) == v[27]
    return _doc_ok(v[0:9], v[9]) and (composite or dates)


def _td1_ok(top: str, mid: str) -> bool:
    """Whether a TD1 card's first two lines check: the document number's digit (a long number runs on into the
    optional data, its digit after it) and the composite's or both dates'."""
    if not (_TD1_TOP.fullmatch(top) and _TD1_MID.fullmatch(mid)):
        return False
    if top[14] == "<":
        tail = top[15:30].split("<", 1)[0]
        doc_ok = len(tail) >= 2 and _doc_ok(top[5:14] + tail[:-1], tail[-1])
    else:
        doc_ok = _doc_ok(top[5:14], top[14])
    composite = mrz_digit(top[5:30] + mid[0:7] + mid[8:15] + mid[18:29]) == mid[29]
    dates = mrz_digit(mid[0:6]) == mid[6] and mrz_digit(mid[8:14]) == mid[14]
    return doc_ok and (composite or dates)


def _zones(text: str) -> list[tuple[list[tuple[int, int]], bool]]:
    """Every machine-readable zone whose checks hold: its data lines' spans, and whether it is a specimen."""
    toks = [m for m in _MRZ_TOKEN.finditer(text) if len(m.group()) in (30, 36, 44)]
    sample = _SAMPLE_WORD.search(text) is not None
    out: list[tuple[list[tuple[int, int]], bool]] = []
    for i, m in enumerate(toks):
        v = m.group()
        prev = toks[i - 1] if i and text.count("\n", toks[i - 1].end(), m.start()) == 1 else None
        nxt = toks[i + 1] if i + 1 < len(toks) and text.count("\n", m.end(), toks[i + 1].start()) == 1 else None
        if len(v) == 30:
            if nxt is not None and len(nxt.group()) == 30 and _td1_ok(v, nxt.group()):
                name = toks[i + 2].group() if i + 2 < len(toks) and len(toks[i + 2].group()) == 30 else ""
                specimen = (_SPECIMEN_NAME.search(name) is not None or _specimen_number(v[5:14]) or sample and (
                    v[2:5] == _SPECIMEN_STATE or nxt.group()[15:18] == _SPECIMEN_STATE))
                out.append(([m.span(), nxt.span()], specimen))
            continue
        if _data_line(v):
            top = prev.group() if prev is not None and len(prev.group()) == len(v) else ""
            specimen = (_SPECIMEN_NAME.search(top) is not None or _specimen_number(v[0:9]) or sample and (
                v[10:13] == _SPECIMEN_STATE or top[2:5] == _SPECIMEN_STATE))
            out.append(([m.span()], specimen))
    return out


def _mrz(text: str, out: list[Span]) -> None:
    if "<" not in text:
        return
    for lines, specimen in _zones(text):
        if not specimen:
            out.extend((s, e, "passport") for s, e in lines)


# ---- a password named, then what it is for ----

# the name, then the login or the access it opens, in the language's own order (Hebrew and Arabic join their
# conjunctions and prepositions to the name: "וסיסמת", "وكلمة")
_QUALIFIED = re.compile(
    r"(?i)" + _L + r"(?:"
    r"mật\s+khẩu\s+(?:đăng\s+nhập|truy\s+cập|vào\s+app|vào\s+ứng\s+dụng)"
    r"|(?:kata\s+)?sandi\s+(?:login|masuk|akses)|kata\s+laluan\s+(?:log\s+masuk|akses)"
    r"|senha\s+(?:de\s+(?:acesso|login|entrada)|para\s+(?:entrar|acessar|logar))"
    r"|contrase[ñn]a\s+(?:de\s+(?:acceso|entrada|inicio\s+de\s+sesi[óo]n)|para\s+(?:entrar|acceder))"
    r"|clave\s+(?:de\s+(?:acceso|entrada)|para\s+(?:entrar|acceder))"
    r"|password\s+(?:di\s+accesso|d'accesso|per\s+(?:entrare|accedere))"
    r"|mot\s+de\s+passe\s+(?:de\s+connexion|d'accès|pour\s+(?:se\s+connecter|me\s+connecter|entrer))"
    r"|(?:passwort|kennwort)\s+(?:f[üu]r\s+(?:den\s+|das\s+)?(?:login|einloggen|anmelden)|zum\s+(?:einloggen|anmelden)"
    r"|zur\s+anmeldung)"
    r"|has[łl]o\s+(?:do\s+)?(?:logowania|zalogowania)|has[łl]o\s+dost[ęe]pu"
    r"|heslo\s+(?:k|pro|na)\s+p[řr]ihl[áa][šs]en[íi]"
    r"|пароль\s+(?:для\s+входа|для\s+входу|от\s+входа|від\s+входу|входа|входу)"
    r"|wachtwoord\s+(?:om\s+in\s+te\s+loggen|voor\s+het\s+inloggen)"
    r"|(?:şifre|sifre|parola)\s+(?:giri[şs]i?)"
    r"|(?:password|passcode)\s+(?:for\s+(?:the\s+)?(?:login|logging\s+in|sign-?in)|to\s+(?:log|sign)\s+in)"
    r")" + _R
    + r"|(?<![^\W\d_ובלמשהכ])[ובלמשכ]{0,2}(?:סיסמת|ה?סיסמ[הא])\s+(?:של\s+)?(?:ה|ל)?(?:כניסה|התחברות)"
    + r"|(?<![^\W\d_وفبلك])[وفبلك]{0,2}كلمة\s+(?:ال)?(?:مرور|سر)\s+(?:ال|ل|لل)?(?:دخول|تسجيل\s+(?:ال)?دخول)")
# what may stand between the qualifier and the value: the speaker's possessive, a link word, a colon or a dash
_QUAL_GAP = re.compile(
    r"(?i)(?:\s*(?:[:：=—–-]|(?<![^\W\d_])(?:của\s+(?:tôi|mình|em|anh)|là|is|my|mine|ist|lautet|est|c'est|es|é|è"
    r"|adalah|saya|aku|mi|mój|moje|мой|мій|benim|mijn|שלי|היא|הוא|هي|الخاصة\s+بي|الخاص\s+بي)(?![^\W\d_]))\s*){0,3}\s*")
_QUAL_VALUE = re.compile(r"[^\s\"'”»,;()]{5,64}")
_URLISH = re.compile(r"(?i)://|^www\.|@[\w-]+\.\w|\.(?:com|net|org|html?|pdf|jpg|png)$")


def _pw_shaped(v: str) -> bool:
    """Letters with a digit or a symbol, at least two letters: a password's shape, not a word or a number."""
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    symbols = sum(not c.isalnum() for c in v)
    return letters >= 2 and (digits >= 1 or symbols >= 1) and _URLISH.search(v) is None and not re.fullmatch(
        r"[\d.,:/-]+|[A-Za-z]+\.|v?\d+(?:\.\d+)+", v)


# the literal pieces of _QUALIFIED's names (lower case): the regex runs only where one of them is
_QUALIFIED_WORDS = ("khẩu", "sandi", "laluan", "senha", "contrase", "clave", "password", "passcode", "mot de passe",
                    "passwort", "kennwort", "hasło", "haslo", "heslo", "пароль", "wachtwoord", "şifre", "sifre",
                    "parola", "סיסמ", "كلمة")


def _qualified(text: str, low: str, placeholder: Callable[[str], bool], out: list[Span]) -> None:
    if not any(w in low for w in _QUALIFIED_WORDS):
        return
    for m in _QUALIFIED.finditer(text):
        gap = _QUAL_GAP.match(text, m.end())
        p = gap.end() if gap is not None else m.end()
        if p == m.end() and p < len(text) and not text[p].isspace():
            continue  # the name runs on into another word
        v = _QUAL_VALUE.match(text, p)
        if v is None:
            continue
        val = v.group().rstrip(".!?:")
        if _pw_shaped(val) and not placeholder(val):
            out.append((v.start(), v.start() + len(val), "password"))


# ---- a bank SMS's code under the word for password or code ----

_QUOTE = re.compile(r"\"[^\"\n]{10,400}\"|“[^”\n]{10,400}”|„[^“”\"\n]{10,400}[“”\"]|«[^»\n]{10,400}»"
                    r"|(?m:^[ \t]*>[^\n]{10,400})")
_SMS_LABEL = re.compile(
    r"(?i)" + _L + r"(?:has[łl]o|heslo|passwort|kennwort|password|clave|contrase[ñn]a|c[óo]digo|codice|code|kod|kód"
    r"|koodi|kode|пароль|код|jelsz[óo]|parola|[şs]ifre|salasana|wachtwoord|senha|otp|tan|mtan|sms-?code|sms-?kod)"
    + _R + r"\s*[:：]\s*(?P<v>\d{4,10})(?![\d]|[.,]\d)")
# the quote is a bank's message: an amount in a currency, or a payment's word
_BANK_MESSAGE = re.compile(
    r"(?i)\d[\d\s.,]*\s?(?:PLN|EUR|USD|GBP|CHF|CZK|Kč|Kc|zł|zl|UAH|грн|RUB|руб|р\.|₽|HUF|Ft|RON|lei|TRY|TL|₺|SEK|NOK"
    r"|DKK|kr)" + _R + r"|[€$£₴₽]\s?\d"
    r"|" + _L + r"(?:przelew\w*|p[łl]atno[śs][ćc]\w*|autoryzacj\w*|transfer\w*|payment|purchase|[üu]berweisung\w*"
    r"|ueberweisung\w*|zahlung\w*|compra|pago|transferencia|virement|paiement|перевод\w*|оплат\w*|переказ\w*"
    r"|покупк\w*|platb\w*|autorizac\w*|bonifico|pagamento|acquisto|[öo]deme|havale|eft|betaling|overboeking"
    r"|card|karta|kart[aąy]|tarjeta|carte|karte|карт\w*)" + _R)


def _sms_codes(text: str, out: list[Span]) -> None:
    if ":" not in text and "：" not in text:
        return
    for q in _QUOTE.finditer(text):
        if _BANK_MESSAGE.search(q.group()) is None:
            continue
        for m in _SMS_LABEL.finditer(text, q.start(), q.end()):
            v = m.group("v")
            if not re.fullmatch(r"(?:19|20)\d\d", v):
                out.append((m.start("v"), m.end("v"), "one_time_code"))


# ---- a code named, then the login it confirms ----

_LOGIN_CODE = re.compile(
    r"(?i)" + _L + r"(?:code|kod|kód|код|c[óo]digo|codice|koodi|kode|mã|otp|sms-?code|sms-?kod)" + _R
    + r"\s*[:：#№]?\s*(?P<v>\d{4,8})(?![\d]|[.,/:-]\d)"
    r"(?P<rest>\s+[^\n.!?;]{0,60})")
_LOGIN_PURPOSE = re.compile(
    r"(?i)^\s*(?:(?:для|do|to|for|zur|zum|f[üu]r|pour|para|per|om|ter|k|pro|để|untuk|için|på|til|för)"
    r"(?:\s+[^\W\d_]+){0,3}?\s+)?(?:вход\w*|logowa\w*|zalogowa\w*|sign[- ]?in|sign[- ]?on|log[- ]?in|logging\s+in|login"
    r"|anmeld\w*|einlogg\w*|connexion|connecter|sesi[óo]n|acceso|accesso|acesso|inloggen|aanmeld\w*|přihláš\w*"
    r"|prihlás\w*|inicio\s+de\s+sesi[óo]n|iniciar\s+sesi[óo]n|đăng\s+nhập|masuk|giri[şs]\w*|pääsy|kirjautu\w*|innlogging|logga\s+in|войти|увійти)" + _R)
# an error's, a status's, a postal or a promotion's code before the digits
_ERROR_BEFORE = re.compile(r"(?i)(?:error|fehler|erreur|errore|b[łl][ąę]d\w*|ошибк\w*|помилк\w*|status|http|exit|zip"
                           r"|postal|post|area|country|promo|coupon|voucher|discount|referral|product)\W{0,3}$")


def _login_codes(text: str, out: list[Span]) -> None:
    for m in _LOGIN_CODE.finditer(text):
        v = m.group("v")
        if re.fullmatch(r"(?:19|20)\d\d", v) or _ERROR_BEFORE.search(text, max(0, m.start() - 16), m.start()):
            continue
        if _LOGIN_PURPOSE.match(m.group("rest")) is not None:
            out.append((m.start("v"), m.end("v"), "one_time_code"))


# ---- a key in parts across messages ----

_FIRST = (r"(?:primera|primer|primero|first|erster?|erstes|première|premier|prima|primo|primeira|eerste|pierwsza"
          r"|первая|первую|перша|první|první)")
_LATER = (r"(?:segunda|segundo|second|zweiter?|zweites|deuxième|seconde|seconda|secondo|tweede|druga|вторая|вторую"
          r"|друга|druhá|tercera|tercer|third|dritter?|troisième|terza|terceira|derde|trzecia|третья|третя|last|última"
          r"|ultima|letzter?|dernière|laatste|ostatnia|последняя|остання|rest|resto|reste)")
_PART_WORD = (r"(?:\s+(?:parte|part|teil|partie|deel|część|часть|частина|část|half|mitad|metade|metà|hälfte|moitié"
              r"|halve|bit|piece|stuk|pedazo|pezzo|pedaço|morceau|stück))?")
_PART_LABEL = re.compile(
    r"(?i)^\s*(?:(?:y|and|und|et|e|en|i|и|і|a|o|oraz)\s+)?(?:(?:la|el|the|die|der|das|le|il|o|a|de|het)\s+)?"
    r"(?P<which>" + _FIRST + "|" + _LATER + r")" + _PART_WORD + r"\s*[:：=]\s*[\"'“«]?(?P<v>[^\s\"'”»,;]{3,64})")
_AFTER_VALUE = re.compile(r"[\"'”»]?\s*(?:$|[(\[.,;!?—–]|-\s|\n)")


def announced(text: str) -> list[Span]:
    """After a message that announced a secret: the value of a part's label opening this one ("primera parte: X",
    "and the second: X"), when the label's value stands alone (a word followed by more words is prose)."""
    m = _PART_LABEL.match(text)
    if m is None:
        return []
    v = m.group("v").rstrip(".!?)")
    end = m.start("v") + len(v)
    if len(v) < 3 or _AFTER_VALUE.match(text, end) is None or v.istitle() and v.isalpha():
        return []
    return [(m.start("v"), end, "password")]


def announces(text: str) -> bool:
    """A short message that opens with a first part's label and its lone value: the next part follows."""
    if len(text) > 160:
        return False
    m = _PART_LABEL.match(text)
    return m is not None and re.fullmatch(_FIRST, m.group("which"), re.I) is not None and bool(announced(text))


# ---- kept: a Dell express service code, a service tag ----

_SERVICE_LABEL = re.compile(
    r"(?i)" + _L + r"(?:express[- ]?service[- ]?code|express-?servicecode|(?-i:ESC)|code\s+de\s+service\s+express"
    r"|c[óo]digo\s+de\s+servicio\s+(?:r[áa]pido|express)|c[óo]digo\s+de\s+servi[çc]o\s+expresso"
    r"|codice\s+(?:di\s+)?servizio\s+(?:rapido|express)|kod\s+(?:usługi\s+ekspresowej|serwisu\s+ekspresowego)"
    r"|expresní\s+servisní\s+kód|express-?servicecode|service[- ]?tag|servicetag|étiquette\s+de\s+service"
    r"|etiqueta\s+de\s+servicio|servisní\s+štítek)" + _R
    + r"|快速服务代码|快速服務代碼|エクスプレスサービスコード|サービスタグ|服务标签|服務標籤|서비스\s*태그|익스프레스\s*서비스\s*코드")
_SERVICE_GAP = re.compile(r"(?i)(?:\s*+(?:[:：=#(]|is|ist|est|es|è|é|lautet|it's|it\s+is|/)\s*+|\s++){1,3}$")
_SERVICE_VALUE = re.compile(r"\d{3}(?:[ -]?\d{2,4}){2,4}|\d{9,12}|[A-Z0-9]{7}")


def _service_code(text: str, s: int, v: str) -> bool:
    """Whether the value at text[s:] is a service tag's seven characters or an express service code's digits right
    after its label."""
    if _SERVICE_VALUE.fullmatch(v) is None:
        return False
    if v.isdigit() or re.fullmatch(r"[\d -]+", v):
        if not 9 <= sum(c.isdigit() for c in v) <= 12:
            return False
    a = max(0, s - 48)
    for label in _SERVICE_LABEL.finditer(text, a, s):
        if _SERVICE_GAP.fullmatch(text, label.end(), s) is not None:
            return True
    return False


def keep(text: str, spans: list[Span]) -> None:
    """Drops Dell's service tags and express service codes after their labels, and ICAO's specimen MRZs and
    document numbers."""
    if not spans:
        return
    specimens = [ln for lines, specimen in _zones(text) if specimen for ln in lines] if "<" in text else []
    out: list[Span] = []
    for s, e, k in spans:
        v = text[s:e].strip(" \"'`=:,;()")
        if any(a < e and s < b for a, b in specimens) or v in _SPECIMEN_NUMBERS:
            continue
        if _service_code(text, s + text[s:e].find(v) if v else s, v):
            continue
        out.append((s, e, k))
    spans[:] = out


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    _mrz(text, out)
    _qualified(text, low, placeholder, out)
    if "code" in low or "kod" in low or "код" in low or "kód" in low or "digo" in low or "codice" in low or (
            "koodi" in low or "kode" in low or "mã" in low or "otp" in low):
        _login_codes(text, out)
    _sms_codes(text, out)
    return out
