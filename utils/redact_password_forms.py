"""Passwords in the forms people say them in: spelled out one character at a time, or after a short or inflected
name.

Finds, after a password's name in the same sentence: the characters spelled one by one with a mark between them
("k - 7 - m - x", "b、r、9、w", "P・x・4・r", "m, 4, R, t"), or each named by its case ("大写K 小写m 数字7",
"대문자 J, 소문자 w, 숫자 5", "capital T, lower-case x, number 4"), or read in the NATO alphabet ("Kilo Seven Mike
Xray"), or in plain words ("capital K, x, seven, hash", "K as in kilo, 7", "B, then small e", "M majuscule, huit,
dièse", "großes H, kleines u, sieben, Raute"); a password-shaped value (letters and digits with a mark inside: "Tre.Xanh.81!", "Rumah.12.Bb") after a
name the lexicon does not hold whole ("mk email mới:", "kata sandinya"), its closing full stop left to the
sentence; a value of letters and digits after a Nordic password's name and '=' or ':' in prose ("passordet=laks2",
"wifi-lösen=sommar88") or after "le code wifi c'est"; the speaker's own password after "mine is", "le mien ... est",
"mein echtes ist" in a message that cites another as an example or a policy's ("the policy lists Password1! as a bad
example. Mine is ..."); a Hungarian password changed "erre:" (to this); a value read "letter by letter" (in ten
languages) in a message about signing in or a lock-out; a value in NATO words with digit words further on in the message
of a password's name ("... I wrote it as: Delta zero Bravo six"); the value one logs or signs in with ("I log into the
portal with Lighthouse21?", "je me connecte avec ...", "entro no portal com ..."). Spelled letters with no password's
name before them and no sign-in beside them (a name spelled out, a model number) stay.

utils.redact's ROUNDS registry calls ``find`` beside the other rounds; this module imports nothing of utils.redact.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

from utils import secret_names, sentences

Span = tuple[int, int, str]

_NAMES = secret_names.Names({"pw": (*secret_names.PASSWORD, "passwort", "pwd", "pw", "mật mã", "clave", "mk",
                                    "kata sandinya", "sandinya", "kata sandiku", "sandiku", "passwordnya",
                                    "wifi code", "wi-fi code")})

# one character, then three or more, each after a dash, a comma, 、 or ・ (spaces around allowed)
_SPELLED = re.compile(r"(?<![\w])[A-Za-z0-9](?:\s*[-–,、・·/]\s*[A-Za-z0-9](?![\w])){3,}")
# each character named by its case or kind
_RANGE = re.compile(r"(?i)a\s*-\s*z|0\s*-\s*9")
_CASE_WORD = (r"(?:大写|小写|大寫|小寫|数字|數字|符号|符號|大文字の?|小文字の?|数字の|대문자|소문자|숫자|특수문자|"
              r"(?i:capital|upper-?case|lower-?case|small|number|digit|groß(?:es)?|klein(?:es)?|zahl|mayúscula|"
              r"minúscula|número|majuscule|minuscule|chiffre))")
_CASED = re.compile(_CASE_WORD + r"\s*[A-Za-z0-9](?:\s*[,，、;；]?\s*" + _CASE_WORD + r"\s*[A-Za-z0-9](?![\w])){2,}")
_NATO_WORDS = ("alpha", "alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett",
               "juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
               "uniform", "victor", "whiskey", "whisky", "xray", "x-ray", "yankee", "zulu", "zero", "one", "two",
               "three", "four", "five", "six", "seven", "eight", "nine", "niner")
_DIGIT_NAMES = frozenset(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "niner"))
_NATO_WORD = r"(?i:" + "|".join(sorted(_NATO_WORDS, key=len, reverse=True)) + r")(?![\w-])"
# a digit may be read as itself among the words ("x-ray, PAPA, echo, PAPA, 8, 1")
_NATO = re.compile(_NATO_WORD + r"(?:[ ,-]+" + _NATO_WORD + r"){3,}(?:[ ,-]+(?:" + _NATO_WORD + r"|\d(?![\w-])))*")
# a lead-in that hands over the value read out ("I wrote it down as:", "it reads:"): the run may come later in the
# sentence, after a device's tag or a model number
_READ_AS = re.compile(r"(?i)(?:\bas|\bis|\bwas|\breads|[:：])\s*[:：]?\s*$")

# ---- a password spelled in plain words: "capital K, x, seven, hash", "K as in kilo", "M majuscule, a minuscule" ----
_CASE_PRE = (r"(?:capital|upper[- ]?case|lower[- ]?case|small|big|large|the number|number|digit|großes?|großer"
             r"|kleines?|kleiner|groß|klein|zahl|ziffer)")
_CASE_POST = r"(?:majuscule|minuscule|mayúscula|minúscula|maiuscola|minuscola|maiúscula|groß|klein)"
_EXAMPLE = r"(?:as in|like|for|wie|comme|come|como)\s+[A-Za-zÀ-ÿ]+"
_NUM_WORD = (r"(?:zero|one|two|three|four|five|six|seven|eight|nine|null|eins|zwei|drei|vier|fünf|sechs|sieben|acht"
             r"|neun|zéro|un|deux|trois|quatre|cinq|sept|huit|neuf|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho"
             r"|nueve|due|tre|quattro|cinque|sei|sette|otto|nove)")
_SYMBOL_WORD = (r"(?:hash(?:tag)?|pound sign|dollar(?: sign)?|exclamation (?:mark|point)|bang|at sign|at symbol"
                r"|underscore|hyphen|dash|minus|percent(?: sign)?|star|asterisk|ampersand|dot|period|full stop|plus"
                r"|equals(?: sign)?|slash|question mark|caret|tilde|raute|ausrufezeichen|unterstrich|bindestrich"
                r"|punkt|stern|prozent|dièse|arobase|tiret|étoile|point d'exclamation|arroba|guion|guión|almohadilla"
                r"|asterisco|punto|chiocciola|cancelletto|trattino)")
_PLAIN_ITEM = re.compile(
    r"(?i)(?P<item>(?:(?P<pre>" + _CASE_PRE + r")\s+)?(?P<ch>(?<![\w'])[A-Za-z0-9](?![\w']))(?:\s+(?P<post>"
    + _CASE_POST + r"))?(?:\s+(?P<ex>" + _EXAMPLE + r"))?|(?P<num>(?<![\w])" + _NUM_WORD + r"(?![\w]))"
    r"|(?:(?:an?|the)\s+)?(?P<sym>(?<![\w])" + _SYMBOL_WORD + r"(?![\w])))")
_PLAIN_SEP = re.compile(r"(?i)\s*[,;、]\s*(?:(?:and|then|and then|und|dann|puis|et|y|luego|poi)\s+)?"
                        r"|\s+(?:then|and then|dann|puis|luego|poi)\s+|\s+")


class _Leftmost:
    """rx's leftmost match in text[x:b], for x that only grow (one start of a name after another): the last answer
    stands while x has not passed its match, since no match starts between the last x and it. A search from every
    start would walk the rest of a sentence with no match, once per start.

    No pattern given here opens with ``^``: a match at a position is the same whatever ``pos`` the search began at."""

    def __init__(self, rx: re.Pattern[str], text: str) -> None:
        self._rx, self._t = rx, text
        self._b = self._x = -1
        self._m: re.Match[str] | None = None

    def __call__(self, x: int, b: int) -> re.Match[str] | None:
        m = self._m
        if b != self._b or x < self._x or (m is not None and x > m.start()):
            m = self._rx.search(self._t, x, b)
            self._b, self._x, self._m = b, x, m
        return m


class _Starts:
    """Every match of rx in text[:b], found left to right from the first x asked about and only as far as asked:
    ``first(x, b)`` is the leftmost match in text[x:b] (rx.search's), for a pattern whose match at a position is
    short (a spelled item), so finding every position a match starts at costs a pass. Several rules ask from
    overlapping places (each name's next items); each position is tried once.

    No pattern given here opens with ``^``: a match at a position is the same whatever ``pos`` the search began at."""

    def __init__(self, rx: re.Pattern[str], text: str) -> None:
        self._rx, self._t = rx, text
        self._b = self._lo = self._hi = -1
        self._starts: list[int] = []
        self._ms: list[re.Match[str]] = []

    def first(self, x: int, b: int) -> re.Match[str] | None:
        if b != self._b or x < self._lo:
            self._b, self._lo, self._hi = b, x, x
            self._starts, self._ms = [], []
        while True:
            # every start in [lo, hi) is known
            k = bisect.bisect_left(self._starts, x)
            if k < len(self._starts):
                return self._ms[k]
            if self._hi >= b:
                return None
            m = self._rx.search(self._t, self._hi, b)
            if m is None:
                self._hi = b
            else:
                self._starts.append(m.start())
                self._ms.append(m)
                self._hi = m.start() + 1


def spelled_run(t: str, i: int, b: int, items: _Starts | None = None) -> tuple[int, int] | None:
    """The first password spelled in plain words in t[i:b] that starts within 40 characters of i: five items or more
    (a character with its case or an example word, a number word, a symbol's name), two of them said in words and one
    a letter. ``items``: _PLAIN_ITEM's matches in t, kept across calls (a caller asking at many names)."""
    if items is None:
        items = _Starts(_PLAIN_ITEM, t)
    after = i
    # _PLAIN_ITEM.finditer(t, i, b), its next match looked up (no match of it is empty)
    while (m := items.first(after, b)) is not None:
        after = m.end()
        if m.start() - i > 40:
            return None
        n = marked = letters = 0
        end = m.start()
        pos = m.start()
        while (it := _PLAIN_ITEM.match(t, pos, b)) is not None:
            n += 1
            marked += bool(it.group("pre") or it.group("post") or it.group("ex") or it.group("num") or it.group("sym"))
            letters += bool(it.group("ch") and it.group("ch").isalpha())
            end = it.end()
            sep = _PLAIN_SEP.match(t, end, b)
            if sep is None:
                break
            pos = sep.end()
        if n >= 5 and marked >= 2 and letters >= 1:
            return m.start(), end
    return None


# a value after a short or inflected name: letters and digits with a mark inside, its sentence's stop left out
_LINK_MARKED = re.compile(r"(?:\s+[^\s\d:：=]{1,12}){0,3}?\s*(?:[:：=]|\s(?:là|adalah|ialah|yaitu|yakni)\s)\s*")
_LINK = re.compile(r"\s+")
_VALUE = re.compile(r"(?P<v>[^\s\"'“”]*[A-Za-z][^\s\"'“”]*)")
_SHORT_NAMES = ("mk", "kata sandinya", "sandinya", "kata sandiku", "sandiku", "passwordnya")


def _value_ok(v: str) -> bool:
    return (len(v) >= 6 and any(c.isdigit() for c in v) and any(c.isalpha() for c in v)
            and re.search(r"\w[.!#@_*$%&-]\w", v) is not None and "://" not in v and "@" not in v[1:-1])


def _spelled_value(v: str) -> bool:
    """Spelled characters that can be a password: a letter among them, no range ("A-Z, a-z, 0-9" is a policy), and
    a digit, both cases or six characters not in alphabetical order ("a, b, c, d" is a list)."""
    chars = [c for c in v if c.isalnum()]
    if not any(c.isalpha() for c in chars) or _RANGE.search(v):
        return False  # digits alone are utils.redact_spoken_codes'
    if any(c.isdigit() for c in chars) or (any(c.isupper() for c in chars) and any(c.islower() for c in chars)):
        return True
    return len(chars) >= 6 and any(ord(b) - ord(a) != 1 for a, b in zip(chars, chars[1:], strict=False))


_DIGIT_WORDS = {w: str(i % 10) for ws in (
    ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"),
    ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"),
    ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"),
    ("cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"),
    ("zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove")) for i, w in enumerate(ws)}
_DIGIT_WORDS["niner"] = "9"


def _decoded(t: str, s: int, e: int, rx: re.Pattern[str] | None) -> str:
    """The characters a spelled span stands for, lower-cased ("Bravo Seven Quebec" -> "b7q", "M wie Martha, 4" ->
    "m4"), or "" when a symbol is among them (its written form is not known)."""
    if rx is _NATO:
        words = re.findall(r"(?i)x-ray|[a-z]+", t[s:e])
        return "".join(_DIGIT_WORDS.get(w.lower(), w[0]) for w in words).lower()
    if rx is _SPELLED or rx is _CASED:
        return "".join(re.findall(r"(?<![A-Za-z])[A-Za-z0-9](?![A-Za-z])" if rx is _CASED else r"[A-Za-z0-9]",
                                  re.sub(_CASE_WORD, " ", t[s:e]) if rx is _CASED else t[s:e])).lower()
    out = []
    pos = s
    while (it := _PLAIN_ITEM.match(t, pos, e)) is not None:
        if it.group("sym"):
            return ""
        out.append(it.group("ch") or _DIGIT_WORDS.get((it.group("num") or "").lower(), ""))
        sep = _PLAIN_SEP.match(t, it.end(), e)
        if sep is None:
            break
        pos = sep.end()
    return "".join(out).lower()


def _written_too(t: str, s: int, e: int, rx: re.Pattern[str] | None, out: list[Span]) -> None:
    """The spelled password written whole in the same message ("Bravo Seven Quebec Two Xray Nine, so the actual
    string is B7Q2X9", "M wie Martha, 4, Z wie Zacharias, 7 — also M4Z7"): that string is the secret too."""
    v = _decoded(t, s, e, rx)
    if len(v) < 4 or not (any(c.isdigit() for c in v) or len(v) >= 6):
        return
    for m in re.finditer(r"(?<![\w])" + re.escape(v) + r"(?![\w])", t, re.IGNORECASE):
        if not s <= m.start() < e:
            out.append((m.start(), m.end(), "password"))


# what ends a name's word ("passwordnya", "密码是"), and a sentence (sentences.char_end's STOP_CHARS_NO_DOT)
_WORD_END = re.compile(r"[\s\d:：,，、]")
_STOP = re.compile("[" + re.escape(sentences.STOP_CHARS_NO_DOT) + "]")


def _spelled(t: str, low: str, out: list[Span], starts: list[int]) -> None:
    # Every name's word end, sentence end and first match of each rule is looked up from what the names before it
    # found (the starts come in order): a message of many names and no stop is read once, not once a name.
    stops = [m.start() for m in _STOP.finditer(t)]
    items = _Starts(_PLAIN_ITEM, t)
    firsts = {rx: _Leftmost(rx, t) for rx in (_CASED, _SPELLED, _NATO)}
    word_end = -1
    end = -1
    for p in starts:
        if p < end or (p and t[p].isascii() and t[p - 1].isalpha()):
            continue
        name = next((w for w in _SHORT_NAMES if low.startswith(w, p)), None)
        if p > word_end:
            we = _WORD_END.search(t, p)
            word_end = len(t) if we is None else we.start()
        if name is not None and word_end - p > len(name) and name.isascii():
            continue  # "mk" inside a longer word
        i = word_end  # the name's word and its ending ("passwordnya", "密码是")
        k = bisect.bisect_left(stops, i)
        b = stops[k] if k < len(stops) else len(t)
        run = spelled_run(t, i, b, items)
        if run is not None and not re.search(r"\d", t[i : run[0]]):
            out.append((run[0], run[1], "password"))
            _written_too(t, run[0], run[1], None, out)
            end = run[1]
            continue
        for rx in (_CASED, _SPELLED, _NATO):
            m = firsts[rx](i, b)
            if m is not None and (m.start() - i <= 40 and not re.search(r"\d", t[i : m.start()]) or rx is _NATO and (
                    m.start() - i <= 160 and _READ_AS.search(t, max(i, m.start() - 12), m.start()))):
                if rx is _SPELLED and not _spelled_value(m.group()):
                    continue
                if rx is _NATO and m.group().lower().split()[0] in ("one", "two"):
                    continue  # "one or two": counting, not a spelled value
                out.append((m.start(), m.end(), "password"))
                _written_too(t, m.start(), m.end(), rx, out)
                end = m.end()
                break
        else:
            if name is None:
                continue
            for link in (_LINK_MARKED.match(t, p + len(name), b), _LINK.match(t, p + len(name), b)):
                m = _VALUE.match(t, link.end(), b) if link is not None else None
                v = m.group("v").rstrip(".,;:)") if m is not None else ""
                if m is not None and _value_ok(v):
                    out.append((m.start("v"), m.start("v") + len(v), "password"))
                    end = m.start("v") + len(v)
                    break


# ---- a Nordic password or a Wi-Fi code set in prose: "adgangskode=...", "passord = ...", "wifi-lösen=...",
# "le code wifi c'est ..." (a word and digits is enough after these names; the gitleaks-style rules want more)
_SET_IN_PROSE = re.compile(
    r"(?i)(?<![\w])(?:adgangskoden?|kodeord(?:et)?|passord(?:et)?|lösenord(?:et)?|lösen|losen|salasana)\s*[=:]\s*"
    r"|(?<![\w])(?:(?:le |the )?code (?:du )?wi-?fi|wi-?fi[- ]code|clé wi-?fi)\s*(?:[=:]|c'est|est|is)\s*")
_SET_STEMS = re.compile("adgangskode|kodeord|passord|lösen|losen|salasana|wifi|wi-fi")
_SET_VALUE = re.compile(r"[^\s\"'“”,;]{6,64}")


def _set_in_prose(t: str, out: list[Span]) -> None:
    for m in _SET_IN_PROSE.finditer(t):
        v = _SET_VALUE.match(t, m.end())
        if v is None:
            continue
        val = v.group().rstrip(".!?)")
        if (len(val) >= 6 and any(c.isdigit() for c in val) and any(c.isalpha() for c in val)
                and "://" not in val and "@" not in val and not val.startswith(("$", "{", "%"))):
            out.append((v.start(), v.start() + len(val), "password"))


# the speaker's own after an example's: "Mine is X", "le mien pour la messagerie est X", "mein echtes ist X"
_MINE_AFTER = re.compile(
    r"(?i)(?<![\w])(?:mine(?: is|'s)|my (?:real|actual|own) one is|mein echtes(?: passwort)? (?:ist|lautet)|meins (?:ist|lautet)"
    r"|(?:le mien|la mienne)[^.;\n]{0,40}? est|(?:el mío|la mía)[^.;\n]{0,30}? es|a minha[^.;\n]{0,30}? é"
    r"|o meu[^.;\n]{0,30}? é|de mijne is|mijn echte is)\s*[:：]?\s*[\"'“]?")
_EXAMPLE_CUE = re.compile(r"(?i)example|policy|exemple|guide|beispiel|richtlinie|schulung|ejemplo|política|voorbeeld"
                          r"|beleid|exemplo|à éviter|weak|schwach|faible|débil|zwak|fraca")
_OWN_VALUE = re.compile(r"[^\s\"'”,;]{6,64}")


# Hungarian: a password changed "to this:" ("a jelszavát átírtam erre: ..."), the name inflected
_HU_ERRE = re.compile(r"(?i)jelsz\w*[^\n.!?]{0,40}?(?<![\w])erre\s*[:：]\s*[\"'“]?")


def _hungarian_to_this(t: str, out: list[Span]) -> None:
    for m in _HU_ERRE.finditer(t):
        v = _OWN_VALUE.match(t, m.end())
        if v is None:
            continue
        val = v.group().rstrip(".!?)")
        if len(val) >= 6 and any(c.isdigit() or not c.isalnum() for c in val) and "://" not in val:
            out.append((v.start(), v.start() + len(val), "password"))


def _mine_after_example(t: str, out: list[Span]) -> None:
    for m in _MINE_AFTER.finditer(t):
        if _EXAMPLE_CUE.search(t, 0, m.start()) is None:
            continue
        v = _OWN_VALUE.match(t, m.end())
        if v is None:
            continue
        val = v.group().rstrip(".!?)")
        if len(val) >= 6 and any(c.isdigit() for c in val) and any(c.isalpha() for c in val) and "://" not in val:
            out.append((v.start(), v.start() + len(val), "password"))


# ---- a value read "letter by letter" off a sticker, a card or a screen, in a message about signing in: no password's
# name needed ("reading it off the sticker letter by letter: s-v-p-m-l-b-c-i-b ... without locking myself out")
_LETTER_BY_LETTER = re.compile(
    r"(?i)(?<![^\W\d_])(?:letter by letter|character by character|one (?:letter|character) at a time"
    r"|buchstabe für buchstabe|zeichen für zeichen|lettre par lettre|caractère par caractère|letra por letra"
    r"|letra a letra|lettera per lettera|letter voor letter|bokstav för bokstav|bogstav for bogstav"
    r"|bokstav for bokstav|litera po literze|harf harf|по буквам|буква за буквой)(?![^\W\d_])")
# what the value opens: a login, a lock-out, a device's key (a surname spelled out opens nothing)
_SIGN_IN_CUE = re.compile(
    r"(?i)(?<![^\W\d_])(?:lock(?:ing|ed)? (?:myself |me |us )?out|log(?:ging)? ?in|sign(?:ing)? ?in|unlock\w*"
    r"|password|passcode|passphrase|pin|wi-?fi|router|key|code|sticker|aussperr\w*|anmeld\w*|einlogg\w*|verrouill\w*"
    r"|connexion|bloque\w*|iniciar sesión|accedere|bloccat\w*|inloggen|logga in|zalogow\w*)(?![^\W\d_])")


def _letter_by_letter(t: str, out: list[Span]) -> None:
    if _SIGN_IN_CUE.search(t) is None:
        return
    for m in _LETTER_BY_LETTER.finditer(t):
        b = sentences.char_end(t, m.end(), sentences.STOP_CHARS_NO_DOT)
        r = _SPELLED.search(t, m.end(), b)
        if r is not None and r.start() - m.end() <= 40 and _spelled_value(r.group()) and not any(
                s <= r.start() < e for s, e, _ in out):  # a password's name before it found it already
            out.append((r.start(), r.end(), "password"))


# ---- a password's name, then further on in its message the value written in the NATO alphabet with digit words
# ("the temporary password over the phone for ticket INC..., I wrote it as: Delta zero Bravo six Alpha four Delta");
# a callsign or a name spelled in NATO names no password


def _nato_later(t: str, first: int, out: list[Span]) -> None:
    for m in _NATO.finditer(t, first):
        words = re.split(r"[ ,-]+", m.group().lower())
        letters = sum(w not in _DIGIT_NAMES for w in words)
        if len(words) >= 5 and letters >= 2 and len(words) - letters >= 1 and not any(
                s <= m.start() < e for s, e, _ in out):
            out.append((m.start(), m.end(), "password"))


# ---- a password said as what the speaker logs in with ("I log into the insurer portal with Lighthouse21? and ...",
# "je me connecte au site avec Soleil_44", "entro no portal com Bahia2024!"): a value of letters and digits
_LOGIN_WITH = re.compile(
    r"(?i)(?<![^\W\d_])(?:log(?:ged|ging|s)? ?(?:in(?:to)?|on(?:to)?)|sign(?:ed|ing|s)? ?in(?:to)?|melde mich|logge mich"
    r"|me connecte|je me logue|inicio sesión|me conecto|entro|faço login|accedo|log ik in)(?![^\W\d_])"
    r"[^\n.!?]{0,50}?(?<![^\W\d_])(?:with|mit|avec|con|com|met)\s+(?:(?:the |my |das |mein |le |mon |el |mi |o |a |il "
    r"|de |mijn )?(?:password|passwort|kennwort|mot de passe|contraseña|senha|wachtwoord)\s+)?[\"'“]?"
    r"(?P<v>[^\s\"'”,;]{6,64})")
_PRODUCT = re.compile(r"(?i)(?:office|microsoft|m|o)365|auth0|web3|(?:windows|win|ios|android|macos)\s?\d+|\d+fa")


def _login_with(t: str, out: list[Span]) -> None:
    for m in _LOGIN_WITH.finditer(t):
        v = m.group("v").rstrip(".,:;)")
        e = m.start("v") + len(v)
        if v.endswith(("?", "!")) and not re.match(r" [a-z]", t[e : e + 2]):
            v, e = v[:-1], e - 1  # the sentence's own mark, where it ends
        # a version, a product or an e-mail ("with Office365", "with v2.1", "with me@x.org") is none
        if (len(v) >= 6 and v[0].isalpha() and sum(c.isdigit() for c in v) >= 2 and sum(c.isalpha() for c in v) >= 3
                and "@" not in v and "://" not in v and not _PRODUCT.fullmatch(v.rstrip("?!"))
                and not re.fullmatch(r"(?i)v\d[\w.]*", v)):
            out.append((m.start("v"), e, "password"))


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """This module's spans (``placeholder``: a value that is a stand-in stays)."""
    out: list[Span] = []
    if len(low) != len(text):
        return out
    starts = _NAMES.starts(low).get("pw")
    if starts:
        _spelled(text, low, out, starts)
        _nato_later(text, starts[0], out)
    if ("=" in text or ":" in text or "code" in low) and _SET_STEMS.search(low):
        _set_in_prose(text, out)
    if ("mine" in low or "mien" in low or "mein" in low or "mí" in low or "minha" in low or "meu" in low
            or "mijn" in low):
        _mine_after_example(text, out)
    if "jelsz" in low and "erre" in low:
        _hungarian_to_this(text, out)
    if _LETTER_BY_LETTER.search(low):
        _letter_by_letter(text, out)
    if " with " in low or " mit " in low or " avec " in low or " con " in low or " com " in low or " met " in low:
        _login_with(text, out)
    return [(s, e, k) for s, e, k in out if not placeholder(text[s:e])]


TRIGGERS = ("log in", "login", "log into", "logged in", "logging in", "sign in", "signed in", "melde mich",
            "logge mich", "me connecte", "inicio sesión", "me conecto", "faço login", "accedo", "log ik in", "letter by letter", "character by character", "letter at a time", "character at a time", "buchstabe für buchstabe", "zeichen für zeichen",
            "lettre par lettre", "caractère par caractère", "letra por letra", "letra a letra", "lettera per lettera",
            "letter voor letter", "bokstav för bokstav", "bogstav for bogstav", "bokstav for bokstav", "litera po literze",
            "harf harf", "по буквам", "буква за буквой", "erre:", "erre :", "mine is", "mine's", "le mien", "la mienne", "mein echtes", "meins ist", "el mío", "la mía",
            "a minha", "o meu", "de mijne", "mijn echte", "kata sandi", "sandinya", "mk ", "mk:", "lösen", "wifi code", "wi-fi code", "code wifi", "code du wifi",
            "code wi-fi")
