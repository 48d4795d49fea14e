"""PINs and codes written in CJK numerals or in the number words of languages utils.secret_names lacks.

A PIN is said digit by digit in the writer's own numbers: CJK numerals ("六三九一", "二〇八四", "八零五七"), Greek
("έξι δύο οκτώ μηδέν"), Turkish, Finnish, Danish/Norwegian, Czech, Hungarian, Romanian, Indonesian/Malay, Korean
Sino-Korean syllables ("칠 삼 공 오"), Hebrew and Arabic words. ``find`` reads the text with each run of four to eight
such digits as ASCII digits (a run of words is padded with spaces to its own length, so a span of the read text is
the same span of the original) through the rules of utils.redact, passed in as ``rules`` (this module imports nothing
of utils.redact), and keeps the spans that reach a run, widened to the whole run.

Only runs of single digits count: "三百九十九元" (a price, with 百 and 十), "三口人", "δύο παιδιά" stay. The name
that makes a run a PIN ("密码", "κωδικός", "şifre") is the rules' own; ``TRIGGERS`` are three CJK digits in a row,
which the gate would not see as a value.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utils import sentences

Span = tuple[int, int, str]
Rules = Callable[[str, str], list[Span]]

_CJK = {c: str(i) for i, c in enumerate("〇一二三四五六七八九")} | {"零": "0", "○": "0"}
# three CJK digits in a row: the gate sees no digit in "密码：八零五七" (and "三四个", two, opens nothing)
TRIGGERS: tuple[str, ...] = tuple(a + b + c for a in _CJK for b in _CJK for c in _CJK)
# a run of four to eight CJK digit characters, no multiplier (十百千万) beside it
_CJK_RUN = re.compile(r"(?<![〇○零一二三四五六七八九十百千万萬億亿两兩])[〇○零一二三四五六七八九]{4,8}"
                      r"(?![〇○零一二三四五六七八九十百千万萬億亿两兩])")

_WORDS: dict[str, int] = {}
for _i, _ws in enumerate((
        "μηδέν μηδεν sıfır nolla nul nula nulla nol kosong אפס صفر",
        "ένα ενα bir yksi en ett et jedna jeden egy unu satu אחת אחד واحد",
        "δύο δυο iki kaksi to dva dvě kettő két doi dua שתיים שתים שניים اثنان اثنين",
        "τρία τρια üç kolme tre tři három trei tiga שלוש שלושה ثلاثة",
        "τέσσερα τεσσερα τέσσερις dört neljä fire čtyři négy patru empat ארבע ארבעה أربعة اربعة",
        "πέντε πεντε beş viisi fem pět öt cinci lima חמש חמישה خمسة",
        "έξι εξι altı kuusi seks šest hat șase şase enam שש שישה ستة",
        "επτά επτα εφτά εφτα yedi seitsemän syv sju sedm hét șapte şapte tujuh שבע שבעה سبعة",
        "οκτώ οκτω οχτώ οχτω sekiz kahdeksan otte åtte osm nyolc opt delapan lapan שמונה ثمانية",
        "εννιά εννια εννέα εννεα dokuz yhdeksän ni devět kilenc nouă noua sembilan תשע תשעה تسعة")):
    for _w in _ws.split():
        _WORDS[_w] = _i
# German: a PIN written out "in Worten" ("drei neun eins sechs"), which the named-code rules read only right after
# its name
for _i, _w in enumerate("null eins zwei drei vier fünf sechs sieben acht neun".split()):
    _WORDS[_w] = _i
_WORDS["zwo"] = 2
# English, Dutch, French, Spanish, Italian, Portuguese, Swedish and Polish: a lock's or a safe's code said in words
# ("three four nine five one", "twee drie vijf acht") a few words after its name (round 26b). Portuguese "um" (German
# "um", around) stays out: "um vier um acht" is a time.
for _ws in ("zero one two three four five six seven eight nine", "nul een twee drie vier vijf zes zeven acht negen",
            "zéro un deux trois quatre cinq six sept huit neuf", "cero uno dos tres cuatro cinco seis siete ocho nueve",
            "zero uno due tre quattro cinque sei sette otto nove", "zero - dois três quatro cinco seis sete oito nove",
            "noll ett två tre fyra fem sex sju åtta nio",
            "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć"):
    for _i, _w in enumerate(_ws.split()):
        if _w != "-":
            _WORDS[_w] = _i
_WORDS["zero"] = 0
_WORD = "(?:" + "|".join(sorted(map(re.escape, _WORDS), key=len, reverse=True)) + ")"
_WORD_RUN = re.compile(r"(?i)(?<![^\W\d_])" + _WORD + r"(?:(?:\s*,\s*|\s+|-)" + _WORD + r"){3,7}(?![^\W\d_])")
_KO = {c: str(i) for i, c in enumerate("공일이삼사오육칠팔구")} | {"영": "0", "륙": "6"}
_KO_RUN = re.compile(r"(?<![가-힣])[공영일이삼사오육륙칠팔구](?:[ ,-]+[공영일이삼사오육륙칠팔구]){3,7}(?![가-힣])")


# a code read digit by digit in ASCII digits, one space between ("the garage keypad is 1 3 7 7 9 4")
_SPACED_RUN = re.compile(r"(?<![\w.,:/+-])\d(?: \d){3,7}(?!\w|[.,:/]\d| \d)")
_LETTERS = re.compile(r"[^\W\d_]+")


def _word_run(text: str) -> bool:
    """Whether four number words stand in a row (a dictionary look-up per word, cheaper than the run's regex)."""
    n = 0
    for w in _LETTERS.findall(text.lower()):
        n = n + 1 if w in _WORDS else 0
        if n >= 4:
            return True
    return False


def word_runs(text: str) -> list[tuple[int, int, str]]:
    """(start, end, digits) of every run of four to eight digits written as words, in any language here."""
    if not _word_run(text):
        return []
    return [(m.start(), m.end(), "".join(str(_WORDS[w.lower()]) for w in re.findall(_WORD, m.group(), re.I)))
            for m in _WORD_RUN.finditer(text)]


def _runs(text: str) -> list[tuple[int, int, str]]:
    """(start, end, digits) of every run of digits written as numerals or words."""
    out: list[tuple[int, int, str]] = []
    if " " in text:
        out += [(m.start(), m.end(), m.group().replace(" ", "")) for m in _SPACED_RUN.finditer(text)]
    if text.isascii():
        return out + word_runs(text)
    out += [(m.start(), m.end(), "".join(_CJK[c] for c in m.group())) for m in _CJK_RUN.finditer(text)]
    out += word_runs(text)
    out += [(m.start(), m.end(), "".join(_KO[c] for c in m.group() if c in _KO)) for m in _KO_RUN.finditer(text)]
    return out


# a code's, a PIN's, a safe's or a lock's name earlier in the run's sentence: the run is its value even when words the
# rules do not read stand between ("De code van de fietskluis bij station Utrecht is twee drie vijf acht")
_CODE_NAME = re.compile(
    r"(?i)(?<![^\W\d_])(?:codes?|pin|pincode|passcode|combination|combo|safe|lockbox|padlock|keypad|kluis\w*"
    r"|fietskluis\w*|tresor\w*|cadenas|caja fuerte|cofre|cassaforte|lucchetto|candado|cadeado|sejf\w*|kłódk\w*"
    r"|koden|kod|kodu|código|codice|kodlås\w*|geheimzahl|zahlenschloss|pincode)(?![^\W\d_])")
_SENTENCE_END = re.compile(r"[.!?;\n]\s")


def _named_runs(text: str, runs: list[tuple[int, int, str]]) -> list[Span]:
    out: list[Span] = []
    for s, e, digits in runs:
        if not 4 <= len(digits) <= 8 or not any(c.isalpha() for c in text[s:e]):
            continue
        a = sentences.start(text, s, _SENTENCE_END, 80)
        if _CODE_NAME.search(text, a, s):
            out.append((s, e, "pin"))
    return out


def find(text: str, low: str, rules: Rules) -> list[Span]:
    """The spans of PINs and codes whose digits are CJK numerals or number words (``rules``: utils.redact's rule
    pass over a text in its normal form)."""
    runs = _runs(text)
    if not runs:
        return []
    parts, at = [], 0
    for s, e, digits in sorted(runs):
        if s < at:
            continue
        parts += [text[at:s], digits.ljust(e - s)]
        at = e
    t = "".join(parts) + text[at:]
    out: list[Span] = _named_runs(text, runs)
    for s, e, _ in rules(t, t.lower()):
        for rs, re_, digits in runs:
            if s < rs + len(digits) and e > rs:
                out.append((min(s, rs), max(e, re_), "pin"))
    return out
