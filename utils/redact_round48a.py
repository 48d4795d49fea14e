"""Round 48a: secrets the rules let through in phrasings of their own, by class.

Finds:
- a passphrase of three words or more run together or joined by dots, dashes or underscores after a password's name
  ("Wi-Fi: Loft22, password harborfalconviolet", "wachtwoord pebblemeadowwillow", "password cobalt.ember.ripple"):
  every part a whole word of the MiniLM vocabulary (a word, or two, is no passphrase: "password reset");
- a Wi-Fi key stated after the place it serves ("wifi at the cabin is SaturnShadow95"), shaped like a key;
- a password named with what it opens, then a copula in many languages ("heslo do internetového bankovnictví
  P1v077!", "parola nouă de la contul eMAG e soricel.1359"), or the value said to someone or coming out of a
  recipe ("питали пароль від Приват24, я сказала zirka.440", "получилось vfhnf1998");
- the other of two secrets by ellipsis ("Mi clave de acceso es X y la de firma 881186");
- a Persian password after a colon in its sentence ("رمز وای فای ... یادم نره: golnar_09") and a card's PIN in
  Persian digits before "is" ("رمز چهار رقمی کارت ... ۳۹۴۴ هست");
- an Israeli account with its branch suffix after its name ("מספר חשבון 908486/26");
- a code for a gate or a door in Czech and Slovak ("kód od branky 1394");
- an RPC provider's key in its URL (Alchemy, Infura, QuickNode: "https://eth-sepolia.g.alchemy.com/v2/<key>");
- a dotenv line's whole value under a secret's name (a value holding ")" or "%" is cut to the line's end);
- a US driver's license number of California's layout (a letter and seven digits) in a message naming a license;
- a Kenyan SHA member number ("CR" then eleven digits and a check digit);
- (``announces``, ``announced``) a message promising a secret or a number in another language, and after it "Die
  Nummer ist T563523460" (a seed phrase's labelled halves after "скину сид-фразу двумя сообщениями" are round 49a's).

utils.redact's ROUNDS registry calls ``find``; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from utils import secret_model

Span = tuple[int, int, str]

_L = r"(?<![^\W_])"  # no letter or digit before
_R = r"(?![^\W_])"  # no letter or digit after

_PW_NOUN = (r"password|passwort|kennwort|wachtwoord|mot\s+de\s+passe|contraseña|senha|lösenord|passord|adgangskode"
            r"|salasana|hasło|heslo|parola|jelszó|пароль|şifre|mật\s+khẩu|kata\s+sandi|wifi-?passwort|wlan-?passwort")

# ---- a passphrase of words run together ----

_PASSPHRASE = re.compile(r"(?i)" + _L + r"(?:" + _PW_NOUN + r")" + _R + r"\s*(?:(?:is|ist|est|es|er|är|je)\s+|[:=]\s*)?"
                         # (a call or an attribute is code: "password = request.form.get('password')")
                         r"(?P<v>[a-z]{3,}(?:[._-]?[a-z]{3,}){0,5})(?![\w.-]*\w)(?![(\[]|\.\w)")


@lru_cache(maxsize=4096)
def words_in(part: str) -> int:
    """How many words ``part`` splits into, fewest first, each a whole vocabulary word of three letters or more but
    at most one of three to eight letters the vocabulary lacks ("pebble" + "meadow" + "willow"); 0 when it does not
    split so, or is one word."""
    words = secret_model.vocabulary_words()
    n = len(part)
    if part in words:
        return 1
    # best[i][u]: fewest words covering part[:i] with u unknown words (0 or 1)
    inf = 99
    best = [[0, inf]] + [[inf, inf] for _ in range(n)]
    for i in range(1, n + 1):
        for j in range(max(0, i - 16), i - 2):
            piece = part[j:i]
            if piece in words:
                for u in (0, 1):
                    best[i][u] = min(best[i][u], best[j][u] + 1)
            elif i - j <= 8:
                best[i][1] = min(best[i][1], best[j][0] + 1)
    # a run with a word the vocabulary lacks must be long: "synchronization" splits into three pieces too
    k = min(best[n][0], best[n][1] if best[n][1] >= 3 and n >= 16 else inf)
    return k if k < inf else 0


def _passphrase(v: str) -> bool:
    """Three words or more: parts of three letters or more joined by a dot, a dash or an underscore, or words run
    together (each part may be such a run)."""
    if len(v) < 12:
        return False
    parts = re.split(r"[._-]", v.lower())
    if len(parts) >= 3:
        return True
    return sum(words_in(p) for p in parts) >= 3 and all(words_in(p) for p in parts)


# ---- a Wi-Fi key stated after the place it serves ----

_WIFI_IS = re.compile(
    r"(?i)" + _L + r"(?:wi-?fi|wlan)(?:\s+(?:password|key|code))?(?:\s+(?:at|in|for|of|on)\s+(?:the\s+|my\s+|our\s+)?"
    r"[^\W\d_]+(?:\s+[^\W\d_]+)?)?\s+(?:is|was)\s+(?:now\s+)?[\"'“‘]?(?P<v>[^\s\"'”’,;]{8,64}?)[\"'”’]?(?=[\s,;.!?)]|$)")
_NOT_KEY = re.compile(r"(?i)wpa\d?(?:-\w+)*|wep\w*|[0-9.]+\s*(?:ghz|mhz|mbps|gbps)|\d+(?:\.\d+)?(?:ghz|mhz|mbps|gbps)|https?:.*|www\..*")


_KEY_APART = re.compile(r"(?i)" + _L + r"(?:password|passwort|key|pw|pwd|pass|code|clave|senha)" + _R)


def _key_like(v: str) -> bool:
    v = v.rstrip(".!?)")
    if _NOT_KEY.fullmatch(v) or "://" in v:
        return False
    letters = sum(c.isalpha() for c in v)
    return letters >= 3 and any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(
        c.islower() for c in v)


# ---- a password named with what it opens, then a copula ----

_PW_FOR = re.compile(
    r"(?i)(?<!\w)(?:(?:" + _PW_NOUN + r")(?:\s+(?:nouă|nova|nowe|nové|новый|новий|new|neues))?"
    r"\s+(?:do|k|ke|od|na|pro|de\s+la|de|pentru|al|la|from|for|to|für|zum|zur|pour|para|per|от|від|до|для|dla)\s+"
    r"(?:[^\W\d_]+\s+){0,3}?[^\W\d_][\w-]*)\s*[,]?\s*(?P<cop>(?:is|ist|est|es|e|este|je|jest|є|это)\s|—|:|=)?\s*"
    r"[\"'“«„]?(?P<v>(?=[^\s]*[\d!#$%&*+=?@^~])[^\s\"'”»“,;]{6,40}?)(?=[\"'”»“]?(?:[\s,;)]|[.!?](?:\s|$)|$))")
# the value said to someone, or what came out ("я сказала zirka.440", "получилось vfhnf1998", "I told them X")
_SAID = re.compile(
    r"(?i)" + _L + r"(?:я\s+сказал[аи]?|я\s+назвал[аи]?|я\s+сказав|я\s+назвав|я\s+ввел[аи]?|я\s+ввів|я\s+ввела"
    r"|получилось|вышло|вийшло|I\s+(?:said|told\s+(?:them|him|her))|ich\s+(?:sagte|hab\s+gesagt)|j'ai\s+dit"
    r"|le\s+dije|les\s+dije|eu\s+disse|gli\s+ho\s+detto)" + _R
    + r"\s*[:,]?\s*[\"'“«„]?(?P<v>[^\s\"'”»“,;]{6,40}?)(?=[\"'”»“]?(?:[\s,;)]|[.!?](?:\s|$)|$))")
_PW_WORD = re.compile(r"(?i)" + _PW_NOUN + r"|passcode|парол")


def _pw_like(v: str) -> bool:
    """A password's shape: letters with a digit or a symbol, no URL, e-mail, version, date or amount."""
    v = v.rstrip(".!?)")
    if "://" in v or "@" in v or re.fullmatch(r"v?\d+(?:[.,/:-]\d+)*[a-z]?", v, re.I):
        return False
    letters = sum(c.isalpha() for c in v)
    # (an underscore alone makes an identifier: "aws_db_instance")
    return letters >= 2 and (any(c.isdigit() for c in v) or any(c in "!#$%&*+=?@^~" for c in v)) and len(v) >= 6


