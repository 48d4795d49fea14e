"""A wallet's seed phrase standing on its own in a message: exactly 12, 15, 18, 21 or 24 lowercase words of three to
eight letters with no function word among them, set apart by quotes, by CJK text or punctuation, or by a line of
their own ('my metamask phrase "crystal hollow … donor" into', "有，orbit velvet … river，這樣能復原嗎？"). A seed
named nowhere in the message (the name came in an earlier message, or the wallet's) is still one: English prose
of a dozen words always holds "the", "and", "to" or "my".

A run of such words all from BIP-39's English word list whose checksum passes (as every wallet's seed does) is one
wherever it stands, in any text; a run nearly all from the list (all but one in six: a word miscopied from the card
is still the seed's) is one in a message that speaks of a wallet, a coin or restoring ("a card with these words:
among ... penguin ... restoring it on a new device"). A shopping list can be eleven words of the list's twelve; its
checksum passes one time in sixteen at most and it names no wallet. The list and the checksum are the reference
implementation's (Trezor's ``mnemonic``).

utils.redact's ROUNDS registry calls ``find``, and its gate asks ``may_hold``, then ``RUN`` (a text that is not ASCII)
or ``bip39_runs`` (any text); this module imports nothing of utils.redact.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

Span = tuple[int, int, str]

RUN = re.compile(r"(?<![A-Za-z'’-])[a-z]{3,8}(?: [a-z]{3,8}){11,23}(?![A-Za-z'’-])")
# twelve such words in a row anywhere, asked of RE2 (linear, and it keeps the counts prefilter.loosen drops) before RUN
_LOOSE = rb"[a-z]{3,8}(?: [a-z]{3,8}){11}"
try:
    import re2 as _re2

    _LOOSE_RUN: Any = _re2.compile(_LOOSE)
except ImportError:  # pragma: no cover - re2 is a dependency; re gives the same answer, slower
    _LOOSE_RUN = re.compile(_LOOSE)


_NOT_LOWER = bytes(b for b in range(256) if not 97 <= b <= 122)


def may_hold(raw: bytes) -> bool:
    """Whether the UTF-8 text may hold a run (twelve lowercase words in a row), cheaply: 36 ASCII lowercase letters
    at least (counted in C), then RE2."""
    return len(raw.translate(None, _NOT_LOWER)) >= 36 and _LOOSE_RUN.search(raw) is not None
# what may stand right before and after the run: a quote, a bracket, CJK text or punctuation, a line's edge
_EDGE = re.compile(r"[\"'“”‘’「」『』«»:：，,。、；;!?！？()（）\n]|[^\x00-\x7f]")
_FUNCTION = frozenset(
    "the and for are but not you all any can had her was one our out has him his how its may new now old see two who "
    "did get let say she too use that with have this will your from they been were what when which their there then "
    "them would could should about into than some just like over also only very after first other these those where "
    "while because being does each here more most much must such through under until upon".split())


@lru_cache(maxsize=1)
def _english() -> Any:
    from mnemonic import Mnemonic  # its lists are read from files on first use, not at import

    return Mnemonic("english")


@lru_cache(maxsize=1)
def bip39_words() -> frozenset[str]:
    """BIP-39's English word list, read on first use (the rounds that read a seed phrase's halves ask it too)."""
    return frozenset(_english().wordlist)



@lru_cache(maxsize=1)
def _listed4() -> Any:
    """Four words of the list in a row, asked of RE2 (linear; compiled on first use): a run of twelve with at most two
    off the list holds four in a row, and most text of a dozen plain words in a row holds none."""
    alt = "(?:" + "|".join(sorted(bip39_words())) + ")"
    rx = "(?:^|[^a-z])" + alt + "(?: " + alt + "){3}(?:[^a-z]|$)"
    try:
        import re2

        options = re2.Options()
        options.max_mem = 64 << 20  # the list's alternation four times over needs more than RE2's default 8 MiB
        return re2.compile(rx.encode(), options)
    except ImportError:  # pragma: no cover - re2 is a dependency
        return re.compile(rx.encode())


def may_hold_listed(raw: bytes) -> bool:
    """Whether the UTF-8 text may hold a run from BIP-39's list (``bip39_runs``), cheaply."""
    return len(raw.translate(None, _NOT_LOWER)) >= 36 and _listed4().search(raw) is not None


