"""The learned layer of redaction: a token classifier that decides "this token is a secret value" from the
token's shape and the words around it, run after the hand rules on what they left.

The rules (utils.redact) know formats and phrasings one by one; every blind set writes new ones. This layer
judges a token by what any secret has in common (length, mixed classes, entropy, how badly the MiniLM
WordPiece vocabulary covers it: random strings split into many short pieces, words and identifiers do not)
and by its context (a secret cue such as "password", "token", "密码" before it, a non-secret cue such as
"sha", "commit", "uuid" near it, `=`/`:` or a flag before it). The trees are trained by
bench/train_secret_model.py (scikit-learn, offline) and exported to utils/data/secret_model.json; here they
are walked in pure Python, so nothing but the standard library runs at capture time.

Only candidate tokens reach the trees: runs of printable ASCII between delimiters, 4..256 characters; a
token without a secret cue nearby must be 8 or more characters of two or more character classes, and a
run of digits is a candidate only with a secret cue nearby (a PIN, a one-time code). The trees of stop 56
(trained on every spent held-out set) judge values with letters; a number is judged by the earlier trees,
kept beside them, and by the rules. The printed digits beside a mask ("6225 **** **** 7720") are never cut.

Secrets are given in every language and script, and each blind set brings wordings the rules' names miss; an
ASCII-only layer saw none of them. So in a text in another script (or naming a secret in another language) a
token may also hold letters and digits of any spaced script: it is a candidate when it mixes ASCII with other
letters ("Жук7Qx9мир") or holds digits of another script (a PIN in Arabic-Indic digits, which the shape
features read as their ASCII digits), never when it is a plain word of a language. Its context then counts
the project's multilingual names of secrets, codes and examples (utils.secret_names, read, not copied: a
language added there reaches this layer at the next retraining). An ASCII text naming no secret in another
language takes the same path, and gets the same candidates, as before. The previous message is not read here:
the rules carry what it announced (utils.redact.SecretMemory), and the layer's interface stays one text.
"""

from __future__ import annotations

import base64
import binascii
import bisect
import json
import math
import operator
import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import ahocorasick_rs

from utils import secret_names
from utils.text import entropy

DATA = Path(__file__).resolve().parent / "data"
MODEL_FILE = DATA / "secret_model.json"
KIND = "secret"

# A token: a run of printable ASCII that is not a space, quote, bracket or list delimiter (fullwidth and CJK
# punctuation end it too, so "授权码是q56a38qmlzxj6gw4，" gives the value alone).
_TOKEN_CHARS = r"[!#-&*+\--:=?-Z\\^_a-z|~]"
_TOKEN = re.compile(_TOKEN_CHARS + "+")
_STRIP = ".,!?:;=*~|#&-"
_WORD = re.compile(r"[a-z][a-z0-9]*")
_TAG = re.compile(r"\[REDACTED:[^\]\s]{1,60}\]")

SECRET_CUES = frozenset("""
password passwords passwd passphrase pwd pw pass passcode pin pins secret secrets token tokens key keys apikey
credential credentials creds cred auth login logon signin otp code codes 2fa mfa totp seed mnemonic private
bearer cvv cvc csc ssn recovery backup wifi psk combination access sk secretkey apitoken authtoken
accesskey privatekey clientsecret appsecret webhook cookie sessionid session jwt signing unlock lock
locker safe vault master admin root sudo smtp imap ftp ssh sftp db database dsn connection
""".split())
NON_SECRET_CUES = frozenset("""
sha sha1 sha256 sha512 md5 commit commits hash hashes checksum digest uuid guid id ids version versions order
orders tracking nonce example examples sample test testing fake dummy placeholder build request trace span
invoice ref reference iso integrity etag fingerprint sku serial tag branch release model chapter issue ticket
pr run job pipeline container image pod cid doi isbn zip postal phone tel file filename path url docs
documentation published public encoded encode decode base64 address ghsa cve sha384 crc crc32 blake2 thread
frame
""".split())
# Words of a message that say its values are documentation, samples or public data.
_DOC_WORDS = frozenset("example examples sample samples docs documentation published public placeholder dummy "
                       "fake tutorial readme decode encoded base64 fingerprint checksum integrity hash".split())
_STAND_IN = re.compile(r"(?i)example|sample|dummy|placeholder|changeme|your|xxxx|fake|redacted|test")
_HEAD = re.compile(r"([A-Za-z]+[0-9]*)[-_]")
_B64 = re.compile(r"[A-Za-z0-9+/_-]{8,}={0,2}")
ZH_SECRET_CUES = ("密码", "密钥", "秘钥", "验证码", "口令", "授权码", "令牌", "私钥", "卡号", "身份证", "备用码",
                  "恢复码", "助记词", "安全码", "校验码", "动态码", "账号", "账户", "登录")