def _pw_end(text: str, s: int, v: str) -> int:
    """The value's end: a closing "!" is the value's when no new sentence follows it ("P1v077!. Mám")."""
    core = v.rstrip(".)")
    if core.endswith("!") and not core.endswith("!!"):
        return s + len(core)
    return s + len(core.rstrip("!?"))


# ---- the other of two secrets, by ellipsis ----

# ("the one for X", "la de X", "the X one": a noun left out; "and the price is 4500" names its own noun)
_ELLIPSIS = re.compile(
    r"(?i)" + _L + r"(?:y|and|und|et|e|i|a|en|og|och)\s+(?:la|el|the|die|der|das|le|la|a|o|il|de|het)\s+"
    r"(?:(?:de|for|für|pour|da|do|di|of|van|voor)\s+[^\W\d_]{3,20}|[^\W\d_]{3,20}\s+one|one\s+for\s+(?:the\s+)?"
    r"[^\W\d_]{3,20})\s*(?:es|is|ist|est|é|è|:)?\s*(?P<v>\d{4,8}(?![\d/.,-]\d|\d)|[^\s,;.]{6,40})")
_SECRET_BEFORE = re.compile(r"(?i)" + _L + r"(?:clave|contraseña|pin|password|passwort|code|código|codice|mot\s+de\s+passe"
                            r"|senha|wachtwoord|kennwort)" + _R)

