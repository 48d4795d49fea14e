"""Values a message gives a few words or a sentence away from their name, in shapes the other rules read only right
after it.

- a password named, a clause after it, then a colon and the value closing the line ("note the bank's password, I
  always forget it: _Value12", "la clave de la banca, que se me olvida siempre: …");
- a personal document named in one sentence, its number given by a pronoun in the next ("They want my licence
  number. Mine is …", "Die Führerscheinnummer brauchen sie. Meine ist …");
- a health plan's member id ("Member ID ABC123456789, group 4411", "Member ID on my card is W818768707"), the group
  number kept;
- WordPress' wp-config.php secrets: the whole quoted value of a define() whose constant names a key, a salt or a
  password (salts hold quotes' neighbours, brackets and symbols the generic rules stop at);
- a password spelled item by item after it was given ("capital Q, seven, at sign, r, ..."), bare items among case
  words;
- an app-specific password in Apple's form, four groups of four lower-case letters joined by hyphens;
- a password of plain words after its name and "which is" ("the pickup password, which is green walrus");
- two or three recovery codes alone on their lines after words that say a service just showed them or ask where to
  keep them;
- a PIN named earlier in its sentence, its digits after a verb of typing it in ("asks for my PIN … and I typed X",
  "me pide el NIP … y puse X").

utils.redact's ROUNDS registry calls ``find``; every rule first looks for its plain words in the lower-cased text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import ahocorasick_rs

from utils import secret_names

Span = tuple[int, int, str]

# ---- a clause between a password's name and its value ------------------------------------------------------------

_PW_NAMES = tuple(sorted({w.lower() for w in secret_names.PASSWORD} | {"clave", "passcode", "pin"}, key=len,
                         reverse=True))
_PW_FIND = ahocorasick_rs.AhoCorasick(list(_PW_NAMES)).find_matches_as_indexes
# the value closes its line after a colon; the words between hold no sentence end
_COLON_VALUE = re.compile(r"[:：][ \t]*[\"'`«“]?(?P<v>[^\s\"'`»”。、，；！？]{6,64}?)[\"'`»”]?[.!]?[ \t]*(?:\n|$)")


_NOT_PROSE = re.compile(r"[.?!。？！]\s|[\n=\"'`<>{}\[\]()/\\|@&]")


def _password_value(v: str) -> bool:
    """Letters with a digit, or letters and digits with a symbol: no word, number, URL, address or version."""
    if "://" in v or re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", v) or re.fullmatch(r"v?\d+(?:[.:/-]\d+)*", v):
        return False
    letters = sum(c.isalpha() for c in v)
    digits = sum(c.isdigit() for c in v)
    symbols = sum(not c.isalnum() for c in v)
    return letters >= 2 and digits >= 1 and (digits + symbols) >= 2


def _clause_colon(text: str, low: str, out: list[Span]) -> None:
    try:
        hits = _PW_FIND(low)
    except UnicodeEncodeError:  # a lone surrogate (a JSON escape): same length as U+FFFD, so positions hold
        hits = _PW_FIND(re.sub("[\ud800-\udfff]", "\ufffd", low))
    for _, s, e in hits:
        if s > 0 and low[s - 1].isalpha():
            continue
        window = text[e:e + 100]
        m = _COLON_VALUE.search(window)
        # the words between are prose: no sentence's end, no line's, no code's marks (a URL's "http:", "a=b")
        if m is None or len(window[:m.start()].strip()) < 3 or _NOT_PROSE.search(window[:m.start()]):
            continue
        v = m.group("v")
        if _password_value(v) and not v.startswith("/"):
            out.append((e + m.start("v"), e + m.end("v"), "password"))


# ---- a document's number given by a pronoun after the document was named ----------------------------------------

_DOC = re.compile(
    r"(?i)(?:driv(?:er'?s|ing) licen[cs]e|licen[cs]e (?:number|no\.?|#)|passport (?:number|no\.?)|id (?:card )?number"
    r"|führerschein\w*|reisepass\w*|ausweisnummer|permis de conduire|numéro de passeport|licencia de conducir"
    r"|carn[eé] de conducir|n[úu]mero de pasaporte|carteira de motorista|patente di guida|rijbewijs\w*)")
_PRONOUN = re.compile(
    r"(?i)(?<![^\W\d_])(?:mine(?:'s| is)|my (?:number|one) is|it's|meine (?:ist|lautet)|meiner (?:ist|lautet)"
    r"|le mien (?:est|c'est)|c'est|la m[ií]a es|el m[ií]o es|o meu é|a minha é|il mio è|la mia è)\s*[:：]?\s*"
    r"(?P<v>[A-Z]{0,3}\d[\dA-Z-]{5,17})(?![\w-])")
_DOC_WORDS = ("licen", "passport", "id card", "id number", "führerschein", "reisepass", "ausweis", "permis",
              "passeport", "pasaporte", "conducir", "motorista", "patente", "rijbewijs")


def _pronoun_ids(text: str, out: list[Span]) -> None:
    for m in _PRONOUN.finditer(text):
        before = text[max(0, m.start() - 200):m.start()]
        v = m.group("v")
        if sum(c.isdigit() for c in v) >= 5 and _DOC.search(before):
            out.append((m.start("v"), m.end("v"), "national_id"))


# ---- a health plan's member id ---------------------------------------------------------------------------------

_MEMBER = re.compile(
    r"(?i)(?<![^\W\d_])(?<!example )(?<!sample )(?:member|subscriber|enrollee)[ -]?(?:id|number|no\.?|#)"
    # where it is printed, between the name and its value ("Member ID on my card is W818768707")
    r"(?:\s+(?:on|from|in|at\s+the\s+top\s+of)\s+(?:my|the|our|her|his)\s+(?:\w+\s+){0,2}?(?:card|letter|app|portal"
    r"|statement|eob))?"
    r"(?:\s+(?:is|:))?\s*[:#]?\s*(?P<v>(?=[A-Z0-9-]*\d{6})[A-Z]{0,4}[0-9][A-Z0-9-]{5,18})(?![\w-])")


_HEALTH = re.compile(r"(?i)(?<![^\W\d_])(?:insur\w*|health\w*|medical|claims?|appeal\w*|denied|denial|group(?: number| no\.?| #)?"
                     r"|plan|copay|deductible|coverage|npi|prior auth\w*|eob|hmo|ppo|medicaid|medicare|pharmacy|rx)(?![^\W\d_])")


# ---- WordPress' secrets -----------------------------------------------------------------------------------------

_WP_DEFINE = re.compile(
    r"(?i)\bdefine\s*\(\s*['\"](?P<n>[A-Z_]*(?:KEY|SALT|PASSWORD|SECRET|NONCE|PASS))['\"]\s*,\s*"
    r"(?P<q>['\"])(?P<v>[^\n]{8,128}?)(?P=q)\s*\)\s*;?")


def _member_ids(text: str, out: list[Span]) -> None:
    for m in _MEMBER.finditer(text):
        # a gym's or a shop's member number stays: a health plan's claim, group or insurer is near
        if _HEALTH.search(text, max(0, m.start() - 200), min(len(text), m.end() + 200)):
            out.append((m.start("v"), m.end("v"), "health_id"))


def _wp_config(text: str, out: list[Span]) -> None:
    for m in _WP_DEFINE.finditer(text):
        v = m.group("v")
        if "put your unique phrase here" in v.lower() or v.startswith("$") or "getenv" in v:
            continue
        out.append((m.start("v"), m.end("v"), "secret"))


# ---- a password spelled item by item ---------------------------------------------------------------------------

_CASE = r"(?:capital|small|upper(?:\s*case)?|lower(?:\s*case)?|uppercase|lowercase|big|little|digit|number)"
_SYMBOL = (r"(?:at(?: sign| symbol)?|hash(?: sign)?|pound(?: sign)?|dollar(?: sign)?|percent(?: sign)?|ampersand|and sign"
           r"|star|asterisk|plus(?: sign)?|minus|dash|hyphen|underscore|dot|period|full stop|comma|colon|semicolon"
           r"|exclamation(?: mark| point)?|question mark|slash|backslash|tilde|caret|equals(?: sign)?)")
_DIGIT = r"(?:zero|one|two|three|four|five|six|seven|eight|nine|oh)"
_SPELL_ITEM = r"(?:" + _CASE + r"\s+[A-Za-z]|" + _DIGIT + r"|" + _SYMBOL + r"|[A-Za-z0-9])"
_SPELLED = re.compile(r"(?i)(?<![\w-])" + _SPELL_ITEM + r"(?:\s*,\s*(?:and\s+|then\s+)?" + _SPELL_ITEM + r"){5,}(?![\w-])")
_SPELL_CUE = re.compile(r"(?i)password|passphrase|passcode|passwort|wi-?fi|wlan|\bpin\b|\bkey\b")


def _spelled(text: str, out: list[Span]) -> None:
    for m in _SPELLED.finditer(text):
        items = re.split(r"\s*,\s*", m.group())
        # a real value mixes kinds: a case word or a bare letter beside a digit or a symbol's name
        digits = sum(re.fullmatch(r"(?i)(?:and\s+|then\s+)?(?:" + _DIGIT + r"|\d|" + _SYMBOL + ")", i) is not None
                     for i in items)
        letters = sum(re.fullmatch(r"(?i)(?:and\s+|then\s+)?(?:" + _CASE + r"\s+)?[A-Za-z]", i) is not None
                      for i in items)
        # a kind of its own: "something like capital P, ..." asks how to say the value, it cites no example
        if digits >= 2 and letters >= 2 and _SPELL_CUE.search(text, max(0, m.start() - 300), m.start()):
            out.append((m.start(), m.end(), "password_spelled"))


# ---- Apple's app-specific passwords --------------------------------------------------------------------------------

_APPLE_PW = re.compile(r"(?<![A-Za-z0-9-])[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}(?![A-Za-z0-9-])")
_APP_CUE = re.compile(r"(?i)app[- ]?specific|app[- ]password|appleid|apple id|notarytool|altool|icloud")


# ---- a password of plain words after "which is" -------------------------------------------------------------------

_WORD_PW = re.compile(
    r"(?i)(?<![^\W\d_])(?:password|passphrase|pass phrase|code word|safe word|pickup word)\s*,?\s*(?:which|that)\s+is"
    r"\s*[:：]?\s*[\"'“]?(?P<v>[a-z]{3,12}(?:[ -][a-z]{3,12}){1,2})[\"'”]?(?=\s*(?:[.!;,)]|$))")
_FUNCTION = frozenset("""a an the and or but not no is are was were be been to of in on at for with by from this that
these those it its my your our their his her very too so just quite really still also only same different easy hard
short long weak strong secure simple wrong right correct new old saved written stored""".split())


def _word_passwords(text: str, out: list[Span]) -> None:
    for m in _WORD_PW.finditer(text):
        if not any(w.lower() in _FUNCTION for w in re.split(r"[ -]", m.group("v"))):
            out.append((m.start("v"), m.end("v"), "password"))


# ---- recovery codes shown by a service ----------------------------------------------------------------------------

_CODE_LINE = r"[ \t]*(?:[-*•][ \t]*)?(?:[0-9a-z]{4,6}-[0-9a-z]{4,6})[ \t]*"
_CODE_LINES = re.compile(r"(?m)^(?:" + _CODE_LINE + r"\n){1,2}" + _CODE_LINE + r"$")
_SHOWN = re.compile(r"(?i)(?:just |has |have )?(?:showed|shown|gave|given|generated|displayed)\s+(?:me\s+)?(?:them|these|"
                    r"those)|(?:store|save|keep|put)\s+(?:these|them)|where\s+(?:do|should|can)\s+I\s+(?:store|save|keep)")
SHOWN_WORDS = ("showed them", "showed me these", "shown these", "gave me these", "generated these", "store these",
               "save these", "keep these", "store them", "save them", "keep them", "put these")


def _shown_codes(text: str, out: list[Span]) -> None:
    for m in _CODE_LINES.finditer(text):
        if not _SHOWN.search(text, max(0, m.start() - 200), m.start()):
            continue
        items = re.findall(r"[0-9a-z]{4,6}-[0-9a-z]{4,6}", m.group())
        # codes mix digits and letters; "blue-moon" lines are words
        if all(any(c.isdigit() for c in v) and any(c.isalpha() for c in v) for v in items):
            for it in re.finditer(r"[0-9a-z]{4,6}-[0-9a-z]{4,6}", m.group()):
                out.append((m.start() + it.start(), m.start() + it.end(), "recovery_code"))


# ---- a PIN asked for, then typed in --------------------------------------------------------------------------

# "the cashier asks for my card's PIN … and I typed 4821", "me pide el NIP de mi tarjeta … y puse 4821": the PIN's
# name earlier in the sentence, the value after a verb of typing it in (the card's number may stand between)
_PIN_NAME = re.compile(r"(?i)(?<![^\W\d_])(?:pin|nip|pin[- ]?code|pin[- ]?kod|geheimzahl|code\s+(?:pin|secret|confidentiel)"
                       r"|c[óo]digo\s+secreto|senha(?:\s+do\s+cart[ãa]o)?|пин(?:-?код)?|kod\s+pin)(?![^\W\d_])")
_TYPED = re.compile(
    r"(?i)(?<![^\W\d_])(?:puse|pus|meti|metí|ingres[ée]|introduje|marqu[ée]|tecle[ée]|digit[ée]|escrib[íi]|typed(?:\s+in)?"
    r"|entered|put\s+in|punched\s+in|keyed\s+in|j'ai\s+(?:tap[ée]|saisi|entr[ée]|compos[ée])|tap[ée]|saisi"
    r"|ho\s+(?:messo|digitato|inserito)|digitei|coloquei|inseri|wpisa[łl]\w*|wprowadzi[łl]\w*|ввел\w*|ввёл|набрал\w*"
    r"|gab\s+ich|tippte|ik\s+(?:typte|toetste))(?![^\W\d_])\s+(?:(?:el|la|il|le|o|a|the|my|mi|mon|ma|den|die|het)\s+)?"
    r"(?:(?:pin|nip|c[óo]digo|code|codice|senha|kod|код)\s+)?(?P<v>\d{4,6})(?![\d.,/:-]?\d)")


def _typed_pins(text: str, out: list[Span]) -> None:
    for m in _TYPED.finditer(text):
        a = max(0, m.start() - 120)
        a += max((x.end() for x in re.finditer(r"[.!?\n](?=\s|$)", text[a : m.start()])), default=0)
        if _PIN_NAME.search(text, a, m.start()) and not re.fullmatch(r"(?:19|20)\d\d", m.group("v")):
            out.append((m.start("v"), m.end("v"), "pin"))


# ---- the gate -------------------------------------------------------------------------------------------------

_WORDS = {
    "member": ("member",), "subscriber": ("member",), "enrollee": ("member",), "define": ("wp",),
    "spell": ("spelled",), "capital": ("spelled",), "lowercase": ("spelled",), "small": ("spelled",),
    "which is": ("words",), "that is": ("words",), "mine": ("pronoun",), "meine": ("pronoun",),
    "le mien": ("pronoun",), "mía": ("pronoun",), "mío": ("pronoun",), "o meu": ("pronoun",), "a minha": ("pronoun",),
    "il mio": ("pronoun",), "la mia": ("pronoun",), "my number is": ("pronoun",), "my one is": ("pronoun",),
    **{w: ("apple",) for w in ("app-specific", "app specific", "appspecific", "notarytool", "apple id", "appleid")},
    **{w: ("shown",) for w in SHOWN_WORDS},
}
_GATE_WORDS = tuple(_WORDS)
_GATE = ahocorasick_rs.AhoCorasick(list(_GATE_WORDS)).find_matches_as_indexes
# the gate's words: names only, so a message with none of them pays for nothing here ("which is", "mine" and a
# colon are read only once a name opened the gate)
TRIGGERS = (*(w for w in _PW_NAMES if len(w) >= 4), "member id", "member number", "member no", "member #",
            "subscriber id", "enrollee id", "define(", "define (", "licence", "license",
            "passport", "führerschein", "reisepass", "permis de", "passeport", "pasaporte", "conducir", "rijbewijs",
            "app-specific", "app specific", "notarytool", "apple id", "appleid", *SHOWN_WORDS, "nip", "geheimzahl",
            "пин")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder``: utils.redact's placeholder_literal)."""
    out: list[Span] = []
    if ":" in text or "：" in text:
        _clause_colon(text, low, out)
    try:
        hits = {g for i, _, _ in _GATE(low) for g in _WORDS[_GATE_WORDS[i]]}
    except UnicodeEncodeError:
        hits = {g for gs in _WORDS.values() for g in gs}
    if "pronoun" in hits and any(w in low for w in _DOC_WORDS):
        _pronoun_ids(text, out)
    if "member" in hits:
        _member_ids(text, out)
    if "wp" in hits:
        _wp_config(text, out)
    if "spelled" in hits or "," in text and ("password" in low or "wifi" in low or "wi-fi" in low):
        _spelled(text, out)
    if "apple" in hits and _APP_CUE.search(text):
        out += [(m.start(), m.end(), "password") for m in _APPLE_PW.finditer(text)]
    if "words" in hits:
        _word_passwords(text, out)
    if ("pin" in low or "nip" in low or "geheimzahl" in low or "пин" in low or "senha" in low or "secret" in low) \
            and any(c.isdigit() for c in text):
        _typed_pins(text, out)
    if "shown" in hits and "\n" in text:
        _shown_codes(text, out)
    return [sp for sp in out if not placeholder(text[sp[0]:sp[1]])]
