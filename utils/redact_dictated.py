"""Passwords as people dictate them: spelled, split, corrected, recalled.

- spelled one character at a time: "letter by letter: c-O-R-E-C-Q-x-C-4", "read it to me as: capital L, then i,
  g, h, ... and an exclamation mark", "großes K, kleines a, ...", "B majuscule, puis o, u, ...", and in Japanese
  "大文字のエム、小文字のエー、ケー、...": the run, when the message names a password;
- split in two: "starts with X and ends with Y" (en, es, de, fr), both values, each holding a digit or a symbol
  (a film marathon that "starts with Jaws" stays); a part's label with a plain word after it ("first bit:
  Marmalade", "Anfang: Zitrone") in a message that names a password and says it is split, and a second part's
  label opening a short message ("Ende: _482Mond") when its value is a password's piece;
- corrected: the value after "I mean it was", "quise decir", "正確是", "正しくは", or before "가 맞아" that reads as a
  password (letters of both cases with a digit or a symbol), whatever the message before said;
- recalled: "he thinks it was Marigold5580", "volgens haar was het Tulpen2291!" (letters and digits, no space), and a
  PIN's digits recalled after its name, in its sentence or the next ("Mum forgot the PIN. She thinks it's 2584",
  "Вона думає, що це 2584", "暗証番号を間違えました。3390だと思ってた", "creo que es 7731").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import prefilter, secret_names

Span = tuple[int, int, str]

_PW_NAME = re.compile(r"(?i)passw|passphrase|kennwort|mot de passe|contraseña|\bclave\b|senha|wachtwoord|lösenord"
                      r"|salasana|hasło|\bpw\b|\bmdp\b|密码|密碼|パスワード|비밀번호|비번")
# a network's key or a code spelled out is the same secret as a password spelled out ("the Wi-Fi key, letter by
# letter: T-W-b-c-k-0-1-3", "WLAN-Schlüssel buchstabiert: ...", "la clé Wi-Fi : ...")
_SPELLED_NAME = re.compile(_PW_NAME.pattern + r"|wi-?fi|wlan|\bwpa2?\b|network key|netzwerkschlüssel|netzwerkschluessel"
                           r"|clé réseau|clave de red|chave de rede|chiave di rete|netwerksleutel|passcode|\bpin\b"
                           r"|access code|door code|gate code|zugangscode|türcode|digicode|código de acceso"
                           r"|codice di accesso|ワイファイ|無線LAN|无线|와이파이")

# ---- spelled -------------------------------------------------------------------------------------------------------

_CASE = (r"capital|uppercase|upper-case|lowercase|lower-case|small|big|mayúscula|minúscula|maiúscul[oa]|minúscul[oa]"
         r"|groß(?:es)?|klein(?:es)?|majuscule|minuscule|maiuscol[oa]|minuscol[oa]|hoofdletter|kleine letter")
_CH = r"[^\W_](?![^\W_])"
# a digit or a symbol said as its word inside the run ("..., s, eight, three, hash"): the run goes on through it
_DIGIT_WORD = (r"zero|one|two|three|four|five|six|seven|eight|nine|null|eins|zwei|zwo|drei|vier|fünf|sechs|sieben|acht"
               r"|neun|zéro|un|deux|trois|quatre|cinq|sept|huit|neuf|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho"
               r"|nueve|due|tre|quattro|cinque|sei|sette|otto|nove|um|dois|três|quatro|sete|oito|nul|een|twee|drie"
               r"|vijf|zes|zeven|negen")
_SYM_WORD = (r"exclamation (?:mark|point)|hash(?: sign)?|pound sign|dollar sign|at sign|underscore|dash|hyphen"
             r"|question mark|full stop|period|asterisk|ampersand|percent(?: sign)?|plus(?: sign)?"
             r"|signo de exclamación|signo de admiración|almohadilla|guion bajo|ponto de exclamação|cerquilha"
             r"|ausrufezeichen|fragezeichen|unterstrich|raute|point d'exclamation|dièse|tiret|arobase"
             r"|punto esclamativo|cancelletto|trattino basso|uitroepteken|hekje|chiocciola|arroba")
_ITEM = r"(?:(?:" + _CASE + r")\s+)?" + _CH + r"(?:\s+(?:" + _CASE + r")(?![^\W_]))?"
_CASED_ITEM = r"(?:(?:" + _CASE + r")\s+" + _CH + r"|" + _CH + r"\s+(?:" + _CASE + r")(?![^\W_]))"
_THEN = r"then|next|luego|después|depois|dann|danach|puis|ensuite|poi|dopo|daarna|and|y|e|und|et|en"
_SEP = r"(?:\s*,\s*|\s+)(?:(?:" + _THEN + r")\s+)?"
_SYM = (r"(?:(?:and|y|e|und|et|en)\s+)?(?:(?:an?|un|une|una|uma?|um|ein|einem|een)\s+)?(?:exclamation (?:mark|point)"
        r"|hash(?: sign)?|dollar sign|at sign|underscore|dash|hyphen|question mark|full stop|period|asterisk"
        r"|signo de exclamación|signo de admiración|ponto de exclamação|ausrufezeichen|fragezeichen|unterstrich"
        r"|raute|point d'exclamation|dièse|tiret|arobase|punto esclamativo|uitroepteken|chiocciola|arroba)")
# Every spelled run holds a word of case (_CASED_ITEM): where RE2 finds none, _SPELLED (which RE2 cannot read) is not
# tried at every position of the text.
_CASE_WORD = prefilter.compile(_CASE, re.IGNORECASE)
_SPELLED = re.compile(r"(?i)(?P<v>" + _CASED_ITEM + r"(?:" + _SEP + _ITEM + r"){3,}(?:(?:\s*,\s*|\s+)" + _SYM + r")?)")
# the run's rest, tried only where a run was found: characters, digits and symbols said as words
_MORE = re.compile(r"(?i)(?:" + _SEP + r"(?:" + _ITEM + r"|(?:" + _DIGIT_WORD + r"|" + _SYM_WORD + r")(?![^\W_])))+"
                   r"(?:(?:\s*,\s*|\s+)" + _SYM + r")?")
# "c-O-R-E-C-Q-x-C-4": single characters joined by hyphens or dots
_HYPHENED = re.compile(r"(?<![\w-])(?P<v>[A-Za-z0-9](?:-[A-Za-z0-9]){5,})(?![\w-])")
_KANA_ITEM = r"(?:(?:大文字|小文字|数字|記号)の)?(?:[ァ-ヶー]{1,8}|[0-9０-９])"
_KANA_SPELLED = re.compile(r"(?P<v>(?:大文字|小文字)の[ァ-ヶー]{1,8}(?:[、,，]\s*" + _KANA_ITEM + r"){3,})")


# a run read out character by character with no secret's name near it ("capital letters as written: 2-g-K-b-...",
# "letter by letter from the card: q-7-T-..."): the reading's words say it is spelled
_SPELLING_CUE = re.compile(r"(?i)letter by letter|character by character|capital letters?|lower-?case|upper-?case"
                           r"|as written|spell(?:ed|ing|s)?\b|sticky note|post-it|buchstabiert|buchstabe für buchstabe"
                           r"|lettre par lettre|letra por letra|lettera per lettera|letra a letra|letter voor letter"
                           r"|по буквам|1文字ずつ|一个字母一个字母|한 글자씩")


def _spelled(text: str, out: list[Span]) -> None:
    for m in _SPELLED.finditer(text) if _CASE_WORD.may_match(text) else ():
        if _SPELLED_NAME.search(text, max(0, m.start() - 120), m.start()):
            more = _MORE.match(text, m.end("v"))
            out.append((m.start("v"), more.end() if more else m.end("v"), "password"))
    for m in _HYPHENED.finditer(text):
        v = m.group("v")
        cased = any(c.islower() for c in v) and any(c.isupper() for c in v)
        if (cased or any(c.isdigit() for c in v)) and _SPELLED_NAME.search(text, max(0, m.start() - 120), m.start()):
            out.append((m.start("v"), m.end("v"), "password"))
        elif (cased and any(c.isdigit() for c in v) and len(v) >= 15
              and _SPELLING_CUE.search(text, max(0, m.start() - 120), m.end() + 60)):
            out.append((m.start("v"), m.end("v"), "password"))
    if "の" in text:
        for m in _KANA_SPELLED.finditer(text):
            if _PW_NAME.search(text, max(0, m.start() - 60), m.start()) or _PW_NAME.search(text, m.end(), m.end() + 20):
                out.append((m.start("v"), m.end("v"), "password"))


# ---- split in two --------------------------------------------------------------------------------------------------

_V = r"[\"'«“‘]?\s*(?P<{0}>[^\s\"'»”’,;，；]{{3,40}})"
# Behind RE2 (utils.prefilter), as the corrections below: re would try them at every position of every text the gate
# lets in, where RE2 rules nearly all of those out in one linear pass (re decides the rest, so the matches are re's).
_STARTS_ENDS = prefilter.compile(
    r"(?i)(?:(?:starts?|begins?|starting|beginning) with\s+" + _V.format("a") + r"\s*\S?\s+and\s+(?:it\s+)?"
    r"(?:ends?|finishes?|ending) with\s+" + _V.format("b")
    + r"|(?:empieza|comienza|empezando) (?:por|con)\s+" + _V.format("c")
    + r"\s*\S?\s+y\s+(?:termina|acaba) (?:en|con|por)\s+" + _V.format("d")
    + r"|(?:beginnt|fängt|startet) mit\s+" + _V.format("e") + r"(?:\s+an)?\s*\S?\s+und\s+(?:endet|hört) (?:mit|auf)\s+"
    + _V.format("f")
    + r"|commence par\s+" + _V.format("g") + r"\s*\S?\s+et\s+(?:finit|se termine|termine) par\s+" + _V.format("h")
    + r")", re.IGNORECASE)
_SPLIT = re.compile(r"(?i)(?:two|2) (?:parts|halves|bits|pieces|chunks)|\bsplit\b|en deux (?:fois|morceaux|parties)"
                    r"|in zwei (?:teilen|hälften|stücken)|zweigeteilt|en dos (?:partes|mitades|veces)"
                    r"|in due (?:pezzi|parti)"
                    r"|em duas (?:partes|vezes)|in twee (?:delen|stukken)|i två delar|二つに分け|2つに分け|两部分|分两次|分開|分开")
_FIRST_LABEL = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:first (?:bit|part|half|piece|chunk)|part (?:1|one)|début|anfang|erster teil|erste hälfte"
    r"|primera parte|prima parte|primeira parte|eerste deel|första delen)(?![^\W\d_])|前半)\s*[:：]\s*"
    r"(?P<v>[^\s,;，；、。]{3,40})")
_SECOND_LABEL = re.compile(
    r"(?i)^\s*(?:second (?:bit|part|half|piece|chunk)|part (?:2|two)|fin|ende|zweiter teil|zweite hälfte|segunda parte"
    r"|seconda parte|tweede deel|andra delen|後半|后半)\s*[:：]\s*(?P<v>[^\s,;，；、。]{3,40})")
_PW_SYMBOLS = frozenset("!#$%&*@^~+=_?")
_NOT_PIECE = re.compile(r"(?i)^\d{1,2}(?:[:h.]\d{2})?(?:h|am|pm|uhr)?$|^\d{1,4}[./-]\d{1,2}(?:[./-]\d{1,4})?$"
                        r"|^v?\d+(?:\.\d+)+$|://|^www\.")


def _strong(v: str) -> bool:
    """A piece that is no word: a digit or a symbol beside letters."""
    return (any(c.isalpha() for c in v) and (any(c.isdigit() for c in v) or any(not c.isalnum() for c in v))
            and not _NOT_PIECE.search(v))


def _split(text: str, low: str, out: list[Span]) -> None:
    for m in _STARTS_ENDS.finditer(text):
        if not _PW_NAME.search(text, max(0, m.start() - 120), m.start()):
            continue
        for g in "abcdefgh":
            if m.group(g) is not None:
                v = m.group(g).rstrip(".")
                if _strong(v) or any(c.isdigit() for c in v):
                    out.append((m.start(g), m.start(g) + len(v), "password_part"))
    if _SPLIT.search(text) and _PW_NAME.search(text):
        for m in _FIRST_LABEL.finditer(text):
            v = m.group("v").rstrip(".")
            if len(v) >= 4 and not _NOT_PIECE.search(v):
                out.append((m.start("v"), m.start("v") + len(v), "password_part"))
    if len(text) <= 60:
        m = _SECOND_LABEL.match(text)
        if m is not None:
            v = m.group("v").rstrip(".")
            if (_strong(v) and (any(c.isdigit() for c in v) or any(c in _PW_SYMBOLS for c in v))
                    and not re.fullmatch(r"[\w-]+\.[a-z]{1,5}|[a-z0-9]+(?:[._-][a-z0-9]+)+", v)):
                out.append((m.start("v"), m.start("v") + len(v), "password_part"))


# ---- corrected, recalled -------------------------------------------------------------------------------------------

_CORRECTED = prefilter.compile(
    r"(?i)(?:\bI mean(?:t)?(?: it(?: was|'s| is))?|quise decir|quer?ía decir|je voulais dire|ich meinte?|bedoel ik"
    r"|eu quis dizer|intendevo|correct one is|right one is|正確是|正确是|正確的是|正确的是|正確的密碼是|正确的密码是"
    r"|正しくは|正しいのは)\s*[:：]?\s*[\"'“]?(?P<v>[^\s\"'”,，。、;；]{6,64})", re.IGNORECASE)
_CORRECT_KO = prefilter.compile(r"(?P<v>[^\s\"'”,，。、;；]{6,64})\s*(?:가|이)\s*맞(?:아|습니다|어요)")
_RECALLED = prefilter.compile(
    r"(?i)(?:\b(?:he|she|they|i|mum|mom|dad) (?:thinks?|believes?|says?|said) it (?:was|is)|\bvolgens (?:hem|haar|mij) "
    r"was het|\bhet was volgens (?:hem|haar|mij)|\b(?:ele|ela) (?:acha|diz) que (?:era|é)"
    r"|\b(?:er|sie) meint,? (?:es war|es ist|das war)"
    r"|\b(?:il|elle) pense que c'(?:était|est)|\bcree que (?:era|es))\s+[\"'“]?(?P<v>[^\s\"'”,;]{6,64})", re.IGNORECASE)


# a PIN's name, then what someone recalls it to be: the digits after a cue of belief or memory, or before one
# (Japanese, Korean, Chinese put the cue after the value)
_PIN_NAME = re.compile(r"(?i)(?<![\w-])(?:pins?|pin codes?|passcodes?)(?![\w-])|" + secret_names.alternation(
    secret_names.PIN + ("pin-код", "пін-код", "пін", "пин", "暗証", "비밀번호", "密码", "密碼")))
_RECALL_BEFORE = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:think|thinks|thought|believe|believes|guess|remember|remembers|says|said|reckons)"
    r"(?:\s+(?:it'?s|it\s+is|it\s+was|that\s+it'?s|it\s+might\s+be|maybe))?"
    r"|(?:думає|думаю|думала|думав|думает|вважає|каже|казала|сказала|пам'ятає|помнит|говорит|кажется|здається)"
    r",?\s+(?:що|что)?\s*(?:це|это|він|вона|он|она)?"
    r"|(?:glaube|glaubt|meint|denke|denkt|sagt)\s*,?\s+(?:es|er|sie|die|der|das)\s+(?:ist|war|lautet|sei)"
    r"|(?:creo|cree|piensa|pienso|dice)\s+que\s+(?:es|era|sea)|(?:pense|pensait|crois|croit|dit)\s+que\s+c'(?:est|était)"
    r"|(?:acho|acha|diz)\s+que\s+(?:é|era|seja)|(?:penso|pensa|credo|crede|dice)\s+che\s+(?:sia|era|è)"
    r"|好像是|应该是|應該是|我记得是|我記得是|可能是)\s*[:：]?\s*$")
_RECALL_AFTER = re.compile(r"\s*(?:だと思|だったかも|かもしれ|だったか|かな|인 ?것 ?같|였던 ?것 ?같|이었나|였나|일 ?거)")
_PIN_DIGITS = re.compile(r"(?<![A-Za-z0-9_.,/-])\d{4,8}(?![A-Za-z0-9_/-]|[.,]\d)")


def _recalled_pins(text: str, out: list[Span]) -> None:
    # the digits with a cue of belief beside them first: the names' alternation is long and rarely needed
    recalled = [m for m in _PIN_DIGITS.finditer(text)
                if _RECALL_BEFORE.search(text, max(0, m.start() - 40), m.start()) or _RECALL_AFTER.match(text, m.end())]
    if not recalled:
        return
    names = [m.end() for m in _PIN_NAME.finditer(text)]
    out += [(m.start(), m.end(), "pin") for m in recalled if any(0 <= m.start() - n <= 120 for n in names)]


def _pw_like(v: str) -> bool:
    """Letters of both cases or a symbol beside a digit, no link, no address."""
    if "://" in v or "@" in v[1:-1] and "." in v or v.count("/") > 1:
        return False
    lower = any(c.islower() for c in v)
    upper = any(c.isupper() for c in v)
    digit = any(c.isdigit() for c in v)
    symbol = any(not c.isalnum() for c in v)
    return lower and ((upper and (digit or symbol)) or (digit and symbol))


def _corrected(text: str, out: list[Span]) -> None:
    for rx in (_CORRECTED, _CORRECT_KO):
        for m in rx.finditer(text):
            v = m.group("v").rstrip(".!?")
            if _pw_like(v):
                out.append((m.start("v"), m.start("v") + len(v), "password"))
    _recalled_pins(text, out)
    for m in _RECALLED.finditer(text):
        v = m.group("v").rstrip(".,")
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and (any(c.isupper() for c in v) or _pw_like(v)):
            out.append((m.start("v"), m.start("v") + len(v), "password"))


# the gate's words: the spelled and split forms need a password's name, which opens the gate already; a correction or
# a recollection may stand in a message of its own
TRIGGERS: tuple[str, ...] = (
    "ende:", "ende :", "i mean it", "quise decir", "je voulais dire", "正確是", "正确是", "正確的是", "正确的是", "正しくは",
    "맞아", "thinks it was", "volgens haar", "volgens hem", "volgens mij", "acha que era", "pense que c'",
    "думає", "думает", "だと思", "だったかも")


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    _spelled(text, out)
    _split(text, low, out)
    _corrected(text, out)
    return [sp for sp in out if not placeholder(text[sp[0]:sp[1]])]