ZH_NON_SECRET_CUES = ("订单", "编号", "版本", "哈希", "快递", "单号", "提交", "序列号", "工单", "示例", "测试")

_HEX = re.compile(r"[0-9a-fA-F]+")
# a cache's or an artifact's name ending in its files' digest ("Linux-node-<sha256>"), with no key's word among the
# words before it
_NAMED_DIGEST = re.compile(r"(?!\S*(?i:key|token|secret|pass|auth|priv))(?:[A-Za-z]{2,}[-_]){2,5}(?:[0-9a-f]{40}|[0-9a-f]{64})")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_SNAKE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
_CAMEL = re.compile(r"[a-z]+(?:[A-Z][a-z]+)+[0-9]*|(?:[A-Z][a-z]+){2,}[0-9]*")
_DOTTED = re.compile(r"[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+")
_PATH = re.compile(r"(?:~|\.{1,2})?/[\w.\-/]*|[\w.-]+(?:/[\w.-]+)+")
_DOMAIN = re.compile(r"(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|app|co|ai|cn|de|uk|local|internal|lan|test)(?::\d+)?(?:/\S*)?", re.I)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_VERSION = re.compile(r"v?\d+(?:\.\d+)+(?:[-+][\w.]+)?")
_DATE = re.compile(r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:T[\d:.]+Z?)?|\d{1,2}:\d{2}(?::\d{2})?")
_FLAG = re.compile(r"--?[A-Za-z][\w-]*$")
_KEY = re.compile(r"[A-Za-z_][\w.-]{0,60}")

FEATURES = (
    "len", "log_len", "f_lower", "f_upper", "f_digit", "f_symbol", "classes", "entropy", "entropy_norm",
    "pieces_per_char", "longest_piece_frac", "case_changes", "alpha_digit_changes", "max_alpha_run",
    "distinct_frac", "vowel_frac", "is_hex", "is_uuid", "is_snake", "is_camel", "is_dotted", "is_path",
    "is_url", "is_email", "is_version", "is_date", "is_digits", "is_alpha", "pad_eq",
    "prev_eq", "prev_colon", "prev_quote", "prev_flag", "has_key", "key_secret", "key_non_secret",
    "cue_before", "cue_before_dist", "non_cue_before", "cue_after", "non_cue_after", "zh_cue", "zh_non_cue",
    "in_code", "config_line", "tokens_on_line", "msg_cue", "msg_non_cue", "stand_in", "hex_prefix",
    "head_non_secret", "head_len", "b64_text",
    # any script: letters outside ASCII in the value, ASCII mixed with them, digits of another script, and
    # the project's multilingual names of secrets (utils.secret_names) before the value and in the message
    "f_non_ascii", "script_mix", "other_digits", "ml_cue_before", "ml_code_before", "ml_non_cue_before",
    "ml_msg_cue",
)

# A token in any script: the ASCII token characters, or a letter or digit of a script written with spaces
# (Thai, kana, CJK, Hangul and fullwidth forms end it, as CJK punctuation does: "密码是Kp4#vN8q，" gives the
# value alone; fullwidth digits stay, a PIN can be typed in them).
_UTOKEN = re.compile(
    r"(?:[!#-&*+\--:=?-Z\\^_a-z|~]|[^\W_\u0e00-\u0e7f\u3040-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uff0f\uff1a-\uffef])+")
_UKEY = re.compile(r"[^\W\d][\w.-]{0,60}")


def _no_space_script(w: str) -> bool:
    """Whether a name is written in a script without spaces between words (matched anywhere, not as a word)."""
    c = w[0]
    return "\u0e00" <= c <= "\u0e7f" or "\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af"


@lru_cache(maxsize=1)
def _ml_names() -> tuple[Callable[..., list[tuple[int, int, int]]], tuple[str, ...], bytes, bytes]:
    """One automaton over the multilingual names of secrets, of codes and of examples, and per name its group
    (1 a secret's name, 2 a code's or a lock's, 3 an example's or a sample's) and whether it is matched as a
    word; the lists are utils.secret_names' own, so a language added there is read here too."""
    groups: dict[str, int] = {}
    for g, ws in ((3, secret_names.EXAMPLE), (2, (*secret_names.CODE, *secret_names.LOCK)),
                  (1, (*secret_names.PASSWORD, *secret_names.PIN, *secret_names.ONE_TIME, *secret_names.NAMED_CODE,
                       *secret_names.ACCOUNT, *secret_names.ID, *ZH_SECRET_CUES))):
        for w in ws:
            groups[w.lower()] = g  # a name in two groups is read as the secret's
    words = tuple(sorted(groups))
    return (ahocorasick_rs.AhoCorasick(words).find_matches_as_indexes, words, bytes(groups[w] for w in words),
            bytes(not _no_space_script(w) for w in words))


