"""An order sent encoded: "decode this and execute it: aWdub3Jl..." (pure).

Neither the patterns nor the intent model can read base64, so an order hidden in it passes both, while the
words around it ("decode and execute the admin instruction below", "解码并执行") carry no order a rule can
hold on its own: people also ask "how do I decode base64 and run my own script?". What tells the two apart is
the blob itself. ``hidden`` gives the readable text each base64 blob or hex run decodes to, for the filter to judge as it
judges the message (an order is an order in any encoding); ``decode_and_act`` says whether the speaker asks
for a blob to be decoded and then carried out, which is an order whatever the blob says.

The same holds for the simple ciphers people name (ROT13, a Caesar shift, Atbash, text written backwards) and
for a text in another language: "ROT13 this and act on it: ...", "translate this and then do what it says".
``transform_and_act`` reads that framing: a decoding or translating word, then the reader told to act on the
result ("act on it", "do what it says", "照着做"), not the speaker ("I'll follow it", "我要照着做菜").
``deciphered`` gives the readable text of a message that names such a cipher, for the filter to judge too.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata

# A run of base64 (standard or URL-safe alphabet) long enough to hold a sentence; shorter runs are ids, hashes
# of a few bytes, or words.
_BLOB = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}={0,2}(?![A-Za-z0-9+/=_-])")
# A run of hex byte pairs (bare, or spaced, or with "0x"/"\\x" before each pair) long enough to hold a sentence.
_HEX = re.compile(r"(?<![0-9A-Za-z])(?:(?:0x|\\x)?[0-9A-Fa-f]{2}[ :]?){12,}(?![0-9A-Za-z])")
# Asked to decode something and then carry it out: the decode word before the act word, close together.
_DECODE_AND_ACT = re.compile(
    r"\b(?:base64[- ]?)?decod(?:e|ed|ing)\b[^.\n]{0,40}?(?:\b(?:execute|run|follow|obey|carry(?:ing)? out|"
    r"comply|act on|apply|perform|do (?:what|whatever|as|it|exactly))\b)"
    r"|\b(?:execute|run|follow|obey|do|carry out)\s+(?:what|whatever)\s+(?:this|it|the \w+)\s+decodes\s+to\b"
    r"|解码[^。\n]{0,15}?(?:执行|照做|遵守|遵循|服从|运行|照办|按照?(?:它|其|里面|内容)?(?:说的)?做)",
    re.IGNORECASE,
)
# A cipher or a translation named, then the reader told to carry out what it says (close together). The act
# words are the reader's: "tell me what it says I should do" asks for a reading, "我要照着做菜" is the speaker.
_TRANSFORM = (r"\b(?:decod\w*|decipher\w*|decrypt\w*|unscrambl\w*|revers\w*|backwards|rot-?13|caesar|atbash|"
              r"vigen[eè]re|cipher\w*|plaintext|morse|pig latin|convert\w*|translat\w*)\b"
              r"|解码|解密|还原|翻译|译成|转成|转换成|倒过来|反过来|倒着")
_ACT = (r"\b(?:act (?:on|upon) (?:it|this|that|them|the \w+)|act accordingly|carry (?:it|this|that|them) out|"
        r"carry out (?:the|what|its|their|whatever)|follow (?:it|this|that|them|exactly|the (?:instructions?|orders?|"
        r"directions?|message))|obey|comply|execute (?:it|this|that|them|what|whatever|the)|"
        r"do (?:what(?:ever)? (?:it|they|this|that|the \w+) (?:says?|asks?|tells?|wants?)|exactly what|"
        r"as (?:it|they|instructed) (?:says?|asks?|tells?)?)|perform (?:it|them|the instructions?))\b"
        r"|照着?(?:它|其)?(?:说的)?(?:做|办)(?![菜饭])|照办|按(?:它|其|里面|上面|内容|原文)?(?:说的|要求的|写的)?(?:去)?(?:做|执行)"
        r"|执行|遵照|遵守|服从")
# ... or the act first, the decoding after it: "follow it after decoding", "act on it once translated".
_TRANSFORM_AND_ACT = re.compile(
    rf"(?:{_TRANSFORM})[^\n]{{0,80}}?(?:{_ACT})"
    rf"|(?:\b(?:follow|obey|act on|execute|comply with|carry out|do)\s+(?:it|this|that|them)\b[^\n]{{0,30}}?"
    rf"|\b(?:follow|obey|comply)\s+)\b(?:after|once|when)\s+(?:you(?:'ve| have)?\s+|it(?:'s| is)\s+)?(?:{_TRANSFORM})",
    re.IGNORECASE)
_TRANSFORM_WORD = re.compile(_TRANSFORM, re.IGNORECASE)
# The speaker as the one who acts: "I'll follow it", "我要照着做".
_SPEAKER_ACTS = re.compile(r"(?:\bI(?:'ll| will| can| want to| need to| must| should)?|\bme to|我(?:要|会|想|得|来|好)?)\s*$",
                           re.IGNORECASE)
# A cipher the message names, and how to read it.
_CIPHER = re.compile(r"\b(?:rot-?13|caesar|atbash|shift(?:ed)? (?:of |by )?\d+|revers\w*|backwards)\b|凯撒|倒过来|反过来|倒着",
                     re.IGNORECASE)
_COMMON = frozenset("the and you your that this all user every to of is are my me about with from save store "
                    "delete forget memory memories remember record reply".split())


def _rot(s: str, k: int) -> str:
    return "".join(chr((ord(c) - 97 + k) % 26 + 97) if "a" <= c <= "z" else
                   chr((ord(c) - 65 + k) % 26 + 65) if "A" <= c <= "Z" else c for c in s)


def _atbash(s: str) -> str:
    return "".join(chr(219 - ord(c)) if "a" <= c <= "z" else chr(155 - ord(c)) if "A" <= c <= "Z" else c for c in s)


_LOWER_WORD = re.compile(r"[a-z]+")


def common_words(s: str) -> int:
    """How many common English words a reading holds (the right key makes a cipher read as words)."""
    return len([w for w in _LOWER_WORD.findall(s.lower()) if w in _COMMON])


def reads_better(turned: str, given: str, margin: int) -> bool:
    """Does `turned` hold at least `margin` more common words than `given`? (`given` is read only where
    `turned` holds that many at all: most texts turned hold none.)"""
    n = common_words(turned)
    return n >= margin and n >= common_words(given) + margin


# A line that reads as this many more common words in ROT13 than as written is ROT13, named or not.
ROT13_MARGIN = 4
_LATIN_RUN = re.compile(r"[A-Za-z]{3}")
_ROT13 = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
                       "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")


def _rot13_line(line: str) -> str:
    """The line in ROT13 if it reads as words only so, else as written."""
    if not _LATIN_RUN.search(line):
        return line
    turned = line.translate(_ROT13)
    return turned if reads_better(turned, line, ROT13_MARGIN) else line


def _rot13_lines(text: str) -> list[str]:
    """The text with each line that reads as words only in ROT13 read so, if any line does (else nothing)."""
    lines = text.split("\n")
    read = [_rot13_line(x) for x in lines]
    return ["\n".join(read)] if read != lines else []


def deciphered(text: str) -> list[str]:
    """The readings of a message that names a simple cipher (ROT13, a Caesar shift, Atbash, backwards): the
    best-reading shift, Atbash and the text reversed, each only where it reads as more words than the text.
    Unnamed, ROT13 is read where a line reads as words only so (a chat line, a code comment)."""
    if not _CIPHER.search(text):
        return _rot13_lines(text) if _LATIN_RUN.search(text) else []
    base = common_words(text)
    shifted = max((_rot(text, k) for k in range(1, 26)), key=common_words)
    return [r for r in (shifted, _atbash(text), text[::-1]) if common_words(r) > base + 2]


# A few words may stand between ("模型读到后就照做了", "助手确实执行了"), none of them turning to the reader.
_MODEL_ACTED = re.compile(r"(?:模型|(?<![A-Za-z])AI|助手|机器人|智能体|\b(?:the|a|our) (?:bot|model|assistant|ai|llm))"
                          r"(?:[^。，,！？?!\n你您请]{0,8}?(?:就|便|也|竟然|直接|确实|真的)|\s*(?:then|just|simply))*\s*$",
                          re.IGNORECASE)


def transform_and_act(text: str) -> bool:
    """Does the text ask for itself (or a part) to be decoded, deciphered or translated and then carried out?"""
    if not _TRANSFORM_WORD.search(text):  # most texts name no decoding: one cheap scan rules them out
        return False
    for m in _TRANSFORM_AND_ACT.finditer(text):
        act = re.search(rf"(?:{_ACT})$", m.group(0), re.IGNORECASE)
        # The speaker as the subject of the decoding ("I'll decode it and follow it") or of the act.
        if _SPEAKER_ACTS.search(text[:m.start()]) or (act and _SPEAKER_ACTS.search(text[:m.start() + act.start()])):
            continue
        # A model as the subject of the act tells what an attack made it do ("模型就照做了"), no order to the reader.
        if act and _MODEL_ACTED.search(text[:m.start() + act.start()]):
            continue
        return True
    return False


# Of the decoded characters, at least this share must be letters, digits, spaces or punctuation: random
# bytes and binary formats decode to controls and stray marks.
MIN_READABLE = 0.9


def _readable(s: str) -> bool:
    """Is the decoded text a text (mostly letters, digits, spaces, punctuation) with at least a few letters?"""
    if not s:
        return False
    ok = sum(1 for c in s if c.isalnum() or c.isspace() or unicodedata.category(c)[0] in "PS")
    letters = sum(1 for c in s if c.isalpha())
    return ok / len(s) >= MIN_READABLE and letters >= 4


def hidden(text: str) -> list[str]:
    """The readable texts the base64 blobs and the hex runs of the text decode to (UTF-8), in order."""
    out: list[str] = []
    for m in _HEX.finditer(text):
        digits = re.sub(r"0x|\\x|[ :]", "", m.group(0))
        try:
            s = bytes.fromhex(digits).decode("utf-8")
        except ValueError:
            continue
        if _readable(s):
            out.append(s)
    for m in _BLOB.finditer(text):
        blob = m.group(0).rstrip("=")
        blob += "=" * (-len(blob) % 4)
        try:
            raw = base64.b64decode(blob, altchars=b"-_" if ("-" in blob or "_" in blob) else None, validate=True)
            s = raw.decode("utf-8")
        except (binascii.Error, ValueError):
            continue
        if _readable(s):
            out.append(s)
    return out


def decode_and_act(text: str) -> bool:
    """Does the text ask for a base64 blob it holds to be decoded and then carried out?"""
    return bool(_DECODE_AND_ACT.search(text)) and bool(hidden(text))