# a wallet, a coin, restoring one: the message a seed with a miscopied word stands in
_WALLET_TALK = re.compile(
    r"(?i)(?<![^\W\d_])(?:wallets?|ledger|trezor|metamask|exodus|electrum|phantom|coinbase|binance|keplr|bitcoin|btc"
    r"|ethereum|eth|crypto\w*|coins?|restor\w*|recover\w*|seed|mnemonic|bip-?39|brieftasche|wiederherstell\w*"
    r"|portefeuille|restaurer|billetera|cartera|monedero|restaurar|recuperar|portafoglio|ripristin\w*|carteira"
    r"|portemonnee|herstel\w*|plånbok|lommebok|tegnebog|lompakko|portfel\w*|peněženk\w*|кошел[её]к\w*|гаманц\w*"
    r"|cüzdan\w*|dompet|ví\s+tiền|πορτοφόλι|tárc[aá]\w*)(?![^\W\d_])|钱包|錢包|ウォレット|지갑")


_LENGTHS = (24, 21, 18, 15, 12)


def bip39_runs(text: str) -> list[tuple[int, int]]:
    """Runs of 12, 15, 18, 21 or 24 words from BIP-39's English list, no function word among them, the longest at
    each place: all from the list with the checksum passing, or (in a message about a wallet) all but one in six;
    their first and last word from the list, unless the run is all of the lowercase words between two marks."""
    out: list[tuple[int, int]] = []
    words_list = bip39_words()
    wallet: bool | None = None  # asked once, when a run needs it
    for m in RUN.finditer(text):
        words = m.group().split(" ")  # RUN's words stand one space apart
        if len(set(words)) < 11:  # a seed repeats a word once at most: "details details ..." is none
            continue
        listed = [w in words_list for w in words]
        if sum(listed) < 10:  # a dozen words with at most two off the list: most runs of plain words stop here
            continue
        starts = [0]
        for w in words:
            starts.append(starts[-1] + len(w) + 1)
        # prefix sums: words off the list and function words in any window, in constant time
        off_at = [0]
        fn_at = [0]
        for w, ok in zip(words, listed):
            off_at.append(off_at[-1] + (not ok))
            fn_at.append(fn_at[-1] + (w in _FUNCTION and not ok))  # "because", "about": the list's words too
        i = 0
        while i + 12 <= len(words):
            hit = None
            for n in _LENGTHS:
                if i + n > len(words) or fn_at[i + n] - fn_at[i]:
                    continue
                # its edges from the list, unless the run is all of the words between two marks
                if not (listed[i] and listed[i + n - 1]) and not (i == 0 and n == len(words)):
                    continue
                off = off_at[i + n] - off_at[i]
                run = words[i : i + n]
                if off > n // 6 or len(set(run)) < n - 1:
                    continue
                if not (off == 0 and _english().check(" ".join(run))):
                    if wallet is None:
                        wallet = _WALLET_TALK.search(text) is not None
                    if not wallet:
                        continue
                hit = n
                break
            if hit is None:
                i += 1
                continue
            out.append((m.start() + starts[i], m.start() + starts[i + hit] - 1))
            i += hit
    return out