def _ml_hits(low: str) -> list[tuple[int, int, int]]:
    """(group, start, end) of each multilingual name in the lower-cased text; a name of a spaced script only as
    a whole word."""
    find, words, group, whole = _ml_names()
    try:
        hits = find(low, overlapping=True)
    except UnicodeEncodeError:  # a lone surrogate: the automaton takes UTF-8 only
        return []
    n = len(low)
    return [(group[i], a, b) for i, a, b in hits
            if not whole[i] or ((a == 0 or not low[a - 1].isalnum()) and (b == n or not low[b].isalnum()))]


def _ml_before(hits: Sequence[tuple[int, int, int]], s: int, reach: int = 40) -> tuple[float, float, float]:
    """(secret's name, code's name, example's name) ending within `reach` characters before `s`: 1/(1 + the
    characters between), 0 if none."""
    out = [0.0, 0.0, 0.0]
    for g, a, b in hits:
        if b <= s and s - b <= reach:
            out[g - 1] = max(out[g - 1], 1.0 / (1 + s - b))
    return out[0], out[1], out[2]


def _fold(v: str) -> str:
    """The value with every digit of another script written as its ASCII digit (shape features read digits)."""
    if v.isascii():
        return v
    return "".join(str(unicodedata.digit(c)) if not c.isascii() and unicodedata.digit(c, None) is not None else c
                   for c in v)


def _counts(v: str) -> tuple[int, int, int]:
    """(digits, lower, upper) of a value; a letter of a caseless script counts as lower."""
    if v.isascii():
        vb = v.encode("ascii")
        n = len(vb)
        return (n - len(vb.translate(None, _DIGITS)), n - len(vb.translate(None, _LOWER)),
                n - len(vb.translate(None, _UPPER)))
    d = lo = up = 0
    for c in v:
        if c.isdigit():
            d += 1
        elif c.isupper():
            up += 1
        elif c.isalpha():
            lo += 1
    return d, lo, up


@dataclass(frozen=True)
class Candidate:
    start: int
    end: int
    value: str
    key: str  # the name before `=`/`:` inside the token ("" if none)


@lru_cache(maxsize=1)
def _vocab() -> tuple[frozenset[str], frozenset[str]]:
    """The MiniLM WordPiece vocabulary: word-initial pieces and ``##`` continuations."""
    doc = json.loads((DATA / "minilm-tokenizer.json").read_text(encoding="utf-8"))
    vocab = doc["model"]["vocab"]
    return (frozenset(w for w in vocab if not w.startswith("##")),
            frozenset(w[2:] for w in vocab if w.startswith("##")))


def vocabulary_words() -> frozenset[str]:
    """The MiniLM vocabulary's whole words (word-initial pieces): a dictionary of English and common words, read by
    the rules to tell a passphrase of words run together from a word."""
    return _vocab()[0]


def wordpieces(tok: str) -> tuple[int, int]:
    """(pieces, longest piece) of the token as MiniLM's uncased WordPiece splits it: punctuation apart, then
    greedy longest match; a random string splits into many short pieces, a word or identifier into few."""
    heads, tails = _vocab()
    pieces = longest = 0
    for word in re.findall(r"[a-z0-9]+|[^a-z0-9]", tok[:64].lower()):
        if not word[0].isalnum():
            pieces += 1
            longest = max(longest, 1)
            continue
        i, n, first = 0, len(word), True
        while i < n:
            table = heads if first else tails
            j = min(n, i + 20)
            while j > i and word[i:j] not in table:
                j -= 1
            if j == i:  # [UNK]: count one piece per character left
                pieces += n - i
                break
            pieces += 1
            longest = max(longest, j - i)
            i, first = j, False
    return pieces, longest


@lru_cache(maxsize=8192)
def _word_cue(w: str) -> tuple[bool, bool]:
    """(a secret cue, a non-secret cue): "password", "apiKey"'s "key", "DB_PASSWORD"'s "password"; "sha", "commit"."""
    sec = w in SECRET_CUES or w.rstrip("s") in SECRET_CUES or w.endswith(
        ("password", "passwd", "secret", "token", "apikey", "key"))
    return sec, w in NON_SECRET_CUES


