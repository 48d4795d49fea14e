"""A text with its disguises taken off, read once before every injection check (pure).

An order is hidden from a check in ways a reader undoes without thinking: characters written as numeric
HTML references ("&#65;&#73;"), a URL's percent escapes, a word broken over a line with a hyphen, letters
spaced apart ("a s s i s t a n t / d e l e t e"), a line written backwards, Unicode tag characters that spell
an order no one sees (read as the text they spell), joiners and other invisible format characters between letters, Traditional characters where the
rules and the model learnt Simplified ones (in a text without kana: Japanese kanji stay). ``plain`` gives the text as such a reader takes it; the
patterns, the intent model, the foreign-language layer and the quote reader all judge that one text.
Cyrillic and Greek look-alikes inside Latin words are folded too (intent_model.fold_lookalikes); utils.normalise
folds fullwidth forms and drops zero-width characters; intent_model.read folds leetspeak for the model. Each step changes nothing in a text that carries no such disguise.
"""

from __future__ import annotations

import html
import re
import sys
import unicodedata
from urllib.parse import unquote

from curate.encoded import reads_better
from curate.intent_model import fold_lookalikes
from utils.normalise import normalise

# Numeric character references spell letters; named ones ("&lt;", "&amp;") escape markup in pasted HTML and
# are left as written.
_NUMERIC_REF = re.compile(r"&#(?:\d{2,7}|[xX][0-9A-Fa-f]{1,6});")
# A token with at least PERCENT_MIN percent escapes holds URL-encoded words (one "%20" is a file name's space).
_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")
_TOKEN = re.compile(r"\S+")
PERCENT_MIN = 3
# A word broken over a line end with a hyphen ("for-\nget").
_BROKEN = re.compile(r"(?<=[^\W\d_])-[ \t]*\r?\n[ \t]*(?=[^\W\d_])")
# Single letters (Latin, Greek, Cyrillic) one space apart, three or more: one word.
_LETTER = r"[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff]"
_SPACED = re.compile(rf"(?<!\S)(?:{_LETTER} ){{2,}}{_LETTER}(?!\S)")
# A stretch written letter by letter with wider gaps between its words ("t r ợ   l ý   A I ,   h ã y"): one character
# a token, one gap width within a word and a wider one between words; its two-letter words are read too. Only where
# it holds letters beyond ASCII (Vietnamese tones): an English one is read word by word below, and the intent model
# reads spaced letters for itself (intent_model.read).
_SPACED_RUN = re.compile(r"(?<!\S)(?:[^\s] {1,4}){6,}[^\s](?!\S)")
_GAP = re.compile(r" +")
_GAP_OR_CHAR = re.compile(r" +|[^ ]")
# A stretch a line's backwards writing is judged by: a line, or a part of it after a colon or a quote mark.
_PART = re.compile(r"[^\n:：\"“”«»]+")
# A field's name before its value ("ImageDescription: ", "Comment: ").
_KEY = re.compile(r"[^:：\n]{1,40}[:：][ \t]*")
# A backwards part must read as this many more common words than it does forwards.
REVERSED_MARGIN = 3
_HAN = re.compile(r"[\u3400-\u9fff]")
# Kana or Hangul: Japanese (or Korean) text, whose kanji are its own forms and stay as written.
_KANA = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")

# Traditional characters of the words orders to a memory use (instructions, delete, remember, user, data, send)
# and their Simplified forms: the Chinese rules and the model learnt Simplified text.
_TRADITIONAL = str.maketrans(
    "記憶刪關於這個們請給備註對話說讀寫錄資訊與為無視聽從現後時間開會應該將條規則設語帳號碼戶傳發導內儲檔"
    "標隱換蓋統項歷紀來過類還讓麼嗎網頁郵聯絡經濟業務認證確實際權屬機學習顯隨執轉匯銀變動處員級歡見單電問題報",
    "记忆删关于这个们请给备注对话说读写录资讯与为无视听从现后时间开会应该将条规则设语账号码户传发导内储档"
    "标隐换盖统项历纪来过类还让么吗网页邮联络经济业务认证确实际权属机学习显随执转汇银变动处员级欢见单电问题报",
)
# Unicode tag characters spell ASCII invisibly (U+E0041 is an "A" no one sees); a run of them is read as the text it
# spells, on a line of its own. After a black flag they spell a region's flag (England, Scotland) and are dropped.
_TAGS = re.compile("(\U0001f3f4)?([\U000e0020-\U000e007e]+)\U000e007f?")
# Every other invisible format character (Unicode category Cf: joiners, word joiners, invisible operators, the
# byte order mark, bidi controls) between the letters of an order: utils.normalise keeps joiners between
# non-ASCII letters for emoji and Indic and Persian spelling, which no check here needs.
_FORMAT = re.compile("[" + "".join(re.escape(chr(c)) for c in range(sys.maxunicode + 1)
                                   if unicodedata.category(chr(c)) == "Cf") + "]+")