def find(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    if text.count(" ") < 11:
        return out
    for m in RUN.finditer(text):
        words = m.group().split()
        if len(words) not in (12, 15, 18, 21, 24) or any(w in _FUNCTION for w in words):
            continue
        before = text[m.start() - 1] if m.start() else "\n"
        after = text[m.end()] if m.end() < len(text) else "\n"
        if _EDGE.match(before) and _EDGE.match(after) and len(set(words)) >= len(words) - 1:
            out.append((m.start(), m.end(), "seed_phrase"))
    out.extend((s, e, "seed_phrase") for s, e in bip39_runs(text))
    return out


# A seed named in prose: "my trezor recovery words in order are velvet … shallow and I keep", "Моя фраза відновлення
# гаманця: lobster … rail.", "Meine Wiederherstellungswörter sind … tenant und ich". The name stands at most a few
# words before the run; the run ends at the first word of the sentence that follows (a function word of any
# language), and only 12, 15, 18, 21 or 24 words make a seed (BIP-39's lengths; no word list is a dependency).
TRIGGERS: tuple[str, ...] = (
    "seed", "recovery", "backup words", "mnemonic", "фраза", "сид", "wiederherstellung", "récupération", "semilla",
    "recuperación", "palavras de backup", "recuperação", "recupero", "odzyskiwania", "シード", "リカバリー", "助记词",
    "助記詞", "kurtarma", "herstelzin", "passphrase", "i type", "made my own", "tippe ich", "phrase secrète",
    "una propia", "wachtzin", "passwortsatz", "frase de contraseña", "frase secreta", "الاسترداد", "الاستعادة",
    "השחזור", "pemulihan", "रिकवरी", "khôi phục", "hạt giống", "ニーモニック", "復元フレーズ", "복구", "วลี", "กู้คืน",
    "phrase de passe", "frase de paso", "frase de acceso", "frase segreta", "frase-senha", "frase de senha",
    "wachtwoordzin", "lösenfras", "парольн", "кодов", "パスフレーズ", "密码短语", "口令短语", "암호 구문")
_SEED_NAME = re.compile(
    r"(?i)(?:seed(?:[ -]?phrase| words)?|recovery (?:phrase|words|seed)|backup (?:phrase|words)|mnemonic(?: phrase)?"
    r"|(?:сид|seed)-?фраза|фраза (?:відновлення|восстановления)|мнемонічн\w*|мнемоническ\w*"
    r"|wiederherstellungs\w*|seed-?phrase|phrase de récupération|phrase secrète de récupération|mots de récupération"
    r"|frase (?:semilla|de recuperación|de recuperação|di recupero)|palavras de (?:backup|recuperação)"
    r"|fraza (?:odzyskiwania|seed)|kurtarma (?:ifadesi|kelimeleri)|herstelzin|herstelwoorden"
    r"|シードフレーズ|リカバリーフレーズ|助记词|助記詞|복구 ?구문|시드 ?구문"
    # round 28: Arabic, Hebrew, Indonesian, Hindi, Vietnamese and Japanese names of a wallet's phrase
    r"|عبارة (?:الاسترداد|الاستعادة|الاسترجاع)|كلمات (?:الاسترداد|الاستعادة)|(?:משפט|מילות|ביטוי) (?:ה)?שחזור"
    r"|frasa (?:pemulihan|benih|seed)|kata pemulihan|रिकवरी (?:फ्रे\S*|वाक्यांश)|cụm từ (?:khôi phục|hạt giống)"
    r"|ニーモニック(?:フレーズ)?|復元フレーズ|วลี(?:กู้คืน|สำรอง)|คำกู้คืน)"
    r"(?P<tail>[^\n.!?。]{0,40}?)(?:\s*[:：=]\s*|\s+(?:is|are|sind|ist|est|es|são|é|è|to|son|sont|lautet)\s*[:：]?\s*|\s*(?:は|是|：)\s*|\s+)")
_WORD_RUN = re.compile(r"[a-z]{3,8}(?: [a-z]{3,8}){3,30}")
_STOP = frozenset(
    "and und et y e i och og en but then so which that was is are ich wir sie je nous il yo ve bir und aber mais pero "
    "ma ale mas als dan maar".split()) | _FUNCTION
# the function words a run of plain words stops at, read by utils.redact_typed_phrases too
STOP_WORDS = _STOP


_WORD_START = re.compile(r"(?<![^\W\d_])(?<!['’-])[a-z]")
_SENTENCE_END = re.compile(r"[.!?。\n](?=\s|$)|[\n。]")


def _words_after(text: str, i: int, lo: int, hi: int, counts: tuple[int, ...]) -> tuple[int, int] | None:
    """The run of lowercase words at text[i:], cut at its first function word, if its length is one of counts."""
    m = _WORD_RUN.match(text, i)
    if m is None:
        return None
    end = i
    n = 0
    for w in re.finditer(r"[a-z]+", m.group()):
        if w.group() in _STOP:
            break
        end = i + w.end()
        n += 1
    if n not in counts or not lo <= n <= hi:
        return None
    if end < len(text) and (text[end].isalpha() or text[end] in "'’-"):
        return None
    words = text[i:end].split()
    return (i, end) if len(set(words)) >= len(words) - 1 else None


# a passphrase of plain words after its name or after the speaker typing it: four to eight words
_PHRASE_NAME = re.compile(
    r"(?i)(?:pass ?phrase|passwortsatz|phrase secrète|frase (?:de contraseña|secreta)|wachtzin)"
    r"(?P<tail>[^\n.!?]{0,50}?)(?:\s*[:：=]\s*|\s+(?:is|lautet|ist|est|es|è|é|is)\s*[:：]?\s*)"
    r"|(?i:\bI type|tippe ich|je tape|escribo|typ ik)\s+"
    r"|(?i:made my own|me hice una propia|j'ai fait la mienne|habe mir eine eigene gemacht)\s*[:：]\s*")


_PHRASE_CUE = re.compile(
    r"(?i)pass(?:word|phrase|wort)|prompt|unlock|boot|crypt|luks|bitlocker|veracrypt|keepass|wachtwoord|mot de passe"
    r"|contraseña|senha|entsperr|words|wörter|mots|palabras|woorden|horse battery")


# a passphrase's name in many languages, then (in its sentence) the phrase in quotes: every word of it, a number or a
# symbol among them ("La phrase de passe de la clé privée c'est « citron cerise falaise grenier 01 »")
_PHRASE_NAMES = re.compile(
    r"(?i)(?<![^\W\d_])(?:pass ?phrase|passwortsatz|phrase (?:de passe|secrète)|frase (?:de contraseña|de paso|de acceso"
    r"|secreta|segreta|de senha)|frase-senha|wachtwoordzin|wachtzin|lösenfras\w*|парольн\w+ фраз\w+|кодов\w+ фраз\w+"
    r"|fraza (?:hasła|dostępu))(?![^\W\d_])|パスフレーズ|密码短语|口令短语|암호 ?구문")
_QUOTED = re.compile(r"[\"“«„‚‹「『'](?:\s|\u00a0|\u202f)*(?P<v>[^\"”»“«‹›」』\n]{5,100}?)(?:\s|\u00a0|\u202f)*[\"”»“‘’›」』']")
_QUOTE_SENTENCE_END = re.compile(r"[.!?。\n](?=\s|$)")
# the phrase given, not the name quoted or a field's prompt: a copula or a colon right before the quote
_GIVEN = re.compile(r"(?i)(?:(?<![^\W\d_])(?:is|was|ist|war|lautet|est|c'est|c’est|es|era|è|é|são|sind|are|это|—)|[:=：])"
                    r"\s*$")


def _quoted_phrases(text: str, placeholder: Callable[[str], bool]) -> list[Span]:
    out: list[Span] = []
    for n in _PHRASE_NAMES.finditer(text):
        q = _QUOTED.search(text, n.end(), min(len(text), n.end() + 160))
        if q is None or q.start() - n.end() > 60 or _QUOTE_SENTENCE_END.search(text, n.end(), q.start()) or (
                not _GIVEN.search(text, n.end(), q.start())) or _PHRASE_NAMES.search(q.group("v")):
            continue
        v = q.group("v")
        words = v.split()
        # several words, each a word or a short number, and not a sentence about the phrase
        if 2 <= len(words) <= 12 and not placeholder(v) and not v.rstrip().endswith((".", "?", "!")):
            out.append((q.start("v"), q.start("v") + len(v), "passphrase"))
    return out


def named(text: str, low: str, placeholder: Callable[[str], bool]) -> list[Span]:
    """A seed's words after a seed's name in any language, a passphrase's words after its name or "I type"."""
    out: list[Span] = []
    if not any(t in low for t in TRIGGERS):
        return out
    out.extend(_quoted_phrases(text, placeholder))
    for pat, lo, hi, counts, kind in ((_SEED_NAME, 12, 24, (12, 15, 18, 21, 24), "seed_phrase"),
                                      (_PHRASE_NAME, 4, 8, tuple(range(4, 9)), "passphrase")):
        for m in pat.finditer(text):
            # the words start within a few words after the name ("recovery words in order are velvet …"), in
            # the same sentence
            stop = min(len(text), m.end() + 50)
            # "I type" and "made my own" name a passphrase only in a message about one ("I type emails every
            # single morning" is not)
            if kind == "passphrase" and not m.group().lower().startswith(("pass", "phrase", "frase", "wacht")) \
                    and _PHRASE_CUE.search(text) is None:
                continue
            for w in _WORD_START.finditer(text, m.end(), stop):
                if _SENTENCE_END.search(text, m.end(), w.start()):
                    break
                span = _words_after(text, w.start(), lo, hi, counts)
                if span:
                    if not any(a <= span[0] < b for a, b, _ in out):
                        out.append((*span, kind))
                    break
    return out