def _cues(words: Sequence[str]) -> tuple[int, int]:
    """(distance to the nearest secret cue, to the nearest non-secret cue), 0 if none, 1 = adjacent."""
    sec = non = 0
    for d, w in enumerate(words, 1):
        ws, wn = _word_cue(w)
        if ws and not sec:
            sec = d
        if wn and not non:
            non = d
    return sec, non


# A text's words, found once: (lower-cased text, starts, ends, secret-cue flags, non-secret-cue flags), one
# flag byte a word.
_Words = tuple[str, list[int], list[int], bytes, bytes]


def _text_words(low: str) -> tuple[_Words, list[str]]:
    # map() over C callables where it can: a long message has many words
    words = _WORD.findall(low)
    starts = [m.start() for m in _WORD.finditer(low)]
    ends = list(map(operator.add, starts, map(len, words)))
    flags = list(map(_word_cue, words))
    return (low, starts, ends, bytes(map(_FIRST, flags)), bytes(map(_SECOND, flags))), words


_FIRST, _SECOND = operator.itemgetter(0), operator.itemgetter(1)


def _near(t: _Words, a: int, b: int, before: bool) -> tuple[int, int]:
    """_cues of the words ``_WORD.findall(low[a:b])`` gives, the last six nearest first (`before`) or the first
    five: from the text's words found once, a word the window cuts read as the regex reads the cut piece (from
    its first letter on, up to b)."""
    low, starts, ends, sec, non = t
    i = bisect.bisect_right(ends, a)  # the first word ending after a
    j = bisect.bisect_left(starts, b, i)  # the first word starting at b or after
    if i >= j:
        return 0, 0
    # only the words that can be among the six (five) read: a cut word outside them changes nothing
    lo, hi = (max(i, j - 6), j) if before else (i, min(j, i + 6))
    fs: bytes | bytearray = sec[lo:hi]
    fn: bytes | bytearray = non[lo:hi]
    cut_last = hi == j and ends[j - 1] > b
    cut_first = lo == i and starts[i] < a
    if cut_last or cut_first:
        fs, fn = bytearray(fs), bytearray(fn)
        if cut_last:
            fs[-1], fn[-1] = _word_cue(low[starts[j - 1] : b])
        if cut_first:
            m = _WORD.search(low, a, min(ends[i], b))
            if m is None:
                del fs[0], fn[0]
            else:
                fs[0], fn[0] = _word_cue(m.group(0))
    if before:  # nearest first: the distance from the end
        k, q = fs.rfind(1), fn.rfind(1)
        return (len(fs) - k if k >= 0 else 0), (len(fn) - q if q >= 0 else 0)
    return fs.find(1, 0, 5) + 1, fn.find(1, 0, 5) + 1


@lru_cache(maxsize=4096)
def _key_cues(key: str) -> tuple[int, int]:
    """_cues of the words of a key name ("DB_PASSWORD", "apiKey"), nearest to the value first."""
    key_words = _WORD.findall(re.sub(r"([a-z])([A-Z])", r"\1 \2", key).lower().replace("_", " "))
    return _cues(key_words[::-1]) if key_words else (0, 0)


_NO_EXTRA = (0.0, 0.0, 0.0)
_NON_ASCII, _OTHER_DIGITS = FEATURES.index("f_non_ascii"), FEATURES.index("other_digits")
_F_LOWER, _F_UPPER = FEATURES.index("f_lower"), FEATURES.index("f_upper")
_BASE_LEN = _NON_ASCII  # the ASCII layer's features: those before the ones of any script
_DIGITS = b"0123456789"
_LOWER = b"abcdefghijklmnopqrstuvwxyz"
_UPPER = _LOWER.upper()


# A token that can be a candidate with no secret cue nearby: 8 or more characters, not all lowercase letters,
# all uppercase or all digits (one class), or a `=`/`:` in it (its key name can be a cue). Tested on the raw
# token before stripping: stripping only removes characters, so a token failing here fails after it too.
# Matched from a token's first character (a later one fails as the first did: a tail of a short or one-class
# run is short or one-class), so the matches are whole tokens.
_LONE = re.compile(
    rf"(?:(?={_TOKEN_CHARS}{{8}})(?![a-z]*(?!{_TOKEN_CHARS}))(?![A-Z]*(?!{_TOKEN_CHARS}))(?![0-9]*(?!{_TOKEN_CHARS}))"
    rf"|(?={_TOKEN_CHARS}*[=:])){_TOKEN_CHARS}+")