# ---- Persian ----

_FA_PW = re.compile(r"رمز|پسورد|گذرواژه|کلمه\s*عبور")
_FA_COLON_VALUE = re.compile(r"[:：]\s*(?P<v>[A-Za-z][\w.!@#$%^&*-]{4,39})(?=\s|$|[.،,])")
_FA_PIN = re.compile(r"رمز[^\n.!?؟،]{0,40}?\s(?P<v>[0-9۰-۹٠-٩]{4,8})\s*(?:هست|است|ه(?![\u0600-\u06ff]))")

# ---- an Israeli account with its suffix ----

_IL_ACCOUNT = re.compile(r"(?:מספר\s+חשבון|מס['׳]\s*חשבון|חשבון\s+מספר)\s*[:]?\s*(?P<v>\d{4,9}/\d{1,3})(?![\d/])")

# ---- a Czech or Slovak code for a gate or a door ----

_CS_CODE = re.compile(
    r"(?i)" + _L + r"(?:kód|kod)\s+(?:od|k|ke|do|na|pro)\s+(?:[^\W\d_]+\s+){0,2}?(?:brank\w*|bran\w*|vrat\w*|dveř\w*|dver\w*"
    r"|vchod\w*|domu|domovní\w*|trezor\w*|schránk\w*|sejf\w*|garáž\w*|zámk\w*|zamk\w*|alarm\w*|bytu)" + _R
    + r"\s*(?:je|:|=)?\s*(?P<v>\d{4,8})(?![\d/.,-]\d|\d)")

# ---- an RPC provider's key in its URL ----

_RPC_KEY = re.compile(r"(?i)https?://[\w.-]*(?:alchemy\.com|alchemyapi\.io|infura\.io|quiknode\.pro|ankr\.com|chainstack\.com"
                      r"|blastapi\.io|getblock\.io)/(?:v\d/|rpc/|[\w-]+/)?(?P<v>(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{24,64})"
                      r"(?![A-Za-z0-9_-])")

# ---- a dotenv line's whole value ----

_ENV_LINE = re.compile(r"(?m)^[ \t]*(?:export\s+)?(?:[A-Z][A-Z0-9_]*_)?(?:SECRET|PASSWORD|PASSWD|TOKEN|PRIVATE_KEY|API_KEY)"
                       r"(?:_KEY)?=(?P<v>[^\s\"'$<{/~.][^\s]{11,})[ \t]*$")