def _read_tags(m: re.Match[str]) -> str:
    if m.group(1):
        return m.group(1)
    return "\n" + "".join(chr(ord(c) - 0xE0000) for c in m.group(2)) + "\n"


# Taiwanese words for what Mainland text calls otherwise.
_TW_WORDS = (("使用者", "用户"), ("記憶體", "内存"))


def _reverse_line(line: str) -> str:
    """The line with what reads as words only backwards turned round: the value after a field's name ("UserComment:
    ...") or the whole line, as one (a colon inside the backwards text must not split it into parts read in the
    wrong order), else each part of it."""
    key = _KEY.match(line)
    for start in ((key.end(),) if key else ()) + (0,):
        core = line[start:].strip()
        if core and reads_better(core[::-1], core, REVERSED_MARGIN):
            return line[:start] + core[::-1]
    return _reverse_parts(line)


def _reverse_parts(line: str) -> str:
    """The line with each part that reads as words only backwards turned round."""
    def turn(m: re.Match[str]) -> str:
        part = m.group(0)
        core = part.strip()
        back = core[::-1]
        if not reads_better(back, core, REVERSED_MARGIN):
            return part
        lead = part[:len(part) - len(part.lstrip())]
        return lead + back + part[len(lead) + len(core):]
    return _PART.sub(turn, line)


def _read_spaced_run(m: re.Match[str], ascii_too: bool = False) -> str:
    """A letter-by-letter stretch read as words, where its gaps between words are wider than within them (one in
    ASCII only if ascii_too)."""
    run = m.group(0)
    if run.isascii() and not ascii_too:
        return run
    gaps = {len(g) for g in _GAP.findall(run)}
    if len(gaps) < 2:
        return run
    inner = min(gaps)
    return "".join(" " if len(g) > inner else "" if g.startswith(" ") else g for g in _GAP_OR_CHAR.findall(run))


def spaced_words(text: str, seen: str) -> list[str]:
    """The text as ``plain`` reads it (seen: plain(text)) but with ASCII letter-by-letter stretches read as words too
    where their gaps between words are wider ("A S I S T E N T E   B O R R A   T O D O"): one more reading for the
    gatekeeper to judge beside plain's (plain reads such a stretch word by word, which leaves its two-letter words
    spaced), or none where the text has no such stretch."""
    # Indented code has wide gaps too: read again only where a letter-by-letter stretch is.
    if "   " not in text or not _SPACED_RUN.search(text):
        return []
    read = plain(text, ascii_runs=True)
    return [read] if read != seen else []


def plain(text: str, ascii_runs: bool = False) -> str:
    """The text with tag characters read, invisible format characters dropped, look-alikes, numeric references, percent escapes, broken words, spaced letters, backwards
    lines and Traditional characters read (see the module doc); utils.normalise first. ascii_runs: read ASCII
    letter-by-letter stretches with wider gaps between words as words too (``spaced_words``)."""
    if not text.isascii():
        if "\U000e0000" <= max(text):
            text = _TAGS.sub(_read_tags, text)
        text = _FORMAT.sub("", text)
    t = fold_lookalikes(normalise(text))
    if "&#" in t:
        t = _NUMERIC_REF.sub(lambda m: html.unescape(m.group(0)), t)
    if "%" in t:
        t = _TOKEN.sub(lambda m: unquote(m.group(0)) if len(_ESCAPE.findall(m.group(0))) >= PERCENT_MIN else m.group(0), t)
    if "-" in t:
        t = _BROKEN.sub("", t)
    if "   " in t:
        t = _SPACED_RUN.sub(lambda m: _read_spaced_run(m, ascii_runs), t)
    t = _SPACED.sub(lambda m: m.group(0).replace(" ", ""), t)
    t = "\n".join(_reverse_line(line) for line in t.split("\n"))
    if _HAN.search(t) and not _KANA.search(t):
        for tw, cn in _TW_WORDS:
            t = t.replace(tw, cn)
        t = t.translate(_TRADITIONAL)
    return t