_TOKEN_CHAR = re.compile(_TOKEN_CHARS)
# A secret cue inside a longer word ("sk" in "task", "pin" in "mapping"): a window that cuts the word reads
# the piece, which can be a cue when the word is not. Every cue word but "2fa" (a piece starts with a letter).
_CUE_PIECE = re.compile("|".join(sorted((c for c in SECRET_CUES if c[0].isalpha()), key=len, reverse=True)))


def _selected(text: str, t: _Words) -> Iterator[re.Match[str]]:
    """The tokens of the text that candidates() must look at, in order: every token near a word that can be a
    secret cue, and elsewhere only those _LONE matches. A token with no cue in its windows (the six words of
    the 80 characters before it, the five of the 60 after it) and no key name is a candidate only when it is
    long and of two classes, so the rest are skipped by the regex engine instead of one by one."""
    low, starts, ends, sec, _ = t
    spans: list[tuple[int, int]] = []
    # a whole word that is a cue: any token whose windows reach it (a window [s-80, s) or [e, e+60) holds a
    # character of the word when the token's characters meet [ws-60, we+80)); two characters more each side
    i = sec.find(1)
    while i >= 0:
        spans.append((starts[i] - 62, ends[i] + 82))
        i = sec.find(1, i + 1)
    # a word holding a cue only as a piece counts only when a window's edge cuts it: a token with s-80, s, e
    # or e+60 strictly inside the word
    for m in _CUE_PIECE.finditer(low):
        k = bisect.bisect_right(starts, m.start()) - 1
        if k < 0 or ends[k] <= m.start() or sec[k]:
            continue
        ws, we = starts[k], ends[k]
        spans += [(ws - 62, we - 58), (ws - 2, we + 2), (ws + 78, we + 82)]
    if not spans:
        return _LONE.finditer(text)
    spans.sort()
    n = len(text)
    merged: list[list[int]] = []
    for a, b in spans:
        a, b = max(0, a), min(n, b)
        if a >= b:
            continue
        # out to whole tokens, so the token regexes see each token from its first character to its last
        while a > 0 and _TOKEN_CHAR.match(text, a - 1):
            a -= 1
        while b < n and _TOKEN_CHAR.match(text, b):
            b += 1
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    return _chain(text, merged)


def _chain(text: str, merged: list[list[int]]) -> Iterator[re.Match[str]]:
    pos = 0
    for a, b in merged:
        yield from _LONE.finditer(text, pos, a)
        yield from _TOKEN.finditer(text, a, b)
        pos = b
    yield from _LONE.finditer(text, pos)