# ---- ids by their layout ----

_CA_DL = re.compile(r"(?<![A-Za-z0-9])(?P<v>[A-Z]\d{7})(?![A-Za-z0-9])")
_DL_TALK = re.compile(r"(?i)" + _L + r"(?:driver'?s\s+licen[cs]e|licen[cs]e|\bDL\b)" + _R)
_SHA_NO = re.compile(r"(?<![A-Za-z0-9])(?P<v>CR\d{11}-\d)(?![\d-])")

# ---- after an announcement ----

_NUMBER_IS = re.compile(
    r"(?i)^\s*(?:(?:so|ok|okay|gut|also)\s*[,.]?\s*)?(?:die\s+nummer|the\s+number|my\s+number|el\s+número|le\s+numéro"
    r"|o\s+número|il\s+numero|het\s+nummer|numer|číslo|номер)\s+(?:ist|is|es|est|é|è|lautet|to|je|—|:)\s*[:]?\s*"
    r"(?P<v>(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{5,20})(?![A-Za-z0-9])")
# ---- a message promising a secret or a number for the next one, in other languages ----

_SEND_YOU = (r"скину|скинет|пришлю|отправлю|напишу\s+тебе|дам\s+тебе|надішлю|скину|вишлю|продиктую|надиктую|диктую"
             r"|schick(?:e)?\s+dir|sende\s+dir|geb(?:e)?\s+dir|schreib(?:e)?\s+dir"
             r"|te\s+(?:paso|mando|envío|envio|doy|escribo)|je\s+t'(?:envoie|écris)|je\s+te\s+(?:donne|passe)"
             r"|ti\s+(?:mando|passo|do|scrivo|invio)|(?:vou\s+)?te\s+(?:mandar|passar|enviar)|te\s+passo"
             r"|stuur\s+(?:ik\s+)?je|ik\s+stuur\s+je|wyślę\s+ci|podam\s+ci|pošlu\s+ti|skickar\s+dig|sender\s+dig")
_ANNOUNCE_OTHER = re.compile(
    r"(?i)" + _L + r"(?:" + _SEND_YOU + r")" + _R + r"[^\n.!?]{0,40}?" + _L
    + r"(?:сид-?фраз\w*|парол\w*|код\w*|номер\w*|ключ\w*|пин\w*|nummer\w*|\w*nummer|passwort|pin|code|schlüssel"
    r"|número|numero|numéro|contraseña|clave|código|codice|senha|mot\s+de\s+passe|clé|password|curp|nss|rfc|dni|nie"
    r"|cpf|iban|cuenta|conta|compte|conto|wachtwoord|hasło|heslo|lösenord|passord)" + _R
    + r"|(?:двумя|двома|2)\s+(?:сообщениями|повідомленнями)")
CUES: tuple[str, ...] = ("скину", "пришлю", "отправлю", "надішлю", "schick", "sende dir", "gebe dir", "te paso",
                         "te mando", "te envío", "te envio", "je t'envoie", "je te passe", "je te donne", "ti mando",
                         "ti passo", "te mandar", "te passar", "te passo", "stuur", "wyślę", "pošlu", "skickar",
                         "sender dig", "сообщениями", "повідомленнями", "продиктую", "надиктую")


def announces(text: str) -> bool:
    """A short message promising a secret or a person's number for the next one in another language ("Ich schick
    dir gleich meine Versichertennummer", "сейчас скину сид-фразу двумя сообщениями", "te paso mi CURP")."""
    return len(text) <= 200 and _ANNOUNCE_OTHER.search(text) is not None