def candidates(text: str, taken: Sequence[tuple[int, int]] = ()) -> list[tuple[Candidate, list[float]]]:
    """Every candidate token of the text outside the spans `taken`, with its feature vector."""
    out: list[tuple[Candidate, list[float]]] = []
    low = text.lower()
    tags = [(m.start(), m.end()) for m in _TAG.finditer(text)] if "[REDACTED:" in text else []
    busy = [*taken, *tags]
    t, words = _text_words(low)
    has_zh = any(c in text for c in ZH_SECRET_CUES)  # a token's Chinese cue is looked for only then
    ascii_text = text.isascii()
    # the multilingual names, on a lower-cased text of the text's length (a letter lowering to two keeps one)
    ml = _ml_hits(low if len(low) == len(text) else "".join(c.lower()[:1] or c for c in text))
    ml_sec_any = any(g == 1 for g, _, _ in ml)
    # every token is read when the text is in another script or names a secret in another language; else only
    # those near an English cue or long and mixed (_selected), as before
    full = has_zh or not ascii_text or ml_sec_any
    msg_cue = float(any(w in SECRET_CUES for w in words) or has_zh)
    msg_non = float(sum(w in _DOC_WORDS for w in words))
    fence_ends: list[int] = []
    i = text.find("```")
    while i >= 0:
        fence_ends.append(i + 3)
        i = text.find("```", i + 3)
    lines: dict[int, tuple[bool, int]] = {}
    for m in (_TOKEN if ascii_text else _UTOKEN).finditer(text) if full else _selected(text, t):
        raw_s, raw_e = m.span()
        tok = m.group(0)
        s = raw_s + (len(tok) - len(tok.lstrip(_STRIP)))
        e = raw_e - (len(tok) - len(tok.rstrip(_STRIP)))
        if e - s < 4:
            continue
        key = ""
        v = text[s:e]
        if "://" not in v and ("=" in v or ":" in v):
            # key=value, key:value (the value is the candidate; its name is context)
            for sep in ("=", ":"):
                i = v.find(sep)
                if 0 < i < len(v) - 1 and (_KEY if ascii_text else _UKEY).fullmatch(v[:i]):
                    key, s = v[:i], s + i + 1
                    while s < e and text[s] in "=:":
                        s += 1
                    v = text[s:e]
                    break
        n = len(v)
        # a token touching a cut span is what the rules left of a value on purpose (the name in "user:<pw>",
        # the salt before a hash): never a candidate, so a second pass over redacted text cuts nothing new
        if not 4 <= n <= 256 or busy and any(a <= raw_e and raw_s <= b for a, b in busy):
            continue
        extra = _NO_EXTRA
        fv = v
        if not v.isascii():
            # a value in another script is a candidate only when it mixes ASCII with other letters or holds
            # digits of another script (a word of a language is not a value)
            other_letters = sum(1 for c in v if not c.isascii() and c.isalpha())
            other_digits = any(not c.isascii() and c.isdigit() for c in v)
            mix = other_letters > 0 and any(c.isascii() and c.isalnum() for c in v)
            if not (mix or other_digits):
                continue
            fv = _fold(v)
            extra = (other_letters / n, float(mix), float(other_digits))
        # the shape first, the context only for a token that can still be a candidate
        if fv.isalpha() and fv.islower():  # the common token, a word
            classes = 1
        else:
            digits, lower, upper = _counts(fv)
            classes = (lower > 0) + (upper > 0) + (digits > 0) + (n - digits - lower - upper > 0)
        if n >= 16 and (_HEX.fullmatch(fv) or _UUID.fullmatch(fv) or _NAMED_DIGEST.fullmatch(fv)):
            # A hex string or a UUID is an id or a digest far more often than a key; the rules judge one by the
            # name before it ("Datadog application key" vs "cache key", "the md5"), which trees over a few cue
            # words cannot (they cut the look-alikes of round 4's tests).
            continue
        key_sec, key_non = _key_cues(key) if key else (0, 0)
        zh_cue = has_zh and any(c in text[max(0, s - 24) : s] for c in ZH_SECRET_CUES)
        cue_b, non_b = _near(t, max(0, s - 80), s, True)
        cue_a, non_a = _near(t, e, e + 60, False)
        ml_sec, ml_code, ml_non = _ml_before(ml, s) if ml else (0.0, 0.0, 0.0)
        if (n < 8 or classes < 2) and not (cue_b or key_sec or zh_cue or (cue_a and cue_a <= 3) or ml_sec
                                           or (full and ml_code)):
            continue  # a short, one-class or all-digit token is a candidate only with a secret cue nearby
        x = _features(text, s, e, fv, key, cue_b, non_b, cue_a, non_a, key_sec, key_non, zh_cue,
                      text[max(0, s - 24) : s], msg_cue, msg_non, fence_ends, lines)
        x += (*extra, ml_sec, ml_code, ml_non, float(ml_sec_any))
        out.append((Candidate(s, e, v, key), x))
    return out


@lru_cache(maxsize=2048)
def _shape(v: str) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The features of the token alone (those before the context ones in FEATURES, and those after): the same
    identifiers and paths recur through a conversation, so most candidates' shapes are computed once."""
    n = len(v)
    digits, lower, upper = _counts(v)
    symbol = n - digits - lower - upper
    classes = (lower > 0) + (upper > 0) + (digits > 0) + (symbol > 0)
    ent = entropy(v)
    hm = _HEAD.match(v)
    head = hm.group(1) if hm else ""
    pieces, longest = wordpieces(v)
    m = min(n, 64)
    case_changes = sum(1 for a, b in zip(v, v[1:]) if a.isalpha() and b.isalpha() and a.isupper() != b.isupper())
    ad_changes = sum(1 for a, b in zip(v, v[1:]) if a.isalpha() != b.isalpha() and (a.isalnum() and b.isalnum()))
    run = best = 0
    for c in v:
        run = run + 1 if c.isalpha() else 0
        best = max(best, run)
    letters = [c for c in v.lower() if c.isalpha()]
    vowels = sum(c in "aeiou" for c in letters)
    max_ent = math.log2(min(n, 64)) if n > 1 else 1.0
    return (
        float(n), math.log(n), lower / n, upper / n, digits / n, symbol / n, float(classes), ent, ent / max_ent,
        pieces / m, longest / m, case_changes / n, ad_changes / n, best / n,
        len(set(v)) / n, vowels / len(letters) if letters else 0.0,
        float(n >= 7 and _HEX.fullmatch(v) is not None), float(_UUID.fullmatch(v) is not None),
        float(_SNAKE.fullmatch(v) is not None), float(_CAMEL.fullmatch(v) is not None),
        float(_DOTTED.fullmatch(v) is not None), float(_PATH.fullmatch(v) is not None),
        float("://" in v or _DOMAIN.fullmatch(v) is not None), float(_EMAIL.fullmatch(v) is not None),
        float(_VERSION.fullmatch(v) is not None), float(_DATE.fullmatch(v) is not None), float(digits == n),
        float(lower + upper == n), float(v.endswith("=")),
    ), (
        float(_STAND_IN.search(v) is not None), float(v[:2].lower() == "0x"),
        float(bool(head) and head.lower().rstrip("0123456789") in NON_SECRET_CUES | {"sha", "ghsa", "cve"}),
        float(len(head)), float(_b64_text(v)),
    )


def _features(text: str, s: int, e: int, v: str, key: str, cue_b: int, non_b: int, cue_a: int, non_a: int,
              key_sec: int, key_non: int, zh_cue: bool, zh_window: str, msg_cue: float, msg_non: float,
              fence_ends: list[int], lines: dict[int, tuple[bool, int]]) -> list[float]:
    head, tail = _shape(v)
    p = s - 1
    while p >= 0 and text[p] == " ":
        p -= 1
    prev = text[p] if p >= 0 else ""
    prev_word = text[max(0, s - 40) : s].split()
    flag = bool(prev_word) and _FLAG.search(prev_word[-1]) is not None
    ls = text.rfind("\n", 0, s) + 1
    if ls not in lines:  # once per line, not per token (a long message has many tokens on a line)
        le = text.find("\n", e)
        line = text[ls : le if le >= 0 else len(text)]
        lines[ls] = (re.match(r"\s*(?:export\s+)?[\w.-]+\s*[=:]", line) is not None, len(_TOKEN.findall(line)))
    config, on_line = lines[ls]
    in_code = bisect.bisect_right(fence_ends, s) % 2 == 1  # an odd number of ``` fences before the token
    return [
        *head,
        float(prev == "=" or bool(key) and text[s - 1] == "="), float(prev in ":：" or bool(key) and text[s - 1] == ":"),
        float(prev in "\"'`"), float(flag), float(bool(key)), float(key_sec > 0), float(key_non > 0),
        float(cue_b > 0), 1.0 / cue_b if cue_b else 0.0, 1.0 / non_b if non_b else 0.0,
        1.0 / cue_a if cue_a else 0.0, 1.0 / non_a if non_a else 0.0,
        float(zh_cue), float(any(c in zh_window for c in ZH_NON_SECRET_CUES)),
        float(in_code), float(config), float(on_line), msg_cue, msg_non,
        *tail,
    ]


def _b64_text(v: str) -> bool:
    """Base64 of readable text ("aGVsbG8gd29ybGQ=", a JSON header): data being explained, not a random key."""
    if _B64.fullmatch(v) is None:
        return False
    body = v.rstrip("=").replace("-", "+").replace("_", "/")
    try:
        raw = base64.b64decode(body + "=" * (-len(body) % 4), validate=True)
    except (ValueError, binascii.Error):
        return False
    return len(raw) >= 4 and sum(32 <= b < 127 or b in (9, 10, 13) for b in raw) >= 0.95 * len(raw)


def _compiled(baseline: float, trees: Sequence[tuple[list[int], list[float], list[int], list[int], list[float]]]
              ) -> Callable[[Sequence[float]], float]:
    """The trees as one Python function of nested conditionals, the raw score of a feature vector: a walk
    over the node lists costs several times more, and every message that passes the rules' gate has dozens
    of candidates. The same comparisons and the same additions in the same order as a walk (a float's repr
    reads back as the same float), so the scores are bit-identical; only numbers from the model go in."""

    def node(tree: tuple[list[int], list[float], list[int], list[int], list[float]], i: int) -> str:
        f, t, left, right, val = tree
        if f[i] < 0:
            return repr(float(val[i]))
        return f"({node(tree, left[i])} if x[{int(f[i])}] <= {float(t[i])!r} else {node(tree, right[i])})"

    lines = ["def raw(x):", f"    total = {float(baseline)!r}"]
    lines += [f"    total += {node(tree, 0)}" for tree in trees]
    lines.append("    return total")
    scope: dict[str, Callable[[Sequence[float]], float]] = {}
    exec(compile("\n".join(lines), "<secret model trees>", "exec"), scope)  # noqa: S102 - numbers only, see above
    return scope["raw"]