def announced(text: str) -> list[Span]:
    """After a message announcing a number: "Die Nummer ist T563523460" (a seed phrase's labelled half is round 49a's
    ``announced``, called beside this one)."""
    m = _NUMBER_IS.match(text)
    return [] if m is None else [(m.start("v"), m.end("v"), "announced")]


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This round's spans in ``text`` (``low`` is its lower case)."""
    out: list[Span] = []
    if _PW_WORD.search(text) is not None:
        for m in _PASSPHRASE.finditer(text):
            if _passphrase(m.group("v")):
                out.append((m.start("v"), m.end("v"), "password"))
        for m in _PW_FOR.finditer(text):
            v = m.group("v")
            # with no copula the value must look made ("password for user admin123" names a user)
            strong = any(c.isupper() for c in v) or any(c in "!#$%&*+=?@^~." for c in v.rstrip(".!?"))
            if _pw_like(v) and (m.group("cop") or strong):
                out.append((m.start("v"), _pw_end(text, m.start("v"), v), "password"))
        for m in _SAID.finditer(text):
            v = m.group("v")
            if _pw_like(v) and _PW_WORD.search(text, max(0, m.start() - 160), m.start()) is not None:
                out.append((m.start("v"), _pw_end(text, m.start("v"), v), "password"))
    if "wi" in low or "wlan" in low:
        for m in _WIFI_IS.finditer(text):
            # "Wi-Fi is HomeNet-5G and the password is ...": the network's name, its key said apart
            if _key_like(m.group("v")) and _KEY_APART.search(text, m.end(), m.end() + 40) is None:
                v = m.group("v").rstrip(".!?)")
                out.append((m.start("v"), m.start("v") + len(v), "wifi_key"))
    for m in _ELLIPSIS.finditer(text) if _SECRET_BEFORE.search(text) is not None else ():
        v = m.group("v")
        if (v.isdigit() or _pw_like(v)) and _SECRET_BEFORE.search(text, max(0, m.start() - 80), m.start()) is not None:
            out.append((m.start("v"), m.start("v") + len(v.rstrip(".!?)")), "pin" if v.isdigit() else "password"))
    if _FA_PW.search(text) is not None:
        for m in _FA_COLON_VALUE.finditer(text):
            if _pw_like(m.group("v")) and _FA_PW.search(text, max(0, m.start() - 120), m.start()):
                out.append((m.start("v"), m.end("v"), "password"))
        out.extend((m.start("v"), m.end("v"), "pin") for m in _FA_PIN.finditer(text))
    if "חשבון" in text:
        out.extend((m.start("v"), m.end("v"), "bank_account") for m in _IL_ACCOUNT.finditer(text))
    if "kód" in low or "kod" in low:
        out.extend((m.start("v"), m.end("v"), "lock_code") for m in _CS_CODE.finditer(text))
    if "http" in low:
        out.extend((m.start("v"), m.end("v"), "api_key") for m in _RPC_KEY.finditer(text))
    if "=" in text:
        for m in _ENV_LINE.finditer(text):
            v = m.group("v")
            # a module's dotted path ("PASSWORD_HASHERS=django.contrib...") or a URL is no secret's value
            # a digit, a symbol or both cases: "change-me-in-production", "METTI_QUI_LA_PASSWORD" are slots
            mixed = sum(c.isalpha() for c in v) >= 2 and (
                any(c.isdigit() or not c.isalnum() and c not in "-_" for c in v)
                or any(c.isupper() for c in v) and any(c.islower() for c in v))
            if not placeholder(v) and mixed and "://" not in v and re.fullmatch(r"[A-Za-z_][\w]*(?:\.\w+)+", v) is None:
                out.append((m.start("v"), m.end("v"), "secret"))
    if "licen" in low or "dl" in low:
        if _DL_TALK.search(text) is not None:
            out.extend((m.start("v"), m.end("v"), "national_id") for m in _CA_DL.finditer(text))
    if "sha" in low:
        out.extend((m.start("v"), m.end("v"), "national_id") for m in _SHA_NO.finditer(text))
    return [sp for sp in out if not placeholder(text[sp[0] : sp[1]])]


# Names of a secret only (utils.redact also reads them as "its own name" beside a tag)
TRIGGERS: tuple[str, ...] = ("heslo", "parola", "wachtwoord", "מספר חשבון", "alchemy.com", "infura.io", "quiknode",
                             "driver's license", "drivers license", "sha number", "namba ya sha")