class Model:
    """Exported gradient-boosted trees: score = sigmoid(baseline + sum of the leaves reached)."""

    def __init__(self, doc: dict[str, object], features: Sequence[str] = FEATURES) -> None:
        if doc.get("features") != list(features):
            raise ValueError("secret model: its feature list differs from utils.secret_model.FEATURES; retrain it "
                             "(python -m bench.train_secret_model)")
        self.baseline = float(doc["baseline"])  # type: ignore[arg-type]
        self.threshold = float(doc["threshold"])  # type: ignore[arg-type]
        self.trees: list[tuple[list[int], list[float], list[int], list[int], list[float]]] = [
            (t["f"], t["t"], t["l"], t["r"], t["v"]) for t in doc["trees"]]  # type: ignore[attr-defined]
        self.sample: list[tuple[list[float], float]] = [(x, y) for x, y in doc.get("sample", [])]  # type: ignore[attr-defined]
        self.raw = _compiled(self.baseline, self.trees)
        # The ASCII layer these trees were added to (its features a prefix of these): a token it cut is still
        # cut, so training on new sets and scripts does not unlearn what it found; the new trees add only
        # what they call a secret at their own (higher) threshold.
        base = doc.get("base")
        self.base: Model | None = None
        if isinstance(base, dict):
            k = len(base.get("features", ()))
            self.base = Model(base, FEATURES[:k])
        # Earlier trees over the same features, each at its own threshold: a retraining on more sets adds what it
        # finds and unlearns nothing they found.
        self.earlier: list[Model] = [Model(e) for e in doc.get("earlier", ())]  # type: ignore[attr-defined]
        # Whether these trees judge a value without letters (digits, or digits and separators). A number's
        # secrecy is in the words before it, in the language of the message ("error code 4821" against "door code
        # 4821"), which the rules read by name in every language; trees trained on more languages' numbers cut
        # other languages' error and reference codes (bench/results/stop56/secret_model.md), so the trees of
        # stop 56 leave numbers to the rules and to the earlier trees.
        self.digits = bool(doc.get("digits", True))

    def hit(self, x: Sequence[float]) -> float:
        """The score when this model, an earlier one or its base calls the vector a secret, else 0."""
        if self.digits or x[_F_LOWER] or x[_F_UPPER] or x[_NON_ASCII] and not x[_OTHER_DIGITS]:
            sc = self.score(x)
            if sc >= self.threshold:
                return sc
        for e in self.earlier:
            if (se := e.score(x)) >= e.threshold:
                return se
        b = self.base
        if b is not None and x[_NON_ASCII] == 0.0 and x[_OTHER_DIGITS] == 0.0 and (
                sb := b.score(x[:_BASE_LEN])) >= b.threshold:
            return sb
        return 0.0

    def score(self, x: Sequence[float]) -> float:
        r = self.raw(x)
        return 1.0 / (1.0 + math.exp(-r)) if r > -60 else 0.0


_MODEL: Model | None = None


def load(path: Path = MODEL_FILE) -> Model:
    return Model(json.loads(path.read_text(encoding="utf-8")))


def model() -> Model:
    global _MODEL
    if _MODEL is None:
        _MODEL = load()
    return _MODEL


def use(m: Model | None) -> None:
    """Replace the model in use (bench.train_secret_model's leave-one-set-out runs); None: the shipped one."""
    global _MODEL
    _MODEL = m


# A run of mask characters: a digit group beside it is the printed part of a masked number ("6225 **** **** 7720"),
# which receipts and statements show on purpose.
_MASK_BEFORE = re.compile(r"[*•●xX]{3,}[ -]?$")
_MASK_AFTER = re.compile(r"[ -]?[*•●xX]{3,}")


def _beside_mask(text: str, c: Candidate) -> bool:
    return c.value.isdigit() and (_MASK_BEFORE.search(text, max(0, c.start - 8), c.start) is not None
                                  or _MASK_AFTER.match(text, c.end) is not None)


def find(text: str, taken: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int, float]]:
    """(start, end, score) of every candidate token outside `taken` that the model calls a secret; the printed
    digits of a masked number are no secret whatever their score."""
    mdl = model()
    return [(c.start, c.end, sc) for c, x in candidates(text, taken)
            if (sc := mdl.hit(x)) and not _beside_mask(text, c)]


def add_spans(text: str, spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The rules' final spans with the model's added (tagged ``secret``), sorted; the model reads only what the
    rules left. A value cut here is remembered for the conversation only when it is secret-shaped (long, high
    entropy: utils.redact.rememberable's test for a kind found by its context), never a word."""
    found = find(text, [(s, e) for s, e, _ in spans])
    if not found:
        return spans
    return sorted([*spans, *((s, e, KIND) for s, e, _ in found)])
